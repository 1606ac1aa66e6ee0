package jopt.test.lit;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/** Where the repository, its lit tests and the optional LLVM tools (cross-checks) are. */
public final class LitPaths {
  private static final Path LLVM_BIN = Path.of("/usr/lib/llvm-22/bin");
  private static final String INSTALL_HINT =
      "; install it with: apt-get update && apt-get install -y llvm-22-tools mlir-22-tools"
          + " (./test.sh does this)";

  private LitPaths() {}

  /** The repository root: -Djopt.root, else the nearest ancestor with lit-tests/. */
  public static Path root() {
    String prop = System.getProperty("jopt.root");
    if (prop != null && !prop.isEmpty()) {
      return Path.of(prop).toAbsolutePath().normalize();
    }
    Path p = Path.of("").toAbsolutePath();
    while (p != null && !Files.isDirectory(p.resolve("lit-tests"))) {
      p = p.getParent();
    }
    if (p == null) {
      throw new IllegalStateException("cannot find lit-tests/ above " + Path.of("").toAbsolutePath());
    }
    return p;
  }

  public static Path litTests() {
    return root().resolve("lit-tests");
  }

  /** Scratch space for %t; outside the source tree. */
  public static Path scratch() {
    return root().resolve("test/target/lit-output");
  }

  public static Optional<Path> mlirOpt() {
    return find(List.of(Path.of("/usr/bin/mlir-opt-22"), LLVM_BIN.resolve("mlir-opt")));
  }

  /**
   * The tool, or a skipped test when it is not installed: LLVM's tools are an optional
   * cross-check, never needed by the Maven build.
   */
  public static Path require(Optional<Path> tool, String name) {
    Assumptions.assumeTrue(tool.isPresent(), name + " not found, skipped" + INSTALL_HINT);
    return tool.get();
  }

  public static Optional<Path> fileCheck() {
    return find(List.of(LLVM_BIN.resolve("FileCheck"), Path.of("/usr/bin/FileCheck-22")));
  }

  private static Optional<Path> find(List<Path> candidates) {
    return candidates.stream().filter(Files::isExecutable).findFirst();
  }
}
