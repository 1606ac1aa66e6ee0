package jopt.passes.bufferization.ownership;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.dialects.arith.IntBinaryOps.AndIOp;
import jopt.dialects.arith.IntBinaryOps.XOrIOp;
import jopt.dialects.arith.SelectOp;
import jopt.dialects.bufferization.DeallocOp;
import jopt.dialects.cf.CondBranchOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.interfaces.BranchOpInterface;

/**
 * MLIR's model for cf.cond_br: one dealloc per successor, each freeing the block's memrefs under
 * their ownership and the branch condition (its negation for the false successor) and retaining
 * what that successor receives or sees live; each successor gets the ownerships of its memref
 * operands as extra operands, and a value retained by both takes {@code select(cond, then, else)}
 * as its ownership.
 */
final class CondBranchDeallocation implements BufferDeallocationOpInterface {
  @Override
  public Operation process(Operation op, DeallocationState state, DeallocationOptions options)
      throws DeallocationFailure {
    Builder b = new Builder(op.getContext());
    b.setInsertionPoint(op);
    CondBranchOp condBr = CondBranchOp.of(op);
    Block block = op.getBlock();
    List<Value> memrefs = new ArrayList<>();
    List<Value> conditions = new ArrayList<>();
    state.getMemrefsAndConditionsToDeallocate(b, op.getLoc(), block, memrefs, conditions);

    Map<Value, Value> thenMapping = new HashMap<>();
    Map<Value, Value> elseMapping = new HashMap<>();
    DeallocOp thenDealloc = deallocFor(state, b, op, 0, memrefs, conditions,
        c -> AndIOp.create(b, op.getLoc(), c, condBr.condition()).getOperation().getResult(0), thenMapping);
    DeallocOp elseDealloc = deallocFor(state, b, op, 1, memrefs, conditions, c -> {
      Value trueVal = DeallocationState.boolConstant(b, op.getLoc(), true);
      Value negation = XOrIOp.create(b, op.getLoc(), trueVal, condBr.condition()).getOperation().getResult(0);
      return AndIOp.create(b, op.getLoc(), c, negation).getOperation().getResult(0);
    }, elseMapping);

    Set<Value> thenValues = new LinkedHashSet<>(thenDealloc.retained());
    Set<Value> common = new LinkedHashSet<>();
    for (Value v : elseDealloc.retained()) {
      if (thenValues.contains(v)) {
        common.add(v);
      }
    }
    for (Value retained : common) {
      state.resetOwnerships(List.of(retained), block);
      Value combined = SelectOp.create(b, op.getLoc(), condBr.condition(), thenMapping.get(retained),
          elseMapping.get(retained)).result();
      state.updateOwnership(retained, combined, block);
    }
    return op;
  }

  /** The dealloc for successor {@code succ}, whose operands then carry their ownerships. */
  private static DeallocOp deallocFor(DeallocationState state, Builder b, Operation op, int succ,
      List<Value> memrefs, List<Value> conditions, Function<Value, Value> conditionModifier,
      Map<Value, Value> mapping) {
    BranchOpInterface branch = op.getInterface(BranchOpInterface.class);
    List<Value> destOperands = new ArrayList<>(branch.getSuccessorOperands(op, succ));
    List<Value> toRetain = state.getMemrefsToRetain(op.getBlock(), op.getSuccessor(succ), destOperands);
    List<Value> adapted = new ArrayList<>();
    for (Value c : conditions) {
      adapted.add(conditionModifier.apply(c));
    }
    DeallocOp dealloc = DeallocOp.create(b, op.getLoc(), memrefs, adapted, toRetain);
    List<Value> retained = dealloc.retained();
    List<Value> updated = dealloc.updatedConditions();
    state.resetOwnerships(retained, op.getBlock());
    for (int i = 0; i < retained.size(); i++) {
      state.updateOwnership(retained.get(i), updated.get(i), op.getBlock());
      mapping.put(retained.get(i), updated.get(i));
    }
    List<Value> replacements = new ArrayList<>(destOperands);
    for (Value v : destOperands) {
      if (BufferViewFlowAnalysis.isMemRef(v)) {
        replacements.add(mapping.get(v));
      }
    }
    branch.setSuccessorOperands(op, succ, replacements);
    return dealloc;
  }
}
