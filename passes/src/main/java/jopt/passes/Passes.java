package jopt.passes;

import jopt.passmanager.PassRegistry;
import jopt.passes.testpasses.TestPasses;
import jopt.passes.transforms.CSE;
import jopt.passes.transforms.Canonicalizer;
import jopt.passes.transforms.SymbolDCE;

/**
 * Registers every pass jopt ships, as the dialects' {@code Dialects.registerAll} does for ops.
 * Library users get the production passes ({@link #createRegistry()}); the test passes of MLIR's
 * test library (which do nothing, fail or break IR on purpose) are only in {@link
 * #createTestRegistry()}, which the {@code jopt} command uses as mlir-opt registers them.
 */
public final class Passes {
  private Passes() {}

  /**
   * Registers every production pass and pipeline by name: a pass's class is loaded when its name
   * is first looked up (or the list is asked for), so that a run loads the passes it names only.
   * Each name is its pass's argument (PassRegistry checks it when the pass is made).
   */
  public static PassRegistry registerAll(PassRegistry registry) {
    registry.registerLazily("canonicalize", () -> Canonicalizer.INFO);
    registry.registerLazily("cse", () -> CSE.INFO);
    registry.registerLazily("symbol-dce", () -> SymbolDCE.INFO);
    registry.registerLazily("generate-runtime-verification",
        () -> jopt.passes.transforms.GenerateRuntimeVerificationPass.INFO);
    registry.registerLazily("hlo-deallocate",
        () -> jopt.passes.hlodeallocation.DeallocatePass.INFO);
    registry.registerLazily("jopt-deallocate",
        () -> jopt.passes.hlodeallocation.JoptDeallocatePass.INFO);
    registry.registerLazily("hlo-deallocation-simplification",
        () -> jopt.passes.hlodeallocation.SimplificationPass.INFO);
    registry.registerLazily("hlo-deallocation-to-scf",
        () -> jopt.passes.hlodeallocation.ToScfPass.INFO);
    registry.registerLazily("hlo-convert-deallocation-ops-to-llvm",
        () -> jopt.passes.hlodeallocation.llvm.ConvertDeallocationOpsToLLVMPass.INFO);
    registry.registerLazily("convert-deallocation-ops-to-llvm",
        () -> jopt.passes.hlodeallocation.llvm.ConvertDeallocationOpsToLLVMPass.SEED_NAME);
    registry.registerLazily("hlo-buffer-reuse", () -> jopt.passes.bufferreuse.BufferReusePass.INFO);
    registry.registerLazily("hlo-split-alloc-tensors",
        () -> jopt.passes.splitalloctensors.SplitAllocTensorsPass.INFO);
    registry.registerLazily("expand-realloc", () -> jopt.passes.memref.ExpandReallocPass.INFO);
    registry.registerLazily("ownership-based-buffer-deallocation",
        () -> jopt.passes.bufferization.ownership.OwnershipBasedBufferDeallocationPass.INFO);
    registry.registerLazily("buffer-deallocation-simplification",
        () -> jopt.passes.bufferization.dealloc.BufferDeallocationSimplificationPass.INFO);
    registry.registerLazily("bufferization-lower-deallocations",
        () -> jopt.passes.bufferization.dealloc.LowerDeallocationsPass.INFO);
    registry.registerLazily("convert-bufferization-to-memref",
        () -> jopt.passes.bufferization.dealloc.ConvertBufferizationToMemRefPass.INFO);
    registry.registerLazily("linalg-generalize-named-ops",
        () -> jopt.passes.linalg.GeneralizeNamedOpsPass.INFO);
    registry.registerLazily("convert-elementwise-to-linalg",
        () -> jopt.passes.linalg.ElementwiseToLinalgPass.INFO);
    registry.registerLazily("linalg-fuse-elementwise-ops",
        () -> jopt.passes.linalg.ElementwiseOpFusionPass.INFO);
    registry.registerLazily("linalg-specialize-generic-ops",
        () -> jopt.passes.linalg.SpecializeGenericOpsPass.INFO);
    registry.registerLazily("linalg-decompose-pad", () -> jopt.passes.linalg.DecomposePadPass.INFO);
    registry.registerLazily("jopt-fold-weight-views",
        () -> jopt.passes.memopt.FoldWeightViewsPass.INFO);
    registry.registerLazily("jopt-fold-activation-views",
        () -> jopt.passes.memopt.FoldActivationViewsPass.INFO);
    registry.registerLazily("jopt-decompose-softmax",
        () -> jopt.passes.memopt.DecomposeSoftmaxPass.INFO);
    registry.registerLazily("jopt-fuse-shared-elementwise",
        () -> jopt.passes.memopt.FuseSharedElementwisePass.INFO);
    registry.registerLazily("jopt-reuse-destination",
        () -> jopt.passes.memopt.ReuseDestinationPass.INFO);
    registry.registerLazily("jopt-rematerialize", () -> jopt.passes.memopt.RematerializePass.INFO);
    registry.registerLazily("jopt-schedule-for-memory",
        () -> jopt.passes.memopt.ScheduleForMemoryPass.INFO);
    registry.registerLazily("jopt-hoist-insert-destinations",
        () -> jopt.passes.memopt.HoistInsertDestinationsPass.INFO);
    registry.registerLazily("jopt-decompose-concat",
        () -> jopt.passes.memopt.DecomposeConcatPass.INFO);
    registry.registerLazily("jopt-drop-unread-padding",
        () -> jopt.passes.memopt.DropUnreadPaddingPass.INFO);
    registry.registerLazily("jopt-split-padded-convolution",
        () -> jopt.passes.memopt.SplitPaddedConvolutionPass.INFO);
    registry.registerLazily("jopt-tile-for-memory",
        () -> jopt.passes.memopt.TileForMemoryPass.INFO);
    registry.registerLazily("jopt-version-for-sizes",
        () -> jopt.passes.memopt.VersionForSizesPass.INFO);
    registry.registerLazily("linalg-fold-unit-extent-dims",
        () -> jopt.passes.linalg.FoldUnitExtentDimsPass.INFO);
    registry.registerLazily("convert-linalg-to-loops",
        () -> jopt.passes.linalgtoloops.LinalgToLoopsPass.LOOPS);
    registry.registerLazily("convert-linalg-to-affine-loops",
        () -> jopt.passes.linalgtoloops.LinalgToLoopsPass.AFFINE_LOOPS);
    registry.registerLazily("convert-linalg-to-parallel-loops",
        () -> jopt.passes.linalgtoloops.LinalgToLoopsPass.PARALLEL_LOOPS);
    registry.registerLazily("lower-affine",
        () -> jopt.passes.affinetostandard.LowerAffinePass.INFO);
    registry.registerLazily("loop-invariant-code-motion",
        () -> jopt.passes.licm.LoopInvariantCodeMotionPass.INFO);
    registry.registerLazily("empty-tensor-to-alloc-tensor",
        () -> jopt.passes.emptytensortoalloctensor.EmptyTensorToAllocTensorPass.INFO);
    registry.registerLazily("inline", () -> jopt.passes.inliner.InlinerPass.info(registry));
    registry.registerLazily("one-shot-bufferize",
        () -> jopt.passes.bufferization.oneshot.OneShotBufferizePass.INFO);
    registry.registerLazily("eliminate-empty-tensors",
        () -> jopt.passes.bufferization.oneshot.EliminateEmptyTensorsPass.INFO);
    registry.registerLazily("drop-equivalent-buffer-results",
        () -> jopt.passes.bufferization.oneshot.DropEquivalentBufferResultsPass.INFO);
    registry.registerLazily("buffer-hoisting",
        () -> jopt.passes.bufferization.placement.BufferHoistingPass.INFO);
    registry.registerLazily("buffer-loop-hoisting",
        () -> jopt.passes.bufferization.placement.BufferLoopHoistingPass.INFO);
    registry.registerLazily("promote-buffers-to-stack",
        () -> jopt.passes.bufferization.placement.PromoteBuffersToStackPass.INFO);
    registry.registerLazily("buffer-results-to-out-params",
        () -> jopt.passes.bufferization.outparams.BufferResultsToOutParamsPass.INFO);
    registry.registerLazily("merge-alloc", () -> jopt.passes.mergealloc.MergeAllocPass.INFO);
    registry.registerLazily("jopt-merge-alloc",
        () -> jopt.passes.mergealloc.JoptMergeAllocPass.INFO);
    registry.registerLazily("jopt-merge-alloc-prepare",
        () -> jopt.passes.mergealloc.prepare.MergeAllocPreparePass.INFO);
    registry.registerLazily("jopt-merge-alloc-unless-peak-rises",
        () -> jopt.passes.memopt.MergeAllocUnlessPeakRisesPass.INFO);
    registry.registerLazily("gc-merge-alloc", () -> jopt.passes.gcmergealloc.GcMergeAllocPass.INFO);
    registry.registerLazily("graph-memory-plan",
        () -> jopt.passes.graphplan.GraphMemoryPlanPass.INFO);
    registry.registerLazily("convert-onnx-to-linalg",
        () -> jopt.passes.onnxtolinalg.ConvertOnnxToLinalgPass.INFO);
    registry.registerPipelineLazily("jopt-deallocation-pipeline",
        () -> jopt.passes.memopt.DeallocationPipeline.INFO);
    registry.registerPipelineLazily("jopt-memory-pipeline",
        () -> jopt.passes.memopt.MemoryPipeline.INFO);
    registry.registerPipelineLazily("buffer-deallocation-pipeline",
        () -> jopt.passes.bufferization.dealloc.BufferDeallocationPipeline.INFO);
    return registry;
  }

  /** A new registry with every production pass. */
  public static PassRegistry createRegistry() {
    return registerAll(new PassRegistry());
  }

  /** A new registry with every production pass and the test passes lit tests use. */
  public static PassRegistry createTestRegistry() {
    return TestPasses.registerAll(registerAll(new PassRegistry()));
  }
}
