package jopt.passes.transforms;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;

/** Giving a loop the results its regions now forward, after iteration arguments were added. */
public final class LoopResults {
  private LoopResults() {}

  /**
   * The loop with a result per value its regions now pass to the parent (the operands the
   * terminator of the region that leaves to the parent forwards), its regions moved over; uses
   * of the old results move.
   */
  public static Operation rebuild(Operation loop) {
    RegionBranchOpInterface rbi = loop.getInterface(RegionBranchOpInterface.class);
    List<Value> leaving = List.of();
    for (Region r : loop.getRegions()) {
      if (rbi.getSuccessorRegions(loop, r).stream().anyMatch(s -> s.isParent())) {
        Operation t = r.front().getTerminator();
        leaving = t.getInterface(RegionBranchTerminatorOpInterface.class)
            .getSuccessorOperands(t, null);
        break;
      }
    }
    OperationState st = new OperationState(loop.getLoc(), loop.getName());
    st.addOperands(loop.getOperands());
    for (Value v : leaving) {
      st.addType(v.getType());
    }
    st.addAttributes(loop.getAttrDictionary());
    for (Region r : loop.getRegions()) {
      st.addRegion().takeBody(r);
    }
    Operation n = Operation.create(loop.getContext(), st);
    loop.getBlock().insertBefore(loop, n);
    for (int i = 0; i < loop.getNumResults(); i++) {
      loop.getResult(i).replaceAllUsesWith(n.getResult(i));
    }
    loop.erase();
    return n;
  }
}
