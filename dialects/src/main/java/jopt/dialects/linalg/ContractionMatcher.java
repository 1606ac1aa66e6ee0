package jopt.dialects.linalg;

import java.util.Set;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;

/**
 * MLIR's ContractionOpInterface verification (isContractionInterfaceImpl): two inputs, a
 * reduction, projected permutations and an add/mul body.
 */
public final class ContractionMatcher {
  private ContractionMatcher() {}

  /** MLIR's verifyContractionInterface; reports on the op and returns false on failure. */
  static boolean verify(LinalgOp v) {
    String error = null;
    if (v.numDpsInputs() != 2 || v.numDpsInits() != 1) {
      error = "expected op with 2 inputs and 1 output";
    } else if (!v.iteratorTypes().contains("reduction")) {
      error = "expected at least 1 reduction";
    } else if (!v.indexingMaps().stream().allMatch(m -> m.isProjectedPermutation(false))) {
      error = "expected indexing maps to be projected permutations";
    } else if (!isContractionBody(v.body())) {
      error = "expected add/mul op in the body";
    }
    if (error != null) {
      v.getOperation().emitError(error);
      return false;
    }
    return true;
  }

  /** MLIR's isaContractionOpInterface: a contraction op, or an op meeting the interface's conditions. */
  public static boolean isaContractionOp(LinalgOp v) {
    return v.numDpsInputs() == 2 && v.numDpsInits() == 1 && v.iteratorTypes().contains("reduction")
        && v.indexingMaps().stream().allMatch(m -> m.isProjectedPermutation(false)) && isContractionBody(v.body());
  }

  /** MLIR's isContractionBody for the add/mul kinds (modulo unary casts). */
  public static boolean isContractionBody(Block block) {
    return isContractionBody(block, Set.of("arith.mulf,arith.addf", "arith.muli,arith.addi", "complex.mul,complex.add",
        "arith.andi,arith.ori"));
  }

  /** MLIR's isContractionBody with the (elementwise, reduction) op name pairs {@code pairs} ("mul,add"). */
  public static boolean isContractionBody(Block block, Set<String> pairs) {
    Operation term = block.getLastOp();
    if (term == null || !term.hasTrait(Traits.IsTerminator.class) || block.getNumArguments() != 3
        || term.getNumOperands() != 1) {
      return false;
    }
    Operation reduction = skipUnary(term.getOperand(0)).getDefiningOp();
    if (reduction == null || reduction.getNumResults() != 1 || reduction.getNumOperands() != 2) {
      return false;
    }
    Value lhs = skipUnary(reduction.getOperand(0));
    Value rhs = skipUnary(reduction.getOperand(1));
    if (lhs != block.getArgument(2) && rhs != block.getArgument(2)) {
      return false;
    }
    Operation elementwise = skipUnary(lhs instanceof BlockArgument ? rhs : lhs).getDefiningOp();
    if (elementwise == null || elementwise.getNumResults() != 1 || elementwise.getNumOperands() != 2) {
      return false;
    }
    String pair = elementwise.getName() + "," + reduction.getName();
    if (!pairs.contains(pair)) {
      return false;
    }
    Value a = skipUnary(elementwise.getOperand(0));
    Value b = skipUnary(elementwise.getOperand(1));
    return a == block.getArgument(0) && b == block.getArgument(1) || a == block.getArgument(1) && b == block.getArgument(0);
  }

  /** MLIR's getSourceSkipUnary: through one-operand ops without side effects. */
  private static Value skipUnary(Value v) {
    Operation op = v.getDefiningOp();
    while (op != null && op.getNumOperands() == 1 && op.hasTrait(Traits.Pure.class)) {
      v = op.getOperand(0);
      op = v.getDefiningOp();
    }
    return v;
  }
}
