package jopt.dialects.index;

import java.math.BigInteger;
import jopt.ir.attr.IntegerAttr;

/**
 * Integer arithmetic of one width (32 or 64 bits, the two widths {@code index} may have), on
 * values held sign-extended in a long, as APInt computes it: the semantics of the index ops,
 * which their folders evaluate at both widths.
 */
public final class IndexArith {
  private IndexArith() {}

  /** {@code v} truncated to {@code width} bits, sign-extended back. */
  public static long trunc(long v, int width) {
    return width == 64 ? v : (long) (int) v;
  }

  /** The bits of {@code v} at {@code width} as an unsigned number (zero-extended). */
  public static long unsigned(long v, int width) {
    return width == 64 ? v : v & 0xFFFFFFFFL;
  }

  /** The value of an index attribute as a 64-bit integer. */
  public static long valueOf(IntegerAttr a) {
    return a.getValue();
  }

  /** The index attribute holding {@code v}. */
  public static IntegerAttr attr(long v) {
    return IntegerAttr.get(jopt.ir.type.IndexType.INSTANCE, BigInteger.valueOf(v));
  }

  static long sdiv(long a, long b, int width) {
    return trunc(a / b, width);
  }

  static long udiv(long a, long b, int width) {
    return trunc(Long.divideUnsigned(unsigned(a, width), unsigned(b, width)), width);
  }

  static long srem(long a, long b, int width) {
    return trunc(a % b, width);
  }

  static long urem(long a, long b, int width) {
    return trunc(Long.remainderUnsigned(unsigned(a, width), unsigned(b, width)), width);
  }

  /** ceildivs as MLIR folds it: {@code n*m > 0 ? (n+x)/m + 1 : -(-n/m)} with {@code x = m > 0 ? -1 : 1}. */
  static Long ceilDivS(long n, long m, int width) {
    if (m == 0) {
      return null;
    }
    if (n == 0) {
      return n;
    }
    boolean mPositive = m > 0;
    if ((n > 0) != mPositive) {
      return trunc(-sdiv(trunc(-n, width), m, width), width);
    }
    long x = mPositive ? -1 : 1;
    return trunc(sdiv(trunc(n + x, width), m, width) + 1, width);
  }

  /** ceildivu: {@code n == 0 ? 0 : (n-1)/m + 1}. */
  static Long ceilDivU(long n, long m, int width) {
    if (m == 0) {
      return null;
    }
    if (n == 0) {
      return n;
    }
    return trunc(udiv(trunc(n - 1, width), m, width) + 1, width);
  }

  /** floordivs: {@code n*m < 0 ? -1 - (x-n)/m : n/m} with {@code x = m < 0 ? 1 : -1}. */
  static Long floorDivS(long n, long m, int width) {
    if (m == 0) {
      return null;
    }
    if (n == 0) {
      return n;
    }
    boolean mNegative = m < 0;
    if ((n < 0) == mNegative) {
      return sdiv(n, m, width);
    }
    long x = mNegative ? 1 : -1;
    return trunc(-1 - sdiv(trunc(x - n, width), m, width), width);
  }

  static long shl(long a, long b, int width) {
    return trunc(a << b, width);
  }

  static long ashr(long a, long b, int width) {
    return trunc(a >> b, width);
  }

  static long lshr(long a, long b, int width) {
    return trunc(unsigned(a, width) >>> b, width);
  }

  /** Whether {@code a > b} as unsigned numbers of {@code width} bits. */
  static boolean ugt(long a, long b, int width) {
    return Long.compareUnsigned(unsigned(a, width), unsigned(b, width)) > 0;
  }
}
