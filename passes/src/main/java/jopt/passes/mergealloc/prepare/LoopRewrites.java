package jopt.passes.mergealloc.prepare;

import jopt.ir.Operation;
import jopt.passes.mergealloc.lend.BorrowedArguments;

/**
 * The prepare stage of jopt-merge-alloc ({@code reuse-loop-carried}): rewrites that make the
 * buffers loops and branches pass on into buffers allocated before them, which an arena can
 * hold. Run on each function before any is analyzed, in this order: dims of carried buffers
 * folded to their sizes ({@link CarriedSizes}), buffers passed through branches written into a
 * spare ({@link BranchChainReuse}), buffers carried by loops written in place or ping-ponging
 * ({@link LoopCarriedReuse}).
 */
public final class LoopRewrites {
  private LoopRewrites() {}

  /**
   * Applies the rewrites to {@code func}, with {@code borrowed} telling which calls keep the
   * buffers they get; the number of loops {@link LoopCarriedReuse} rewrote.
   */
  public static int apply(Operation func, BorrowedArguments borrowed) {
    CarriedSizes.apply(func);
    BranchChainReuse.apply(func, borrowed);
    return LoopCarriedReuse.apply(func, borrowed);
  }
}
