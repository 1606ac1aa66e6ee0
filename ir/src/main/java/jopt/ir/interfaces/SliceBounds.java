package jopt.ir.interfaces;

import jopt.ir.type.ShapedType;

/**
 * MLIR's {@code verifyInBoundsSlice} (ViewLikeInterface): whether the static offsets, sizes and
 * strides of a slice stay inside the static dimensions of what it slices, for memref.subview and
 * the tensor slice ops alike.
 */
public final class SliceBounds {
  private SliceBounds() {}

  /** Why the static entries of a slice leave {@code shape}, in MLIR's words, or null. */
  public static String inBoundsError(long[] shape, long[] offsets, long[] sizes, long[] strides) {
    for (int i = 0; i < shape.length; i++) {
      if (shape[i] == ShapedType.DYNAMIC || offsets[i] == ShapedType.DYNAMIC) {
        continue;
      }
      if (offsets[i] >= shape[i]) {
        return "offset " + i + " is out-of-bounds: " + offsets[i] + " >= " + shape[i];
      }
      if (sizes[i] == ShapedType.DYNAMIC || strides[i] == ShapedType.DYNAMIC) {
        continue;
      }
      long last = offsets[i] + (sizes[i] - 1) * strides[i];
      if (last >= shape[i]) {
        return "slice along dimension " + i + " runs out-of-bounds: " + last + " >= " + shape[i];
      }
    }
    return null;
  }
}
