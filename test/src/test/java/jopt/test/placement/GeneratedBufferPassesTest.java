package jopt.test.placement;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import jopt.fuzz.DeallocMode;
import jopt.fuzz.Program;
import jopt.fuzz.ProgramGenerator;
import jopt.test.lit.LitPaths;
import jopt.test.oneshot.MlirOptRunner;
import net.jqwik.api.sessions.JqwikSession;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Upstream's buffer passes (buffer-hoisting, buffer-loop-hoisting, promote-buffers-to-stack,
 * buffer-results-to-out-params with and without hoisted static allocations, the helpers made
 * private) on
 * generated memory programs without deallocations (-Dplacement.programs of them, default 50,
 * drawn from -Dplacement.seed, default 1) print byte-identical output in jopt and mlir-opt-22.
 * buffer-hoisting and the hoisting out-params are compared on the programs without
 * {@code memref.realloc} only: mlir-opt-22 moves a realloc as it moves an alloc (out of an scf.if,
 * freeing its source on the paths that did not free it) and replaces a returned realloc by the
 * out-param (its data lost), which jopt does not (lit-tests/Transforms/buffer-hoisting/realloc.mlir,
 * lit-tests/Transforms/buffer-results-to-out-params/realloc.mlir).
 */
class GeneratedBufferPassesTest {
  private static final List<List<String>> PIPELINES = List.of(
      List.of("--buffer-hoisting"),
      List.of("--buffer-loop-hoisting"),
      List.of("--promote-buffers-to-stack"),
      List.of("--pass-pipeline=builtin.module(buffer-results-to-out-params)"),
      List.of("--pass-pipeline=builtin.module(buffer-results-to-out-params{hoist-static-allocs})"));

  @Test
  void identicalToMlirOpt() throws Exception {
    Assumptions.assumeFalse(Boolean.getBoolean("oracle.skip"), "oracle.skip=true");
    Path mlirOpt = LitPaths.require(LitPaths.mlirOpt(), "mlir-opt-22");
    int programs = Integer.getInteger("placement.programs", 50);
    long seed = Long.getLong("placement.seed", 1L);
    List<String> different = new ArrayList<>();
    int[] identical = new int[PIPELINES.size()];
    int[] compared = new int[PIPELINES.size()];
    JqwikSession.start();
    try {
      var gen = ProgramGenerator.programs(DeallocMode.NONE).generator(1000);
      Random random = new Random(seed);
      for (int i = 0; i < programs; i++) {
        Program p = gen.next(random).value();
        String text = p.text().replace("func.func @helper", "func.func private @helper");
        for (int k = 0; k < PIPELINES.size(); k++) {
          if ((k == 0 || k == PIPELINES.size() - 1) && text.contains("memref.realloc")) {
            continue;
          }
          compared[k]++;
          var expected = MlirOptRunner.mlirOpt(mlirOpt, PIPELINES.get(k), text);
          var actual = MlirOptRunner.jopt(PIPELINES.get(k), text);
          if (expected.exitCode() != actual.exitCode() || !expected.stdout().equals(actual.stdout())) {
            different.add(PIPELINES.get(k) + " program " + i + ": "
                + MlirOptRunner.firstDifference(expected.stdout(), actual.stdout()) + "\n"
                + actual.stderr() + "\n--- program ---\n" + text);
          } else {
            identical[k]++;
          }
        }
      }
    } finally {
      JqwikSession.finish();
    }
    for (int k = 0; k < PIPELINES.size(); k++) {
      System.out.println(PIPELINES.get(k) + " on generated memory programs (seed " + seed + "): "
          + identical[k] + " of " + compared[k] + " identical (" + programs + " generated)");
    }
    assertEquals(List.of(), different, () -> different.size() + " differ; first:\n" + different.get(0));
  }
}
