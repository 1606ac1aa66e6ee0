package jopt.dialects.cf;

import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.DenseArrayAttr;

/** Successor-operand helpers of the cf branches (MLIR's BranchOpInterface verification). */
final class BranchUtil {
  private BranchUtil() {}

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

  /** The {@code operandSegmentSizes} of {@code op}, or null when missing or malformed. */
  static int[] segments(Operation op, int expected) {
    if (op.getAttr("operandSegmentSizes") instanceof DenseArrayAttr a) {
      int[] s = a.asIntArray();
      int sum = 0;
      for (int x : s) {
        sum += x;
      }
      if (s.length == expected && sum == op.getNumOperands()) {
        return s;
      }
    }
    return null;
  }

  /** Emits MLIR's error for a bad operandSegmentSizes. */
  static boolean badSegments(Operation op, int expected) {
    if (!(op.getAttr("operandSegmentSizes") instanceof DenseArrayAttr a)) {
      op.emitOpError("requires attribute 'operandSegmentSizes'");
    } else if (a.asIntArray().length != expected) {
      op.emitOpError("'operandSegmentSizes' attribute for specifying operand segments must have " + expected
          + " elements, but got " + a.asIntArray().length);
    } else {
      op.emitOpError("operand count (" + op.getNumOperands()
          + ") does not match with the total size (" + java.util.Arrays.stream(a.asIntArray()).sum()
          + ") specified in attribute 'operandSegmentSizes'");
    }
    return false;
  }
}
