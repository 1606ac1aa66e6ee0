package jopt.interpreter.runtime;

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

  /** Appends {@link #g} of {@code v} to {@code sb}. */
  public static void appendG(StringBuilder sb, double v) {
    char[] buf = new char[G_CHARS];
    sb.append(buf, 0, putG(buf, 0, v));
  }

  /** Room {@link #putG} needs: %g of a double is at most 13 chars ("-1.23457e-308"). */
  public static final int G_CHARS = 16;

  /**
   * Writes {@link #g} of {@code v} into {@code buf} from {@code at}, where {@link #G_CHARS}
   * chars are free; returns the position after it (printMemref's elements: no String each).
   */
  public static int putG(char[] buf, int at, double v) {
    if (v != 0 && Double.isFinite(v)) {
      if (v == Math.rint(v) && Math.abs(v) < 1e6) {
        return putInt(buf, at, (long) v);
      }
      int end = putFastG(buf, at, v);
      if (end >= 0) {
        return end;
      }
    }
    String s = g(v);
    s.getChars(0, s.length(), buf, at);
    return at + s.length();
  }

  /** Writes {@code n} (|n| < 10^6) in decimal; returns the position after it. */
  private static int putInt(char[] buf, int at, long n) {
    if (n < 0) {
      buf[at++] = '-';
      n = -n;
    }
    int len = 1;
    for (long p = 10; p <= n; p *= 10) {
      len++;
    }
    for (int i = at + len - 1; i >= at; i--) {
      buf[i] = (char) ('0' + n % 10);
      n /= 10;
    }
    return at + len;
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
    char[] buf = new char[G_CHARS];
    int end = putFastG(buf, 0, v);
    return end < 0 ? null : new String(buf, 0, end);
  }

  /**
   * Writes %g of finite non-zero {@code v} as {@link #fastG} makes it into {@code buf} from
   * {@code at}; returns the position after it, or -1 where it cannot (buf's contents then
   * unspecified).
   */
  private static int putFastG(char[] buf, int at, double v) {
    double a = Math.abs(v);
    if (!(a >= 1e-30 && a < 1e30)) {
      return -1;
    }
    int x = (int) Math.floor(Math.log10(a));
    int shift = 5 - x;
    double m = shift >= 0 ? a * POW10[shift] : a / POW10[-shift];
    double fl = Math.floor(m);
    double frac = m - fl;
    int digits;
    // m is exactly a * 10^shift when the scaling did not round (10^k is exact up to k = 22): then
    // it rounds to nearest-even as the exact value does, halfway points included (an f32 such
    // as 0.01953125 scales exactly: 24 bits of mantissa and 5^shift fit in a double's 53).
    boolean exact = Math.abs(shift) <= 22 && (shift >= 0 ? Math.fma(a, POW10[shift], -m) == 0
        : Math.fma(m, POW10[-shift], -a) == 0);
    if (exact) {
      if (m < 100000 || m >= 999999.5) {
        return -1;
      }
      digits = (int) (frac > 0.5 || (frac == 0.5 && ((long) fl & 1) == 1) ? fl + 1 : fl);
    } else if (Math.abs(frac - 0.5) < 1e-4 || m < 100000.5 || m > 999999.4) {
      return -1;
    } else {
      digits = (int) (frac > 0.5 ? fl + 1 : fl);
    }
    if (digits >= 1000000) {
      return -1;
    }
    int p = at;
    if (v < 0) {
      buf[p++] = '-';
    }
    // The six digits go at d..d+5 (shifted later as the format needs); len without trailing zeros.
    boolean sci = x < -4 || x >= 6;
    int lead = sci || x >= 0 ? 0 : -x; // "0." and -x-1 zeros before the digits when x < 0
    int d = p + lead + 1;
    for (int i = d + 5; i >= d; i--) {
      buf[i] = (char) ('0' + digits % 10);
      digits /= 10;
    }
    int len = 6;
    while (buf[d + len - 1] == '0') {
      len--;
    }
    if (sci || x < 0) {
      if (sci) {
        // d.ddddde±XX: the first digit moves before the point.
        buf[p] = buf[d];
        int q = p + 1;
        if (len > 1) {
          buf[q++] = '.';
          q = d + len; // the other digits are already at d+1.. right after the point at d
        }
        int ax = Math.abs(x);
        buf[q++] = 'e';
        buf[q++] = x < 0 ? '-' : '+';
        if (ax >= 100) {
          buf[q++] = (char) ('0' + ax / 100);
        }
        buf[q++] = (char) ('0' + ax / 10 % 10);
        buf[q++] = (char) ('0' + ax % 10);
        return q;
      }
      // 0.000ddd: "0." then -x-1 zeros, the digits already follow at d.
      buf[p] = '0';
      buf[p + 1] = '.';
      for (int i = p + 2; i < d; i++) {
        buf[i] = '0';
      }
      return d + len;
    }
    // x in [0, 5]: x+1 digits, then the point and the rest when any remain.
    for (int i = 0; i <= x; i++) {
      buf[p + i] = buf[d + i];
    }
    if (len <= x + 1) {
      return p + x + 1;
    }
    buf[p + x + 1] = '.';
    return d + len;
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
