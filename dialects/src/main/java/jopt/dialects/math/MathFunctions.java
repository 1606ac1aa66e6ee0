package jopt.dialects.math;

import java.math.BigInteger;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import jopt.ir.attr.FloatAttr;
import jopt.ir.type.FloatType;

/**
 * The scalar semantics of the math ops, one home for their folders and for an interpreter:
 * what MLIR computes when it folds them (libm's function of the double or float value,
 * APFloat's rounding, APInt's bit counts and powers).
 *
 * <p>MLIR 22 folds the transcendental ops by calling the host's libm ({@code sin} on f64,
 * {@code sinf} on f32). jopt computes them with {@link StrictMath} (fdlibm), and an f32 result
 * as the f64 function of the widened value rounded once to f32. Both are within an ulp or so of
 * the exact value; where libm and fdlibm round differently the last bit of a folded constant
 * differs from mlir-opt-22's (see {@code MathFunctionsTest} for the values checked against it).
 */
public final class MathFunctions {
  private MathFunctions() {}

  /** A float function of one float argument (the f32 form of a libm function). */
  @FunctionalInterface
  public interface FloatUnary {
    float apply(float x);
  }

  /** A libm function of one argument, in its f64 and f32 forms. */
  public record Unary(DoubleUnaryOperator f64, FloatUnary f32) {
    static Unary of(DoubleUnaryOperator f64) {
      return new Unary(f64, x -> (float) f64.applyAsDouble(x));
    }
  }

  /** A libm function of two arguments, in its f64 and f32 forms. */
  public record Binary(DoubleBinaryOperator f64, FloatBinary f32) {
    static Binary of(DoubleBinaryOperator f64) {
      return new Binary(f64, (x, y) -> (float) f64.applyAsDouble(x, y));
    }
  }

  /** A float function of two float arguments. */
  @FunctionalInterface
  public interface FloatBinary {
    float apply(float x, float y);
  }

  private static final double LN2 = 0.6931471805599453;

  public static final Unary ACOS = Unary.of(StrictMath::acos);
  public static final Unary ACOSH = Unary.of(MathFunctions::acosh);
  public static final Unary ASIN = Unary.of(StrictMath::asin);
  public static final Unary ASINH = Unary.of(MathFunctions::asinh);
  public static final Unary ATAN = Unary.of(StrictMath::atan);
  public static final Unary ATANH = Unary.of(MathFunctions::atanh);
  public static final Unary CBRT = Unary.of(StrictMath::cbrt);
  public static final Unary COS = Unary.of(StrictMath::cos);
  public static final Unary COSH = Unary.of(StrictMath::cosh);
  public static final Unary ERF = new Unary(MathFunctions::erf, ErfF32::erf);
  public static final Unary ERFC = Unary.of(MathFunctions::erfc);
  public static final Unary EXP = Unary.of(StrictMath::exp);
  public static final Unary EXP2 = Unary.of(x -> StrictMath.pow(2, x));
  public static final Unary EXPM1 = Unary.of(StrictMath::expm1);
  public static final Unary LOG = Unary.of(StrictMath::log);
  public static final Unary LOG10 = Unary.of(StrictMath::log10);
  public static final Unary LOG1P = Unary.of(StrictMath::log1p);
  public static final Unary LOG2 = Unary.of(MathFunctions::log2);
  public static final Unary ROUND = Unary.of(MathFunctions::round);
  public static final Unary RSQRT = new Unary(x -> 1 / StrictMath.sqrt(x), x -> 1 / (float) StrictMath.sqrt(x));
  public static final Unary SIN = Unary.of(StrictMath::sin);
  public static final Unary SINH = Unary.of(StrictMath::sinh);
  public static final Unary SQRT = Unary.of(StrictMath::sqrt);
  public static final Unary TAN = Unary.of(StrictMath::tan);
  public static final Unary TANH = Unary.of(StrictMath::tanh);
  public static final Unary TRUNC = Unary.of(x -> x < 0 ? Math.ceil(x) : Math.floor(x));
  public static final Binary ATAN2 = Binary.of(StrictMath::atan2);
  public static final Binary POW = Binary.of(StrictMath::pow);

