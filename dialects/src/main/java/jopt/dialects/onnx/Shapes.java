package jopt.dialects.onnx;

import java.util.OptionalLong;
import jopt.ir.Type;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;

/** Shape questions the ONNX ops ask of their tensor types. */
final class Shapes {
  private Shapes() {}

  /**
   * Whether {@code a} and {@code b} are equal, or tensors of one element type whose shapes
   * agree where both are known (ONNX-MLIR refines types by shape inference, so a value may be
   * more precise than the signature it flows into).
   */
  static boolean compatible(Type a, Type b) {
    if (a.equals(b)) {
      return true;
    }
    if (!(a instanceof TensorType ta) || !(b instanceof TensorType tb)
        || !ta.getElementType().equals(tb.getElementType())) {
      return false;
    }
    if (!ta.hasRank() || !tb.hasRank()) {
      return true;
    }
    if (ta.getRank() != tb.getRank()) {
      return false;
    }
    for (int i = 0; i < ta.getRank(); i++) {
      long x = ta.getDimSize(i);
      long y = tb.getDimSize(i);
      if (x != y && x != ShapedType.DYNAMIC && y != ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }

  /** The rank of a ranked tensor, or -1. */
  static int rank(Type t) {
    return t instanceof RankedTensorType r ? r.getRank() : -1;
  }

  /** The static size of dimension {@code axis} (negative counts from the end) of {@code t}. */
  static OptionalLong dim(Type t, long axis) {
    int rank = rank(t);
    long a = axis < 0 ? axis + rank : axis;
    if (rank < 0 || a < 0 || a >= rank) {
      return OptionalLong.empty();
    }
    long d = ((RankedTensorType) t).getDimSize((int) a);
    return d == ShapedType.DYNAMIC ? OptionalLong.empty() : OptionalLong.of(d);
  }
}
