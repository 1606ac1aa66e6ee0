package jopt.deallocation;

import jopt.dialects.func.FuncOp;
import java.util.List;
import jopt.bufferreuse.BufferReusePass;
import jopt.mergealloc.MergeAllocPass;
import jopt.mergealloc.gc.GcMergeAllocPass;
import jopt.pass.OpPassManager;
import jopt.pass.PassOption;
import jopt.pass.PassOptions;
import jopt.pass.PassPipelineInfo;

/**
 * {@code jopt-deallocation-pipeline}: jopt's pass pipeline for bufferized programs without
 * deallocations, the one that leaves the least memory live in {@code bench/memory-quality}
 * (registered as MLIR's PassPipelineRegistration registers {@code buffer-deallocation-pipeline}):
 * {@code hlo-deallocate}, then on each function {@code hlo-deallocation-simplification} and
 * {@code hlo-deallocation-to-scf}. Options: {@code merge-alloc} puts merge-alloc or
 * graph-compiler's merge-alloc first (fewer allocations, usually a larger peak: the arena lives
 * until the last use of any of its views); {@code buffer-reuse} adds hlo-buffer-reuse and a
 * second simplification before the lowering (fewer heap allocations, more bytes live).
 */
public final class DeallocationPipeline {
  private DeallocationPipeline() {}

  public static final PassPipelineInfo INFO = new PassPipelineInfo("jopt-deallocation-pipeline",
      "jopt's deallocation pipeline for bufferized IR without deallocations: hlo-deallocate, "
          + "hlo-deallocation-simplification, hlo-deallocation-to-scf (options: "
          + "merge-alloc=none|merge-alloc|gc-merge-alloc, buffer-reuse=false|true)",
      DeallocationPipeline::build);

  private static void build(OpPassManager pm, String optionText) {
    PassOptions options = new PassOptions();
    PassOption<String> merge = options.add(PassOption.ofEnum("merge-alloc",
        "Merge allocations into arenas first", "none",
        List.of("none", "merge-alloc", "gc-merge-alloc"),
        List.of("no merging (the least peak memory)", "jopt's merge-alloc",
            "graph-compiler's merge-alloc")));
    PassOption<Boolean> reuse = options.add(PassOption.ofBool("buffer-reuse",
        "Run hlo-buffer-reuse and a second simplification before the lowering", false));
    options.parseFromString(optionText);
    switch (merge.getValue()) {
      case "merge-alloc" -> pm.addNestedPass(FuncOp.NAME, MergeAllocPass.INFO.create());
      case "gc-merge-alloc" -> pm.addNestedPass(FuncOp.NAME, GcMergeAllocPass.INFO.create());
      default -> { }
    }
    pm.addPass(DeallocatePass.INFO.create());
    OpPassManager func = pm.nest(FuncOp.NAME);
    func.addPass(SimplificationPass.INFO.create());
    if (reuse.getValue()) {
      func.addPass(BufferReusePass.INFO.create());
      func.addPass(SimplificationPass.INFO.create());
    }
    func.addPass(ToScfPass.INFO.create());
  }
}
