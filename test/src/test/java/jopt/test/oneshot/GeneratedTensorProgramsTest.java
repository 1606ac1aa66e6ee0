package jopt.test.oneshot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.test.lit.LitPaths;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Generated tensor programs (seeds from -Doneshot.seed0, default 0; -Doneshot.programs of them,
 * default 400, each with one of four option sets) bufferize to byte-identical output (and the
 * same exit code) in jopt and mlir-opt-22. Prints identical/different counts per option set;
 * bench/one-shot-bufferize-diff.sh runs more.
 */
class GeneratedTensorProgramsTest {
  @Test
  void identicalToMlirOpt() throws Exception {
    Assumptions.assumeFalse(Boolean.getBoolean("oracle.skip"), "oracle.skip=true");
    Path mlirOpt = LitPaths.require(LitPaths.mlirOpt(), "mlir-opt-22");
    int programs = Integer.getInteger("oneshot.programs", 400);
    long seed0 = Long.getLong("oneshot.seed0", 0L);
    List<String> different = new ArrayList<>();
    Map<String, int[]> counts = new LinkedHashMap<>();
    for (long seed = seed0; seed < seed0 + programs; seed++) {
      String flag = TensorProgramGenerator.OPTIONS.get((int) (seed % TensorProgramGenerator.OPTIONS.size()));
      String program = TensorProgramGenerator.program(seed);
      var expected = MlirOptRunner.mlirOpt(mlirOpt, List.of(flag), program);
      var actual = MlirOptRunner.jopt(List.of(flag), program);
      int[] c = counts.computeIfAbsent(flag, k -> new int[3]);
      c[expected.exitCode() == 0 ? 0 : 1]++;
      if (expected.exitCode() != actual.exitCode() || !expected.stdout().equals(actual.stdout())) {
        c[2]++;
        different.add("seed " + seed + " " + flag + ": "
            + MlirOptRunner.firstDifference(expected.stdout(), actual.stdout()) + "\n" + actual.stderr()
            + "\n--- program ---\n" + program);
      }
    }
    for (var e : counts.entrySet()) {
      int[] c = e.getValue();
      int total = c[0] + c[1];
      System.out.println("one-shot-bufferize generated programs " + e.getKey() + ": " + total + " programs ("
          + c[0] + " bufferized, " + c[1] + " rejected by mlir-opt-22), identical " + (total - c[2])
          + ", different " + c[2]);
    }
    assertEquals(List.of(), different, () -> different.size() + " of " + programs + " differ; first:\n"
        + different.get(0));
  }

  /**
   * {@code --canonicalize} on the generated tensor programs (seeds 0 to -Doneshot.canonicalize,
   * default 100) prints byte-identical output in jopt and mlir-opt-22.
   */
  @Test
  void canonicalizeIdenticalToMlirOpt() throws Exception {
    assertIdentical("canonicalize", List.of("--canonicalize"), Integer.getInteger("oneshot.canonicalize", 100));
  }

  /**
   * One-shot-bufferize then canonicalize (the affine.apply ops of dynamic pads and concats
   * composed and folded, the memref patterns on bufferized code) on the generated tensor programs
   * (seeds 0 to -Doneshot.bufferizeCanonicalize, default 100): byte-identical to mlir-opt-22.
   */
  @Test
  void bufferizeThenCanonicalizeIdenticalToMlirOpt() throws Exception {
    assertIdentical("one-shot-bufferize + canonicalize",
        List.of("--one-shot-bufferize=bufferize-function-boundaries", "--canonicalize"),
        Integer.getInteger("oneshot.bufferizeCanonicalize", 100));
  }

  private static void assertIdentical(String label, List<String> flags, int programs) throws Exception {
    Assumptions.assumeFalse(Boolean.getBoolean("oracle.skip"), "oracle.skip=true");
    Path mlirOpt = LitPaths.require(LitPaths.mlirOpt(), "mlir-opt-22");
    List<String> different = new ArrayList<>();
    for (long seed = 0; seed < programs; seed++) {
      String program = TensorProgramGenerator.program(seed);
      var expected = MlirOptRunner.mlirOpt(mlirOpt, flags, program);
      var actual = MlirOptRunner.jopt(flags, program);
      if (expected.exitCode() != actual.exitCode() || !expected.stdout().equals(actual.stdout())) {
        different.add("seed " + seed + ": " + MlirOptRunner.firstDifference(expected.stdout(), actual.stdout())
            + "\n" + actual.stderr() + "\n--- program ---\n" + program);
      }
    }
    System.out.println(label + " generated tensor programs: " + programs + " programs, identical "
        + (programs - different.size()) + ", different " + different.size());
    for (String d : different) {
      System.out.println("  differs: " + d.substring(0, d.indexOf('\n', d.indexOf('\n') + 1)).replace('\n', ' '));
    }
    assertEquals(List.of(), different, () -> different.size() + " of " + programs + " differ; first:\n"
        + different.get(0));
  }
}
