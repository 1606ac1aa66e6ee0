package jopt.ir.attr;

import java.math.BigDecimal;
import java.math.BigInteger;
import jopt.ir.type.FloatType;
import jopt.ir.type.FloatType.NonFinite;

/**
 * Bit-level encoding of every {@link FloatType}: decoding a bit pattern to sign, significand and
 * exponent, and rounding exact values (rationals, doubles, decimal strings) to a pattern with
 * round-to-nearest-even, as LLVM's APFloat does. Bit patterns are BigIntegers here so the
 * 80/128-bit formats work too; {@link FloatAttr} keeps a long for the common formats.
 */
public final class FloatCodec {
  private FloatCodec() {}

  public enum Category {
    ZERO, NORMAL, INFINITY, NAN
  }

  /** A decoded value: {@code (-1)^negative * significand * 2^exponent} for NORMAL (incl. subnormal). */
  public record Decoded(boolean negative, Category category, BigInteger significand, int exponent) {}

  private static BigInteger mask(int bits) {
    return BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
  }

  public static Decoded decode(FloatType t, BigInteger bits) {
    if (t.getWidth() <= 64) {
      return decode(t, bits.longValue());
    }
    int mb = t.getMantissaBits();
    int eb = t.getExponentBits();
    BigInteger mant = bits.and(mask(mb));
    int field = bits.shiftRight(mb).and(mask(eb)).intValue();
    int allOnes = (1 << eb) - 1;
    boolean neg = t.hasSignBit() && bits.testBit(t.getWidth() - 1);
    switch (t.getNonFinite()) {
      case IEEE -> {
        if (field == allOnes) {
          BigInteger fraction = t == FloatType.F80 ? mant.clearBit(63) : mant;
          return new Decoded(neg, fraction.signum() == 0 ? Category.INFINITY : Category.NAN, BigInteger.ZERO, 0);
        }
      }
      case NAN_ALL_ONES -> {
        if (field == allOnes && mant.equals(mask(mb))) {
          return new Decoded(neg, Category.NAN, BigInteger.ZERO, 0);
        }
      }
      case NAN_NEGATIVE_ZERO -> {
        if (neg && field == 0 && mant.signum() == 0) {
          return new Decoded(true, Category.NAN, BigInteger.ZERO, 0);
        }
      }
      default -> { }
    }
    int bias = t.getBias();
    if (!t.hasZero()) {
      return new Decoded(neg, Category.NORMAL, BigInteger.ONE.shiftLeft(mb).or(mant), field - bias - mb);
    }
    if (field == 0 && mant.signum() == 0) {
      return new Decoded(neg, Category.ZERO, BigInteger.ZERO, 0);
    }
    if (t == FloatType.F80) {
      return new Decoded(neg, Category.NORMAL, mant, Math.max(field, 1) - bias - 63);
    }
    if (field == 0) {
      return new Decoded(neg, Category.NORMAL, mant, 1 - bias - mb);
    }
    return new Decoded(neg, Category.NORMAL, BigInteger.ONE.shiftLeft(mb).or(mant), field - bias - mb);
  }

  /** Decodes the pattern of a format of at most 64 bits. */
  public static Decoded decode(FloatType t, long bits) {
    int mb = t.getMantissaBits();
    int eb = t.getExponentBits();
    long mant = bits & ((1L << mb) - 1);
    int field = (int) ((bits >>> mb) & ((1L << eb) - 1));
    int allOnes = (1 << eb) - 1;
    boolean neg = t.hasSignBit() && ((bits >>> (t.getWidth() - 1)) & 1) != 0;
    switch (t.getNonFinite()) {
      case IEEE -> {
        if (field == allOnes) {
          return new Decoded(neg, mant == 0 ? Category.INFINITY : Category.NAN, BigInteger.ZERO, 0);
        }
      }
      case NAN_ALL_ONES -> {
        if (field == allOnes && mant == (1L << mb) - 1) {
          return new Decoded(neg, Category.NAN, BigInteger.ZERO, 0);
        }
      }
      case NAN_NEGATIVE_ZERO -> {
        if (neg && field == 0 && mant == 0) {
          return new Decoded(true, Category.NAN, BigInteger.ZERO, 0);
        }
      }
      default -> { }
    }
    int bias = t.getBias();
    if (!t.hasZero()) {
      return new Decoded(neg, Category.NORMAL, BigInteger.valueOf((1L << mb) | mant), field - bias - mb);
    }
    if (field == 0 && mant == 0) {
      return new Decoded(neg, Category.ZERO, BigInteger.ZERO, 0);
    }
    if (field == 0) {
      return new Decoded(neg, Category.NORMAL, BigInteger.valueOf(mant), 1 - bias - mb);
    }
    return new Decoded(neg, Category.NORMAL, BigInteger.valueOf((1L << mb) | mant), field - bias - mb);
  }

