package jopt.passes.memopt;

import java.util.List;
import jopt.dialects.func.FuncOp;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.Pass;
import jopt.passmanager.PassOption;
import jopt.passmanager.PassOptions;
import jopt.passmanager.PassPipelineInfo;
import jopt.passes.bufferization.oneshot.EliminateEmptyTensorsPass;
import jopt.passes.bufferization.oneshot.OneShotBufferizePass;
import jopt.passes.linalg.DecomposePadPass;
import jopt.passes.linalg.ElementwiseOpFusionPass;
import jopt.passes.transforms.CSE;
import jopt.passes.transforms.Canonicalizer;

/**
 * {@code jopt-memory-pipeline}: jopt's pipeline from tensors to freed memrefs that moves the
 * live bound of the program, not only reaches it. On each function: {@code jopt-decompose-softmax}
 * (a softmax that can run in place), upstream's elementwise
 * fusion ({@code linalg-fuse-elementwise-ops}), {@code jopt-fold-weight-views} (no run-time
 * buffer for moved weights), {@code jopt-fold-activation-views} (nor for moved activations),
 * {@code jopt-fuse-shared-elementwise} (an elementwise op fused into each of its users),
 * {@code jopt-drop-unread-padding}, {@code jopt-rematerialize},
 * {@code jopt-schedule-for-memory}, {@code jopt-reuse-destination}, {@code jopt-tile-for-memory},
 * {@code jopt-split-padded-convolution}, {@code linalg-decompose-pad},
 * {@code jopt-reuse-destination} again (inside the tiles), {@code jopt-decompose-concat},
 * {@code jopt-hoist-insert-destinations}; then {@code eliminate-empty-tensors}, One-Shot
 * Bufferize (with function boundaries, identity layouts), {@code jopt-deallocation-pipeline} with precise
 * merge-alloc, and {@code cse} and {@code canonicalize}. Every step has an option to turn it off; {@code merge-alloc} takes the
 * deallocation pipeline's values.
 */
public final class MemoryPipeline {
  private MemoryPipeline() {}

  public static final PassPipelineInfo INFO = new PassPipelineInfo("jopt-memory-pipeline",
      "jopt's memory pipeline from tensors to freed memrefs: jopt-decompose-softmax, linalg-fuse-elementwise-ops, "
          + "jopt-fold-weight-views, jopt-fold-activation-views, jopt-fuse-shared-elementwise, jopt-drop-unread-padding, "
          + "jopt-rematerialize, jopt-schedule-for-memory, jopt-reuse-destination, jopt-tile-for-memory, "
          + "jopt-split-padded-convolution, linalg-decompose-pad, jopt-reuse-destination (tiles), jopt-decompose-concat, "
          + "jopt-hoist-insert-destinations, eliminate-empty-tensors, "
          + "one-shot-bufferize, jopt-deallocation-pipeline, cse, canonicalize (options: decompose-softmax, fuse, fuse-memory-aware, fold-weights, fold-activation-views, fuse-shared, "
          + "drop-unread-padding, split-padded-convolution, decompose-pad, rematerialize, schedule, reuse-destination, tile-for-memory, decompose-concat, "
          + "hoist-insert-destinations, eliminate-empty-tensors, cleanup =true|false; "
          + "merge-alloc=none|merge-alloc|merge-alloc-default|gc-merge-alloc; plan-report=FILE.html, "
          + "plan-report-sizes=1:4:16)",
      MemoryPipeline::build);

