package jopt.passes.hlodeallocation;

import jopt.dialects.scf.IfOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.ExecuteRegionOp;
import java.util.ArrayList;
import java.util.List;
import jopt.dialects.deallocation.OwnershipType;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;

/**
 * Removes ownership indicators nobody needs any more once retains became deallocs: an
 * scf.for iter_arg of ownership type whose result is unused and whose argument only feeds its
 * own yield, and an unused ownership result of scf.if or scf.execute_region. Their `own` ops
 * then die, which frees the allocations for hlo-buffer-reuse.
 */
final class DeadOwnership {
  private DeadOwnership() {}

  static boolean run(Operation func) {
    List<Operation> ops = new ArrayList<>();
    func.walk(op -> {
      if (ForOp.SPEC.isa(op) || IfOp.SPEC.isa(op) || ExecuteRegionOp.SPEC.isa(op)) {
        ops.add(op);
      }
    });
    boolean changed = false;
    for (Operation op : ops) {
      changed |= ForOp.SPEC.isa(op) ? pruneFor(op) : pruneResults(op);
    }
    return changed;
  }

  private static boolean pruneFor(Operation loop) {
    Block body = loop.getRegion(0).front();
    Operation yield = body.getTerminator();
    List<Integer> dead = new ArrayList<>();
    for (int k = 0; k < loop.getNumResults(); k++) {
      BlockArgument arg = body.getArgument(k + 1);
      if (!OwnershipType.is(arg.getType()) || !loop.getResult(k).useEmpty()) {
        continue;
      }
      boolean onlyYielded = true;
      for (OpOperand u : arg.getUses()) {
        onlyYielded &= u.getOwner() == yield && u.getOperandNumber() == k;
      }
      if (onlyYielded) {
        dead.add(k);
      }
    }
    if (dead.isEmpty()) {
      return false;
    }
    List<Value> operands = new ArrayList<>(loop.getOperands());
    List<Type> types = new ArrayList<>(loop.getResultTypes());
    List<Integer> kept = new ArrayList<>();
    for (int k = loop.getNumResults() - 1; k >= 0; k--) {
      if (dead.contains(k)) {
        operands.remove(3 + k);
        types.remove(k);
        yield.eraseOperand(k);
        body.eraseArgument(k + 1);
      }
    }
    for (int k = 0; k < loop.getNumResults(); k++) {
      if (!dead.contains(k)) {
        kept.add(k);
      }
    }
    Operation n = rebuild(loop, operands, types);
    for (int i = 0; i < kept.size(); i++) {
      loop.getResult(kept.get(i)).replaceAllUsesWith(n.getResult(i));
    }
    loop.erase();
    return true;
  }

  private static boolean pruneResults(Operation op) {
    for (Region r : op.getRegions()) {
      if (r.getBlocks().size() > 1) {
        return false; // yields in several blocks: left alone
      }
    }
    List<Integer> dead = new ArrayList<>();
    for (int k = 0; k < op.getNumResults(); k++) {
      if (OwnershipType.is(op.getResult(k).getType()) && op.getResult(k).useEmpty()) {
        dead.add(k);
      }
    }
    if (dead.isEmpty()) {
      return false;
    }
    List<Type> types = new ArrayList<>(op.getResultTypes());
    for (int k = op.getNumResults() - 1; k >= 0; k--) {
      if (dead.contains(k)) {
        types.remove(k);
        for (Region r : op.getRegions()) {
          if (!r.isEmpty()) {
            r.front().getTerminator().eraseOperand(k);
          }
        }
      }
    }
    Operation n = rebuild(op, new ArrayList<>(op.getOperands()), types);
    int i = 0;
    for (int k = 0; k < op.getNumResults(); k++) {
      if (!dead.contains(k)) {
        op.getResult(k).replaceAllUsesWith(n.getResult(i++));
      }
    }
    op.erase();
    return true;
  }

  private static Operation rebuild(Operation op, List<Value> operands, List<Type> types) {
    OperationState st = new OperationState(op.getLoc(), op.getName());
    st.addOperands(operands);
    st.addTypes(types);
    st.addAttributes(op.getAttrDictionary());
    for (Region r : op.getRegions()) {
      st.addRegion().takeBody(r);
    }
    Operation n = Operation.create(op.getContext(), st);
    op.getBlock().insertBefore(op, n);
    return n;
  }
}
