package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.LinalgOp;
import jopt.ir.Block;
import jopt.ir.Builder;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.passes.bufferization.oneshot.BufferizableOpInterface;
import jopt.passes.bufferization.oneshot.BufferizableOps;
import jopt.passes.linalg.GenericOpMatchers;

/**
 * Rematerialization of cheap values: a fill (a structured op writing one scalar everywhere,
 * MLIR's isaFillOpInterface) of a fresh allocation ({@code tensor.empty}) with several users, or
 * defined long before its one user, is made again right before each user of its block (the
 * allocation with it). A value held across many ops (torch-mlir fills one zero accumulator per
 * shape and hands it to every convolution of a stage, so One-Shot Bufferize copies it for each
 * and keeps it live throughout) becomes one short-lived buffer per use, written in place.
 * Results are bit-equal.
 */
final class RematerializeFills {
  private final BufferizableOps models = BufferizableOps.withBuiltinModels();

  /** Rewrites the fills of every block under {@code root}; returns the number of copies made. */
  int run(Operation root) {
    List<Operation> fills = new ArrayList<>();
    root.walk((Operation op) -> {
      LinalgOp linalg = LinalgOp.of(op);
      if (linalg != null && linalg.hasPureTensorSemantics() && op.getNumResults() == 1
          && GenericOpMatchers.isaFill(linalg) != null && isFreshAllocation(linalg.dpsInits().get(0))) {
        fills.add(op);
      }
    });
    int made = 0;
    for (Operation fill : fills) {
      made += rematerialize(fill);
    }
    return made;
  }

  private int rematerialize(Operation fill) {
    Block block = fill.getBlock();
    Map<Operation, List<OpOperand>> byUser = new HashMap<>();
    List<Operation> order = new ArrayList<>();
    for (OpOperand use : fill.getResult(0).getUses()) {
      Operation user = Operation.findAncestorOpInBlock(block, use.getOwner());
      if (user == null) {
        return 0;
      }
      if (!byUser.containsKey(user)) {
        order.add(user);
      }
      byUser.computeIfAbsent(user, u -> new ArrayList<>()).add(use);
    }
    if (order.isEmpty() || (order.size() == 1 && order.get(0) == fill.getNextNode())) {
      return 0;
    }
    Operation empty = fill.getOperand(1).getDefiningOp();
    boolean cloneEmpty = empty.getNumOperands() == 0;
    Builder b = new Builder(fill.getContext());
    for (Operation user : order) {
      b.setInsertionPoint(user);
      Map<Value, Value> mapping = new HashMap<>();
      if (cloneEmpty) {
        b.insert(empty.clone(fill.getContext(), mapping));
      }
      Operation copy = b.insert(fill.clone(fill.getContext(), mapping));
      for (OpOperand use : byUser.get(user)) {
        use.set(copy.getResult(0));
      }
    }
    fill.erase();
    if (cloneEmpty && empty.use_empty()) {
      empty.erase();
    }
    return order.size();
  }

  private boolean isFreshAllocation(Value v) {
    Operation def = v.getDefiningOp();
    if (def == null || def.getBlock() == null) {
      return false;
    }
    BufferizableOpInterface model = models.lookup(def);
    return model != null && model.bufferizesToAllocation(def, v);
  }
}
