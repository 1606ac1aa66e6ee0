package jopt.dialects.cf;

import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.type.IntegerType;

/** What the cf branches share: MLIR's BranchOpInterface and WeightedBranchOpInterface checks. */
final class BranchUtil {
  private BranchUtil() {}

  /** ODS's AnyIntElementsAttr. */
  static final AttrConstraint INT_ELEMENTS = AttrConstraint.ofKind("integer elements attribute",
      a -> a instanceof DenseElementsAttr d && d.getElementType() instanceof IntegerType);

  /** Checks the operands forwarded to successor {@code index} against its block arguments. */
  static boolean verifySuccessorOperands(Operation op, int index, List<Value> operands) {
    Block dest = op.getSuccessor(index);
    if (operands.size() != dest.getNumArguments()) {
      op.emitError("branch has " + operands.size() + " operands for successor #" + index
          + ", but target block has " + dest.getNumArguments());
      return false;
    }
    for (int i = 0; i < operands.size(); i++) {
      if (!operands.get(i).getType().equals(dest.getArgument(i).getType())) {
        op.emitError("type mismatch for bb argument #" + i + " of successor #" + index);
        return false;
      }
    }
    return true;
  }

  /** MLIR's verifyBranchWeights: one weight per successor, not all zero. */
  static boolean verifyBranchWeights(Operation op, DenseArrayAttr weights) {
    if (weights == null || weights.isEmpty()) {
      return true;
    }
    if (weights.size() != op.getNumSuccessors()) {
      op.emitError("expects number of branch weights to match number of successors: " + weights.size() + " vs "
          + op.getNumSuccessors());
      return false;
    }
    for (long w : weights.asLongs()) {
      if (w != 0) {
        return true;
      }
    }
    op.emitError("branch weights cannot all be zero");
    return false;
  }
}
