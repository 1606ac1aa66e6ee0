package jopt.bufferreuse;

import jopt.ir.MLIRContext;
import jopt.pass.Pass;
import jopt.pass.PassInfo;
import jopt.pass.PassOption;
import jopt.transforms.Canonicalizer;
import jopt.transforms.FrozenPatternSet;

/**
 * hlo-buffer-reuse (MLIR-HLO), on func.func: loop simplification, then until nothing changes
 * copy elision, dealloc/alloc reuse (the seed's conservative rule), hoisting and double
 * buffering, with folding and dead-op removal between steps; then an aggressive reuse round and
 * promotion of small entry-block buffers to the stack. Allocations still tracked by ownership
 * indicators (deallocation.own) are left alone: run hlo-deallocation-simplification first.
 */
public final class BufferReusePass extends Pass {
  public static final PassInfo INFO = PassInfo.of("hlo-buffer-reuse",
      "Reuses, hoists, double-buffers and stack-promotes buffers (MLIR-HLO)", "func.func",
      BufferReusePass::new);

  private final PassOption<Long> maxStackElements = option(PassOption.ofLong(
      "max-stack-elements",
      "Largest buffer (in elements) promoted from the heap to the stack", 4096L));

  private FrozenPatternSet cleanup;

  public BufferReusePass() {
    super(INFO);
  }

  @Override
  public void initialize(MLIRContext ctx) {
    cleanup = new FrozenPatternSet(Canonicalizer.allPatterns(ctx).getPatterns(), p -> true);
  }

  @Override
  protected void runOnOperation() {
    var func = getOperation();
    LoopSimplification.run(func);
    simplify();
    for (int round = 0; round < 16; round++) {
      boolean changed = CopyElision.run(func);
      changed |= DeallocAllocReuse.run(func, false);
      changed |= Hoisting.run(func);
      changed |= DoubleBuffering.run(func);
      if (!changed) {
        break;
      }
      simplify();
    }
    if (DeallocAllocReuse.run(func, true)) {
      simplify();
    }
    if (StackPromotion.run(func, maxStackElements.getValue())) {
      simplify();
    }
  }

  private void simplify() {
    Canonicalizer.cleanUp(getOperation(), cleanup);
  }
}
