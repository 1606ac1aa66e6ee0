package jopt.bench;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The generated memory-IR inputs of the benchmarks: {@code bench/gen_memir.py N [--no-dealloc]},
 * cached under {@code bench/jmh/target/inputs}. The repository root is the system property
 * {@code jopt.root}, else found from the working directory upwards.
 */
final class Inputs {
  private Inputs() {}

  /** The text of the {@code plain} (with deallocs) or {@code no-dealloc} file of {@code ops} operations. */
  static String text(String variant, int ops) {
    Path root = root();
    Path dir = root.resolve("bench/jmh/target/inputs");
    Path file = dir.resolve("memir-" + variant + "-" + ops + ".mlir");
    try {
      if (!Files.exists(file)) {
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "gen", ".tmp");
        ProcessBuilder pb = new ProcessBuilder("python3", root.resolve("bench/gen_memir.py").toString(),
            Integer.toString(ops));
        if (variant.equals("no-dealloc")) {
          pb.command().add("--no-dealloc");
        }
        pb.redirectOutput(tmp.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD);
        int code = pb.start().waitFor();
        if (code != 0) {
          throw new IllegalStateException("gen_memir.py failed with exit code " + code);
        }
        Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
            java.nio.file.StandardCopyOption.ATOMIC_MOVE);
      }
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static Path root() {
    String prop = System.getProperty("jopt.root");
    if (prop != null) {
      return Path.of(prop);
    }
    for (File d = new File("").getAbsoluteFile(); d != null; d = d.getParentFile()) {
      if (new File(d, "bench/gen_memir.py").isFile()) {
        return d.toPath();
      }
    }
    throw new IllegalStateException("repository root not found; set -Djopt.root=...");
  }
}
