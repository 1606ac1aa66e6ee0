package jopt.interpreter.runtime;

import java.util.Arrays;
import jopt.ir.Type;

/**
 * A memref descriptor: the allocation behind it, the byte position of its aligned pointer in
 * that allocation, and the element offset, sizes and strides of the layout. {@code root} is
 * true for the value an allocation produced, casts of it, and descriptors that keep its
 * allocated pointer by definition (the base buffer of {@code memref.extract_strided_metadata},
 * a {@code memref.reinterpret_cast} of a root): only those may be freed, as MLIR frees the
 * allocated pointer of the descriptor it is given.
 */
public final class MemRefValue {
  public final Allocation alloc;
  public final long base;
  public final long offset;
  public final long[] sizes;
  public final long[] strides;
  public final Type elementType;
  public final int elemBytes;
  public final LogicalBuffer logical;
  public final boolean root;
  /**
   * Whether the byte position of every element (an index within the sizes) fits in 63 bits, so
   * that {@link #bytePosition} cannot wrap: false only for a view of huge sizes or strides.
   */
  public final boolean addressable;

  public MemRefValue(Allocation alloc, long base, long offset, long[] sizes, long[] strides,
      Type elementType, LogicalBuffer logical, boolean root) {
    this.alloc = alloc;
    this.base = base;
    this.offset = offset;
    this.sizes = sizes;
    this.strides = strides;
    this.elementType = elementType;
    this.elemBytes = ElementCodec.byteSize(elementType);
    this.logical = logical;
    this.root = root;
    this.addressable = extremePosition(true) != Long.MIN_VALUE
        && extremePosition(false) != Long.MIN_VALUE;
  }

  public Allocation allocation() {
    return alloc;
  }

  public int rank() {
    return sizes.length;
  }

  public long[] sizes() {
    return sizes.clone();
  }

  public long[] strides() {
    return strides.clone();
  }

  public long offset() {
    return offset;
  }

  public Type elementType() {
    return elementType;
  }

  /** The bytes this non-empty memref may touch in its allocation, [lo, hi), as {lo, hi}. */
  public long[] byteSpan() {
    long lo = base + offset * elemBytes;
    long hi = lo;
    for (int d = 0; d < sizes.length; d++) {
      long span = (sizes[d] - 1) * strides[d] * elemBytes;
      lo += Math.min(0, span);
      hi += Math.max(0, span);
    }
    return new long[] {lo, hi + elemBytes};
  }

  /** The number of elements; {@link Long#MAX_VALUE} when it does not fit in 63 bits. */
  public long numElements() {
    return count(sizes);
  }

  /** The product of {@code sizes}; {@link Long#MAX_VALUE} when it does not fit in 63 bits. */
  public static long count(long[] sizes) {
    for (long s : sizes) {
      if (s == 0) {
        return 0;
      }
    }
    long n = 1;
    for (long s : sizes) {
      if (s < 0 || n > Long.MAX_VALUE / Math.max(s, 1)) {
        return Long.MAX_VALUE;
      }
      n *= s;
    }
    return n;
  }

  /** A view of the same memory with another layout; it is no longer a root. */
  public MemRefValue view(long newBase, long newOffset, long[] newSizes, long[] newStrides,
      Type newElementType, LogicalBuffer newLogical) {
    return new MemRefValue(alloc, newBase, newOffset, newSizes, newStrides, newElementType,
        newLogical, false);
  }

  public MemRefValue withLayout(long newOffset, long[] newSizes, long[] newStrides) {
    return view(base, newOffset, newSizes, newStrides, elementType, logical);
  }

  /**
   * The base buffer of this descriptor ({@code memref.extract_strided_metadata}): rank 0, offset
   * 0, the same aligned pointer. It describes the allocation itself, so it is a root: MLIR's
   * deallocation passes free allocations through it.
   */
  public MemRefValue baseBuffer() {
    return new MemRefValue(alloc, base, 0, new long[0], new long[0], elementType, logical, true);
  }

  /** {@code memref.reinterpret_cast}: another layout over the same pointers, a root if this is. */
  public MemRefValue reinterpreted(long newOffset, long[] newSizes, long[] newStrides) {
    return new MemRefValue(alloc, base, newOffset, newSizes, newStrides, elementType, logical,
        root);
  }

  /** The same descriptor under another static type (memref.cast keeps it a root). */
  public MemRefValue castTo(Type newElementType) {
    return new MemRefValue(alloc, base, offset, sizes, strides, newElementType, logical, root);
  }

  /**
   * The byte position of the element at the last index of each size ({@code last}) or at the
   * index that makes each stride's term smallest, counted exactly; {@link Long#MIN_VALUE} when
   * it does not fit in 63 bits. The two bound every element's position.
   */
  private long extremePosition(boolean last) {
    try {
      long e = offset;
      for (int i = 0; i < sizes.length; i++) {
        long extreme = sizes[i] <= 0 ? 0 : sizes[i] - 1;
        boolean take = last ? strides[i] > 0 : strides[i] < 0;
        e = Math.addExact(e, take ? Math.multiplyExact(extreme, strides[i]) : 0);
      }
      return Math.addExact(base, Math.multiplyExact(e, (long) elemBytes));
    } catch (ArithmeticException overflow) {
      return Long.MIN_VALUE;
    }
  }

  /**
   * The byte position of the element at {@code indices} (within the sizes); see
   * {@link #addressable}: the origin {@code base + offset * elemBytes}, plus each index times its
   * stride in bytes ({@code stride * elemBytes}), in {@link #addScaled} steps. Compiled code
   * computes it in the same steps, with the origin and byte strides in locals.
   */
  public long bytePosition(long[] indices) {
    long p = addScaled(base, offset, elemBytes);
    for (int i = 0; i < indices.length; i++) {
      p = addScaled(p, indices[i], addScaled(0, strides[i], elemBytes));
    }
    return p;
  }

  /** {@code acc + index * scale} (wrapping): one step of a byte position. */
  public static long addScaled(long acc, long index, long scale) {
    return acc + index * scale;
  }

  /** Whether {@code index} is within a dimension of {@code size}: in [0, size). */
  public static boolean inBounds(long index, long size) {
    return index >= 0 && index < size;
  }

  /** The index in the allocation's bytes of byte position {@code pos}, in bounds. */
  public static int arrayIndex(long pos) {
    return (int) pos;
  }

  @Override
  public String toString() {
    return "memref(buffer #" + alloc.id() + ", base " + base + ", offset " + offset + ", sizes "
        + Arrays.toString(sizes) + ", strides " + Arrays.toString(strides) + ")";
  }
}
