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

  /**
   * Appends the value as MLIR prints it: {@code %.6e}-like when that round-trips, else the
   * shortest-safe APFloat form if it has a '.', else the bit pattern in hex. Returns true when
   * hex was printed.
   */
  static boolean printFloatValue(FloatType t, BigInteger bits, StringBuilder out) {
    Decoded d = FloatCodec.decode(t, bits);
    if (d.category() != Category.INFINITY && d.category() != Category.NAN) {
      Decimal exact = Decimal.of(d);
      String s = toString(t, d, exact, 6, 0, false);
      if (parsesBackExactly(t, s, bits)) {
        out.append(s);
        return false;
      }
      s = toString(t, d, exact, 0, 3, true);
      if (s.indexOf('.') >= 0) {
        out.append(s);
        return false;
      }
    }
    out.append("0x").append(bits.toString(16).toUpperCase());
    return true;
  }

  /** A finite nonzero value as an exact decimal {@code digits * 10^exp} (toStringImpl's first step). */
  private record Decimal(BigInteger digits, int exp) {
    static Decimal of(Decoded d) {
      if (d.category() != Category.NORMAL) {
        return null;
      }
      BigInteger significand = d.significand();
      int exp = d.exponent();
      int trailingZeros = significand.getLowestSetBit();
      exp += trailingZeros;
      significand = significand.shiftRight(trailingZeros);
      // Change the exponent from 2^exp to 10^exp: N * 2^-e == N * 5^e * 10^-e.
      if (exp > 0) {
        return new Decimal(significand.shiftLeft(exp), 0);
      }
      return new Decimal(exp < 0 ? significand.multiply(pow5(-exp)) : significand, exp);
    }
  }

  private static boolean parsesBackExactly(FloatType t, String s, BigInteger bits) {
    if (t == FloatType.F64) {
      return Double.doubleToRawLongBits(Double.parseDouble(s)) == bits.longValue();
    }
    if (t == FloatType.F32) {
      return Float.floatToRawIntBits(Float.parseFloat(s)) == bits.intValue();
    }
    if (t.getPrecision() > 53) {
      return FloatCodec.parseDecimalExact(t, s).equals(bits);
    }
    // A 7-digit decimal never lies within half a double ulp of a tie of these narrow formats, so
    // rounding through a double is exact here.
    return FloatCodec.parseDecimalViaDouble(t, s).equals(bits);
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
    BigInteger significand = exact.digits();
    int exp = exact.exp();
    // AdjustToPrecision on the integer: drop decimal digits by truncation.
    int bits = significand.bitLength();
    int bitsRequired = (formatPrecision * 196 + 58) / 59;
    if (bits > bitsRequired) {
      int tensRemovable = (bits - bitsRequired) * 59 / 196;
      if (tensRemovable > 0) {
        exp += tensRemovable;
        significand = significand.divide(pow10(tensRemovable));
      }
    }
    // Digits, most significant first, without trailing zeros.
    String all = significand.bitLength() < 63 ? Long.toString(significand.longValue()) : significand.toString();
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
