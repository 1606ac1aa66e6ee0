package jopt.interpreter;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Numbers as C's printf and C++'s ostream write them (glibc): {@code %g} (an ostream's default
 * for floats), {@code %e} and {@code %f}, rounded to nearest-even on the exact binary value.
 */
public final class CFormat {
  private CFormat() {}

  /** {@code %g} with 6 significant digits: "0.1", "1.23457e+06", "1e-07", "nan", "-inf". */
  public static String g(double v) {
    String special = special(v);
    if (special != null) {
      return special;
    }
    if (v == 0) {
      return (1 / v < 0) ? "-0" : "0";
    }
    if (v == Math.rint(v) && Math.abs(v) < 1e6) {
      return Long.toString((long) v);
    }
    String fast = fastG(v);
    return fast != null ? fast : exactG(v);
  }

  /** %g of a finite non-zero {@code v} through its exact decimal value. */
  static String exactG(double v) {
    int p = 6;
    BigDecimal r = new BigDecimal(v).round(new MathContext(p, RoundingMode.HALF_EVEN));
    int x = r.precision() - r.scale() - 1; // the decimal exponent after rounding
    if (x < -4 || x >= p) {
      return scientific(r, p - 1, true);
    }
    String s = r.setScale(Math.max(0, p - 1 - x), RoundingMode.HALF_EVEN).toPlainString();
    return stripZeros(s);
  }

  private static final double[] POW10 = new double[40];

  static {
    for (int i = 0; i < POW10.length; i++) {
      POW10[i] = Math.pow(10, i);
    }
  }

  /**
   * %g by scaling in double arithmetic, or null where that could round otherwise than the exact
   * value does (near a halfway point or a power of ten; far exponents): then BigDecimal decides.
   */
  private static String fastG(double v) {
    double a = Math.abs(v);
    if (!(a >= 1e-30 && a < 1e30)) {
      return null;
    }
    int x = (int) Math.floor(Math.log10(a));
    int shift = 5 - x;
    double m = shift >= 0 ? a * POW10[shift] : a / POW10[-shift];
    double fl = Math.floor(m);
    double frac = m - fl;
    if (Math.abs(frac - 0.5) < 1e-4 || m < 100000.5 || m > 999999.4) {
      return null;
    }
    long digits = (long) (frac > 0.5 ? fl + 1 : fl);
    if (digits >= 1000000) {
      return null;
    }
    String d = Long.toString(digits);
    StringBuilder sb = new StringBuilder(16);
    if (v < 0) {
      sb.append('-');
    }
    if (x < -4 || x >= 6) {
      sb.append(d.charAt(0));
      String rest = stripTrailingZeros(d.substring(1));
      if (!rest.isEmpty()) {
        sb.append('.').append(rest);
      }
      int ax = Math.abs(x);
      return sb.append('e').append(x < 0 ? '-' : '+').append(ax < 10 ? "0" : "").append(ax)
          .toString();
    }
    if (x >= 0) {
      sb.append(d, 0, x + 1);
      String rest = stripTrailingZeros(d.substring(x + 1));
      if (!rest.isEmpty()) {
        sb.append('.').append(rest);
      }
      return sb.toString();
    }
    sb.append("0.");
    for (int i = -1; i > x; i--) {
      sb.append('0');
    }
    return sb.append(stripTrailingZeros(d)).toString();
  }

  private static String stripTrailingZeros(String s) {
    int end = s.length();
    while (end > 0 && s.charAt(end - 1) == '0') {
      end--;
    }
    return s.substring(0, end);
  }

  /** {@code %e}: one digit, a point, six digits, the exponent of at least two digits. */
  public static String e(double v) {
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
  public static String f(double v) {
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
