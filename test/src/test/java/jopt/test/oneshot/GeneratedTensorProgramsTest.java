package jopt.test.oneshot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jopt.test.lit.LitPaths;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * 120 generated tensor programs (seeds 0..119, each with one of four option sets) bufferize to
 * byte-identical output in jopt and mlir-opt-22. bench/one-shot-bufferize-diff.sh runs more.
 */
class GeneratedTensorProgramsTest {
  static final int PROGRAMS = 120;

  @Test
  void identicalToMlirOpt() throws Exception {
    Assumptions.assumeFalse(Boolean.getBoolean("oracle.skip"), "oracle.skip=true");
    Path mlirOpt = LitPaths.require(LitPaths.mlirOpt(), "mlir-opt-22");
    List<String> different = new ArrayList<>();
    for (int seed = 0; seed < PROGRAMS; seed++) {
      String flag = TensorProgramGenerator.OPTIONS.get(seed % TensorProgramGenerator.OPTIONS.size());
      // Function boundaries: one function per program, as mlir-opt-22 orders functions without
      // calls by a pointer-keyed map (not reproducible).
      String program = flag.contains("bufferize-function-boundaries")
          ? TensorProgramGenerator.singleFunction(seed) : TensorProgramGenerator.program(seed);
      var expected = MlirOptRunner.mlirOpt(mlirOpt, List.of(flag), program);
      var actual = MlirOptRunner.jopt(List.of(flag), program);
      if (expected.exitCode() != actual.exitCode() || !expected.stdout().equals(actual.stdout())) {
        different.add("seed " + seed + " " + flag + ": "
            + MlirOptRunner.firstDifference(expected.stdout(), actual.stdout()) + "\n" + actual.stderr()
            + "\n--- program ---\n" + program);
      }
    }
    assertEquals(List.of(), different, () -> different.size() + " of " + PROGRAMS + " differ; first:\n"
        + different.get(0));
  }
}
