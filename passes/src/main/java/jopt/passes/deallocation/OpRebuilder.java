package jopt.passes.deallocation;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;

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
}
