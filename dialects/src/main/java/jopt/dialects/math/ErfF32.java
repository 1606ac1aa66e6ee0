package jopt.dialects.math;

/**
 * erf on f32 as {@link MathFunctions#ERF}'s f32 form defines it, {@code (float) erf((double) x)},
 * the same bits, but about ten times faster where models call it (GELU: one erf per activation).
 * A degree-6 Taylor polynomial of erf around the nearest multiple of 1/64 in [0, 4] gives a
 * double within far less than {@link #SLACK} (relative) of the series {@code erf} sums; when
 * every double within that slack rounds to the same float, that float is the one rounding
 * {@code erf}'s own double gives, and it is returned. Otherwise (a value within the slack of
 * halfway between two floats, once in tens of thousands) and for NaN, the f32 is {@code erf}'s
 * own rounded; from 4 on, +-1. erf is odd and rounding symmetric: the sign is applied last.
 */
public final class ErfF32 {
  private ErfF32() {}

  /**
   * Centers per unit of |x|. Public with {@link #TERMS}, {@link #SLACK} and {@link #term}: the
   * interpreter's vector form evaluates the same polynomials, under the same test.
   */
  public static final int STEPS = 64;
  /**
   * Polynomial terms: degree 6; the remainder is below 1e-16 on |x - center| <= 1/128 (|c_7| <
   * 0.03). Fewer terms than at 1/16 (degree 9): GELU's erf is a sixth of a tiny transformer's run.
   */
  public static final int TERMS = 7;
  /** The relative distance within which erf's double is known to lie from the polynomial's. */
  public static final double SLACK = 1e-12;
  /** Row i: the Taylor coefficients of erf at i / STEPS, for |x| < 4. */
  private static final double[][] COEFFICIENTS = coefficients();

  /**
   * The coefficients c_k = erf^(k)(x0) / k! at each center x0: c_0 = erf(x0), and for k >= 0
   * erf^(k+1)(x) = 2 / sqrt(pi) (-1)^k H_k(x) exp(-x^2) with Hermite's H_0 = 1, H_1 = 2x,
   * H_(k+1) = 2x H_k - 2k H_(k-1).
   */
  private static double[][] coefficients() {
    double[][] c = new double[4 * STEPS + 1][TERMS];
    for (int i = 0; i < c.length; i++) {
      double x0 = (double) i / STEPS;
      c[i][0] = MathFunctions.erf(x0);
      double g = 2 / Math.sqrt(Math.PI) * StrictMath.exp(-x0 * x0);
      double hPrev = 0;
      double h = 1;
      double factorial = 1;
      for (int k = 0; k + 1 < TERMS; k++) {
        factorial *= k + 1;
        c[i][k + 1] = ((k & 1) == 0 ? g : -g) * h / factorial;
        double next = 2 * x0 * h - 2 * k * hPrev;
        hPrev = h;
        h = next;
      }
    }
    return c;
  }

  /** A copy of coefficient {@code k} of every center, center {@code i} at index i. */
  public static double[] term(int k) {
    double[] t = new double[COEFFICIENTS.length];
    for (int i = 0; i < t.length; i++) {
      t[i] = COEFFICIENTS[i][k];
    }
    return t;
  }

  /** {@code (float) MathFunctions.erf(x)}. */
  public static float erf(float x) {
    float a = Math.abs(x);
    if (!(a < 4)) {
      // From 4 on erf is within erfc(4) < 1.6e-8 of 1, under half an ulp of 1f (2^-25): it
      // rounds to +-1 (the stand-in weights' activations reach 1e24: the series took 30 ns).
      return a >= 4 ? Math.copySign(1f, x) : (float) MathFunctions.erf(x);
    }
    int i = (int) (a * STEPS + 0.5f);
    double t = a - (double) i / STEPS;
    double[] c = COEFFICIENTS[i];
    double p = c[TERMS - 1];
    for (int k = TERMS - 2; k >= 0; k--) {
      p = p * t + c[k];
    }
    double slack = p * SLACK;
    float lo = (float) (p - slack);
    if (lo != (float) (p + slack)) {
      return (float) MathFunctions.erf(x);
    }
    return Math.copySign(lo, x);
  }
}
