package jopt.dialects.tensor;

import jopt.dialects.scf.OpUtils;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * Verifies the slice ops like MLIR: the offset/size/stride lists (OffsetSizeAndStrideOpInterface),
 * the rank-reduced slice type (isRankReducedType) and static in-bounds slicing.
 */
final class SliceVerifier {
  private SliceVerifier() {}

  /**
   * {@code full} is the sliced tensor (extract source / insert dest), {@code slice} the slice
   * type; the dynamic offsets, sizes and strides are the segments from {@code first}.
   */
  static boolean verify(Operation op, int first, Type full, Type slice) {
    for (String name : SliceParts.ATTRS) {
      if (op.getAttr(name) == null) {
        op.emitOpError("requires attribute '" + name + "'");
        return false;
      }
    }
    if (!(full instanceof RankedTensorType fullType) || !(slice instanceof RankedTensorType sliceType)) {
      return true; // the ranked-tensor operand constraints report this
    }
    long[] offsets = OpUtils.denseValues(op, "static_offsets");
    long[] sizes = OpUtils.denseValues(op, "static_sizes");
    long[] strides = OpUtils.denseValues(op, "static_strides");
    if (offsets.length != sizes.length) {
      return fail(op, "expected mixed offsets rank to match mixed sizes rank (" + offsets.length + " vs "
          + sizes.length + ") so the rank of the result type is well-formed.");
    }
    if (sizes.length != strides.length) {
      return fail(op, "expected mixed sizes rank to match mixed strides rank (" + sizes.length + " vs "
          + strides.length + ") so the rank of the result type is well-formed.");
    }
    int rank = fullType.getRank();
    if (!verifyList(op, "offset", rank, offsets, OpUtils.segment(op, first).size())
        || !verifyList(op, "size", rank, sizes, OpUtils.segment(op, first + 1).size())
        || !verifyList(op, "stride", rank, strides, OpUtils.segment(op, first + 2).size())) {
      return false;
    }
    RankedTensorType expected = RankedTensorType.get(sizes, fullType.getElementType());
    if (!expected.equals(sliceType)) {
      if (sliceType.getRank() > expected.getRank()) {
        return fail(op, "expected rank to be smaller or equal to the other rank. ");
      }
      if (!isRankReduction(sizes, sliceType.getShape())) {
        return fail(op, "expected type to be " + OpUtils.quoted(expected)
            + " or a rank-reduced version. (size mismatch) ");
      }
      if (!expected.getElementType().equals(sliceType.getElementType())) {
        return fail(op, "expected element type to be " + OpUtils.quoted(expected.getElementType()));
      }
    }
    return verifyInBounds(op, fullType.getShape(), offsets, sizes, strides);
  }

  private static boolean verifyList(Operation op, String name, int rank, long[] statics, int numDynamic) {
    if (statics.length != rank) {
      return fail(op, "expected " + rank + " " + name + " values, got " + statics.length);
    }
    int dynamic = 0;
    for (long v : statics) {
      if (v == ShapedType.DYNAMIC) {
        dynamic++;
      }
    }
    if (dynamic != numDynamic) {
      return fail(op, "expected " + dynamic + " dynamic " + name + " values");
    }
    return true;
  }

  /** computeRankReductionMask: {@code reduced} is {@code shape} with some unit dims dropped. */
  static boolean isRankReduction(long[] shape, long[] reduced) {
    int r = 0;
    for (long size : shape) {
      if (r < reduced.length && size == reduced[r]) {
        r++;
      } else if (size != 1) {
        return false;
      }
    }
    return r == reduced.length;
  }

  private static boolean verifyInBounds(Operation op, long[] shape, long[] offsets, long[] sizes, long[] strides) {
    for (int i = 0; i < shape.length; i++) {
      if (shape[i] == ShapedType.DYNAMIC || offsets[i] == ShapedType.DYNAMIC) {
        continue;
      }
      if (offsets[i] >= shape[i]) {
        return fail(op, "offset " + i + " is out-of-bounds: " + offsets[i] + " >= " + shape[i]);
      }
      if (sizes[i] == ShapedType.DYNAMIC || strides[i] == ShapedType.DYNAMIC) {
        continue;
      }
      long last = offsets[i] + (sizes[i] - 1) * strides[i];
      if (last >= shape[i]) {
        return fail(op, "slice along dimension " + i + " runs out-of-bounds: " + last + " >= " + shape[i]);
      }
    }
    return true;
  }

  private static boolean fail(Operation op, String message) {
    op.emitError(message);
    return false;
  }
}
