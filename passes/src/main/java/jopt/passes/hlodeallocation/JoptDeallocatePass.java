package jopt.passes.hlodeallocation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import jopt.dialects.builtin.ModuleOp;
import jopt.dialects.func.FuncOp;
import jopt.ir.Diagnostic;
import jopt.ir.DiagnosticEngine;
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
 * ({@link UpstreamFunctions}: functions of more than one block or under manual deallocation,
 * functions of another kind hlo-deallocate does not take (its preconditions: distinct element
 * types that may alias, indirect calls), and what they reference). hlo-deallocate is tried again
 * without each function whose kind it refuses (its diagnostics dropped); a construct it refuses
 * in a function it takes stays an error (a buffer that leaves its block as a tensor, which
 * upstream frees while the tensor is still read). On each of the others the passes of
 * {@code buffer-deallocation-pipeline} after its canonicalize
 * (ownership-based-buffer-deallocation, canonicalize, buffer-deallocation-simplification,
 * bufferization-lower-deallocations on the module, cse, canonicalize), so that they come out as
 * upstream's pipeline leaves them. Without such functions it is hlo-deallocate.
 */
public final class JoptDeallocatePass extends DeallocatePass {
  public static final PassInfo INFO = PassInfo.of("jopt-deallocate",
      "hlo-deallocate on the functions it takes, upstream's ownership-based deallocation "
          + "(buffer-deallocation-pipeline) on the others (more than one block, manual "
          + "deallocation, hlo-deallocate's preconditions) and those they reference",
      ModuleOp.NAME, JoptDeallocatePass::new);

  public JoptDeallocatePass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    Operation module = getOperation();
    Set<Integer> refused = new HashSet<>();
    DiagnosticEngine engine = getContext().getDiagEngine();
    while (true) {
      List<Diagnostic> held = new ArrayList<>();
      Consumer<Diagnostic> outer = engine.getCapture();
      engine.beginCapture(held::add);
      Outcome outcome;
      try {
        outcome = deallocate(module, copy -> UpstreamFunctions.of(copy, refused));
      } finally {
        if (outer != null) {
          engine.beginCapture(outer);
        } else {
          engine.endCapture();
        }
      }
      if (outcome.skipped() != null) {
        if (!outcome.skipped().isEmpty() && !deallocateUpstream(module, outcome.skipped())) {
          signalPassFailure();
        }
        return;
      }
      if (outcome.failedFunction() < 0 || !refused.add(outcome.failedFunction())) {
        held.forEach(engine::emit); // a construct hlo-deallocate refuses: its diagnostic stands
        signalPassFailure();
        return;
      }
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
