package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.EmptyOp;
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
 * First, a {@code tensor.empty} read by several ops of its block (one op per shape and sizes after
 * {@code cse}, which merges equal ones) is made again right before each: it holds no value, and
 * One-Shot Bufferize would keep the one allocation live from the first user to the last (after
 * {@code cse}, across all the layers of an encoder). Results are bit-equal.
 */
final class Rematerialize {
  private final BufferizableOps models = BufferizableOps.withBuiltinModels();
  private final WeightViews weights = new WeightViews();
  private final boolean broadcasts;

  /** {@code broadcasts}: also ops reading weights, not only fills. */
  Rematerialize(boolean broadcasts) {
    this.broadcasts = broadcasts;
  }

  /**
   * Splits the shared {@code tensor.empty}s, then rewrites the fills of every block under
   * {@code root}; returns the number of copies made.
   */
  int run(Operation root) {
    List<Operation> empties = new ArrayList<>();
    root.walk((Operation op) -> {
      if (EmptyOp.SPEC.isa(op) && op.getBlock() != null) {
        empties.add(op);
      }
    });
    int made = 0;
    for (Operation empty : empties) {
      Map<Operation, List<OpOperand>> byUser = usersInBlock(empty);
      if (byUser != null && byUser.size() > 1) {
        made += remake(empty, null, byUser);
      }
    }
    List<Operation> fills = new ArrayList<>();
    root.walk((Operation op) -> {
      LinalgOp linalg = LinalgOp.of(op);
      if (linalg != null && isCheap(linalg)) {
        fills.add(op);
      }
    });
    for (Operation fill : fills) {
      Map<Operation, List<OpOperand>> byUser = usersInBlock(fill);
      if (byUser == null || byUser.isEmpty()
          || (byUser.size() == 1 && byUser.keySet().iterator().next() == fill.getNextNode())) {
        continue;
      }
      made += remake(fill, LinalgOp.of(fill).dpsInits().get(0).getDefiningOp(), byUser);
    }
    return made;
  }

  /**
   * The uses of {@code op}'s result grouped by the op of its block that holds them, in the order
   * of the uses; null when a use is outside that block.
   */
  private static Map<Operation, List<OpOperand>> usersInBlock(Operation op) {
    Map<Operation, List<OpOperand>> byUser = new LinkedHashMap<>();
    for (OpOperand use : op.getResult(0).getUses()) {
      Operation user = Operation.findAncestorOpInBlock(op.getBlock(), use.getOwner());
      if (user == null) {
        return null;
      }
      byUser.computeIfAbsent(user, u -> new ArrayList<>()).add(use);
    }
    return byUser;
  }

  /**
   * Makes {@code op} again right before each user (with {@code empty}, its init's allocation,
   * when that is not null: the allocation's sizes are defined before it, so before every user),
   * and erases it (and the allocation once unused).
   */
  private static int remake(Operation op, Operation empty, Map<Operation, List<OpOperand>> byUser) {
    Builder b = new Builder(op.getContext());
    for (Map.Entry<Operation, List<OpOperand>> user : byUser.entrySet()) {
      b.setInsertionPoint(user.getKey());
      Map<Value, Value> mapping = new HashMap<>();
      if (empty != null) {
        b.insert(empty.clone(op.getContext(), mapping));
      }
      Operation copy = b.insert(op.clone(op.getContext(), mapping));
      for (OpOperand use : user.getValue()) {
        use.set(copy.getResult(0));
      }
    }
    op.erase();
    if (empty != null && empty.use_empty()) {
      empty.erase();
    }
    return byUser.size();
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
