package jopt.passes.analysis;

import java.util.Comparator;
import jopt.ir.BlockArgument;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * MLIR-HLO's deterministic order of values, which decides the order of the ops and operands the
 * deallocation passes create (which ownership indicators a retain lists, in which order retains
 * are emitted, how loop results are paired with deallocations): block arguments before op
 * results; two arguments by argument number, then by where their regions sit; two results of
 * one op by result number, of one region by op order; otherwise the regions of both values are
 * walked up in step until they differ in region number or share a parent region, where their
 * parent ops decide. It depends on where ops are, so a sorted collection must not outlive a
 * move of the ops it sorts.
 */
public final class ValueOrder implements Comparator<Value> {
  public static final ValueOrder INSTANCE = new ValueOrder();

  private ValueOrder() {}

  @Override
  public int compare(Value a, Value b) {
    if (a == b) {
      return 0;
    }
    return less(a, b) ? -1 : less(b, a) ? 1 : 0;
  }

  public static boolean less(Value lhs, Value rhs) {
    if (lhs == rhs) {
      return false;
    }
    boolean lhsArg = lhs instanceof BlockArgument;
    if (lhsArg != (rhs instanceof BlockArgument)) {
      return lhsArg;
    }
    Region lhsRegion;
    Region rhsRegion;
    if (lhsArg) {
      BlockArgument la = (BlockArgument) lhs;
      BlockArgument ra = (BlockArgument) rhs;
      if (la.getArgNumber() != ra.getArgNumber()) {
        return la.getArgNumber() < ra.getArgNumber();
      }
      lhsRegion = la.getOwner().getParent();
      rhsRegion = ra.getOwner().getParent();
    } else {
      Operation lo = ((OpResult) lhs).getOwner();
      Operation ro = ((OpResult) rhs).getOwner();
      if (lo == ro) {
        return ((OpResult) lhs).getResultNumber() < ((OpResult) rhs).getResultNumber();
      }
      lhsRegion = lo.getParentRegion();
      rhsRegion = ro.getParentRegion();
      if (lhsRegion == rhsRegion) {
        return lo.getBlock() == ro.getBlock() && lo.isBeforeInBlock(ro);
      }
    }
    while (lhsRegion != null && rhsRegion != null) {
      if (lhsRegion.getRegionNumber() != rhsRegion.getRegionNumber()) {
        return lhsRegion.getRegionNumber() < rhsRegion.getRegionNumber();
      }
      Region lp = parentRegion(lhsRegion);
      Region rp = parentRegion(rhsRegion);
      if (lp == rp) {
        Operation lo = lhsRegion.getParentOp();
        Operation ro = rhsRegion.getParentOp();
        return lo != ro && lo.getBlock() == ro.getBlock() && lo.isBeforeInBlock(ro);
      }
      lhsRegion = lp;
      rhsRegion = rp;
    }
    return rhsRegion != null;
  }

  private static Region parentRegion(Region r) {
    Operation op = r.getParentOp();
    return op == null ? null : op.getParentRegion();
  }
}
