package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.dialects.func.FuncOp;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passmanager.PassOptions;
import jopt.passmanager.PassPipelineInfo;
import jopt.passes.bufferization.oneshot.EliminateEmptyTensorsPass;
import jopt.passes.bufferization.oneshot.OneShotBufferizePass;
import jopt.passes.linalg.DecomposePadPass;
import jopt.passes.linalg.ElementwiseOpFusionPass;
import jopt.passes.memopt.DeallocationPipeline.BufferReuse;
import jopt.passes.memopt.DeallocationPipeline.MergeAlloc;
import jopt.passes.transforms.CSE;
import jopt.passes.transforms.Canonicalizer;

/**
 * {@code jopt-memory-pipeline}: jopt's pipeline from tensors to freed memrefs that moves the
 * live bound of the program, not only reaches it. Its steps, in order, are the constants of
 * {@link Step} (each with the passes it runs, why, and the option that turns it off): on each
 * function, fusion and views folded into indexing maps, ops rematerialized, scheduled and tiled
 * for memory, results written into their dead inputs and into padded and concatenated buffers;
 * then on the module One-Shot Bufferize (with function boundaries, identity layouts),
 * {@code jopt-deallocation-pipeline} with precise merge-alloc, and {@code cse} and
 * {@code canonicalize}. {@link Options} holds the option values; {@link #build} appends the
 * steps they keep (as upstream's {@code buildBufferDeallocationPipeline} takes its options).
 */
public final class MemoryPipeline {
  private MemoryPipeline() {}

  /** The pipeline's steps, in the order they run. */
  public enum Step {
    /**
     * On the module, first: a function with one dynamic size gets a version per bucket of sizes
     * where the tiling decides differently, selected by guards on the size; its decisions are
     * those of the function steps up to the tiling, run on a copy.
     */
    SIZE_BUCKETS("size-buckets", VersionForSizesPass.INFO.argument(), "versions of a function for "
        + "buckets of its dynamic size where the tiling differs, chosen at run time",
        (module, o) -> module.addPass(sizeBuckets(o))),
    /**
     * First on each function: the fills and allocations that {@code cse} merged (one zero
     * accumulator for an attention's Q, K and V projections, one {@code tensor.empty} per shape
     * for a whole encoder) made again right before each user, as the lowering makes them, so that
     * fusion takes each fill into its consumer's reshapes and each tile gets its own.
     */
    SPLIT_SHARED_INITS("split-shared-inits", RematerializePass.INFO.argument() + "{broadcasts=false}",
        "fills and allocations shared by several ops (after cse) made per user, before fusion",
        (func, o) -> func.addPass(RematerializePass.fillsOnly())),
    DECOMPOSE_SOFTMAX("decompose-softmax", DecomposeSoftmaxPass.INFO, "a softmax that can run in place"),
    FUSE("fuse", "linalg-fuse-elementwise-ops", "upstream's elementwise fusion; with fuse-memory-aware a "
        + "control function that keeps a producer out of a reduction when that keeps more bytes alive "
        + "than its result",
        (func, o) -> func.addPass(o.fuseMemoryAware()
            ? new ElementwiseOpFusionPass(FusionMemory.memoryAwareControl(), FusionMemory::dimFolds)
            : ElementwiseOpFusionPass.INFO.create())),
    FOLD_WEIGHTS("fold-weights", FoldWeightViewsPass.INFO, "no run-time buffer for moved weights"),
    FOLD_ACTIVATION_VIEWS("fold-activation-views", FoldActivationViewsPass.INFO, "nor for moved activations"),
    FUSE_SHARED("fuse-shared", FuseSharedElementwisePass.INFO, "an elementwise op fused into each of its users"),
    DROP_UNREAD_PADDING("drop-unread-padding", DropUnreadPaddingPass.INFO, ""),
    REMATERIALIZE("rematerialize", RematerializePass.INFO, ""),
    SCHEDULE("schedule", ScheduleForMemoryPass.INFO, "before jopt-reuse-destination, which decides on the order"),
    REUSE_DESTINATION("reuse-destination", ReuseDestinationPass.INFO, ""),
    /**
     * After reuse-destination: a tiled op writing into its dead input keeps doing so tile by tile.
     * Before the split: a pad and the convolution reading it join a chain whole, and are split
     * inside its tiles.
     */
    TILE_FOR_MEMORY("tile-for-memory", TileForMemoryPass.INFO, ""),
    /** After rematerialize: a split op's init is read by its first tile and its chain of insertions. */
    SPLIT_PADDED_CONVOLUTION("split-padded-convolution", SplitPaddedConvolutionPass.INFO, ""),
    DECOMPOSE_PAD("decompose-pad", DecomposePadPass.INFO, ""),
    /** Again on the tiles (runs when both reuse-destination and tile-for-memory do). */
    REUSE_DESTINATION_IN_TILES(null, "jopt-reuse-destination (tiles)",
        "a tile's elementwise op writes into the dead tile it reads",
        (func, o) -> func.addPass(ReuseDestinationPass.INFO.create())),
    DECOMPOSE_CONCAT("decompose-concat", DecomposeConcatPass.INFO, ""),
    HOIST_INSERT_DESTINATIONS("hoist-insert-destinations", HoistInsertDestinationsPass.INFO, ""),
    ELIMINATE_EMPTY_TENSORS("eliminate-empty-tensors", EliminateEmptyTensorsPass.INFO, "before One-Shot Bufferize"),
    BUFFERIZE(null, "one-shot-bufferize", "with function boundaries and identity layouts",
        (module, o) -> module.addPass(
            OneShotBufferizePass.bufferizingFunctionBoundaries("identity-layout-map"))),
    DEALLOCATE(null, "jopt-deallocation-pipeline", "with the merge-alloc and plan report options' values",
        (module, o) -> DeallocationPipeline.build(module,
            new DeallocationPipeline.Options(o.mergeAlloc(), BufferReuse.FALSE, o.planReport()))),
    /**
     * Bufferized insertions of tiles computed in place leave a copy between two equal subviews:
     * CSE makes them one value and canonicalize drops the self-copy.
     */
    CLEANUP("cleanup", "cse, canonicalize", "at the end (a copy of a view onto an identical view goes)",
        (module, o) -> {
          module.addPass(CSE.INFO.create());
          module.addPass(Canonicalizer.INFO.create());
        });

