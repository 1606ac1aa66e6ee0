package jopt.interpreter;

import jopt.ir.Type;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/**
 * Scalars in memory: little-endian bytes, sizes as MLIR's default data layout (i1 and i8 one
 * byte, index 8). At runtime integers are longs sign-extended from their width, floats doubles
 * rounded to their type.
 */
final class ElementCodec {
  private ElementCodec() {}

  static boolean isSupported(Type t) {
    return byteSize(t) > 0;
  }

  /** Bytes per element, or -1 for types the interpreter cannot hold in memory. */
  static int byteSize(Type t) {
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
    if (t instanceof ComplexType c && (c.getElementType() == FloatType.F32
        || c.getElementType() == FloatType.F64)) {
      return 2 * byteSize(c.getElementType());
    }
    return -1;
  }

  static Object read(byte[] b, int pos, Type t) {
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
