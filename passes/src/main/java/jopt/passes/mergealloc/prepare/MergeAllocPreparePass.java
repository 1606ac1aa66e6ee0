package jopt.passes.mergealloc.prepare;

import java.util.function.BiPredicate;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.passes.mergealloc.lend.BorrowedArguments;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code jopt-merge-alloc-prepare}: the rewrites {@code jopt-merge-alloc} runs first (its
 * {@code reuse-loop-carried}), as a pass of its own. They make the buffers loops and branches
 * pass on into buffers allocated before them, which an arena can hold. On each function of the
 * module, in this order: dims of carried buffers folded to their sizes ({@link CarriedSizes}),
 * buffers passed through branches written into a spare ({@link BranchChainReuse}), buffers
 * carried by loops written in place or ping-ponging ({@link LoopCarriedReuse}). Whether a use
 * may keep a buffer past its function's call is the module's answer ({@link
 * BorrowedArguments#keeps}, computed before any function changes); the rewrites ask only that
 * predicate.
 */
public final class MergeAllocPreparePass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-merge-alloc-prepare",
      "jopt-merge-alloc's first step: buffers loops carry and branches pass on are written into "
          + "buffers allocated before them, which an arena can hold",
      "builtin.module", MergeAllocPreparePass::new);

  /** The module's borrowed arguments when the creator computed them; null: this pass does. */
  private BorrowedArguments borrowed;

  public MergeAllocPreparePass() {
    super(INFO);
  }

  /**
   * This pass with the module's borrowed arguments computed already, on the module as it will
   * get it ({@code jopt-merge-alloc} needs them too: the analysis runs once).
   */
  public MergeAllocPreparePass(BorrowedArguments borrowed) {
    this();
    this.borrowed = borrowed;
  }

  @Override
  public Pass clonePass() {
    MergeAllocPreparePass p = (MergeAllocPreparePass) super.clonePass();
    p.borrowed = borrowed;
    return p;
  }

  @Override
  protected void runOnOperation() {
    Operation module = getOperation();
    BorrowedArguments borrowed = this.borrowed != null ? this.borrowed : BorrowedArguments.of(module);
    for (Operation func : BorrowedArguments.definedFunctions(module)) {
      apply(func, borrowed::keeps);
    }
  }

  /**
   * Applies the rewrites to {@code func}, with {@code keeps} telling whether a use of a buffer
   * in a function may keep it past the function's call.
   */
  private static void apply(Operation func, BiPredicate<Operation, OpOperand> keeps) {
    CarriedSizes.apply(func);
    BranchChainReuse.apply(func, keeps);
    LoopCarriedReuse.apply(func, keeps);
  }
}
