package jopt.test.lit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The lit tests: every .mlir under a directory, minus Output/ and Inputs/, as lit.cfg.py. */
public final class LitTestFiles {
  private LitTestFiles() {}

  public static List<Path> under(Path dir) {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(p -> p.toString().endsWith(".mlir"))
          .filter(Files::isRegularFile)
          .filter(p -> !isExcluded(dir.relativize(p)))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean isExcluded(Path rel) {
    for (Path part : rel) {
      String n = part.toString();
      if (n.equals("Output") || n.equals("Inputs")) {
        return true;
      }
    }
    return false;
  }

  public static String read(Path p) {
    try {
      return Files.readString(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
