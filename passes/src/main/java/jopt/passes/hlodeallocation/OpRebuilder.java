package jopt.passes.hlodeallocation;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;

/** Replaces an op by a copy with more operands and results (its regions move over). */
public final class OpRebuilder {
  private OpRebuilder() {}

  public static Operation withExtra(Operation op, List<Value> extraOperands, List<Type> extraResults) {
    OperationState st = new OperationState(op.getLoc(), op.getName());
    st.addOperands(op.getOperands());
    st.addOperands(extraOperands);
    st.addTypes(op.getResultTypes());
    st.addTypes(extraResults);
    st.addAttributes(op.getAttrDictionary());
    for (Region r : op.getRegions()) {
      st.addRegion().takeBody(r);
    }
    Operation n = Operation.create(op.getContext(), st);
    op.getBlock().insertBefore(op, n);
    for (int i = 0; i < op.getNumResults(); i++) {
      op.getResult(i).replaceAllUsesWith(n.getResult(i));
    }
    op.erase();
    return n;
  }

  /**
   * Loop {@code loop} given a result per value its regions now pass to the parent (the operands
   * the terminator of the region that leaves to the parent forwards), after iteration arguments
   * were added to it: the new results are the extra ones.
   */
  public static Operation withForwardedResults(Operation loop) {
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
    List<Type> extra = new java.util.ArrayList<>();
    for (Value v : leaving.subList(Math.min(loop.getNumResults(), leaving.size()), leaving.size())) {
      extra.add(v.getType());
    }
    return withExtra(loop, List.of(), extra);
  }
}
