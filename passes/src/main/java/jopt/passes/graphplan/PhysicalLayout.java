package jopt.passes.graphplan;

import jopt.ir.Type;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * The physical layout of a tensor in the runtime seed's memory: NHWC, row-major, the last
 * dimension (C) padded for performance, everything else as it is.
 *
 * <p>The seed writes the padding as {@code round_up(C, 64)}, but every number it gives pads to an
 * odd multiple of 64: 128 becomes 192 (9,830,400 = 50 x 32 x 32 x 192 x 4) while 64 stays 64
 * (6,553,600 = 100 x 16 x 16 x 64 x 4). That is the usual padding that keeps row strides off
 * powers of two; {@code oddMultiple = false} gives the plain {@code round_up}. A padding of 0 or
 * 1 means none.
 */
public record PhysicalLayout(long channelPadding, boolean oddMultiple) {
  public static final PhysicalLayout SEED = new PhysicalLayout(64, true);

  public PhysicalLayout {
    if (channelPadding < 0) {
      throw new IllegalArgumentException("negative channel padding " + channelPadding);
    }
  }

  /** The padded size of the last dimension. */
  public long paddedChannels(long c) {
    if (channelPadding <= 1 || c == 0) {
      return c;
    }
    // Exact: a padded size past 63 bits throws ArithmeticException (the planner reports it).
    long multiples = c / channelPadding + (c % channelPadding == 0 ? 0 : 1);
    if (oddMultiple && multiples % 2 == 0) {
      multiples++;
    }
    return Math.multiplyExact(multiples, channelPadding);
  }

  /** The shape with its last dimension padded (a rank-0 shape is unchanged). */
  public long[] paddedShape(long[] shape) {
    long[] padded = shape.clone();
    if (padded.length > 0) {
      padded[padded.length - 1] = paddedChannels(padded[padded.length - 1]);
    }
    return padded;
  }

  /** Row-major element strides of the padded shape. */
  public long[] strides(long[] shape) {
    long[] padded = paddedShape(shape);
    long[] strides = new long[padded.length];
    long stride = 1;
    for (int i = padded.length - 1; i >= 0; i--) {
      strides[i] = stride;
      stride = Math.multiplyExact(stride, padded[i]);
    }
    return strides;
  }

  /** Bytes of the padded tensor. */
  public long physicalSize(long[] shape, long elementBytes) {
    long n = elementBytes;
    for (long d : paddedShape(shape)) {
      n = Math.multiplyExact(n, d);
    }
    return n;
  }

  public long physicalSize(RankedTensorType type) {
    return physicalSize(type.getShape(), elementBytes(type.getElementType()));
  }

  /**
   * The byte offset of the element at {@code index} along the given axes (the others at 0) in
   * the padded layout: the offset of a slice that starts there.
   */
  public long byteOffset(long[] shape, long elementBytes, int[] axes, long[] index) {
    long[] strides = strides(shape);
    long elements = 0;
    for (int i = 0; i < axes.length; i++) {
      elements = Math.addExact(elements, Math.multiplyExact(index[i], strides[axes[i]]));
    }
    return Math.multiplyExact(elements, elementBytes);
  }

  /** Whether every dimension before {@code axis} is 1 (the seeds' aliasing precondition). */
  public static boolean leadingDimsAreOne(long[] shape, int axis) {
    for (int i = 0; i < axis; i++) {
      if (shape[i] != 1) {
        return false;
      }
    }
    return true;
  }

  /** Whole bytes per element (i1 and sub-byte types take a byte), or -1 if not a scalar type. */
  public static long elementBytes(Type type) {
    if (type instanceof FloatType f) {
      return (f.getWidth() + 7) / 8;
    }
    if (type instanceof IntegerType i) {
      return Math.max(1, (i.width() + 7) / 8);
    }
    if (type instanceof IndexType) {
      return 8;
    }
    if (type instanceof ComplexType c) {
      long e = elementBytes(c.elementType());
      return e < 0 ? -1 : 2 * e;
    }
    return -1;
  }

  public static boolean isStatic(long[] shape) {
    for (long d : shape) {
      if (d == ShapedType.DYNAMIC || d < 0) {
        return false;
      }
    }
    return true;
  }
}
