package jopt.dialects.tensor;

import jopt.ir.Operation;
import jopt.ir.interfaces.SliceBounds;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * The slice ops' checks as MLIR makes them: OffsetSizeAndStrideOpInterface (dynamic counts,
 * list ranks, non-negative offsets and sizes), the slice type against the inferred one
 * (isRankReducedType) and static in-bounds slicing.
 */
final class SliceVerifier {
  private SliceVerifier() {}

  /** OffsetSizeAndStrideOpInterface's verification; {@code rank} is every list's expected size. */
  static boolean verifyInterface(OffsetSizeAndStrideOp v, int rank) {
    Operation op = v.getOperation();
    long[] offsets = v.staticOffsets();
    long[] sizes = v.staticSizes();
    long[] strides = v.staticStrides();
    if (!verifyDynamicCount(op, "offsets", offsets, v.offsets().size())
        || !verifyDynamicCount(op, "sizes", sizes, v.sizes().size())
        || !verifyDynamicCount(op, "strides", strides, v.strides().size())) {
      return false;
    }
    if (offsets.length != sizes.length) {
      return fail(op, "expected mixed offsets rank to match mixed sizes rank (" + offsets.length + " vs "
          + sizes.length + ") so the rank of the result type is well-formed.");
    }
    if (sizes.length != strides.length) {
      return fail(op, "expected mixed sizes rank to match mixed strides rank (" + sizes.length + " vs "
          + strides.length + ") so the rank of the result type is well-formed.");
    }
    if (!verifyRank(op, "offset", rank, offsets) || !verifyRank(op, "size", rank, sizes)
        || !verifyRank(op, "stride", rank, strides)) {
      return false;
    }
    for (long o : offsets) {
      if (o < 0 && o != ShapedType.DYNAMIC) {
        return fail(op, "expected offsets to be non-negative, but got " + o);
      }
    }
    for (long s : sizes) {
      if (s < 0 && s != ShapedType.DYNAMIC) {
        return fail(op, "expected sizes to be non-negative, but got " + s);
      }
    }
    return true;
  }

  private static boolean verifyDynamicCount(Operation op, String name, long[] statics, int numValues) {
    int dynamic = ShapedType.countDynamic(statics);
    if (dynamic != numValues) {
      return fail(op, "expected the number of '" + name + "' to match the number of dynamic entries in 'static_"
          + name + "' (" + numValues + " vs " + dynamic + ")");
    }
    return true;
  }

  private static boolean verifyRank(Operation op, String name, int rank, long[] statics) {
    if (statics.length != rank) {
      return fail(op, "expected " + rank + " " + name + " values, got " + statics.length);
    }
    return true;
  }

  /**
   * The slice type {@code slice} against the type the sizes infer from {@code full}, then the
   * static bounds; reports MLIR's produceSliceErrorMsg and verifyInBoundsSlice messages.
   */
  static boolean verifySlice(OffsetSizeAndStrideOp v, RankedTensorType full, RankedTensorType slice) {
    Operation op = v.getOperation();
    RankedTensorType expected = ExtractSliceOp.inferResultType(full, v.staticSizes());
    if (!expected.equals(slice)) {
      if (slice.getRank() > expected.getRank()) {
        return fail(op, "expected rank to be smaller or equal to the other rank. ");
      }
      if (!TensorTypes.isRankReduction(expected.getShape(), slice.getShape())) {
        return fail(op, "expected type to be " + TensorTypes.quoted(expected)
            + " or a rank-reduced version. (size mismatch) ");
      }
      if (!expected.getElementType().equals(slice.getElementType())) {
        return fail(op, "expected element type to be " + TensorTypes.quoted(expected.getElementType()));
      }
    }
    return verifyInBounds(op, full.getShape(), v.staticOffsets(), v.staticSizes(), v.staticStrides());
  }

  private static boolean verifyInBounds(Operation op, long[] shape, long[] offsets, long[] sizes, long[] strides) {
    String error = SliceBounds.inBoundsError(shape, offsets, sizes, strides);
    return error == null || fail(op, error);
  }


  private static boolean fail(Operation op, String message) {
    op.emitError(message);
    return false;
  }
}
