package jopt.interpreter.runtime;

import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.VectorType;

/** Integer and float scalars at runtime: widths, wrap-around, rounding and printing. */
public final class Scalars {
  private Scalars() {}

  /** The scalar an op on {@code t} works on: a vector's element type, else {@code t}. */
  public static Type scalarOf(Type t) {
    return t instanceof VectorType v ? v.getElementType() : t;
  }

  /** Bit width of an integer-like type or vector of them (index is 64), or -1. */
  public static int width(Type t) {
    t = scalarOf(t);
    if (t instanceof IndexType) {
      return 64;
    }
    return t instanceof IntegerType it ? it.width() : -1;
  }

  /** {@code bits} truncated to {@code w} bits and sign-extended: the canonical runtime form. */
  public static long normalize(long bits, int w) {
    return w >= 64 ? bits : (bits << (64 - w)) >> (64 - w);
  }

  /** The canonical value read as an unsigned number (for w == 64, compare with Long.*Unsigned). */
  public static long unsigned(long v, int w) {
    return w >= 64 ? v : v & ((1L << w) - 1);
  }

  /**
   * {@code v} rounded to float type {@code t} (to nearest even): how every float value, and
   * extf and truncf, take their type. Compiled code calls it too ({@link #roundF32} for f32).
   */
  public static double round(FloatType t, double v) {
    if (t == FloatType.F64) {
      return v;
    }
    if (t == FloatType.F32) {
      return roundF32(v);
    }
    return floatFromBits(t, floatToBits(t, v));
  }

  /** {@link #round} to f32, as the float compiled code holds an f32 in. */
  public static float roundF32(double v) {
    return (float) v;
  }

  public static long floatToBits(FloatType t, double v) {
    if (t == FloatType.F64) {
      return Double.doubleToRawLongBits(v);
    }
    int f = Float.floatToRawIntBits((float) v);
    if (t == FloatType.F32) {
      return f & 0xffffffffL;
    }
    if (t == FloatType.BF16) {
      if (Float.isNaN((float) v)) {
        return ((f >>> 16) | 0x40) & 0xffff;
      }
      return ((f + 0x7fff + ((f >>> 16) & 1)) >>> 16) & 0xffff;
    }
    return toHalf(f);
  }

  public static double floatFromBits(FloatType t, long bits) {
    if (t == FloatType.F64) {
      return Double.longBitsToDouble(bits);
    }
    if (t == FloatType.F32) {
      return Float.intBitsToFloat((int) bits);
    }
    if (t == FloatType.BF16) {
      return Float.intBitsToFloat((int) (bits & 0xffff) << 16);
    }
    return fromHalf((int) bits & 0xffff);
  }

  /** IEEE half from float bits, round to nearest even. */
  private static long toHalf(int bits) {
    int sign = (bits >>> 16) & 0x8000;
    int exp = (bits >>> 23) & 0xff;
    int mant = bits & 0x7fffff;
    if (exp == 0xff) {
      return sign | 0x7c00 | (mant != 0 ? 0x200 | (mant >>> 13) : 0);
    }
    int e = exp - 127 + 15;
    if (e >= 0x1f) {
      return sign | 0x7c00;
    }
    if (e <= 0) {
      if (e < -10) {
        return sign;
      }
      mant |= 0x800000;
      int shift = 14 - e;
      return sign | roundShift(mant, shift);
    }
    int half = (e << 10) | (mant >>> 13);
    int rem = mant & 0x1fff;
    if (rem > 0x1000 || (rem == 0x1000 && (half & 1) != 0)) {
      half++;
    }
    return sign | half;
  }

  private static int roundShift(int v, int shift) {
    int r = v >>> shift;
    int rem = v & ((1 << shift) - 1);
    int halfway = 1 << (shift - 1);
    if (rem > halfway || (rem == halfway && (r & 1) != 0)) {
      r++;
    }
    return r;
  }

  private static double fromHalf(int h) {
    int sign = (h & 0x8000) != 0 ? -1 : 1;
    int exp = (h >>> 10) & 0x1f;
    int mant = h & 0x3ff;
    if (exp == 0x1f) {
      return mant == 0 ? sign * Double.POSITIVE_INFINITY : Double.NaN;
    }
    if (exp == 0) {
      return sign * (mant * 0x1p-24); // -0.0 keeps its sign (an int product of 0 would not)
    }
    return sign * (1024 + mant) * Math.scalb(1.0, exp - 25);
  }

  /** Prints a scalar of type {@code t} as a test would expect: i1 as true/false. */
  public static String format(Object v, Type t) {
    if (v instanceof Double d) {
      return t == FloatType.F64 ? Double.toString(d) : Float.toString((float) (double) d);
    }
    if (v instanceof Long l && t instanceof IntegerType it && it.width() == 1) {
      return l != 0 ? "true" : "false";
    }
    return String.valueOf(v);
  }
}
