package jopt.onnx;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The ONNX models read in place by the tests: the project's ../shared/models (found in a parent
 * folder of the working directory) and Debian's libonnx-testdata (ONNX's backend tests).
 */
public final class ModelFiles {
  private ModelFiles() {}

  public static final Path BACKEND = Path.of("/usr/share/libonnx-testdata/data");

  /** The shared models folder, or null when there is none. */
  public static Path sharedModels() {
    for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
      Path m = d.resolve("shared/models");
      if (Files.isDirectory(m.resolve("graphs"))) {
        return m;
      }
    }
    return null;
  }

  /** Every .onnx file under {@code dir}, sorted. */
  public static List<Path> onnxFiles(Path dir) {
    if (dir == null || !Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(p -> p.toString().endsWith(".onnx")).sorted().toList();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** The models of the four backend suites (node, pytorch-converted, pytorch-operator, simple). */
  static List<Path> backendModels() {
    List<Path> r = new ArrayList<>();
    for (String suite : List.of("node", "pytorch-converted", "pytorch-operator", "simple")) {
      r.addAll(onnxFiles(BACKEND.resolve(suite)));
    }
    return r;
  }
}
