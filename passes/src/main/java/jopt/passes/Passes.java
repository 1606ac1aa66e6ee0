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

  public static PassRegistry registerAll(PassRegistry registry) {
    registry.register(Canonicalizer.INFO);
    registry.register(CSE.INFO);
    registry.register(SymbolDCE.INFO);
    registry.register(jopt.passes.transforms.GenerateRuntimeVerificationPass.INFO);
    registry.register(jopt.passes.hlodeallocation.DeallocatePass.INFO);
    registry.register(jopt.passes.hlodeallocation.JoptDeallocatePass.INFO);
    registry.register(jopt.passes.hlodeallocation.SimplificationPass.INFO);
    registry.register(jopt.passes.hlodeallocation.ToScfPass.INFO);
    registry.register(jopt.passes.hlodeallocation.llvm.ConvertDeallocationOpsToLLVMPass.INFO);
    registry.register(jopt.passes.hlodeallocation.llvm.ConvertDeallocationOpsToLLVMPass.SEED_NAME);
    registry.register(jopt.passes.bufferreuse.BufferReusePass.INFO);
    registry.register(jopt.passes.splitalloctensors.SplitAllocTensorsPass.INFO);
    registry.register(jopt.passes.memref.ExpandReallocPass.INFO);
    registry.register(jopt.passes.bufferization.ownership.OwnershipBasedBufferDeallocationPass.INFO);
    registry.register(jopt.passes.bufferization.dealloc.BufferDeallocationSimplificationPass.INFO);
    registry.register(jopt.passes.bufferization.dealloc.LowerDeallocationsPass.INFO);
    registry.register(jopt.passes.bufferization.dealloc.ConvertBufferizationToMemRefPass.INFO);
    registry.register(jopt.passes.linalg.GeneralizeNamedOpsPass.INFO);
    registry.register(jopt.passes.linalg.ElementwiseToLinalgPass.INFO);
    registry.register(jopt.passes.linalg.ElementwiseOpFusionPass.INFO);
    registry.register(jopt.passes.linalg.SpecializeGenericOpsPass.INFO);
    registry.register(jopt.passes.linalg.DecomposePadPass.INFO);
    registry.register(jopt.passes.memopt.FoldWeightViewsPass.INFO);
    registry.register(jopt.passes.memopt.FoldActivationViewsPass.INFO);
    registry.register(jopt.passes.memopt.DecomposeSoftmaxPass.INFO);
    registry.register(jopt.passes.memopt.FuseSharedElementwisePass.INFO);
    registry.register(jopt.passes.memopt.ReuseDestinationPass.INFO);
    registry.register(jopt.passes.memopt.RematerializePass.INFO);
    registry.register(jopt.passes.memopt.ScheduleForMemoryPass.INFO);
    registry.register(jopt.passes.memopt.HoistInsertDestinationsPass.INFO);
    registry.register(jopt.passes.memopt.DecomposeConcatPass.INFO);
    registry.register(jopt.passes.memopt.DropUnreadPaddingPass.INFO);
    registry.register(jopt.passes.memopt.SplitPaddedConvolutionPass.INFO);
    registry.register(jopt.passes.memopt.TileForMemoryPass.INFO);
    registry.register(jopt.passes.memopt.VersionForSizesPass.INFO);
    registry.register(jopt.passes.linalg.FoldUnitExtentDimsPass.INFO);
    registry.register(jopt.passes.linalgtoloops.LinalgToLoopsPass.LOOPS);
    registry.register(jopt.passes.linalgtoloops.LinalgToLoopsPass.AFFINE_LOOPS);
    registry.register(jopt.passes.linalgtoloops.LinalgToLoopsPass.PARALLEL_LOOPS);
    registry.register(jopt.passes.affinetostandard.LowerAffinePass.INFO);
    registry.register(jopt.passes.licm.LoopInvariantCodeMotionPass.INFO);
    registry.register(jopt.passes.emptytensortoalloctensor.EmptyTensorToAllocTensorPass.INFO);
    registry.register(jopt.passes.inliner.InlinerPass.info(registry));
    registry.register(jopt.passes.bufferization.oneshot.OneShotBufferizePass.INFO);
    registry.register(jopt.passes.bufferization.oneshot.EliminateEmptyTensorsPass.INFO);
    registry.register(jopt.passes.bufferization.oneshot.DropEquivalentBufferResultsPass.INFO);
    registry.register(jopt.passes.bufferization.placement.BufferHoistingPass.INFO);
    registry.register(jopt.passes.bufferization.placement.BufferLoopHoistingPass.INFO);
    registry.register(jopt.passes.bufferization.placement.PromoteBuffersToStackPass.INFO);
    registry.register(jopt.passes.bufferization.outparams.BufferResultsToOutParamsPass.INFO);
    registry.register(jopt.passes.mergealloc.MergeAllocPass.INFO);
    registry.register(jopt.passes.mergealloc.JoptMergeAllocPass.INFO);
    registry.register(jopt.passes.mergealloc.prepare.MergeAllocPreparePass.INFO);
    registry.register(jopt.passes.gcmergealloc.GcMergeAllocPass.INFO);
    registry.register(jopt.passes.graphplan.GraphMemoryPlanPass.INFO);
    registry.register(jopt.passes.onnxtolinalg.ConvertOnnxToLinalgPass.INFO);
    registry.registerPipeline(jopt.passes.memopt.DeallocationPipeline.INFO);
    registry.registerPipeline(jopt.passes.memopt.MemoryPipeline.INFO);
    registry.registerPipeline(jopt.passes.bufferization.dealloc.BufferDeallocationPipeline.INFO);
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
