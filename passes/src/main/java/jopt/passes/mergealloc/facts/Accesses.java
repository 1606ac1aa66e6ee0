package jopt.passes.mergealloc.facts;

import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.CastOp;
import jopt.dialects.memref.DeallocOp;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.interfaces.SideEffects;
import jopt.passes.analysis.RegionEdge;

/**
 * What merge-alloc calls an access of a buffer, and the ops around one that matter to
 * its lifetime: regions that repeat, the allocation a value is through casts.
 */
public final class Accesses {
  private Accesses() {}

  /** Whether a region of {@code op} may run more than once in one run of {@code op}. */
  public static boolean repeats(Operation op) {
    if (op.getInterface(LoopLikeOpInterface.class) != null) {
      return true;
    }
    RegionBranchOpInterface rbi = op.getInterface(RegionBranchOpInterface.class);
    if (rbi == null) {
      return false;
    }
    for (Region r : op.getRegions()) {
      for (RegionEdge e : RegionEdge.successors(op, r)) {
        if (e.successor() != null) {
          return true; // a region that enters a region: scf.while's, or one that repeats
        }
      }
    }
    return false;
  }

  /**
   * Whether {@code op} may read or write the memory of a buffer it gets as an operand: not a
   * view, not an op forwarding values along region edges, not an op free of memory effects, not
   * a free of the buffer.
   */
  public static boolean isAccess(Operation op) {
    if (op.getInterface(ViewLikeOpInterface.class) != null
        || op.getInterface(RegionBranchOpInterface.class) != null
        || (op.getInterface(RegionBranchTerminatorOpInterface.class) != null
            && RegionEdge.isRegionBranch(op.getParentOp()))
        || DeallocOp.SPEC.isa(op)) {
      return false;
    }
    return op.getNumRegions() > 0 || !SideEffects.isMemoryEffectFree(op);
  }

  /** The allocation {@code v} is, through memref.cast ops, or null. */
  public static Operation rootOf(Value v) {
    Operation def = v.getDefiningOp();
    while (def != null && CastOp.SPEC.isa(def)) {
      def = def.getOperand(0).getDefiningOp();
    }
    return def != null && AllocOp.SPEC.isa(def) ? def : null;
  }
}
