package jopt.passes.analysis;

import jopt.ir.Operation;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;

/** Ops whose regions are alternatives, by their interfaces. */
public final class Branches {
  private Branches() {}

  /**
   * Whether {@code op} runs exactly one of its regions, once: a region-branch op that is not a
   * loop and always enters a region (scf.if with an else region, scf.index_switch).
   */
  public static boolean runsOneRegion(Operation op) {
    RegionBranchOpInterface b = op.getInterface(RegionBranchOpInterface.class);
    return b != null && op.getNumRegions() > 0
        && op.getInterface(LoopLikeOpInterface.class) == null && !b.hasLoop(op)
        && b.getSuccessorRegions(op, null).stream().noneMatch(s -> s.isParent());
  }
}
