package jopt.passes.bufferreuse;

import jopt.dialects.func.FuncOp;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * hlo-buffer-reuse (MLIR-HLO), on func.func, in the original's order: copy elision once (it
 * needs short live ranges); then, until nothing changes, folding and dead-op removal (the greedy
 * driver without patterns), conservative dealloc/alloc reuse, and the first of hoisting, double
 * buffering and loop simplification that changes something; then aggressive reuse, promotion of
 * entry-block buffers to the stack (at most {@code max-stack-elements} elements, jopt's option
 * with the original's fixed 4096) and a last folding. With {@code keep-peak} (jopt's mode),
 * hoisting, double buffering, stack promotion and dealloc/alloc reuse happen only where
 * {@link PeakModel} finds that the buffer kept live longer does not raise the peak for any
 * input. Works on IR made by hlo-deallocate and simplified: allocations freed by memref.dealloc.
 */
public final class BufferReusePass extends Pass {
  public static final PassInfo INFO = PassInfo.of("hlo-buffer-reuse", "Reuse buffers.",
      FuncOp.NAME, BufferReusePass::new);

  private final PassOption<Long> maxStackElements = option(PassOption.ofLong(
      "max-stack-elements",
      "Largest number of elements promoted from the heap to the stack", 4096L));

  private final PassOption<Boolean> keepPeak = option(PassOption.ofBool("keep-peak",
      "jopt: hoist, double-buffer, promote to the stack and reuse freed buffers only where the "
          + "estimated peak of live bytes stays as it was", false));

  private FrozenPatternSet noPatterns;

  /** hlo-buffer-reuse with {@code keep-peak} set, as {@code {keep-peak=true}} sets it. */
  public static BufferReusePass keepingPeak() {
    BufferReusePass p = new BufferReusePass();
    p.keepPeak.setValue(true);
    return p;
  }

  public BufferReusePass() {
    super(INFO);
  }

  @Override
  public void initialize(MLIRContext ctx) {
    noPatterns = new FrozenPatternSet(List.of());
  }

  @Override
  protected void runOnOperation() {
    Operation func = getOperation();
    if (func.getRegion(0).isEmpty()) {
      return;
    }
    Block block = func.getRegion(0).front();
    boolean keep = keepPeak.getValue();
    CopyElision.run(block, block);
    boolean changed;
    int rounds = 0;
    do {
      fold();
      changed = DeallocAllocReuse.run(block, false, keep);
      changed |= Hoisting.run(block, keep) || DoubleBuffering.run(block, keep)
          || LoopSimplification.run(block);
    } while (changed && ++rounds < 1000);
    DeallocAllocReuse.run(block, true, keep);
    StackPromotion.run(block, maxStackElements.getValue(), keep);
    fold();
  }

  /** MLIR's applyPatternsAndFoldGreedily without patterns: folding and dead-op removal. */
  private void fold() {
    GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(), noPatterns,
        GreedyRewriteConfig.defaults().withTopDown(false));
  }
}
