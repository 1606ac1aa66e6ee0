package jopt.interpreter;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Numbers as C's printf and C++'s ostream write them (glibc): {@code %g} (an ostream's default
 * for floats), {@code %e} and {@code %f}, rounded to nearest-even on the exact binary value.
 */
final class CFormat {
  private CFormat() {}

  /** {@code %g} with 6 significant digits: "0.1", "1.23457e+06", "1e-07", "nan", "-inf". */
  static String g(double v) {
    String special = special(v);
    if (special != null) {
      return special;
    }
    if (v == 0) {
      return (1 / v < 0) ? "-0" : "0";
    }
    int p = 6;
    BigDecimal r = new BigDecimal(v).round(new MathContext(p, RoundingMode.HALF_EVEN));
    int x = r.precision() - r.scale() - 1; // the decimal exponent after rounding
    if (x < -4 || x >= p) {
      return scientific(r, p - 1, true);
    }
    String s = r.setScale(Math.max(0, p - 1 - x), RoundingMode.HALF_EVEN).toPlainString();
    return stripZeros(s);
  }

  /** {@code %e}: one digit, a point, six digits, the exponent of at least two digits. */
  static String e(double v) {
    String special = special(v);
    if (special != null) {
      return special;
    }
    if (v == 0) {
      return ((1 / v < 0) ? "-" : "") + "0.000000e+00";
    }
    BigDecimal r = new BigDecimal(v).round(new MathContext(7, RoundingMode.HALF_EVEN));
    return scientific(r, 6, false);
  }

  /** {@code %f} / {@code %lf}: six decimals. */
  static String f(double v) {
    String special = special(v);
    if (special != null) {
      return special;
    }
    String s = new BigDecimal(v).setScale(6, RoundingMode.HALF_EVEN).toPlainString();
    return v < 0 || (v == 0 && 1 / v < 0) ? (s.startsWith("-") ? s : "-" + s) : s;
  }

  private static String special(double v) {
    if (Double.isNaN(v)) {
      return (Double.doubleToRawLongBits(v) < 0) ? "-nan" : "nan";
    }
    if (Double.isInfinite(v)) {
      return v < 0 ? "-inf" : "inf";
    }
    return null;
  }

  /** {@code r} (already rounded) as d.ddd...e±XX with {@code decimals} digits after the point. */
  private static String scientific(BigDecimal r, int decimals, boolean strip) {
    int x = r.precision() - r.scale() - 1;
    BigDecimal m = r.movePointLeft(x).setScale(decimals, RoundingMode.HALF_EVEN);
    String mant = m.toPlainString();
    if (strip) {
      mant = stripZeros(mant);
    }
    int ax = Math.abs(x);
    return mant + "e" + (x < 0 ? "-" : "+") + (ax < 10 ? "0" : "") + ax;
  }

  private static String stripZeros(String s) {
    if (s.indexOf('.') < 0) {
      return s;
    }
    int end = s.length();
    while (s.charAt(end - 1) == '0') {
      end--;
    }
    if (s.charAt(end - 1) == '.') {
      end--;
    }
    return s.substring(0, end);
  }
}
