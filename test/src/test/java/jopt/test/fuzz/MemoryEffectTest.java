package jopt.test.fuzz;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import jopt.fuzz.DeallocMode;
import jopt.fuzz.Program;
import jopt.fuzz.ProgramGenerator;
import jopt.tools.run.PipelineCheck;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.sessions.JqwikSession;
import org.junit.jupiter.api.Test;

/**
 * What the memory pipelines save, counted by the reference interpreter on generated programs:
 * heap allocations executed and peak live heap bytes before and after. Prints the totals (the
 * figures of the issue notes) and requires that the pipelines save on the whole.
 */
class MemoryEffectTest {
  private static final int N = 300;
  private final DifferentialHarness harness =
      new DifferentialHarness(Path.of("target", "fuzz-failures"));

  private static List<Program> draw(DeallocMode mode, long seed) {
    JqwikSession.start();
    try {
      Arbitrary<Program> arb = ProgramGenerator.programs(mode);
      var gen = arb.generator(1000);
      Random r = new Random(seed);
      List<Program> out = new java.util.ArrayList<>();
      for (int i = 0; i < N; i++) {
        out.add(gen.next(r).value());
      }
      return out;
    } finally {
      JqwikSession.finish();
    }
  }

  private long[] totals(List<Program> programs, MemoryPipeline pipeline) {
    long[] t = new long[4];
    for (Program p : programs) {
      PipelineCheck.Outcome o = harness.check(p, pipeline);
      assertThat(o.verdict()).isEqualTo(PipelineCheck.Verdict.OK);
      t[0] += o.before().stats().allocations();
      t[1] += o.after().stats().allocations();
      t[2] += o.before().stats().peakBytes();
      t[3] += o.after().stats().peakBytes();
    }
    System.out.printf("%s on %d programs: allocations %d -> %d, sum of peak heap bytes %d -> %d%n",
        pipeline.name(), programs.size(), t[0], t[1], t[2], t[3]);
    return t;
  }

  @Test
  void bufferReuseSavesAllocations() {
    long[] t = totals(draw(DeallocMode.CORRECT, 42),
        MemoryPipeline.onFreedPrograms("hlo-buffer-reuse", "func.func(hlo-buffer-reuse)"));
    assertThat(t[1]).isLessThan(t[0]);
    long[] heapOnly = totals(draw(DeallocMode.CORRECT, 42), MemoryPipeline.onFreedPrograms(
        "hlo-buffer-reuse{max-stack-elements=0}",
        "func.func(hlo-buffer-reuse{max-stack-elements=0})"));
    assertThat(heapOnly[1]).isLessThan(heapOnly[0]);
  }

  @Test
  void mergeAllocMergesAllocations() {
    List<Program> programs = draw(DeallocMode.NONE, 7);
    long[] t = totals(programs, MemoryPipeline.onLeakingPrograms("merge-alloc",
        "func.func(merge-alloc)"));
    assertThat(t[1]).isLessThan(t[0]);
    totals(programs, MemoryPipeline.onLeakingPrograms("merge-alloc{planner-options=size-first}",
        "func.func(merge-alloc{planner-options=size-first})"));
    long[] gc = totals(programs, MemoryPipeline.onLeakingPrograms("gc-merge-alloc",
        "func.func(gc-merge-alloc)"));
    assertThat(gc[1]).isLessThan(gc[0]);
    totals(programs, MemoryPipeline.onLeakingPrograms("gc-merge-alloc{planner-options=size-first}",
        "func.func(gc-merge-alloc{planner-options=size-first})"));
  }

  /** The seed's pipeline with and without hlo-buffer-reuse, on programs without frees. */
  @Test
  void reuseInTheDeallocationPipeline() {
    List<Program> programs = draw(DeallocMode.NONE, 11);
    long[] without = totals(programs, MemoryPipeline.insertingFrees("hlo-deallocate pipeline",
        "builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,"
            + "hlo-deallocation-to-scf))"));
    long[] with = totals(programs, MemoryPipeline.insertingFrees("with hlo-buffer-reuse",
        "builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,"
            + "hlo-buffer-reuse,hlo-deallocation-simplification,hlo-deallocation-to-scf))"));
    assertThat(with[1]).isLessThan(without[1]);
  }
}
