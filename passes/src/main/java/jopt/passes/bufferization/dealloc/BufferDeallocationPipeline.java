package jopt.passes.bufferization.dealloc;

import jopt.passes.bufferization.ownership.OwnershipBasedBufferDeallocationPass;
import jopt.passes.memref.ExpandReallocPass;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.Pass;
import jopt.passmanager.PassOption;
import jopt.passmanager.PassOptions;
import jopt.passmanager.PassPipelineInfo;
import jopt.passes.transforms.CSE;
import jopt.passes.transforms.Canonicalizer;

/**
 * MLIR's {@code buffer-deallocation-pipeline} (BufferizationPipelines.cpp), for bufferized IR
 * without deallocations: expand-realloc{emit-deallocs=false}, canonicalize,
 * ownership-based-buffer-deallocation, canonicalize, buffer-deallocation-simplification,
 * bufferization-lower-deallocations, cse, canonicalize.
 */
public final class BufferDeallocationPipeline {
  private BufferDeallocationPipeline() {}

  public static final PassPipelineInfo INFO = new PassPipelineInfo("buffer-deallocation-pipeline",
      "The default pipeline for automatically inserting deallocation operations after one-shot "
          + "bufferization. Deallocation operations (except `memref.realloc`) may not be present "
          + "already.",
      BufferDeallocationPipeline::build);

  private static void build(OpPassManager pm, String optionText) {
    PassOptions options = new PassOptions();
    PassOption<Boolean> dynamicOwnership = options.add(PassOption.ofBool(
        "private-function-dynamic-ownership",
        "Allows to add additional results to private functions to return ownership of returned "
            + "memrefs to callers. This can avoid spurious buffer clones in the callee.",
        false));
    options.parseFromString(optionText);
    Pass expand = ExpandReallocPass.INFO.create();
    expand.getOptions().parseFromString("emit-deallocs=false");
    pm.addPass(expand);
    pm.addPass(Canonicalizer.INFO.create());
    pm.addPass(OwnershipBasedBufferDeallocationPass.create(dynamicOwnership.getValue()));
    pm.addPass(Canonicalizer.INFO.create());
    pm.addPass(BufferDeallocationSimplificationPass.INFO.create());
    pm.addPass(LowerDeallocationsPass.INFO.create());
    pm.addPass(CSE.INFO.create());
    pm.addPass(Canonicalizer.INFO.create());
  }
}
