package jopt.passes.bufferization.oneshot;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.dialects.bufferization.AllocTensorOp;
import jopt.dialects.tensor.DimOp;
import jopt.ir.Location;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.UnrankedTensorType;

/**
 * Resolves the analysis' out-of-place decisions in tensor land: each such operand (or, for an
 * op that only creates one alias, its result) is replaced by a {@code bufferization.alloc_tensor}
 * copy (MLIR's TensorCopyInsertion and resolveTensorOpOperandConflicts).
 */
public final class TensorCopyInsertion {
  private TensorCopyInsertion() {}

  /** Calls resolveConflicts on every allowed bufferizable op under {@code root} (post-order). */
  public static boolean insertTensorCopies(Operation root, AnalysisState state, BufferizationState bstate) {
    BufferizationRewriter rewriter = new BufferizationRewriter(root.getContext());
    List<Operation> ops = new ArrayList<>();
    root.walk((Operation op) -> ops.add(op));
    boolean symbolTable = root.hasTrait(Traits.SymbolTable.class);
    for (Operation op : ops) {
      if (symbolTable && op != root && op.getParentWithTrait(Traits.SymbolTable.class) != root) {
        continue;
      }
      BufferizableOpInterface b = state.getOptions().dynCastBufferizableOp(op);
      if (b == null) {
        continue;
      }
      rewriter.setInsertionPoint(op);
      if (!b.resolveConflicts(op, rewriter, state, bstate)) {
        return false;
      }
    }
    return true;
  }

  public static boolean resolveTensorOpOperandConflicts(Operation op, BufferizationRewriter rewriter,
      AnalysisState state, BufferizationState bstate) {
    List<OpOperand> outOfPlaceOperands = new ArrayList<>();
    Set<OpOperand> copiedOperands = new HashSet<>();
    List<Value> outOfPlaceValues = new ArrayList<>();
    Set<Value> copiedValues = new HashSet<>();
    for (OpOperand operand : op.getOpOperands()) {
      var type = operand.get().getType();
      if (!BufferizableOpInterface.isTensor(type) || state.isInPlace(operand)) {
        continue;
      }
      if (type instanceof UnrankedTensorType) {
        op.emitError("copying of unranked tensors is not implemented");
        return false;
      }
      List<AliasingValue> aliases = state.getAliasingValues(operand);
      if (aliases.size() == 1 && aliases.get(0).value() instanceof OpResult
          && !state.bufferizesToMemoryWrite(operand)
          && state.getAliasingOpOperands(aliases.get(0).value()).size() == 1
          && !(aliases.get(0).value().getType() instanceof UnrankedTensorType)) {
        Value v = aliases.get(0).value();
        outOfPlaceValues.add(v);
        if (!state.canOmitTensorCopy(operand)) {
          copiedValues.add(v);
        }
      } else {
        outOfPlaceOperands.add(operand);
        if (!state.canOmitTensorCopy(operand)) {
          copiedOperands.add(operand);
        }
      }
    }
    rewriter.setInsertionPoint(op);
    for (OpOperand operand : outOfPlaceOperands) {
      Value copy = allocateTensorForShapedValue(rewriter, op.getLoc(), operand.get(), state.getOptions(),
          bstate, copiedOperands.contains(operand));
      if (copy == null) {
        return false;
      }
      operand.set(copy);
    }
    rewriter.setInsertionPointAfter(op);
    for (Value v : outOfPlaceValues) {
      Value copy = allocateTensorForShapedValue(rewriter, op.getLoc(), v, state.getOptions(), bstate,
          copiedValues.contains(v));
      if (copy == null) {
        return false;
      }
      for (OpOperand use : new ArrayList<>(v.getUseList())) {
        Operation owner = use.getOwner();
        if (owner == copy.getDefiningOp() || owner.getName().equals(DimOp.SPEC.name())) {
          continue;
        }
        use.set(copy);
      }
    }
    return true;
  }

  /** A new {@code bufferization.alloc_tensor} shaped like {@code value}, copying it when asked. */
  public static Value allocateTensorForShapedValue(BufferizationRewriter b, Location loc, Value value,
      BufferizationOptions options, BufferizationState state, boolean copy) {
    RankedTensorType type = (RankedTensorType) value.getType();
    List<Value> dynamicSizes = new ArrayList<>();
    if (!copy) {
      List<Value> reified = value instanceof OpResult r ? ReifyShapes.reify(b, loc, r) : null;
      dynamicSizes = reified != null ? reified : Buffers.populateDynamicDimSizes(b, loc, value);
    }
    return AllocTensorOp.create(b, loc, type, dynamicSizes, copy ? value : null).result();
  }
}
