package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.LinalgOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.passes.bufferization.oneshot.BufferizableOpInterface;
import jopt.passes.bufferization.oneshot.BufferizableOps;
import jopt.passes.linalg.GenericOpMatchers;

/**
 * Rematerialization of cheap values: a structured op with parallel loops, one result, a fresh
 * allocation ({@code tensor.empty}) as init its body does not read, and only scalars or weights
 * ({@link WeightViews#isWeightOnly}) as inputs (a fill, MLIR's isaFillOpInterface; with
 * {@code broadcasts}, a broadcast of a bias), with several users or defined long before its one
 * user, is made again right before each user of its block (the allocation with it). A value held across many ops (torch-mlir fills one zero accumulator per
 * shape and hands it to every convolution of a stage, so One-Shot Bufferize copies it for each
 * and keeps it live throughout) becomes one short-lived buffer per use, written in place.
 * Results are bit-equal.
 */
final class Rematerialize {
  private final BufferizableOps models = BufferizableOps.withBuiltinModels();
  private final WeightViews weights = new WeightViews();
  private final boolean broadcasts;

  /** {@code broadcasts}: also ops reading weights, not only fills. */
  Rematerialize(boolean broadcasts) {
    this.broadcasts = broadcasts;
  }

  /** Rewrites the fills of every block under {@code root}; returns the number of copies made. */
  int run(Operation root) {
    List<Operation> fills = new ArrayList<>();
    root.walk((Operation op) -> {
      LinalgOp linalg = LinalgOp.of(op);
      if (linalg != null && isCheap(linalg)) {
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
    Operation empty = LinalgOp.of(fill).dpsInits().get(0).getDefiningOp();
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

  /** Whether {@code op} is cheap to make again (see the class comment). */
  private boolean isCheap(LinalgOp op) {
    Operation o = op.getOperation();
    if (!op.hasPureTensorSemantics() || o.getNumResults() != 1 || op.numDpsInits() != 1
        || !GenericOpMatchers.isAllParallelLoops(op) || !isFreshAllocation(op.dpsInits().get(0))
        || op.payloadUsesValueFromOperand(op.numDpsInputs())) {
      return false;
    }
    if (GenericOpMatchers.isaFill(op) != null) {
      return true;
    }
    if (!broadcasts) {
      return false;
    }
    for (int i = 0; i < op.numDpsInputs(); i++) {
      if (!op.isScalar(i) && !weights.isWeightOnly(op.dpsInputs().get(i))) {
        return false;
      }
    }
    return true;
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
