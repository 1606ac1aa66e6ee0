package jopt.passes.mergealloc.prepare;

import java.util.function.BiPredicate;
import jopt.ir.OpOperand;
import jopt.ir.Operation;

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
   * Applies the rewrites to {@code func}, with {@code keeps} telling whether a use of a buffer
   * in a function may keep it past the function's call (the module's borrowed arguments, {@code
   * lend.BorrowedArguments#keeps}); the number of loops {@link LoopCarriedReuse} rewrote.
   */
  public static int apply(Operation func, BiPredicate<Operation, OpOperand> keeps) {
    CarriedSizes.apply(func);
    BranchChainReuse.apply(func, keeps);
    return LoopCarriedReuse.apply(func, keeps);
  }
}
