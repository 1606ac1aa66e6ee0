package jopt.dialects.onnx;

/** Interval arithmetic on longs that saturates at Long.MIN_VALUE and Long.MAX_VALUE (unbounded). */
final class Bounds {
  private Bounds() {}

  static long add(long a, long b) {
    if (a == Long.MIN_VALUE || b == Long.MIN_VALUE) {
      return a == Long.MAX_VALUE || b == Long.MAX_VALUE ? 0 : Long.MIN_VALUE;
    }
    if (a == Long.MAX_VALUE || b == Long.MAX_VALUE) {
      return Long.MAX_VALUE;
    }
    long r = a + b;
    if (((a ^ r) & (b ^ r)) < 0) {
      return a > 0 ? Long.MAX_VALUE : Long.MIN_VALUE;
    }
    return r;
  }

  static long mul(long a, long b) {
    if (a == 0 || b == 0) {
      return 0;
    }
    long hi = Math.multiplyHigh(a, b);
    long lo = a * b;
    boolean overflow = (hi != 0 || lo < 0) && (hi != -1 || lo >= 0)
        || a == Long.MIN_VALUE || b == Long.MIN_VALUE || a == Long.MAX_VALUE || b == Long.MAX_VALUE;
    if (overflow) {
      return (a > 0) == (b > 0) ? Long.MAX_VALUE : Long.MIN_VALUE;
    }
    return lo;
  }

  /** The interval of the products of two intervals. */
  static long[] mul(long[] x, long[] y) {
    long a = mul(x[0], y[0]);
    long b = mul(x[0], y[1]);
    long c = mul(x[1], y[0]);
    long d = mul(x[1], y[1]);
    return new long[] {Math.min(Math.min(a, b), Math.min(c, d)), Math.max(Math.max(a, b), Math.max(c, d))};
  }
}
