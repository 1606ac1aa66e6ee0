package jopt.test.canonicalize;

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
 * {@code --canonicalize} on generated memory programs (jopt.fuzz's generator, without
 * deallocations: -Dcanonicalize.programs of them, default 100, drawn from -Dcanonicalize.seed,
 * default 1) prints byte-identical output in jopt and mlir-opt-22.
 */
class GeneratedMemoryProgramsTest {
  @Test
  void canonicalizeIdenticalToMlirOpt() throws Exception {
    Assumptions.assumeFalse(Boolean.getBoolean("oracle.skip"), "oracle.skip=true");
    Path mlirOpt = LitPaths.require(LitPaths.mlirOpt(), "mlir-opt-22");
    int programs = Integer.getInteger("canonicalize.programs", 100);
    long seed = Long.getLong("canonicalize.seed", 1L);
    List<String> flags = List.of("--allow-unregistered-dialect", "--canonicalize");
    List<String> different = new ArrayList<>();
    JqwikSession.start();
    try {
      var gen = ProgramGenerator.programs(DeallocMode.NONE).generator(1000);
      Random random = new Random(seed);
      for (int i = 0; i < programs; i++) {
        Program p = gen.next(random).value();
        var expected = MlirOptRunner.mlirOpt(mlirOpt, flags, p.text());
        var actual = MlirOptRunner.jopt(flags, p.text());
        if (expected.exitCode() != actual.exitCode() || !expected.stdout().equals(actual.stdout())) {
          different.add("program " + i + ": " + MlirOptRunner.firstDifference(expected.stdout(), actual.stdout())
              + "\n" + actual.stderr() + "\n--- program ---\n" + p.text());
        }
      }
    } finally {
      JqwikSession.finish();
    }
    System.out.println("canonicalize generated memory programs (seed " + seed + "): " + programs
        + " programs, identical " + (programs - different.size()) + ", different " + different.size());
    assertEquals(List.of(), different, () -> different.size() + " of " + programs + " differ; first:\n"
        + different.get(0));
  }
}
