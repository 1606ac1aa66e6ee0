package jopt.passes.graphplan;

import jopt.ir.Type;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * The physical layout of a tensor in the planner's memory: row-major in the graph's own order
 * (the default), or with 4-d tensors channels-last ({@code channelsLast}: an NCHW tensor of an
 * imported model stored as NHWC, the runtime seed's format); the physical last dimension (C in
 * the seed) optionally padded for performance, everything else as it is.
 *
 * <p>The seed writes the padding as {@code round_up(C, 64)}, but every number it gives pads to an
 * odd multiple of 64: 128 becomes 192 (9,830,400 = 50 x 32 x 32 x 192 x 4) while 64 stays 64
 * (6,553,600 = 100 x 16 x 16 x 64 x 4). That is the usual padding that keeps row strides off
 * powers of two; {@code oddMultiple = false} gives the plain {@code round_up}. A padding of 0 or
 * 1 means none. The seed's graphs are NHWC already: its numbers are those of the graph's own
 * order with padding.
 */
public record PhysicalLayout(long channelPadding, boolean oddMultiple, boolean channelsLast) {
  /** The runtime seed's memory: the graph's order, C padded to an odd multiple of 64. */
  public static final PhysicalLayout SEED = new PhysicalLayout(64, true);
  /** The graph's own layout: row-major as given, no padding. */
  public static final PhysicalLayout GRAPH = new PhysicalLayout(0, true);

  public PhysicalLayout {
    if (channelPadding < 0) {
      throw new IllegalArgumentException("negative channel padding " + channelPadding);
    }
  }

  /** The graph's order with the last dimension padded. */
  public PhysicalLayout(long channelPadding, boolean oddMultiple) {
    this(channelPadding, oddMultiple, false);
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

  /** The logical dimensions in the order memory holds them (NCHW -> NHWC when channels-last). */
  public int[] physicalOrder(int rank) {
    if (channelsLast && rank == 4) {
      return new int[] {0, 2, 3, 1};
    }
    int[] order = new int[rank];
    for (int i = 0; i < rank; i++) {
      order[i] = i;
    }
    return order;
  }

  /** The shape in physical order with its last dimension padded (rank 0 is unchanged). */
  public long[] paddedShape(long[] shape) {
    int[] order = physicalOrder(shape.length);
    long[] padded = new long[shape.length];
    for (int i = 0; i < padded.length; i++) {
      padded[i] = shape[order[i]];
    }
    if (padded.length > 0) {
      padded[padded.length - 1] = paddedChannels(padded[padded.length - 1]);
    }
    return padded;
  }

  /** Element strides of each logical dimension in the padded physical layout. */
  public long[] strides(long[] shape) {
    long[] padded = paddedShape(shape);
    int[] order = physicalOrder(shape.length);
    long[] strides = new long[padded.length];
    long stride = 1;
    for (int i = padded.length - 1; i >= 0; i--) {
      strides[order[i]] = stride;
      stride = Math.multiplyExact(stride, padded[i]);
    }
    return strides;
  }

  /**
   * Whether every dimension held before logical dimension {@code axis} is 1: then the tensor is
   * the concatenation of its pieces along {@code axis} (the runtime seed's aliasing precondition).
   */
  public boolean leadingDimsAreOne(long[] shape, int axis) {
    for (int d : physicalOrder(shape.length)) {
      if (d == axis) {
        return true;
      }
      if (shape[d] != 1) {
        return false;
      }
    }
    return true;
  }

  /** Whether memory holds the elements in logical row-major order (dimensions of 1 aside). */
  public boolean rowMajor(long[] shape) {
    int last = -1;
    for (int d : physicalOrder(shape.length)) {
      if (shape[d] != 1) {
        if (d < last) {
          return false;
        }
        last = d;
      }
    }
    return true;
  }

  /**
   * Whether a metadata-only op from {@code in} to {@code out} (which keeps the row-major order of
   * the elements) leaves the bytes as they are: the same shape, or both held row-major with the
   * same padded last dimension (then rows of the same length, in the same order).
   */
  public boolean sameBytes(long[] in, long[] out) {
    if (java.util.Arrays.equals(in, out)) {
      return true;
    }
    if (!rowMajor(in) || !rowMajor(out)) {
      return false;
    }
    if (channelPadding <= 1) {
      return true;
    }
    long[] a = paddedShape(in);
    long[] b = paddedShape(out);
    long lastA = a.length == 0 ? 1 : in[physicalOrder(in.length)[a.length - 1]];
    long lastB = b.length == 0 ? 1 : out[physicalOrder(out.length)[b.length - 1]];
    return lastA == lastB;
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