    /** The option that turns the step off, or null when it always runs (or follows others). */
    public final String option;
    /** The passes it runs, as pipeline text names them. */
    public final String passes;
    final String why;
    private final BiConsumer<OpPassManager, Options> add;

    Step(String option, String passes, String why, BiConsumer<OpPassManager, Options> add) {
      this.option = option;
      this.passes = passes;
      this.why = why;
      this.add = add;
    }

    /** A step that runs one pass, with its default options. */
    Step(String option, PassInfo pass, String why) {
      this(option, pass.argument(), why, (pm, o) -> pm.addPass(pass.create()));
    }

    /** The size-buckets step's pass: its decisions by the steps before the tiling, its plans by the rest. */
    private static VersionForSizesPass sizeBuckets(Options o) {
      return new VersionForSizesPass(func -> addBeforeTiling(func, o),
          copy -> build(copy, new Options(o.steps(), o.fuseMemoryAware(), o.mergeAlloc())
              .without(SIZE_BUCKETS)));
    }

    /** Adds to {@code func} the function steps of {@code o} that run before the tiling. */
    private static void addBeforeTiling(OpPassManager func, Options o) {
      for (Step s : values()) {
        if (s.onFunctions() && s.ordinal() < TILE_FOR_MEMORY.ordinal() && s.runs(o)) {
          s.add.accept(func, o);
        }
      }
    }

    /** Whether the step runs on each function (else on the module). */
    public boolean onFunctions() {
      return this != SIZE_BUCKETS && ordinal() < ELIMINATE_EMPTY_TENSORS.ordinal();
    }

    boolean runs(Options o) {
      return switch (this) {
        case SIZE_BUCKETS -> o.steps().contains(this) && o.steps().contains(TILE_FOR_MEMORY);
        case REUSE_DESTINATION_IN_TILES -> o.steps().contains(REUSE_DESTINATION)
            && o.steps().contains(TILE_FOR_MEMORY);
        case BUFFERIZE, DEALLOCATE -> true;
        default -> o.steps().contains(this);
      };
    }
  }

