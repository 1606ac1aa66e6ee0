package jopt.passes.memopt;

import java.util.List;
import jopt.dialects.func.FuncOp;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.PassOption;
import jopt.passmanager.PassOptions;
import jopt.passmanager.PassPipelineInfo;
import jopt.passes.bufferreuse.BufferReusePass;
import jopt.passes.gcmergealloc.GcMergeAllocPass;
import jopt.passes.hlodeallocation.JoptDeallocatePass;
import jopt.passes.hlodeallocation.SimplificationPass;
import jopt.passes.hlodeallocation.ToScfPass;
import jopt.passes.memref.ExpandReallocPass;
import jopt.passes.mergealloc.JoptMergeAllocPass;
import jopt.passes.mergealloc.MergeAllocPass;
import jopt.passes.transforms.Canonicalizer;

/**
 * {@code jopt-deallocation-pipeline}: jopt's pass pipeline for bufferized programs without
 * deallocations, the one that leaves the least memory live in {@code bench/memory-quality}
 * (registered as MLIR's PassPipelineRegistration registers {@code buffer-deallocation-pipeline}):
 * {@code expand-realloc{emit-deallocs=false}} and {@code canonicalize} as upstream's pipeline
 * starts (a realloc to a size the buffer has keeps it; results, iter_args and branches without
 * use go, so their buffers do not join other aliases), {@code jopt-deallocate{free-in-branches}}
 * (hlo-deallocate, where an if that is the last use of a buffer frees it in the branches that do
 * not yield it; functions of more than one block and those they reference get upstream's
 * ownership-based deallocation), then on each
 * function {@code hlo-deallocation-simplification} and {@code hlo-deallocation-to-scf}. Without
 * deallocs from expand-realloc, no branch frees a value the other does not yield (which
 * hlo-deallocate rejects); hlo-deallocate frees the old buffer through its ownership. Between
 * static sizes the expansion is only the branch taken (as canonicalize would leave it), so a
 * static shrink does not fail as upstream's does (its untaken branch holds an invalid subview).
 * Options: {@code merge-alloc} puts {@code jopt-merge-alloc} (merge-alloc's precise mode on
 * every function, buffers lent to calls in the callers' arenas; {@code merge-alloc-default}
 * merge-alloc in its default mode) or graph-compiler's merge-alloc first (fewer allocations; in the default
 * modes usually a larger peak: the arena lives until the last use of any of its views); {@code buffer-reuse} adds hlo-buffer-reuse and a
 * second simplification before the lowering (fewer heap allocations, more bytes live), and
 * {@code buffer-reuse=keep-peak} its mode that transforms only where the peak stays.
 */
public final class DeallocationPipeline {
  private DeallocationPipeline() {}

  public static final PassPipelineInfo INFO = new PassPipelineInfo("jopt-deallocation-pipeline",
      "jopt's deallocation pipeline for bufferized IR without deallocations: "
          + "expand-realloc{emit-deallocs=false}, canonicalize, jopt-deallocate (hlo-deallocate, "
          + "upstream's deallocation on functions of more than one block), "
          + "hlo-deallocation-simplification, hlo-deallocation-to-scf (options: "
          + "merge-alloc=none|merge-alloc|merge-alloc-default|gc-merge-alloc, "
          + "buffer-reuse=false|true|keep-peak, plan-report=FILE.html, plan-report-sizes=1:4:16)",
      DeallocationPipeline::build);

  private static void build(OpPassManager pm, String optionText) {
    PassOptions options = new PassOptions();
    PassOption<String> merge = options.add(PassOption.ofEnum("merge-alloc",
        "Merge allocations into arenas first", "none",
        List.of("none", "merge-alloc", "merge-alloc-default", "gc-merge-alloc"),
        List.of("no merging (the least peak memory)",
            "jopt-merge-alloc (merge-alloc{precise=true dynamic-sizes=true} on every function, "
                + "buffers lent to calls in the caller's arena)",
            "merge-alloc in its default mode (the seed's)", "graph-compiler's merge-alloc")));
    PassOption<String> reuse = options.add(PassOption.ofEnum("buffer-reuse",
        "Run hlo-buffer-reuse and a second simplification before the lowering", "false",
        List.of("false", "true", "keep-peak"),
        List.of("no buffer reuse", "MLIR-HLO's buffer reuse",
            "buffer reuse that keeps the peak (hlo-buffer-reuse{keep-peak=true})")));
    PassOption<String> planReport = options.add(PassOption.ofString("plan-report",
        "With merge-alloc=merge-alloc: jopt-merge-alloc's plan report (HTML)", ""));
    PassOption<String> planReportSizes = options.add(PassOption.ofString("plan-report-sizes",
        "The sizes the report draws a dynamic arena at, separated by ':'", "1:4:16"));
    options.parseFromString(optionText);
    pm.addPass(ExpandReallocPass.foldingStaticSizes(false));
    pm.addPass(Canonicalizer.INFO.create());
    switch (merge.getValue()) {
      case "merge-alloc" -> {
        jopt.passmanager.Pass merging = JoptMergeAllocPass.INFO.create();
        if (!planReport.getValue().isEmpty()) {
          merging.getOptions().parseFromString("plan-report=" + planReport.getValue()
              + " plan-report-sizes=" + planReportSizes.getValue());
        }
        pm.addPass(merging);
      }
      case "merge-alloc-default" -> pm.addNestedPass(FuncOp.NAME, MergeAllocPass.INFO.create());
      case "gc-merge-alloc" -> pm.addNestedPass(FuncOp.NAME, GcMergeAllocPass.INFO.create());
      default -> { }
    }
    jopt.passmanager.Pass deallocate = JoptDeallocatePass.INFO.create();
    deallocate.getOptions().parseFromString("free-in-branches=true");
    pm.addPass(deallocate);
    OpPassManager func = pm.nest(FuncOp.NAME);
    func.addPass(SimplificationPass.INFO.create());
    if (!reuse.getValue().equals("false")) {
      jopt.passmanager.Pass p = BufferReusePass.INFO.create();
      if (reuse.getValue().equals("keep-peak")) {
        p.getOptions().parseFromString("keep-peak=true");
      }
      func.addPass(p);
      func.addPass(SimplificationPass.INFO.create());
    }
    func.addPass(ToScfPass.INFO.create());
  }
}
