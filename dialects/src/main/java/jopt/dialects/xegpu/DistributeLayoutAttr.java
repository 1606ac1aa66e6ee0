package jopt.dialects.xegpu;

import jopt.ir.Attribute;

/**
 * MLIR's xegpu DistributeLayoutAttr interface: how a vector or tensor descriptor is distributed
 * over subgroups and lanes, by a {@link LayoutAttr} or a {@link SliceAttr} of one. The effective
 * arrays are empty when the layout does not give them.
 */
public sealed interface DistributeLayoutAttr extends Attribute permits LayoutAttr, SliceAttr {
  long rank();

  /** Whether the layout has sg_layout (workgroup-level code). */
  boolean isForWorkgroup();

  long[] effectiveSgLayout();

  long[] effectiveSgData();

  long[] effectiveInstData();

  long[] effectiveLaneLayout();

  long[] effectiveLaneData();

  /**
   * MLIR's XeGPUDialect::isEvenlyDistributable: whether {@code shape} divides into subgroup
   * pieces (round robin allowed), then instruction pieces, then lane pieces.
   */
  static boolean isEvenlyDistributable(long[] shape, DistributeLayoutAttr attr) {
    long[] sgShape = distribute(shape, attr.effectiveSgLayout(), attr.effectiveSgData(), true);
    if (sgShape == null) {
      return false;
    }
    long[] instShape = distribute(sgShape, new long[0], attr.effectiveInstData(), false);
    return instShape != null
        && distribute(instShape, attr.effectiveLaneLayout(), attr.effectiveLaneData(), false) != null;
  }

  /** The work of one unit after {@code layout} and {@code data}, or null when uneven. */
  private static long[] distribute(long[] shape, long[] layout, long[] data, boolean roundRobin) {
    long[] result = shape;
    if (layout.length > 0) {
      if (layout.length != shape.length) {
        return null;
      }
      result = shapeRatio(shape, layout);
      if (result == null) {
        return null;
      }
    }
    if (data.length > 0) {
      if (data.length != shape.length) {
        return null;
      }
      long[] ratio = shapeRatio(result, data);
      if (ratio == null && roundRobin) {
        ratio = shapeRatio(data, result);
      }
      if (ratio == null) {
        return null;
      }
      result = data;
    }
    return result;
  }

  /** MLIR's computeShapeRatio: {@code shape / subShape} aligned at the back, or null. */
  static long[] shapeRatio(long[] shape, long[] subShape) {
    if (shape.length < subShape.length) {
      return null;
    }
    long[] r = shape.clone();
    for (int i = 1; i <= subShape.length; i++) {
      long size = shape[shape.length - i];
      long sub = subShape[subShape.length - i];
      if (sub == 0 || size % sub != 0) {
        return null;
      }
      r[r.length - i] = size / sub;
    }
    return r;
  }
}