  private static void build(OpPassManager pm, String optionText) {
    PassOptions options = new PassOptions();
    PassOption<Boolean> decomposeSoftmax = options.add(PassOption.ofBool("decompose-softmax",
        "Run jopt-decompose-softmax", true));
    PassOption<Boolean> fuse = options.add(PassOption.ofBool("fuse",
        "Run linalg-fuse-elementwise-ops", true));
    PassOption<Boolean> fuseMemoryAware = options.add(PassOption.ofBool("fuse-memory-aware",
        "Give linalg-fuse-elementwise-ops a control function that keeps a producer out of a "
            + "reduction when that keeps more bytes alive than its result", true));
    PassOption<Boolean> foldWeights = options.add(PassOption.ofBool("fold-weights",
        "Run jopt-fold-weight-views", true));
    PassOption<Boolean> foldActivations = options.add(PassOption.ofBool("fold-activation-views",
        "Run jopt-fold-activation-views", true));
    PassOption<Boolean> fuseShared = options.add(PassOption.ofBool("fuse-shared",
        "Run jopt-fuse-shared-elementwise", true));
    PassOption<Boolean> dropPadding = options.add(PassOption.ofBool("drop-unread-padding",
        "Run jopt-drop-unread-padding", true));
    PassOption<Boolean> splitPadded = options.add(PassOption.ofBool("split-padded-convolution",
        "Run jopt-split-padded-convolution", true));
    PassOption<Boolean> decomposePad = options.add(PassOption.ofBool("decompose-pad",
        "Run linalg-decompose-pad", true));
    PassOption<Boolean> concat = options.add(PassOption.ofBool("decompose-concat",
        "Run jopt-decompose-concat", true));
    PassOption<Boolean> remat = options.add(PassOption.ofBool("rematerialize",
        "Run jopt-rematerialize", true));
    PassOption<Boolean> schedule = options.add(PassOption.ofBool("schedule",
        "Run jopt-schedule-for-memory (before jopt-reuse-destination, which decides on the order)", true));
    PassOption<Boolean> reuse = options.add(PassOption.ofBool("reuse-destination",
        "Run jopt-reuse-destination", true));
    PassOption<Boolean> tile = options.add(PassOption.ofBool("tile-for-memory",
        "Run jopt-tile-for-memory", true));
    PassOption<Boolean> hoist = options.add(PassOption.ofBool("hoist-insert-destinations",
        "Run jopt-hoist-insert-destinations", true));
    PassOption<Boolean> eliminate = options.add(PassOption.ofBool("eliminate-empty-tensors",
        "Run eliminate-empty-tensors before One-Shot Bufferize", true));
    PassOption<Boolean> cleanup = options.add(PassOption.ofBool("cleanup",
        "Run cse and canonicalize at the end (a copy of a view onto an identical view goes)", true));
    PassOption<String> merge = options.add(PassOption.ofEnum("merge-alloc",
        "jopt-deallocation-pipeline's merge-alloc option", "merge-alloc",
        List.of("none", "merge-alloc", "merge-alloc-default", "gc-merge-alloc"),
        List.of("no merging", "jopt-merge-alloc (precise)", "merge-alloc in its default mode",
            "graph-compiler's merge-alloc")));
    PassOption<String> planReport = options.add(PassOption.ofString("plan-report",
        "With merge-alloc=merge-alloc: the arenas' plan report (HTML; a dynamic arena drawn at "
            + "plan-report-sizes)", ""));
    PassOption<String> planReportSizes = options.add(PassOption.ofString("plan-report-sizes",
        "The sizes the report draws a dynamic arena at (every dynamic dimension of the "
            + "arguments), separated by ':'", "1:4:16"));
    options.parseFromString(optionText);
    OpPassManager func = pm.nest(FuncOp.NAME);
    if (decomposeSoftmax.getValue()) {
      func.addPass(DecomposeSoftmaxPass.INFO.create());
    }
    if (fuse.getValue()) {
      func.addPass(fuseMemoryAware.getValue() ? new ElementwiseOpFusionPass(FusionMemory.memoryAwareControl())
          : ElementwiseOpFusionPass.INFO.create());
    }
    if (foldWeights.getValue()) {
      func.addPass(FoldWeightViewsPass.INFO.create());
    }
    if (foldActivations.getValue()) {
      func.addPass(FoldActivationViewsPass.INFO.create());
    }
    if (fuseShared.getValue()) {
      func.addPass(FuseSharedElementwisePass.INFO.create());
    }
    if (dropPadding.getValue()) {
      func.addPass(DropUnreadPaddingPass.INFO.create());
    }
    if (remat.getValue()) {
      func.addPass(RematerializePass.INFO.create());
    }
    if (schedule.getValue()) {
      func.addPass(ScheduleForMemoryPass.INFO.create());
    }
    if (reuse.getValue()) {
      func.addPass(ReuseDestinationPass.INFO.create());
    }
    // After reuse-destination: a tiled op writing into its dead input keeps doing so tile by tile.
    // Before the split: a pad and the convolution reading it join a chain whole, and are split
    // inside its tiles.
    if (tile.getValue()) {
      func.addPass(TileForMemoryPass.INFO.create());
    }
    // After rematerialize: a split op's init is read by its first tile and its chain of insertions.
    if (splitPadded.getValue()) {
      func.addPass(SplitPaddedConvolutionPass.INFO.create());
    }
    if (decomposePad.getValue()) {
      func.addPass(DecomposePadPass.INFO.create());
    }
    // Again on the tiles: a tile's elementwise op writes into the dead tile it reads.
    if (reuse.getValue() && tile.getValue()) {
      func.addPass(ReuseDestinationPass.INFO.create());
    }
    if (concat.getValue()) {
      func.addPass(DecomposeConcatPass.INFO.create());
    }
    if (hoist.getValue()) {
      func.addPass(HoistInsertDestinationsPass.INFO.create());
    }
    if (eliminate.getValue()) {
      pm.addPass(EliminateEmptyTensorsPass.INFO.create());
    }
    Pass bufferize = OneShotBufferizePass.INFO.create();
    bufferize.getOptions().parseFromString(
        "bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map");
    pm.addPass(bufferize);
    DeallocationPipeline.INFO.builder().addToPipeline(pm, "merge-alloc=" + merge.getValue()
        + (planReport.getValue().isEmpty() ? "" : " plan-report=" + planReport.getValue()
            + " plan-report-sizes=" + planReportSizes.getValue()));
    if (cleanup.getValue()) {
      // Bufferized insertions of tiles computed in place leave a copy between two equal subviews:
      // CSE makes them one value and canonicalize drops the self-copy.
      pm.addPass(CSE.INFO.create());
      pm.addPass(Canonicalizer.INFO.create());
    }
  }
}
