package jopt.passes;

import jopt.pass.PassRegistry;
import jopt.testpasses.TestPasses;
import jopt.transforms.CSE;
import jopt.transforms.Canonicalizer;
import jopt.transforms.SymbolDCE;

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
    registry.register(jopt.deallocation.DeallocatePass.INFO);
    registry.register(jopt.deallocation.SimplificationPass.INFO);
    registry.register(jopt.deallocation.ToScfPass.INFO);
    registry.register(jopt.deallocation.llvm.ConvertDeallocationOpsToLLVMPass.INFO);
    registry.register(jopt.deallocation.llvm.ConvertDeallocationOpsToLLVMPass.SEED_NAME);
    registry.register(jopt.bufferreuse.BufferReusePass.INFO);
    registry.register(jopt.splitalloctensors.SplitAllocTensorsPass.INFO);
    registry.register(jopt.memref.ExpandReallocPass.INFO);
    registry.register(jopt.bufferization.ownership.OwnershipBasedBufferDeallocationPass.INFO);
    registry.register(jopt.bufferization.dealloc.BufferDeallocationSimplificationPass.INFO);
    registry.register(jopt.bufferization.dealloc.LowerDeallocationsPass.INFO);
    registry.register(jopt.bufferization.dealloc.ConvertBufferizationToMemRefPass.INFO);
    registry.register(jopt.linalg.GeneralizeNamedOpsPass.INFO);
    registry.register(jopt.linalg.ElementwiseToLinalgPass.INFO);
    registry.register(jopt.linalgtoloops.LinalgToLoopsPass.LOOPS);
    registry.register(jopt.linalgtoloops.LinalgToLoopsPass.AFFINE_LOOPS);
    registry.register(jopt.linalgtoloops.LinalgToLoopsPass.PARALLEL_LOOPS);
    registry.register(jopt.affinetostandard.LowerAffinePass.INFO);
    registry.register(jopt.licm.LoopInvariantCodeMotionPass.INFO);
    registry.register(jopt.emptytensortoalloctensor.EmptyTensorToAllocTensorPass.INFO);
    registry.register(jopt.inliner.InlinerPass.info(registry));
    registry.register(jopt.bufferization.oneshot.OneShotBufferizePass.INFO);
    registry.register(jopt.bufferization.oneshot.EliminateEmptyTensorsPass.INFO);
    registry.register(jopt.bufferization.oneshot.DropEquivalentBufferResultsPass.INFO);
    registry.register(jopt.bufferization.placement.BufferHoistingPass.INFO);
    registry.register(jopt.bufferization.placement.BufferLoopHoistingPass.INFO);
    registry.register(jopt.bufferization.placement.PromoteBuffersToStackPass.INFO);
    registry.register(jopt.bufferization.outparams.BufferResultsToOutParamsPass.INFO);
    registry.register(jopt.mergealloc.MergeAllocPass.INFO);
    registry.register(jopt.mergealloc.gc.GcMergeAllocPass.INFO);
    registry.register(jopt.graphplan.GraphMemoryPlanPass.INFO);
    registry.registerPipeline(jopt.deallocation.DeallocationPipeline.INFO);
    registry.registerPipeline(jopt.bufferization.dealloc.BufferDeallocationPipeline.INFO);
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
