package jopt.test.fuzz;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import jopt.fuzz.DeallocMode;
import jopt.fuzz.Program;
import jopt.fuzz.ProgramGenerator;
import jopt.tools.run.PipelineCheck;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.BeforeContainer;
import net.jqwik.api.statistics.Statistics;

/**
 * Differential fuzzing of every memory pipeline: generated programs run in the reference
 * interpreter before and after the pipeline must both be clean and agree. The number of
 * programs per pipeline is {@code -Dfuzz.n} (jqwik's tries; 200 in CI). A failure is shrunk
 * by jqwik and written to {@code test/target/fuzz-failures/<pipeline>.mlir} as a lit test.
 */
class DifferentialFuzzTest {
  private static final DifferentialHarness HARNESS =
      new DifferentialHarness(Path.of("target", "fuzz-failures"));

  @BeforeContainer
  static void forgetOldFailures() throws java.io.IOException {
    HARNESS.clearFailures();
  }

  @Provide
  Arbitrary<Program> freed() {
    return ProgramGenerator.programs(DeallocMode.CORRECT);
  }

  @Provide
  Arbitrary<Program> unfreed() {
    return ProgramGenerator.programs(DeallocMode.NONE);
  }

  /**
   * Programs without frees and without a memref.realloc shrinking a buffer between static sizes:
   * upstream's buffer-deallocation-pipeline fails verification on those, mlir-opt-22's as jopt's
   * ({@link Program#hasStaticShrinkingRealloc}).
   */
  @Provide
  Arbitrary<Program> unfreedWithoutStaticShrink() {
    return ProgramGenerator.programs(DeallocMode.NONE).filter(p -> !p.hasStaticShrinkingRealloc());
  }

  /** Programs without frees that also have scf.forall loops (which gc-merge-alloc hoists out of). */
  /** Programs whose helpers may return buffers of dynamic size (sized as an argument). */
  @Provide
  Arbitrary<Program> unfreedWithDynamicResults() {
    return ProgramGenerator.programsWithDynamicResults(DeallocMode.NONE);
  }

  @Provide
  Arbitrary<Program> unfreedWithForall() {
    return ProgramGenerator.programsWithForall(DeallocMode.NONE);
  }

  @Property
  void canonicalize(@ForAll("freed") Program p) {
    check(p, MemoryPipeline.onFreedPrograms("canonicalize", "canonicalize"));
  }

  @Property
  void cse(@ForAll("freed") Program p) {
    check(p, MemoryPipeline.onFreedPrograms("cse", "func.func(cse)"));
  }

