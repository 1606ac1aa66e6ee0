package jopt.interpreter.runtime;

import jopt.ir.Type;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.VectorType;

/**
 * Scalars in memory: little-endian bytes, sizes as MLIR's default data layout (i1 and i8 one
 * byte, index 8). At runtime integers are longs sign-extended from their width, floats doubles
 * rounded to their type. A fixed-shape vector element ({@code memref<8xvector<4xf32>>}) is laid
 * out as LLVM lays out the array of 1-D vectors it lowers to: each row's elements in order, the
 * row padded to a power-of-two size ({@code vector<3xf32>} takes 16 bytes); vectors of elements
 * LLVM packs as bits ({@code vector<8xi1>}) are not supported.
 */
public final class ElementCodec {
  private ElementCodec() {}

  static boolean isSupported(Type t) {
    return byteSize(t) > 0;
  }

  /** Bytes per element, or -1 for types the interpreter cannot hold in memory. */
  public static int byteSize(Type t) {
    if (t instanceof IndexType) {
      return 8;
    }
    if (t instanceof IntegerType it) {
      int w = it.width();
      return w <= 8 ? 1 : w <= 16 ? 2 : w <= 32 ? 4 : w <= 64 ? 8 : -1;
    }
    if (t == FloatType.F16 || t == FloatType.BF16) {
      return 2;
    }
    if (t == FloatType.F32) {
      return 4;
    }
    if (t == FloatType.F64) {
      return 8;
    }
    if (t instanceof VectorType v && !v.isScalable()) {
      int row = rowBytes(v);
      return row <= 0 ? -1 : Math.multiplyExact(row, VectorValue.count(v.getShape()) / rowLength(v));
    }
    if (t instanceof ComplexType c && (c.getElementType() == FloatType.F32
        || c.getElementType() == FloatType.F64)) {
      return 2 * byteSize(c.getElementType());
    }
    return -1;
  }

  /** Elements of a vector's rows (its last dimension; 1 for a 0-d vector). */
  private static int rowLength(VectorType v) {
    long[] shape = v.getShape();
    return shape.length == 0 ? 1 : (int) Math.max(shape[shape.length - 1], 1);
  }

  /**
   * Bytes of one row (1-D vector) of {@code v} in memory as LLVM lays it out: its elements'
   * bytes rounded up to a power of two (its natural alignment); -1 for elements LLVM packs as
   * bits (i1 and other widths not a multiple of 8), complex numbers and scalable vectors.
   */
  private static int rowBytes(VectorType v) {
    Type e = v.getElementType();
    int n = byteSize(e);
    int w = Scalars.width(e);
    if (n <= 0 || e instanceof ComplexType || w > 0 && w % 8 != 0) {
      return -1;
    }
    long bytes = (long) n * rowLength(v);
    return (int) (Long.bitCount(bytes) == 1 ? bytes : Long.highestOneBit(bytes) << 1);
  }

  public static Object read(byte[] b, int pos, Type t) {
    if (t instanceof VectorType v) {
      Type e = v.getElementType();
      int n = byteSize(e);
      int len = rowLength(v);
      int row = rowBytes(v);
      Object[] elements = new Object[VectorValue.count(v.getShape())];
      for (int i = 0; i < elements.length; i++) {
        elements[i] = read(b, pos + (i / len) * row + (i % len) * n, e);
      }
      return VectorValue.of(v, elements);
    }
    if (t instanceof ComplexType c) {
      int half = byteSize(c.getElementType());
      return new ComplexValue((Double) read(b, pos, c.getElementType()),
          (Double) read(b, pos + half, c.getElementType()));
    }
    int n = byteSize(t);
    long bits = 0;
    for (int i = n - 1; i >= 0; i--) {
      bits = (bits << 8) | (b[pos + i] & 0xff);
    }
    if (t instanceof FloatType ft) {
      return Scalars.floatFromBits(ft, bits);
    }
    return Scalars.normalize(bits, Scalars.width(t));
  }

  static void write(byte[] b, int pos, Type t, Object v) {
    if (t instanceof VectorType vt) {
      Type e = vt.getElementType();
      int n = byteSize(e);
      int len = rowLength(vt);
      int row = rowBytes(vt);
      VectorValue x = (VectorValue) v;
      for (int i = 0; i < VectorValue.count(vt.getShape()); i++) {
        write(b, pos + (i / len) * row + (i % len) * n, e, x.get(i));
      }
      return;
    }
    if (t instanceof ComplexType c) {
      ComplexValue z = (ComplexValue) v;
      write(b, pos, c.getElementType(), z.re());
      write(b, pos + byteSize(c.getElementType()), c.getElementType(), z.im());
      return;
    }
    int n = byteSize(t);
    long bits = t instanceof FloatType ft ? Scalars.floatToBits(ft, (Double) v) : (Long) v;
    for (int i = 0; i < n; i++) {
      b[pos + i] = (byte) bits;
      bits >>>= 8;
    }
  }
}