  public static boolean isNaN(FloatType t, BigInteger bits) {
    return decode(t, bits).category() == Category.NAN;
  }

  private static BigInteger signBit(FloatType t, boolean neg) {
    return neg && t.hasSignBit() ? BigInteger.ONE.shiftLeft(t.getWidth() - 1) : BigInteger.ZERO;
  }

  /** The default quiet NaN of {@code t} (null for formats without NaN). */
  public static BigInteger nan(FloatType t, boolean neg) {
    int mb = t.getMantissaBits();
    int eb = t.getExponentBits();
    return switch (t.getNonFinite()) {
      case IEEE -> {
        BigInteger quiet = BigInteger.ONE.shiftLeft(mb - 1);
        if (t == FloatType.F80) {
          quiet = quiet.setBit(mb - 2);
        }
        yield signBit(t, neg).or(mask(eb).shiftLeft(mb)).or(quiet);
      }
      case NAN_ALL_ONES -> signBit(t, neg).or(mask(eb + mb));
      case NAN_NEGATIVE_ZERO -> BigInteger.ONE.shiftLeft(t.getWidth() - 1);
      case FINITE_ONLY -> null;
    };
  }

  /** Infinity, or NaN / the largest finite value for formats without infinity. */
  public static BigInteger infinity(FloatType t, boolean neg) {
    int mb = t.getMantissaBits();
    int eb = t.getExponentBits();
    return switch (t.getNonFinite()) {
      case IEEE -> {
        BigInteger b = signBit(t, neg).or(mask(eb).shiftLeft(mb));
        yield t == FloatType.F80 ? b.setBit(63) : b;
      }
      case NAN_ALL_ONES, NAN_NEGATIVE_ZERO -> nan(t, neg);
      case FINITE_ONLY -> signBit(t, neg).or(mask(eb + mb));
    };
  }

  public static BigInteger zero(FloatType t, boolean neg) {
    return t.getNonFinite() == NonFinite.NAN_NEGATIVE_ZERO ? BigInteger.ZERO : signBit(t, neg);
  }

  /** Rounds {@code num / den} (both positive) to {@code t}, to nearest, ties to even. */
  public static BigInteger round(FloatType t, boolean neg, BigInteger num, BigInteger den) {
    if (num.signum() == 0) {
      return zero(t, neg);
    }
    if (neg && !t.hasSignBit()) {
      return nan(t, false);
    }
    int p = t.getPrecision();
    int eMinLsb = t.getMinExponent() - (p - 1);
    int e = num.bitLength() - den.bitLength() - p;
    BigInteger[] qr = divide(num, den, e);
    if (qr[0].bitLength() > p) {
      e++;
    }
    if (e < eMinLsb) {
      e = eMinLsb;
    }
    qr = divide(num, den, e);
    BigInteger q = qr[0];
    BigInteger denScaled = e >= 0 ? den.shiftLeft(e) : den;
    int cmp = qr[1].shiftLeft(1).compareTo(denScaled);
    if (cmp > 0 || (cmp == 0 && q.testBit(0))) {
      q = q.add(BigInteger.ONE);
    }
    if (q.bitLength() > p) {
      q = q.shiftRight(1);
      e++;
    }
    if (q.signum() == 0) {
      return t.hasZero() ? zero(t, neg) : BigInteger.ZERO;
    }
    int mb = t.getMantissaBits();
    int eb = t.getExponentBits();
    BigInteger bits;
    if (q.bitLength() == p) {
      int unbiased = e + p - 1;
      if (unbiased > t.getMaxExponent()) {
        return infinity(t, neg);
      }
      BigInteger mant = t == FloatType.F80 ? q : q.clearBit(p - 1);
      bits = BigInteger.valueOf(unbiased + t.getBias()).shiftLeft(mb).or(mant);
      if (t.getNonFinite() == NonFinite.NAN_ALL_ONES && bits.equals(mask(eb + mb))) {
        return infinity(t, neg);
      }
    } else {
      bits = q;
    }
    return bits.or(signBit(t, neg));
  }

