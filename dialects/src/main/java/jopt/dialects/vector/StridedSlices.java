package jopt.dialects.vector;

import jopt.ir.Operation;

/** The range checks of MLIR's strided-slice verifiers, with their messages. */
final class StridedSlices {
  private StridedSlices() {}

  /** isIntegerArrayAttrSmallerThanShape. */
  static boolean noLongerThan(Operation op, long[] values, long[] shape, String name) {
    if (values.length > shape.length) {
      op.emitOpError("expected " + name + " attribute of rank no greater than vector rank");
      return false;
    }
    return true;
  }

  /** isIntegerArrayAttrConfinedToRange: each value in [min, max) (or [min, max] when closed). */
  static boolean inRange(Operation op, long[] values, long min, long max, String name, boolean halfOpen) {
    long upper = halfOpen ? max : max + 1;
    for (long v : values) {
      if (v < min || v >= upper) {
        op.emitOpError("expected " + name + " to be confined to [" + min + ", " + upper + ")");
        return false;
      }
    }
    return true;
  }

  /** isIntegerArrayAttrConfinedToShape: value i in [min, shape[i]) (or [min, shape[i]]). */
  static boolean inShape(Operation op, long[] values, long[] shape, String name, boolean halfOpen, long min) {
    for (int i = 0; i < Math.min(values.length, shape.length); i++) {
      long max = halfOpen ? shape[i] : shape[i] + 1;
      if (values[i] < min || values[i] >= max) {
        op.emitOpError("expected " + name + " dimension " + i + " to be confined to [" + min + ", " + max + ")");
        return false;
      }
    }
    return true;
  }

  /** isSumOfIntegerArrayAttrConfinedToShape: a[i] + b[i] in [0, shape[i]) (or closed); reported as [min, ...). */
  static boolean sumInShape(Operation op, long[] a, long[] b, long[] shape, String nameA, String nameB,
      boolean halfOpen, long min) {
    for (int i = 0; i < Math.min(Math.min(a.length, b.length), shape.length); i++) {
      long max = halfOpen ? shape[i] : shape[i] + 1;
      long sum = a[i] + b[i];
      if (sum < 0 || sum >= max) {
        op.emitOpError("expected sum(" + nameA + ", " + nameB + ") dimension " + i + " to be confined to [" + min
            + ", " + max + ")");
        return false;
      }
    }
    return true;
  }
}
