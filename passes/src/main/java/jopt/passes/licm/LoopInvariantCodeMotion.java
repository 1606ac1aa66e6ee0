package jopt.passes.licm;

import java.util.ArrayDeque;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.ConditionallySpeculatable;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.SideEffects;

/**
 * MLIR's moveLoopInvariantCode over a LoopLikeOpInterface op: the top-level ops of each loop
 * region that are free of memory effects and speculatable, and whose operands (those of nested
 * ops too, unless defined inside the op) come from outside the loop, move before the loop; the
 * users of a moved op in the region are looked at again, in use-list order.
 */
public final class LoopInvariantCodeMotion {
  private LoopInvariantCodeMotion() {}

  /** Hoists what it can out of {@code loop}; returns how many ops moved. */
  public static int moveLoopInvariantCode(Operation loop) {
    LoopLikeOpInterface loopLike = loop.getInterface(LoopLikeOpInterface.class);
    if (loopLike == null) {
      return 0;
    }
    int moved = 0;
    for (Region region : loopLike.getLoopRegions(loop)) {
      ArrayDeque<Operation> worklist = new ArrayDeque<>();
      region.getOps().forEach(worklist::add);
      while (!worklist.isEmpty()) {
        Operation op = worklist.poll();
        if (op.getParentRegion() != region) {
          continue;
        }
        if (!SideEffects.isMemoryEffectFree(op) || !ConditionallySpeculatable.isSpeculatable(op)
            || !canBeHoisted(op, loop)) {
          continue;
        }
        op.moveBefore(loop);
        moved++;
        for (OpResult r : op.getResults()) {
          for (OpOperand use : r.getUses()) {
            if (use.getOwner().getParentRegion() == region) {
              worklist.add(use.getOwner());
            }
          }
        }
      }
    }
    return moved;
  }

  /** Not a terminator, and every operand of it and its nested ops defined inside it or outside the loop. */
  private static boolean canBeHoisted(Operation op, Operation loop) {
    if (op.hasTrait(Traits.IsTerminator.class)) {
      return false;
    }
    boolean[] ok = {true};
    op.walkPreOrder(child -> {
      for (Value v : child.getOperands()) {
        Operation owner = v.getParentRegion() == null ? null : v.getParentRegion().getParentOp();
        if (owner != null && op.isAncestor(owner)) {
          continue;
        }
        if (owner != null && loop.isAncestor(owner)) {
          ok[0] = false;
        }
      }
    });
    return ok[0];
  }
}