  /**
   * The pipeline's options: the steps that run (of those with an option), whether fusion is
   * memory-aware ({@code fuse-memory-aware}), the deallocation pipeline's {@code merge-alloc},
   * and the plan report jopt-merge-alloc writes ({@code plan-report}, {@code plan-report-sizes}).
   */
  public record Options(Set<Step> steps, boolean fuseMemoryAware, MergeAlloc mergeAlloc,
      PlanReport planReport) {
    public Options {
      EnumSet<Step> copy = EnumSet.noneOf(Step.class);
      copy.addAll(steps);
      steps = Collections.unmodifiableSet(copy);
    }

    /** The defaults: every step, memory-aware fusion, jopt-merge-alloc. */
    public static final Options DEFAULT = new Options(EnumSet.allOf(Step.class), true,
        MergeAlloc.MERGE_ALLOC);

    /** These steps and modes, without a plan report. */
    public Options(Set<Step> steps, boolean fuseMemoryAware, MergeAlloc mergeAlloc) {
      this(steps, fuseMemoryAware, mergeAlloc, PlanReport.NONE);
    }

    /** These options without {@code off}. */
    public Options without(Step... off) {
      EnumSet<Step> s = EnumSet.noneOf(Step.class);
      s.addAll(steps);
      s.removeAll(List.of(off));
      return new Options(s, fuseMemoryAware, mergeAlloc, planReport);
    }

    /** These options with {@code m} as the deallocation pipeline's merge-alloc. */
    public Options withMergeAlloc(MergeAlloc m) {
      return new Options(steps, fuseMemoryAware, m, planReport);
    }

    /** The options of pipeline text ({@code fuse=false merge-alloc=none ...}). */
    public static Options parse(String optionText) {
      PassOptions options = new PassOptions();
      Map<Step, PassOption<Boolean>> byStep = new EnumMap<>(Step.class);
      PassOption<Boolean> memoryAware = null;
      for (Step s : Step.values()) {
        if (s.option != null) {
          byStep.put(s, options.add(PassOption.ofBool(s.option, "Run " + s.passes
              + (s.why.isEmpty() ? "" : " (" + s.why + ")"), true)));
        }
        if (s == Step.FUSE) {
          memoryAware = options.add(PassOption.ofBool("fuse-memory-aware",
              "Give linalg-fuse-elementwise-ops a control function that keeps a producer out of a "
                  + "reduction when that keeps more bytes alive than its result", true));
        }
      }
      PassOption<String> merge = options.add(DeallocationPipeline.mergeAllocOption(
          "jopt-deallocation-pipeline's merge-alloc option", MergeAlloc.MERGE_ALLOC));
      PlanReport.Parsed report = PlanReport.addOptions(options,
          "With merge-alloc=merge-alloc: the arenas' plan report (HTML)");
      options.parseFromString(optionText);
      EnumSet<Step> steps = EnumSet.allOf(Step.class);
      byStep.forEach((s, o) -> {
        if (!o.getValue()) {
          steps.remove(s);
        }
      });
      return new Options(steps, memoryAware.getValue(), MergeAlloc.of(merge.getValue()),
          report.value());
    }
  }

  public static final PassPipelineInfo INFO = new PassPipelineInfo("jopt-memory-pipeline",
      "jopt's memory pipeline from tensors to freed memrefs: " + describe(), (pm, text) -> build(pm,
          Options.parse(text)));

  /** The steps and the options, for the pipeline's description. */
  private static String describe() {
    List<String> passes = new ArrayList<>();
    List<String> options = new ArrayList<>();
    for (Step s : Step.values()) {
      passes.add(s.passes);
      if (s.option != null) {
        options.add(s.option);
      }
      if (s == Step.FUSE) {
        options.add("fuse-memory-aware");
      }
    }
    return String.join(", ", passes) + " (options: " + String.join(", ", options) + " =true|false; "
        + "merge-alloc=" + String.join("|", Arrays.stream(MergeAlloc.values()).map(MergeAlloc::text).toList())
        + "; " + PlanReport.OPTIONS_TEXT + ")";
  }

  /** Appends the steps {@code options} keeps to {@code pm} (a module's pass manager). */
  public static void build(OpPassManager pm, Options options) {
    if (Step.SIZE_BUCKETS.runs(options)) {
      Step.SIZE_BUCKETS.add.accept(pm, options);
    }
    OpPassManager func = pm.nest(FuncOp.NAME);
    for (Step s : Step.values()) {
      if (s != Step.SIZE_BUCKETS && s.runs(options)) {
        s.add.accept(s.onFunctions() ? func : pm, options);
      }
    }
  }
}