  /** C's round: to nearest, halfway cases away from zero. */
  static double round(double x) {
    if (Double.isNaN(x) || Double.isInfinite(x)) {
      return x + x;
    }
    double a = Math.abs(x);
    double t = Math.floor(a);
    if (a - t >= 0.5) {
      t += 1;
    }
    return Math.copySign(t, x);
  }

  static double log2(double x) {
    if (x > 0 && !Double.isInfinite(x) && (Double.doubleToRawLongBits(x) & 0xFFFFFFFFFFFFFL) == 0
        && x >= Double.MIN_NORMAL) {
      return Math.getExponent(x);
    }
    return StrictMath.log(x) / LN2;
  }

  static double asinh(double x) {
    double a = Math.abs(x);
    if (Double.isNaN(x) || Double.isInfinite(x)) {
      return x + x;
    }
    double r;
    if (a > 0x1p28) {
      r = StrictMath.log(a) + LN2;
    } else if (a > 2) {
      r = StrictMath.log(2 * a + 1 / (Math.sqrt(x * x + 1) + a));
    } else {
      r = StrictMath.log1p(a + x * x / (1 + Math.sqrt(1 + x * x)));
    }
    return Math.copySign(r, x);
  }

  static double acosh(double x) {
    if (x < 1) {
      return (x - x) / (x - x);
    }
    if (x > 0x1p28) {
      return Double.isInfinite(x) ? x + x : StrictMath.log(x) + LN2;
    }
    if (x > 2) {
      return StrictMath.log(2 * x - 1 / (x + Math.sqrt(x * x - 1)));
    }
    double t = x - 1;
    return StrictMath.log1p(t + Math.sqrt(2 * t + t * t));
  }

  static double atanh(double x) {
    double a = Math.abs(x);
    if (a > 1) {
      return (x - x) / (x - x);
    }
    if (a == 1) {
      return x / 0.0;
    }
    double r = a < 0.5 ? 0.5 * StrictMath.log1p(2 * a + 2 * a * a / (1 - a)) : 0.5 * StrictMath.log1p(2 * a / (1 - a));
    return Math.copySign(r, x);
  }

  /** erf: its Maclaurin series near 0, else 1 - erfc. */
  static double erf(double x) {
    if (Double.isNaN(x)) {
      return x + x;
    }
    double a = Math.abs(x);
    if (a < 2.5) {
      double sum = 0;
      double term = a;
      for (int n = 0; n < 200; n++) {
        double t = term / (2 * n + 1);
        sum += t;
        if (Math.abs(t) < 1e-18 * Math.abs(sum)) {
          break;
        }
        term = -term * a * a / (n + 1);
      }
      return Math.copySign(sum * 2 / Math.sqrt(Math.PI), x);
    }
    return Math.copySign(1 - erfcPositive(a), x);
  }

  static double erfc(double x) {
    if (Double.isNaN(x)) {
      return x + x;
    }
    if (x < 2.5) {
      return 1 - erf(x);
    }
    return erfcPositive(x);
  }

  /** erfc(x) for x >= 2.5 by its continued fraction (Lentz). */
  private static double erfcPositive(double x) {
    if (x > 27) {
      return 0;
    }
    double tiny = 1e-300;
    double f = x;
    double c = x;
    double d = 0;
    for (int n = 1; n < 500; n++) {
      double an = n / 2.0;
      d = x + an * d;
      d = d == 0 ? tiny : d;
      c = x + an / c;
      c = c == 0 ? tiny : c;
      d = 1 / d;
      double delta = c * d;
      f *= delta;
      if (Math.abs(delta - 1) < 1e-17) {
        break;
      }
    }
    return StrictMath.exp(-x * x) / (f * Math.sqrt(Math.PI));
  }

  // ---- APFloat operations, on constants of any float type

  /** Rounding directions of roundToIntegral: ceil, floor and roundeven. */
  public enum Rounding {
    UP, DOWN, NEAREST_EVEN
  }

  /** Whether a NaN of {@code t} has a sign and a payload (IEEE encodings). */
  private static boolean ieeeNaN(FloatType t) {
    return t.getNonFinite() == FloatType.NonFinite.IEEE;
  }

  /** The sign bit's mask of {@code t}, 0 for a type without sign. */
  private static long signBit(FloatType t) {
    return t.hasSignBit() ? 1L << (t.getWidth() - 1) : 0;
  }

