package jopt.memquality;

import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.runtime.InterpreterOptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The written corpus of bench/memory-quality stays runnable: every program runs in the
 * interpreter, jopt's named pipeline frees it cleanly with the same results, alone and after
 * merge-alloc or graph-compiler's merge-alloc (the arenas compose with MLIR-HLO's deallocation),
 * and (where mlir-opt-22 is installed) so does upstream's deallocation pipeline, whose output
 * jopt-run must be able to run; jopt's pipeline leaves no more bytes live than upstream's.
 */
class CorpusTest {
  private static final Path ROOT = Path.of(System.getProperty("jopt.root", ".."));
  private static final Path MLIR_OPT = Path.of("/usr/bin/mlir-opt-22");

  @TestFactory
  List<DynamicTest> everyProgramRunsCleanThroughBothSides() throws Exception {
    List<BenchProgram> programs =
        Corpus.written(ROOT.resolve("bench").resolve("memory-quality-corpus"), null);
    assertWithMessage("corpus programs").that(programs.size()).isAtLeast(8);
    boolean upstream = Files.isExecutable(MLIR_OPT)
        && !Boolean.parseBoolean(System.getProperty("oracle.skip", "false"));
    List<BenchPipeline> pipelines = BenchPipeline.all().stream()
        .filter(p -> List.of("hlo", "merge+hlo", "gc-merge+hlo").contains(p.name())
            || (upstream && p.name().equals("up")))
        .toList();
    Transformer transformer = new Transformer(MLIR_OPT);
    Measurer measurer = new Measurer(InterpreterOptions.defaults());
    return programs.stream().map(p -> DynamicTest.dynamicTest(p.name(), () -> {
      ExecutionResult before = measurer.runInput(p);
      Map<String, Long> totals = new HashMap<>();
      for (BenchPipeline pl : pipelines) {
        Cell c = measurer.measure(p, before, transformer.run(p, pl));
        assertWithMessage("%s through %s", p.name(), pl.name()).that(c.failure()).isNull();
        assertWithMessage("%s through %s: peak", p.name(), pl.name())
            .that(c.total()).isAtMost(before.stats().totalPeakBytes());
        totals.put(pl.name(), c.total());
      }
      if (upstream) {
        assertWithMessage("%s: jopt-deallocation-pipeline's total peak against upstream's",
            p.name()).that(totals.get("hlo")).isAtMost(totals.get("up"));
      }
    })).toList();
  }
}
