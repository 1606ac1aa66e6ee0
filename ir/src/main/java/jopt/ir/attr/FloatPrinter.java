package jopt.ir.attr;

import java.math.BigInteger;
import jopt.ir.attr.FloatCodec.Category;
import jopt.ir.attr.FloatCodec.Decoded;
import jopt.ir.type.FloatType;

/**
 * MLIR's printFloatValue on top of a port of LLVM's APFloat::toString (toStringImpl with both
 * AdjustToPrecision steps, truncating then rounding half up).
 */
final class FloatPrinter {
  private FloatPrinter() {}

  private static final BigInteger FIVE = BigInteger.valueOf(5);

  /** Powers 5^k and 10^k for the exponents common in f16..f64 values; larger ones are computed. */
  private static final int POW_CACHE = 400;
  private static final BigInteger[] POW5 = powers(5);
  private static final BigInteger[] POW10 = powers(10);

  private static BigInteger[] powers(int base) {
    BigInteger[] r = new BigInteger[POW_CACHE];
    r[0] = BigInteger.ONE;
    BigInteger b = BigInteger.valueOf(base);
    for (int i = 1; i < POW_CACHE; i++) {
      r[i] = r[i - 1].multiply(b);
    }
    return r;
  }

  private static BigInteger pow5(int k) {
    return k < POW_CACHE ? POW5[k] : FIVE.pow(k);
  }

  private static BigInteger pow10(int k) {
    return k < POW_CACHE ? POW10[k] : BigInteger.TEN.pow(k);
  }

  private static final long[] LONG_POW5 = new long[28];
  private static final long[] LONG_POW10 = new long[19];

  static {
    LONG_POW5[0] = 1;
    for (int i = 1; i < LONG_POW5.length; i++) {
      LONG_POW5[i] = LONG_POW5[i - 1] * 5;
    }
    LONG_POW10[0] = 1;
    for (int i = 1; i < LONG_POW10.length; i++) {
      LONG_POW10[i] = LONG_POW10[i - 1] * 10;
    }
  }

  /**
   * Appends the value as MLIR prints it: {@code %.6e}-like when that round-trips, else the
   * shortest-safe APFloat form if it has a '.', else the bit pattern in hex. Returns true when
   * hex was printed. {@code bits} is the pattern of a format of at most 64 bits.
   */
  static boolean printFloatValue(FloatType t, long bits, StringBuilder out) {
    if (printDecimal(t, FloatCodec.decode(t, bits), bits, null, out)) {
      return false;
    }
    long mask = t.getWidth() == 64 ? -1L : (1L << t.getWidth()) - 1;
    out.append("0x").append(Long.toHexString(bits & mask).toUpperCase());
    return true;
  }

  /** Like {@link #printFloatValue(FloatType, long, StringBuilder)} for any format. */
  static boolean printFloatValue(FloatType t, BigInteger bits, StringBuilder out) {
    if (t.getWidth() <= 64) {
      return printFloatValue(t, bits.longValue(), out);
    }
    if (printDecimal(t, FloatCodec.decode(t, bits), 0, bits, out)) {
      return false;
    }
    out.append("0x").append(bits.toString(16).toUpperCase());
    return true;
  }

  /** Appends a decimal form and returns true, or returns false when MLIR would print hex. */
  private static boolean printDecimal(FloatType t, Decoded d, long bits, BigInteger wideBits, StringBuilder out) {
    if (d.category() == Category.INFINITY || d.category() == Category.NAN) {
      return false;
    }
    Decimal exact = Decimal.of(d);
    String s = toString(t, d, exact, 6, 0, false);
    if (parsesBackExactly(t, s, bits, wideBits)) {
      out.append(s);
      return true;
    }
    s = toString(t, d, exact, 0, 3, true);
    if (s.indexOf('.') >= 0) {
      out.append(s);
      return true;
    }
    return false;
  }

  /**
   * A finite nonzero value as an exact decimal {@code digits * 10^exp} (toStringImpl's first
   * step); the digits are in {@code small} when they fit 62 bits, else in {@code big}.
   */
  private record Decimal(long small, BigInteger big, int exp) {
    static Decimal of(Decoded d) {
      if (d.category() != Category.NORMAL) {
        return null;
      }
      BigInteger significand = d.significand();
      int exp = d.exponent();
      if (significand.bitLength() <= 62) {
        long sig = significand.longValue();
        int tz = Long.numberOfTrailingZeros(sig);
        sig >>>= tz;
        exp += tz;
        int sigBits = 64 - Long.numberOfLeadingZeros(sig);
        if (exp > 0) {
          return sigBits + exp <= 62 ? new Decimal(sig << exp, null, 0)
              : new Decimal(0, BigInteger.valueOf(sig).shiftLeft(exp), 0);
        }
        if (exp == 0) {
          return new Decimal(sig, null, 0);
        }
        int k = -exp;
        if (k < LONG_POW5.length && sigBits + 64 - Long.numberOfLeadingZeros(LONG_POW5[k]) <= 62) {
          return new Decimal(sig * LONG_POW5[k], null, exp);
        }
        return new Decimal(0, BigInteger.valueOf(sig).multiply(pow5(k)), exp);
      }
      int trailingZeros = significand.getLowestSetBit();
      exp += trailingZeros;
      significand = significand.shiftRight(trailingZeros);
      // Change the exponent from 2^exp to 10^exp: N * 2^-e == N * 5^e * 10^-e.
      if (exp > 0) {
        return new Decimal(0, significand.shiftLeft(exp), 0);
      }
      return new Decimal(0, exp < 0 ? significand.multiply(pow5(-exp)) : significand, exp);
    }
  }

