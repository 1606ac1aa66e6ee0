package jopt.interpreter.runtime;

import java.math.BigInteger;
import java.util.List;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.StridesAndOffset;

/** Creating memref descriptors for fresh allocations and walking their elements. */
public final class MemRefAllocator {
  private MemRefAllocator() {}

  /** Sizes of {@code t} with each dynamic dimension taken from {@code dynamic}, in order. */
  public static long[] sizes(MemRefType t, List<Long> dynamic, Operation op, Machine ex) {
    long[] shape = t.getShape();
    long[] sizes = new long[shape.length];
    int k = 0;
    for (int i = 0; i < shape.length; i++) {
      sizes[i] = shape[i] == ShapedType.DYNAMIC ? dynamic.get(k++) : shape[i];
      if (sizes[i] < 0) {
        throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "negative size " + sizes[i] + " for dimension "
            + i);
      }
    }
    return sizes;
  }

  public static long[] identityStrides(long[] sizes) {
    long[] strides = new long[sizes.length];
    long s = 1;
    for (int i = sizes.length - 1; i >= 0; i--) {
      strides[i] = s;
      s *= sizes[i];
    }
    return strides;
  }

  /** A new allocation holding a memref of type {@code t} with {@code sizes}. */
  public static MemRefValue allocate(Machine ex, Allocation.Kind kind, MemRefType t, long[] sizes,
      long alignment, Operation op) {
    return allocate(ex, kind, t, sizes, alignment, op, null);
  }

  /** As {@link #allocate}, the allocation's bytes {@code bytes} when not null and of its size. */
  static MemRefValue allocate(Machine ex, Allocation.Kind kind, MemRefType t, long[] sizes,
      long alignment, Operation op, byte[] bytes) {
    int elemBytes = ex.elementSize(t.getElementType(), op);
    long[] strides;
    long offset;
    if (t.hasIdentityLayout()) {
      strides = identityStrides(sizes);
      offset = 0;
    } else {
      StridesAndOffset so = t.getStridesAndOffset();
      if (so == null || so.offset() == ShapedType.DYNAMIC) {
        throw ex.error(Kind.UNSUPPORTED, op, "cannot allocate a memref with layout "
            + t.getLayout());
      }
      strides = so.strides();
      for (long s : strides) {
        if (s == ShapedType.DYNAMIC) {
          throw ex.error(Kind.UNSUPPORTED, op, "cannot allocate a memref with dynamic strides");
        }
      }
      offset = so.offset();
    }
    long size = allocationBytes(ex, op, offset, sizes, strides, t.hasIdentityLayout(), elemBytes);
    Allocation a = ex.heap().allocate(kind, t, size, alignment, op, bytes);
    return new MemRefValue(a, 0, offset, sizes, strides, t.getElementType(), a.logical, true);
  }

  /**
   * The bytes an allocation spans, (offset + extent) * element size, counted exactly: a count
   * past 63 bits is the heap's too-large error with the exact number (it once wrapped, and a
   * 2^64-byte buffer ran as 0 bytes). An identity layout's extent is the product of the sizes
   * (its strides may have wrapped).
   */
  private static long allocationBytes(Machine ex, Operation op, long offset, long[] sizes,
      long[] strides, boolean identity, int elemBytes) {
    for (long size : sizes) {
      if (size == 0) {
        return 0;
      }
    }
    try {
      long extent = 1;
      for (int i = 0; i < sizes.length; i++) {
        extent = identity ? Math.multiplyExact(extent, sizes[i])
            : Math.addExact(extent, Math.multiplyExact(sizes[i] - 1, Math.absExact(strides[i])));
      }
      return Math.multiplyExact(Math.addExact(extent, offset), elemBytes);
    } catch (ArithmeticException overflow) {
      BigInteger extent = BigInteger.ONE;
      for (int i = 0; i < sizes.length; i++) {
        extent = identity ? extent.multiply(BigInteger.valueOf(sizes[i]))
            : extent.add(BigInteger.valueOf(sizes[i] - 1).multiply(BigInteger.valueOf(strides[i]).abs()));
      }
      throw ex.heap().tooLarge(op,
          extent.add(BigInteger.valueOf(offset)).multiply(BigInteger.valueOf(elemBytes)));
    }
  }

  /** Elements spanned from offset 0: 1 + sum of (size - 1) * stride, or 0 when empty. */
  public static long extent(long[] sizes, long[] strides) {
    long e = 1;
    for (int i = 0; i < sizes.length; i++) {
      if (sizes[i] == 0) {
        return 0;
      }
      e += (sizes[i] - 1) * Math.abs(strides[i]);
    }
    return e;
  }

  public static MemRefValue argument(Machine ex, MemRefType t, BufferArgument b) {
    long[] dyn = b.dynamicSizes() == null ? new long[0] : b.dynamicSizes();
    List<Long> dynamic = new java.util.ArrayList<>();
    for (long d : dyn) {
      dynamic.add(d);
    }
    long[] shape = t.getShape();
    int needed = 0;
    for (long s : shape) {
      needed += s == ShapedType.DYNAMIC ? 1 : 0;
    }
    if (needed != dynamic.size()) {
      throw new IllegalArgumentException("memref argument of type " + t + " needs " + needed
          + " dynamic sizes, got " + dynamic.size());
    }
    // A layout with dynamic strides or offset (a function boundary bufferized without identity
    // layouts) takes any buffer; the caller's is a plain one.
    StridesAndOffset so = t.hasIdentityLayout() ? null : t.getStridesAndOffset();
    boolean dynamicLayout = so != null && (so.offset() == ShapedType.DYNAMIC
        || java.util.Arrays.stream(so.strides()).anyMatch(s -> s == ShapedType.DYNAMIC));
    MemRefType allocated = dynamicLayout ? MemRefType.get(t.getShape(), t.getElementType()) : t;
    MemRefValue m = allocate(ex, Allocation.Kind.ARGUMENT, allocated,
        sizes(t, dynamic, null, ex), 0, null);
    if (b.bytes() != null && allocated.hasIdentityLayout()
        && b.bytes().length == m.numElements() * m.elemBytes) {
      // Encoded already: copied in at once, as the element-by-element writes below would.
      ex.heap().initialize(m, b.bytes());
      if (m.numElements() > 0) {
        ex.heap().touch(m.alloc);
      }
      return m;
    }
    long[] i = {0};
    forEachIndex(m.sizes, idx -> {
      Number n = b.contents() == null ? (Number) i[0] : b.contents().get((int) i[0]);
      i[0]++;
      ex.heap().write(m, idx, scalar(t.getElementType(), n), null);
    });
    return m;
  }

  /** {@code n} as the runtime value of element type {@code t}. */
  public static Object scalar(Type t, Number n) {
    if (t instanceof jopt.ir.type.FloatType ft) {
      return Scalars.round(ft, n.doubleValue());
    }
    return Scalars.normalize(n.longValue(), Scalars.width(t));
  }

  public interface IndexVisitor {
    void visit(long[] idx);
  }

  /** Visits every index of a shape in row-major order (the array is reused). */
  public static void forEachIndex(long[] sizes, IndexVisitor v) {
    for (long s : sizes) {
      if (s == 0) {
        return;
      }
    }
    long[] idx = new long[sizes.length];
    while (true) {
      v.visit(idx);
      int d = sizes.length - 1;
      while (d >= 0 && ++idx[d] == sizes[d]) {
        idx[d] = 0;
        d--;
      }
      if (d < 0) {
        return;
      }
    }
  }

  /** Checks {@code idx} against the sizes of {@code m}: an out-of-bounds index is a fault. */
  public static void checkIndices(Machine ex, MemRefValue m, long[] idx, Operation op) {
    for (int d = 0; d < idx.length; d++) {
      if (!MemRefValue.inBounds(idx[d], m.sizes[d])) {
        throw ex.heap().error(Kind.OUT_OF_BOUNDS, op, "index " + idx[d]
            + " out of bounds for dimension " + d + " of size " + m.sizes[d])
            .note(m.alloc.allocLocation(), "buffer #" + m.alloc.id() + " allocated here").build();
      }
    }
  }
}