  @Property
  void canonicalizeCseOnProgramsWithoutFrees(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.onLeakingPrograms("canonicalize-cse-unfreed",
        "builtin.module(func.func(canonicalize,cse),symbol-dce)"));
  }

  @Property
  void hloDeallocate(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.insertingFrees("hlo-deallocate", "hlo-deallocate"));
  }

  /**
   * jopt's extension of implicit capture: an if that is the last use of an owned buffer frees it
   * in the branches that do not yield it.
   */
  @Property
  void hloDeallocateFreeInBranches(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.insertingFrees("hlo-deallocate-free-in-branches",
        "hlo-deallocate{free-in-branches=true}"));
  }

  /** jopt's deallocation pipeline with its default options. */
  @Property
  void joptDeallocationPipeline(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.insertingFrees("jopt-deallocation-pipeline",
        "builtin.module(jopt-deallocation-pipeline)"));
  }

  /** The original's placement of the frees of buffers that are not yielded. */
  @Property
  void hloDeallocateBeforeTerminator(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.insertingFrees("hlo-deallocate-before-terminator",
        "hlo-deallocate{retain-placement=before-terminator}"));
  }

  @Property
  void hloDeallocationSimplification(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.insertingFrees("hlo-deallocation-simplification",
        "builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification))"));
  }

  @Property
  void bufferReuse(@ForAll("freed") Program p) {
    check(p, MemoryPipeline.onFreedPrograms("hlo-buffer-reuse", "func.func(hlo-buffer-reuse)"));
  }

  /**
   * hlo-buffer-reuse{keep-peak=true} (jopt's mode): clean, the same results, and the run's total
   * peak (heap and stack) never above the input's.
   */
  @Property
  void bufferReuseKeepingPeak(@ForAll("freed") Program p) {
    MemoryPipeline pipeline = MemoryPipeline.onFreedPrograms("hlo-buffer-reuse-keep-peak",
        "func.func(hlo-buffer-reuse{keep-peak=true})");
    PipelineCheck.Outcome o = check(p, pipeline);
    long before = o.before().stats().totalPeakBytes();
    long after = o.after().stats().totalPeakBytes();
    if (after > before) {
      fail("hlo-buffer-reuse{keep-peak=true} raised the total peak from " + before + " to "
          + after + "\n" + p.text() + "\n--- output ---\n" + o.output());
    }
  }

  /** jopt's deallocation pipeline with buffer reuse that keeps the peak: nothing leaks. */
  @Property
  void joptDeallocationPipelineKeepingPeak(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.insertingFrees("jopt-deallocation-pipeline-keep-peak",
        "builtin.module(jopt-deallocation-pipeline{buffer-reuse=keep-peak})"));
  }

  @Property
  void hloDeallocationToScf(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.insertingFrees("hlo-deallocation-to-scf", "builtin.module("
        + "hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))"));
  }

  /** The seed's recommended pipeline, bufferization aside. */
  @Property
  void hloDeallocationWithReuse(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.insertingFrees("hlo-deallocation-reuse", "builtin.module("
        + "hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-buffer-reuse,"
        + "hlo-deallocation-simplification,hlo-deallocation-to-scf))"));
  }

  /** The recommended pipeline with the original's placement of frees, as mlir-hlo-opt runs it. */
  @Property
  void hloDeallocationWithReuseOriginal(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.insertingFrees("hlo-deallocation-reuse-original", "builtin.module("
        + "hlo-deallocate{retain-placement=before-terminator},func.func("
        + "hlo-deallocation-simplification,canonicalize,hlo-buffer-reuse,"
        + "hlo-deallocation-simplification,hlo-deallocation-to-scf))"));
  }

  /** The recommended pipeline with jopt's pruning of dead ownership values. */
  @Property
  void hloDeallocationWithReusePruned(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.insertingFrees("hlo-deallocation-reuse-pruned", "builtin.module("
        + "hlo-deallocate,func.func(hlo-deallocation-simplification{prune-ownership=true},"
        + "hlo-buffer-reuse,hlo-deallocation-simplification{prune-ownership=true},"
        + "hlo-deallocation-to-scf))"));
  }

  /** merge-alloc runs before deallocations exist: programs without frees, leaks allowed. */
  @Property
  void mergeAlloc(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.onLeakingPrograms("merge-alloc", "func.func(merge-alloc)"));
  }

  @Property
  void mergeAllocSizeFirst(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.onLeakingPrograms("merge-alloc-size-first",
        "func.func(merge-alloc{planner-options=size-first})"));
  }

  /** Precise merge-alloc (jopt's mode): lifetimes by paths, each buffer aligned as it needs. */
  @Property
  void mergeAllocPrecise(@ForAll("unfreedWithForall") Program p) {
    check(p, MemoryPipeline.onLeakingPrograms("merge-alloc-precise",
        "func.func(merge-alloc{precise=true})"));
  }

  /** Precise merge-alloc with buffers of dynamic size in the arena at run-time offsets. */
  @Property
  void mergeAllocPreciseDynamicSizes(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.onLeakingPrograms("merge-alloc-precise-dynamic",
        "func.func(merge-alloc{precise=true dynamic-sizes=true})"));
  }

  /**
   * Precise merge-alloc on programs that free their buffers: frees of merged buffers go (their
   * lifetimes end at the last access), the arena is not freed (merge-alloc runs before the
   * deallocation passes).
   */
  @Property
  void mergeAllocPreciseOnFreedPrograms(@ForAll("freed") Program p) {
    check(p, new MemoryPipeline("merge-alloc-precise-freed",
        "func.func(merge-alloc{precise=true dynamic-sizes=true})", DeallocMode.CORRECT, false));
  }

  /**
   * jopt-merge-alloc: precise merge-alloc on every function, the buffers lent to calls whose
   * callees only borrow them in the caller's arena; on programs that free their buffers too
   * (a callee that frees an argument does not borrow it).
   */
  @Property
  void joptMergeAlloc(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.onLeakingPrograms("jopt-merge-alloc", "builtin.module(jopt-merge-alloc)"));
  }

  @Property
  void joptMergeAllocOnFreedPrograms(@ForAll("freed") Program p) {
    check(p, new MemoryPipeline("jopt-merge-alloc-freed", "builtin.module(jopt-merge-alloc)",
        DeallocMode.CORRECT, false));
  }

  /**
   * jopt-merge-alloc where helpers return buffers of dynamic size: those its callers can size
   * are lent, and placed in the callers' arenas as polynomials of their sizes.
   */
  @Property
  void joptMergeAllocDynamicResults(@ForAll("unfreedWithDynamicResults") Program p) {
    check(p, MemoryPipeline.onLeakingPrograms("jopt-merge-alloc-dynamic-results",
        "builtin.module(jopt-merge-alloc)"));
  }

  /** The deallocation pipeline with merge-alloc on the same programs: nothing leaks. */
  @Property
  void joptDeallocationPipelineWithMergeAllocDynamicResults(
      @ForAll("unfreedWithDynamicResults") Program p) {
    check(p, MemoryPipeline.insertingFrees("jopt-deallocation-pipeline-merge-dynamic-results",
        "builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})"));
  }

  /** jopt's deallocation pipeline with merge-alloc (its precise mode): nothing leaks. */
  @Property
  void joptDeallocationPipelineWithMergeAlloc(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.insertingFrees("jopt-deallocation-pipeline-merge",
        "builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})"));
  }

  /**
   * graph-compiler's merge-alloc, run as its pipelines run it: before deallocations exist; the
   * programs have scf.forall loops, whose iterations jopt-run runs one after another.
   */
  @Property
  void gcMergeAlloc(@ForAll("unfreedWithForall") Program p) {
    check(p, MemoryPipeline.onLeakingPrograms("gc-merge-alloc", "func.func(gc-merge-alloc)"));
  }

  @Property
  void gcMergeAllocSizeFirst(@ForAll("unfreedWithForall") Program p) {
    check(p, MemoryPipeline.onLeakingPrograms("gc-merge-alloc-size-first",
        "func.func(gc-merge-alloc{planner-options=size-first})"));
  }

  /**
   * The composed pipeline: merge-alloc's arena and its views through MLIR-HLO's deallocation
   * (jopt-deallocation-pipeline with merge-alloc first), frees inserted, nothing leaked.
   */
  @Property
  void mergeAllocThenHlo(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.insertingFrees("merge-alloc-hlo",
        "builtin.module(func.func(merge-alloc),hlo-deallocate,func.func("
            + "hlo-deallocation-simplification,hlo-deallocation-to-scf))"));
  }

  /** graph-compiler's merge-alloc (programs with scf.forall) then MLIR-HLO with buffer reuse. */
  @Property
  void gcMergeAllocThenHlo(@ForAll("unfreedWithForall") Program p) {
    check(p, MemoryPipeline.insertingFrees("gc-merge-alloc-hlo",
        "builtin.module(jopt-deallocation-pipeline{merge-alloc=gc-merge-alloc buffer-reuse=true})"));
  }

  /**
   * Upstream MLIR's buffer-deallocation-pipeline (and with private-function-dynamic-ownership,
   * the helpers made private): frees inserted, nothing leaked, nothing freed twice or early.
   */
  @Property
  void bufferDeallocationPipeline(@ForAll("unfreedWithoutStaticShrink") Program p) {
    check(p, MemoryPipeline.insertingFrees("buffer-deallocation-pipeline",
        "builtin.module(buffer-deallocation-pipeline)"));
  }

  @Property
  void bufferDeallocationPipelineDynamicOwnership(@ForAll("unfreedWithoutStaticShrink") Program p) {
    Program privateHelpers = new Program(p.mode(), p.main(), p.helpers(),
        p.text().replace("func.func @helper", "func.func private @helper"), p.entryArgs());
    check(privateHelpers, MemoryPipeline.insertingFrees("buffer-deallocation-pipeline-dynamic",
        "builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=true})"));
  }

  /**
   * Upstream MLIR's buffer placement passes, run as upstream's pipelines run them: before
   * deallocations exist (leaks allowed); a hoisted or stack-promoted buffer must compute what
   * the original did.
   */
  @Property
  void bufferHoisting(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.onLeakingPrograms("buffer-hoisting", "func.func(buffer-hoisting)"));
  }

  @Property
  void bufferLoopHoisting(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.onLeakingPrograms("buffer-loop-hoisting", "func.func(buffer-loop-hoisting)"));
  }

  @Property
  void promoteBuffersToStack(@ForAll("unfreed") Program p) {
    check(p, MemoryPipeline.onLeakingPrograms("promote-buffers-to-stack",
        "func.func(promote-buffers-to-stack)"));
  }

  /**
   * buffer-results-to-out-params with the callers allocating what the helpers allocated: the
   * helpers are made private (the pass leaves public functions, and @main keeps its signature).
   */
  @Property
  void bufferResultsToOutParams(@ForAll("unfreed") Program p) {
    Program privateHelpers = new Program(p.mode(), p.main(), p.helpers(),
        p.text().replace("func.func @helper", "func.func private @helper"), p.entryArgs());
    check(privateHelpers, MemoryPipeline.onLeakingPrograms("buffer-results-to-out-params",
        "builtin.module(buffer-results-to-out-params{hoist-static-allocs})"));
  }

  @Provide
  Arbitrary<TensorProgram> tensorPrograms() {
    return TensorProgram.programs();
  }

  /** The pipeline option strings of lit-tests/Transforms/OneShotBufferize/pipelines.mlir. */
  static final String HLO_TENSOR_PIPELINE = "builtin.module(func.func(hlo-split-alloc-tensors), "
      + "one-shot-bufferize{bufferize-function-boundaries}, hlo-deallocate, func.func("
      + "hlo-deallocation-simplification, hlo-buffer-reuse, hlo-deallocation-simplification, "
      + "hlo-deallocation-to-scf))";
  static final String GC_TENSOR_PIPELINE = "builtin.module(one-shot-bufferize{"
      + "unknown-type-conversion=identity-layout-map function-boundary-type-conversion=identity-layout-map "
      + "bufferize-function-boundaries}, func.func(gc-merge-alloc))";

  /**
   * MLIR-HLO's tensor pipeline on generated tensor programs (jopt-run runs the input
   * bufferized): the same results, no memory error, every buffer freed (functions may return
   * one buffer twice, or results that are one buffer at run time).
   */
  @Property
  void hloTensorPipeline(@ForAll("tensorPrograms") TensorProgram p) {
    checkTensor(p, new MemoryPipeline("hlo-tensor-pipeline", HLO_TENSOR_PIPELINE, DeallocMode.NONE, true));
  }

  /**
   * graph-compiler's: one-shot-bufferize with identity layouts, then gc-merge-alloc. The pipeline
   * has no deallocation, so its output leaks by design: no memory error and the same results.
   */
  @Property
  void gcTensorPipeline(@ForAll("tensorPrograms") TensorProgram p) {
    checkTensor(p, new MemoryPipeline("gc-tensor-pipeline", GC_TENSOR_PIPELINE, DeallocMode.NONE, false));
  }

  @Provide
  Arbitrary<TensorProgram> linalgPrograms() {
    return TensorProgram.linalgPrograms();
  }

  @Provide
  Arbitrary<TensorProgram> dynamicLinalgPrograms() {
    return TensorProgram.dynamicLinalgPrograms();
  }

  @Provide
  Arbitrary<TensorProgram> wideDynamicLinalgPrograms() {
    return TensorProgram.wideDynamicLinalgPrograms();
  }

  @Provide
  Arbitrary<TensorProgram> dynamicFunctions() {
    return TensorProgram.dynamicFunctions();
  }

  @Provide
  Arbitrary<TensorProgram> linalgProgramsWithSoftmax() {
    return TensorProgram.linalgProgramsWithSoftmax();
  }

  /** The linalg passes of issue 63 on linalg programs, bufferized after: the input's results, no memory error. */
  static MemoryPipeline linalgPipeline(String name, String passes) {
    return linalgPipeline(name, passes, "");
  }

  /** One pass on functions, named by its pipeline text, then bufferization. */
  static MemoryPipeline linalgPipeline(String pass) {
    return linalgPipeline(pass, pass);
  }

  /**
   * {@code passes} on functions, then the module passes {@code modulePasses} (each followed by a
   * comma) and bufferization.
   */
  static MemoryPipeline linalgPipeline(String name, String passes, String modulePasses) {
    return new MemoryPipeline(name, "builtin.module(func.func(" + passes + "), " + modulePasses
        + "one-shot-bufferize{bufferize-function-boundaries})", DeallocMode.NONE, false);
  }

  @Property
  void linalgFuseElementwiseOps(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("linalg-fuse-elementwise-ops",
        "linalg-generalize-named-ops, linalg-fuse-elementwise-ops"));
  }

  @Property
  void linalgSpecializeGenericOps(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("linalg-specialize-generic-ops",
        "linalg-generalize-named-ops, linalg-specialize-generic-ops"));
  }

  @Property
  void linalgDecomposePad(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("linalg-decompose-pad", "linalg-decompose-pad", "eliminate-empty-tensors, "));
  }

  @Property
  void linalgFoldUnitExtentDims(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("linalg-fold-unit-extent-dims"));
  }

  @Property
  void linalgFoldUnitExtentDimsSlices(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("linalg-fold-unit-extent-dims{use-rank-reducing-slices}",
        "linalg-generalize-named-ops, linalg-fold-unit-extent-dims{use-rank-reducing-slices=true}"));
  }

  @Property
  void eliminateEmptyTensors(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("eliminate-empty-tensors", "linalg-generalize-named-ops",
        "eliminate-empty-tensors, "));
  }

  /** jopt's memory passes (passes/.../memopt) on linalg programs, each bufferized after. */
  @Property
  void joptFoldWeightViews(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-fold-weight-views"));
  }

  @Property
  void joptReuseDestination(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-reuse-destination"));
  }

  @Property
  void joptReuseDestinationAnyInit(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-reuse-destination{fresh-inits-only=false}"));
  }

  @Property
  void joptRematerialize(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-rematerialize"));
  }

  /** After linalg-decompose-pad (which makes its insertions), then eliminate-empty-tensors as in the pipeline. */
  @Property
  void joptHoistInsertDestinations(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-hoist-insert-destinations",
        "linalg-decompose-pad, jopt-hoist-insert-destinations", "eliminate-empty-tensors, "));
  }

  @Property
  void joptDecomposeConcat(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-decompose-concat", "jopt-decompose-concat", "eliminate-empty-tensors, "));
  }

  @Property
  void joptDropUnreadPadding(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-drop-unread-padding"));
  }

  @Property
  void joptSplitPaddedConvolution(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-split-padded-convolution"));
  }

  /** min-bytes=0 and two tiles: every chain of the small generated programs is tiled. */
  @Property
  void joptTileForMemory(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-tile-for-memory{min-bytes=0 tiles=2}"));
  }

  @Property
  void joptFoldActivationViews(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-fold-activation-views"));
  }

  @Property
  void joptFuseSharedElementwise(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-fuse-shared-elementwise"));
  }

  @Property
  void joptScheduleForMemory(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-schedule-for-memory"));
  }

  @Property
  void joptScheduleForMemoryGreedy(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-schedule-for-memory{exact-limit=0}"));
  }

  /** The whole pipeline to freed memrefs: the input's results, no memory error, nothing leaked. */
  @Property
  void joptDecomposeSoftmax(@ForAll("linalgProgramsWithSoftmax") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-decompose-softmax"));
  }

  @Property
  void joptMemoryPipelineWithSoftmax(@ForAll("linalgProgramsWithSoftmax") TensorProgram p) {
    checkLinalg(p, new MemoryPipeline("jopt-memory-pipeline", "builtin.module(jopt-memory-pipeline)",
        DeallocMode.NONE, true));
  }

  @Property
  void joptMemoryPipeline(@ForAll("linalgPrograms") TensorProgram p) {
    checkLinalg(p, new MemoryPipeline("jopt-memory-pipeline", "builtin.module(jopt-memory-pipeline)",
        DeallocMode.NONE, true));
  }

  /** Dynamic sizes: tiles of max(ceildiv(n, 2), 1) rows and a last partial tile, n from 1 to 13. */
  @Property
  void joptTileForMemoryDynamic(@ForAll("dynamicLinalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-tile-for-memory-dynamic", "jopt-tile-for-memory{min-bytes=0 tiles=2}", ""));
  }

  @Property
  void joptTileForMemoryDynamicTileSize(@ForAll("dynamicLinalgPrograms") TensorProgram p) {
    checkLinalg(p, linalgPipeline("jopt-tile-for-memory-dynamic-tile-size",
        "jopt-tile-for-memory{min-bytes=0 tile-size=3}", ""));
  }

  /** The whole pipeline on dynamic sizes: one arena per function sized from n, merge-alloc included. */
  @Property
  void joptMemoryPipelineDynamic(@ForAll("dynamicLinalgPrograms") TensorProgram p) {
    checkLinalg(p, new MemoryPipeline("jopt-memory-pipeline-dynamic", "builtin.module(jopt-memory-pipeline)",
        DeallocMode.NONE, true));
  }

  /**
   * Rows of 64 and 256 at 1 to 21: size-buckets' versions differ (at 1, 2, 4, 8 rows chains stay
   * under jopt-tile-for-memory's 4,096 bytes, at 64 they do not), and the pipeline keeps those
   * whose plans take fewer bytes; @main calls @f, so the guard leaves the arenas alone.
   */
  @Property
  void joptMemoryPipelineDynamicWide(@ForAll("wideDynamicLinalgPrograms") TensorProgram p) {
    checkLinalg(p, new MemoryPipeline("jopt-memory-pipeline-dynamic-wide",
        "builtin.module(jopt-memory-pipeline)", DeallocMode.NONE, true));
  }

  /**
   * Every version jopt-version-for-sizes makes (without the pipeline's comparison of plans), each
   * planned by jopt-memory-pipeline, chosen at run time by the guards on n: sizes 1 to 21 reach
   * every bucket.
   */
  @Property
  void joptVersionForSizes(@ForAll("wideDynamicLinalgPrograms") TensorProgram p) {
    checkLinalg(p, new MemoryPipeline("jopt-version-for-sizes",
        "builtin.module(jopt-version-for-sizes, jopt-memory-pipeline)", DeallocMode.NONE, true));
  }

  /**
   * The pipeline on a module without calls, its function run on dynamic memrefs: the guard
   * (jopt-merge-alloc-unless-peak-rises) compares its arenas' peaks with the unmerged ones, and
   * merge-alloc admits buffers sized by memref.dim of the arguments.
   */
  @Property
  void joptMemoryPipelineDynamicNoCalls(@ForAll("dynamicFunctions") TensorProgram p) {
    checkLinalg(p, new MemoryPipeline("jopt-memory-pipeline-dynamic-no-calls",
        "builtin.module(jopt-memory-pipeline)", DeallocMode.NONE, true));
  }

  /** The guard alone on the bufferized function: merged where the peak does not rise, else as it was. */
  @Property
  void joptMergeAllocUnlessPeakRises(@ForAll("dynamicFunctions") TensorProgram p) {
    checkLinalg(p, new MemoryPipeline("jopt-merge-alloc-unless-peak-rises", "builtin.module("
        + BUFFERIZE_IDENTITY + ", jopt-merge-alloc-unless-peak-rises)", DeallocMode.NONE, false));
  }

  /** The deallocation pipeline with the guard (merge-alloc=merge-alloc) on the same: nothing leaks. */
  @Property
  void joptDeallocationPipelineUnlessPeakRises(@ForAll("dynamicFunctions") TensorProgram p) {
    checkLinalg(p, new MemoryPipeline("jopt-deallocation-pipeline-unless-peak-rises", "builtin.module("
        + BUFFERIZE_IDENTITY + ", jopt-deallocation-pipeline{merge-alloc=merge-alloc})",
        DeallocMode.NONE, true));
  }

  /** One-Shot Bufferize as jopt-memory-pipeline runs it: function boundaries, identity layouts. */
  private static final String BUFFERIZE_IDENTITY = "one-shot-bufferize{bufferize-function-boundaries "
      + "function-boundary-type-conversion=identity-layout-map}";

  /** Programs each linalg pass property checks: {@code -Dfuzz.linalg.n} (30 in CI, bench/fuzz.sh's count). */
  private static final int LINALG_N = Integer.getInteger("fuzz.linalg.n", 30);
  private static final java.util.Map<String, java.util.concurrent.atomic.AtomicInteger> LINALG_RUNS =
      new java.util.concurrent.ConcurrentHashMap<>();

  /** {@link #checkTensor} on the first {@link #LINALG_N} programs of the pipeline; the others pass unchecked. */
  static void checkLinalg(TensorProgram p, MemoryPipeline pipeline) {
    if (LINALG_RUNS.computeIfAbsent(pipeline.name(), k -> new java.util.concurrent.atomic.AtomicInteger())
        .incrementAndGet() <= LINALG_N) {
      checkTensor(p, pipeline);
    }
  }

  /** Verdict counts per tensor pipeline, printed every 1000 programs (long runs show progress). */
  private static final java.util.Map<String, java.util.Map<PipelineCheck.Verdict, Integer>> TENSOR_COUNTS =
      new java.util.concurrent.ConcurrentHashMap<>();

  static void checkTensor(TensorProgram p, MemoryPipeline pipeline) {
    PipelineCheck.Outcome o = HARNESS.checkTensorProgram(p.text(), p.entry(), p.args(), pipeline);
    Statistics.label("verdict").collect(o.verdict());
    var counts = TENSOR_COUNTS.computeIfAbsent(pipeline.name(), k -> new java.util.TreeMap<>());
    synchronized (counts) {
      counts.merge(o.verdict(), 1, Integer::sum);
      int total = counts.values().stream().mapToInt(Integer::intValue).sum();
      if (total % 1000 == 0) {
        System.out.println("tensor fuzz " + pipeline.name() + ": " + total + " programs " + counts);
      }
    }
    // A program mlir-opt-22 cannot bufferize either (upstream's one-shot-bufferize builds an
    // invalid memref.alloc for some copies of call results) is discarded, not a failure.
    net.jqwik.api.Assume.that(o.verdict() != PipelineCheck.Verdict.INVALID_INPUT);
    if (!o.ok()) {
      Path file = HARNESS.writeTensorFailure(p.text(), p.entry(), p.args(), pipeline, o);
      fail(pipeline.name() + ": " + o.verdict() + ": " + o.message() + "\n(written to " + file
          + ")\n" + p + (o.output() == null ? "" : "\n--- output ---\n" + o.output()));
    }
  }

  /** Checks {@code p} through {@code pipeline}; fails unless clean; returns the outcome. */
  static PipelineCheck.Outcome check(Program p, MemoryPipeline pipeline) {
    String compiled = HARNESS.compiledDifferences(p);
    if (compiled != null) {
      fail("compiled execution differs from the interpreter's\n" + compiled + "\n" + p.text());
    }
    PipelineCheck.Outcome o = HARNESS.check(p, pipeline);
    Statistics.label("verdict").collect(o.verdict());
    if (!o.ok()) {
      Path file = HARNESS.writeFailure(p, pipeline, o);
      fail(pipeline.name() + ": " + o.verdict() + ": " + o.message() + "\n(written to " + file
          + ")\n" + p.text() + (o.output() == null ? "" : "\n--- output ---\n" + o.output()));
    }
    return o;
  }
}
