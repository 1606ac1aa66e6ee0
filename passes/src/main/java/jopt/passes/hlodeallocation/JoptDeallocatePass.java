package jopt.passes.hlodeallocation;

import java.util.Set;
import jopt.dialects.builtin.ModuleOp;
import jopt.dialects.func.FuncOp;
import jopt.ir.Operation;
import jopt.passes.bufferization.dealloc.BufferDeallocationSimplificationPass;
import jopt.passes.bufferization.dealloc.LowerDeallocationsPass;
import jopt.passes.bufferization.ownership.OwnershipBasedBufferDeallocationPass;
import jopt.passes.transforms.CSE;
import jopt.passes.transforms.Canonicalizer;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.PassInfo;

/**
 * jopt-deallocate (jopt's, in {@code jopt-deallocation-pipeline}): hlo-deallocate, with its
 * options, on every function it takes, and upstream's deallocation on the others
 * ({@link UpstreamFunctions}: functions of more than one block and what they reference): on each
 * of those the passes of {@code buffer-deallocation-pipeline} after its canonicalize
 * (ownership-based-buffer-deallocation, canonicalize, buffer-deallocation-simplification,
 * bufferization-lower-deallocations on the module, cse, canonicalize), so that they come out as
 * upstream's pipeline leaves them. Without such functions it is hlo-deallocate.
 */
public final class JoptDeallocatePass extends DeallocatePass {
  public static final PassInfo INFO = PassInfo.of("jopt-deallocate",
      "hlo-deallocate on the functions it supports, upstream's ownership-based deallocation "
          + "(buffer-deallocation-pipeline) on functions of more than one block and those they "
          + "reference", ModuleOp.NAME, JoptDeallocatePass::new);

  public JoptDeallocatePass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    Operation module = getOperation();
    Set<Operation> upstream = deallocate(module, UpstreamFunctions::of);
    if (upstream == null || (!upstream.isEmpty() && !deallocateUpstream(module, upstream))) {
      signalPassFailure();
    }
  }

  private boolean deallocateUpstream(Operation module, Set<Operation> functions) {
    OpPassManager before = new OpPassManager(FuncOp.NAME);
    before.addPass(OwnershipBasedBufferDeallocationPass.create(false));
    before.addPass(Canonicalizer.INFO.create());
    before.addPass(BufferDeallocationSimplificationPass.INFO.create());
    OpPassManager lower = new OpPassManager(ModuleOp.NAME);
    lower.addPass(LowerDeallocationsPass.INFO.create());
    OpPassManager after = new OpPassManager(FuncOp.NAME);
    after.addPass(CSE.INFO.create());
    after.addPass(Canonicalizer.INFO.create());
    for (Operation f : functions) {
      if (!runPipeline(before, f)) {
        return false;
      }
    }
    // Only the functions above hold bufferization.dealloc ops; the helper the lowering may add
    // is called from them.
    if (!runPipeline(lower, module)) {
      return false;
    }
    for (Operation f : functions) {
      if (!runPipeline(after, f)) {
        return false;
      }
    }
    return true;
  }
}
