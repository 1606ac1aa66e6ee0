package jopt.dialects.memref;

import jopt.ir.type.ShapedType;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.DenseArrayAttr;

/**
 * Mixed static/dynamic index lists such as {@code [%i, 0]}: the static values live in a dense
 * i64 array where {@link ShapedType#DYNAMIC} marks a position taken by the next SSA operand.
 */
public final class MixedIndices {
  private MixedIndices() {}

  /** The operands of segment {@code index} per the op's {@code operandSegmentSizes}. */
  public static List<Value> segment(Operation op, int index) {
    // Read in place: this runs for every operand group an op's verifier or printer asks for.
    if (!(op.getAttr("operandSegmentSizes") instanceof DenseArrayAttr sizes) || sizes.isFloat()
        || index >= sizes.size()) {
      return List.of();
    }
    int start = 0;
    for (int i = 0; i < index; i++) {
      start += (int) sizes.getLong(i);
    }
    return op.getOperands(start, Math.min(start + (int) sizes.getLong(index), op.getNumOperands()));
  }

  /** Checks the segment sizes attribute sums to the operand count; MLIR's message otherwise. */
  public static boolean verifySegments(Operation op, int numSegments) {
    Attribute a = op.getAttr("operandSegmentSizes");
    long[] sizes = a == null ? new long[numSegments] : Attrs.denseValues(a);
    if (sizes == null || sizes.length != numSegments) {
      op.emitOpError("'operandSegmentSizes' attribute for specifying operand segments must have "
          + numSegments + " elements, but got " + (sizes == null ? 0 : sizes.length));
      return false;
    }
    long sum = 0;
    for (long s : sizes) {
      if (s < 0) {
        op.emitOpError("'operandSegmentSizes' attribute cannot have negative elements");
        return false;
      }
      sum += s;
    }
    if (sum != op.getNumOperands()) {
      op.emitOpError("operand count (" + op.getNumOperands()
          + ") does not match with the total size (" + sum + ") specified in attribute 'operandSegmentSizes'");
      return false;
    }
    return true;
  }
}