  /** floor(num / (den * 2^e)) and the remainder against {@code den * 2^max(e,0)} scaled alike. */
  private static BigInteger[] divide(BigInteger num, BigInteger den, int e) {
    return e >= 0 ? num.divideAndRemainder(den.shiftLeft(e)) : num.shiftLeft(-e).divideAndRemainder(den);
  }

  /** Rounds {@code (-1)^neg * sig * 2^exp} to {@code t}. */
  public static BigInteger round(FloatType t, boolean neg, BigInteger sig, int exp) {
    return exp >= 0 ? round(t, neg, sig.shiftLeft(exp), BigInteger.ONE)
        : round(t, neg, sig, BigInteger.ONE.shiftLeft(-exp));
  }

  /** Converts a double to {@code t} (round to nearest even; NaN payload truncated and quieted). */
  public static BigInteger fromDouble(FloatType t, double d) {
    if (t == FloatType.F64) {
      return BigInteger.valueOf(Double.doubleToRawLongBits(d)).and(mask(64));
    }
    if (t == FloatType.F32) {
      return BigInteger.valueOf(Float.floatToRawIntBits((float) d) & 0xFFFFFFFFL);
    }
    long raw = Double.doubleToRawLongBits(d);
    boolean neg = raw < 0;
    if (Double.isNaN(d)) {
      BigInteger nan = nan(t, neg);
      if (nan != null && t.getNonFinite() == NonFinite.IEEE) {
        int mb = t.getMantissaBits() - (t == FloatType.F80 ? 1 : 0);
        long payload = raw & ((1L << 52) - 1);
        BigInteger pl = mb >= 52 ? BigInteger.valueOf(payload).shiftLeft(mb - 52)
            : BigInteger.valueOf(payload >>> (52 - mb));
        nan = nan.or(pl);
      }
      return nan;
    }
    if (Double.isInfinite(d)) {
      return infinity(t, neg);
    }
    if (d == 0) {
      return zero(t, neg);
    }
    int biased = (int) ((raw >>> 52) & 0x7FF);
    long mant = raw & ((1L << 52) - 1);
    long sig = biased == 0 ? mant : mant | (1L << 52);
    int exp = (biased == 0 ? 1 : biased) - 1075;
    return round(t, neg, BigInteger.valueOf(sig), exp);
  }

  /** The value of a pattern as the nearest double. */
  public static double toDouble(FloatType t, BigInteger bits) {
    if (t == FloatType.F64) {
      return Double.longBitsToDouble(bits.longValue());
    }
    if (t == FloatType.F32) {
      return Float.intBitsToFloat(bits.intValue());
    }
    Decoded d = decode(t, bits);
    return switch (d.category()) {
      case ZERO -> d.negative() ? -0.0 : 0.0;
      case INFINITY -> d.negative() ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
      case NAN -> d.negative() ? -Double.NaN : Double.NaN;
      case NORMAL -> Double.longBitsToDouble(
          round(FloatType.F64, d.negative(), d.significand(), d.exponent()).longValue());
    };
  }

  /** Exactly rounds a decimal literal ({@code [-+]?digits[.digits][e[-+]digits]}) to {@code t}. */
  public static BigInteger parseDecimalExact(FloatType t, String literal) {
    BigDecimal bd = new BigDecimal(literal);
    boolean neg = literal.startsWith("-");
    if (bd.signum() == 0) {
      return zero(t, neg);
    }
    BigInteger unscaled = bd.unscaledValue().abs();
    int scale = bd.scale();
    // Values far outside every format's range: saturate instead of building huge powers.
    long magnitude = (long) unscaled.toString().length() - scale;
    if (magnitude > 5000) {
      return infinity(t, neg);
    }
    if (magnitude < -5000) {
      return zero(t, neg);
    }
    return scale <= 0 ? round(t, neg, unscaled.multiply(BigInteger.TEN.pow(-scale)), BigInteger.ONE)
        : round(t, neg, unscaled, BigInteger.TEN.pow(scale));
  }

  /**
   * Parses a decimal literal into {@code t} the way MLIR's parser does: through a double, then
   * rounded to {@code t} (so {@code 0.1 : f80} is the double 0.1).
   */
  public static BigInteger parseDecimalViaDouble(FloatType t, String literal) {
    return fromDouble(t, Double.parseDouble(literal));
  }
}