  /** absf (APFloat's clearSign): the sign bit cleared, the unique NaN of the FNUZ types kept. */
  public static FloatAttr absf(FloatAttr a) {
    if (a.getType().getWidth() > 64 || a.isNaN() && a.getType().getNonFinite() == FloatType.NonFinite.NAN_NEGATIVE_ZERO) {
      return a.getType().getWidth() > 64 ? null : a;
    }
    return FloatAttr.fromBits(a.getType(), a.getBits() & ~signBit(a.getType()));
  }

  /** copysign (APFloat's copySign): the magnitude of {@code a} with the sign of {@code b}. */
  public static FloatAttr copySign(FloatAttr a, FloatAttr b) {
    FloatType t = a.getType();
    if (t.getWidth() > 64) {
      return null;
    }
    if (t.getNonFinite() == FloatType.NonFinite.NAN_NEGATIVE_ZERO && (a.isNaN() || a.isZero())) {
      return a;
    }
    long sign = signBit(t);
    return FloatAttr.fromBits(t, a.getBits() & ~sign | b.getBits() & sign);
  }

  /**
   * roundToIntegral in {@code mode}: an integral value of the same type (signs of zeros kept), a
   * NaN quieted. Types wider than 64 bits are not folded (null).
   */
  public static FloatAttr roundToIntegral(FloatAttr a, Rounding mode) {
    FloatType t = a.getType();
    if (t.getWidth() > 64) {
      return null;
    }
    if (a.isNaN()) {
      if (!ieeeNaN(t)) {
        return a;
      }
      int quiet = t.getPrecision() - 2;
      return FloatAttr.fromBits(t, a.getBits() | 1L << quiet);
    }
    double v = a.getValue();
    double r = switch (mode) {
      case UP -> Math.ceil(v);
      case DOWN -> Math.floor(v);
      case NEAREST_EVEN -> Math.rint(v);
    };
    return FloatAttr.get(t, r);
  }

  /** APFloat::isNormal: finite, not zero, not subnormal. */
  public static boolean isNormal(FloatAttr a) {
    if (a.isNaN() || a.isInfinity() || a.isZero()) {
      return false;
    }
    return Math.abs(a.getValue()) >= Math.scalb(1.0, a.getType().getMinExponent());
  }

  // ---- integer ops (APInt semantics on an unsigned value of `width` bits)

  private static BigInteger mask(int width) {
    return BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
  }

  /** absi: |a|, where the most negative value stays itself. */
  public static BigInteger absi(BigInteger a, int width) {
    return a.testBit(width - 1) ? a.negate().and(mask(width)) : a;
  }

  public static BigInteger ctlz(BigInteger a, int width) {
    return BigInteger.valueOf(width - a.bitLength());
  }

  public static BigInteger cttz(BigInteger a, int width) {
    return BigInteger.valueOf(a.signum() == 0 ? width : a.getLowestSetBit());
  }

  public static BigInteger ctpop(BigInteger a, int width) {
    return BigInteger.valueOf(a.bitCount());
  }

  /**
   * ipowi as MLIR folds it: {@code x^0 = 1}; a negative power gives 1 for base 1, +-1 for base
   * -1 (by the parity), 0 for other bases, and no fold (null) for base 0; else repeated squaring,
   * wrapping at {@code width} bits.
   */
  public static BigInteger ipowi(BigInteger base, BigInteger power, int width) {
    BigInteger m = mask(width);
    BigInteger one = BigInteger.ONE.and(m);
    if (power.signum() == 0) {
      return one;
    }
    if (power.testBit(width - 1)) {
      if (base.signum() == 0) {
        return null;
      }
      if (base.equals(one)) {
        return one;
      }
      if (!base.equals(m)) {
        return BigInteger.ZERO;
      }
      return power.testBit(0) ? m : one;
    }
    BigInteger result = one;
    BigInteger b = base;
    BigInteger p = power;
    while (true) {
      if (p.testBit(0)) {
        result = result.multiply(b).and(m);
      }
      p = p.shiftRight(1);
      if (p.signum() == 0) {
        return result;
      }
      b = b.multiply(b).and(m);
    }
  }
}