  private static boolean parsesBackExactly(FloatType t, String s, long bits, BigInteger wideBits) {
    if (t == FloatType.F64) {
      return Double.doubleToRawLongBits(Double.parseDouble(s)) == bits;
    }
    if (t == FloatType.F32) {
      return Float.floatToRawIntBits(Float.parseFloat(s)) == (int) bits;
    }
    if (wideBits != null) {
      return FloatCodec.parseDecimalExact(t, s).equals(wideBits);
    }
    // A 7-digit decimal never lies within half a double ulp of a tie of these narrow formats, so
    // rounding through a double is exact here.
    return FloatCodec.parseDecimalViaDouble(t, s).longValue() == bits;
  }

  /** APFloat::toString(Str, formatPrecision, formatMaxPadding, truncateZero) of a finite value. */
  static String toString(FloatType t, Decoded d, Decimal exact, int formatPrecision, int formatMaxPadding,
      boolean truncateZero) {
    StringBuilder str = new StringBuilder(24);
    if (d.category() == Category.ZERO) {
      if (d.negative()) {
        str.append('-');
      }
      if (formatMaxPadding == 0) {
        if (truncateZero) {
          str.append("0.0E+0");
        } else {
          str.append("0.0");
          for (int i = 1; i < formatPrecision; i++) {
            str.append('0');
          }
          str.append("e+00");
        }
      } else {
        str.append('0');
      }
      return str.toString();
    }
    if (d.negative()) {
      str.append('-');
    }
    if (formatPrecision == 0) {
      formatPrecision = 2 + t.getPrecision() * 59 / 196;
    }
    int exp = exact.exp();
    int bitsRequired = (formatPrecision * 196 + 58) / 59;
    // AdjustToPrecision on the integer: drop decimal digits by truncation.
    String all;
    if (exact.big() == null) {
      long significand = exact.small();
      int bits = 64 - Long.numberOfLeadingZeros(significand);
      if (bits > bitsRequired) {
        int tensRemovable = (bits - bitsRequired) * 59 / 196;
        if (tensRemovable > 0) {
          exp += tensRemovable;
          significand /= LONG_POW10[tensRemovable];
        }
      }
      all = Long.toString(significand);
    } else {
      BigInteger significand = exact.big();
      int bits = significand.bitLength();
      if (bits > bitsRequired) {
        int tensRemovable = (bits - bitsRequired) * 59 / 196;
        if (tensRemovable > 0) {
          exp += tensRemovable;
          significand = significand.divide(pow10(tensRemovable));
        }
      }
      all = significand.bitLength() < 63 ? Long.toString(significand.longValue()) : significand.toString();
    }
    // Digits, most significant first, without trailing zeros.
    int n = all.length();
    while (n > 1 && all.charAt(n - 1) == '0') {
      n--;
      exp++;
    }
    char[] digits = all.substring(0, n).toCharArray();
    int ndigits = n;
    // AdjustToPrecision on the digits: round half up to formatPrecision digits.
    if (ndigits > formatPrecision) {
      int dropped = ndigits - formatPrecision;
      if (digits[formatPrecision] < '5') {
        int keep = formatPrecision;
        while (keep > 0 && digits[keep - 1] == '0') {
          keep--;
          dropped++;
        }
        exp += dropped;
        ndigits = keep;
      } else {
        int j = formatPrecision - 1;
        while (j >= 0 && digits[j] == '9') {
          j--;
          dropped++;
        }
        exp += dropped;
        if (j < 0) {
          digits[0] = '1';
          ndigits = 1;
        } else {
          digits[j]++;
          ndigits = j + 1;
        }
      }
    }
    boolean scientific;
    if (formatMaxPadding == 0) {
      scientific = true;
    } else if (exp >= 0) {
      scientific = exp > formatMaxPadding || ndigits + exp > formatPrecision;
    } else {
      int msd = exp + ndigits - 1;
      scientific = msd < 0 && -msd > formatMaxPadding;
    }
    if (scientific) {
      exp += ndigits - 1;
      str.append(digits[0]).append('.');
      if (ndigits == 1 && truncateZero) {
        str.append('0');
      } else {
        str.append(digits, 1, ndigits - 1);
      }
      if (!truncateZero && formatPrecision > ndigits - 1) {
        for (int i = 0; i < formatPrecision - ndigits + 1; i++) {
          str.append('0');
        }
      }
      str.append(truncateZero ? 'E' : 'e');
      str.append(exp >= 0 ? '+' : '-');
      int absExp = Math.abs(exp);
      if (!truncateZero && absExp < 10) {
        str.append('0');
      }
      str.append(absExp);
      return str.toString();
    }
    if (exp >= 0) {
      str.append(digits, 0, ndigits);
      for (int i = 0; i < exp; i++) {
        str.append('0');
      }
      return str.toString();
    }
    int wholeDigits = exp + ndigits;
    if (wholeDigits > 0) {
      str.append(digits, 0, wholeDigits).append('.').append(digits, wholeDigits, ndigits - wholeDigits);
    } else {
      str.append("0.");
      for (int i = 0; i < -wholeDigits; i++) {
        str.append('0');
      }
      str.append(digits, 0, ndigits);
    }
    return str.toString();
  }
}
