package jopt.interpreter.semantics;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.RuntimeError;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.Operation;

/**
 * The one definition of what arith's ops compute on scalars, one static method per op and held
 * kind (a long for integers and index, sign-extended from width {@code w}; a float for f32; a
 * double for f64, f16 and bf16), named as the op ({@code arith.addf} is {@link #addf},
 * {@code arith.index_castui} is {@link #indexCastui}). The interpreter's semantics
 * ({@link ArithSemantics}, {@link ArithCastSemantics}) call them, and compiled code calls the
 * same methods with {@code invokestatic} (the JIT inlines them), so the two cannot differ.
 * Integer results are wrapped to the width here; float results are rounded to their type by
 * whoever holds them (the interpreter's {@code setFloat}, the compiled code's store). Ops that
 * are undefined behaviour (poison in MLIR) on some inputs take the op and the
 * {@link Execution} and throw the interpreter's error at the op.
 */
public final class ArithScalars {
  private ArithScalars() {}

  /** The name of the method of op {@code mnemonic} ("index_cast" -> "indexCast"). */
  public static String method(String mnemonic) {
    StringBuilder b = new StringBuilder(mnemonic.length());
    for (int i = 0; i < mnemonic.length(); i++) {
      char c = mnemonic.charAt(i);
      if (c == '_' && i + 1 < mnemonic.length()) {
        b.append(Character.toUpperCase(mnemonic.charAt(++i)));
      } else {
        b.append(c);
      }
    }
    return b.toString();
  }

  // ---- float binary and unary ops: f32 computed in float, the others in double. A double
  // holds the exact result of +, -, *, / and % of two floats or rounds it innocuously, so the
  // double form rounded to f32 would give the same; the float form is what compiled f32 code runs.

  public static float addf(float a, float b) {
    return a + b;
  }

  public static double addf(double a, double b) {
    return a + b;
  }

  public static float subf(float a, float b) {
    return a - b;
  }

  public static double subf(double a, double b) {
    return a - b;
  }

  public static float mulf(float a, float b) {
    return a * b;
  }

  public static double mulf(double a, double b) {
    return a * b;
  }

  public static float divf(float a, float b) {
    return a / b;
  }

  public static double divf(double a, double b) {
    return a / b;
  }

  public static float remf(float a, float b) {
    return a % b;
  }

  public static double remf(double a, double b) {
    return a % b;
  }

  public static float negf(float a) {
    return -a;
  }

  public static double negf(double a) {
    return -a;
  }

  // The min/max ops: on floats widened to double the double form is exact. maximumf and
  // minimumf also have an f32 form (what compiled f32 code runs, without the widening): Math's
  // max and min (NaN if either is, -0 below +0; branch-free intrinsics, where comparisons
  // mispredicted on a ReLU's signs) with any NaN made the canonical one, as the double form's.

  public static float maximumf(float a, float b) {
    float m = Math.max(a, b);
    return m != m ? Float.NaN : m;
  }

  public static float minimumf(float a, float b) {
    float m = Math.min(a, b);
    return m != m ? Float.NaN : m;
  }

  public static double maximumf(double a, double b) {
    return Double.isNaN(a) || Double.isNaN(b) ? Double.NaN : Math.max(a, b);
  }

  public static double minimumf(double a, double b) {
    return Double.isNaN(a) || Double.isNaN(b) ? Double.NaN : Math.min(a, b);
  }

  public static double maxnumf(double a, double b) {
    return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.max(a, b);
  }

  public static double minnumf(double a, double b) {
    return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.min(a, b);
  }

  // ---- integer binary ops at width w (1..64) that are defined on every input

  public static long addi(long a, long b, int w) {
    return Scalars.normalize(a + b, w);
  }

  public static long subi(long a, long b, int w) {
    return Scalars.normalize(a - b, w);
  }

  public static long muli(long a, long b, int w) {
    return Scalars.normalize(a * b, w);
  }

  public static long andi(long a, long b, int w) {
    return a & b;
  }

  public static long ori(long a, long b, int w) {
    return a | b;
  }

  public static long xori(long a, long b, int w) {
    return a ^ b;
  }

  public static long maxsi(long a, long b, int w) {
    return Math.max(a, b);
  }

  public static long minsi(long a, long b, int w) {
    return Math.min(a, b);
  }

  public static long maxui(long a, long b, int w) {
    return Long.compareUnsigned(Scalars.unsigned(a, w), Scalars.unsigned(b, w)) >= 0 ? a : b;
  }

  public static long minui(long a, long b, int w) {
    return Long.compareUnsigned(Scalars.unsigned(a, w), Scalars.unsigned(b, w)) <= 0 ? a : b;
  }

  // ---- integer binary ops that are undefined behaviour on some inputs

  public static long shli(long a, long b, int w, Operation op, Execution ex) {
    return Scalars.normalize(a << shift(b, w, op, ex), w);
  }

  public static long shrsi(long a, long b, int w, Operation op, Execution ex) {
    return a >> shift(b, w, op, ex);
  }

  public static long shrui(long a, long b, int w, Operation op, Execution ex) {
    return Scalars.normalize(Scalars.unsigned(a, w) >>> shift(b, w, op, ex), w);
  }

  public static long divsi(long a, long b, int w, Operation op, Execution ex) {
    signedDivisor(a, b, w, op, ex);
    return a / b;
  }

  public static long remsi(long a, long b, int w, Operation op, Execution ex) {
    divisor(b, op, ex);
    return a % b;
  }

  public static long floordivsi(long a, long b, int w, Operation op, Execution ex) {
    signedDivisor(a, b, w, op, ex);
    return Math.floorDiv(a, b);
  }

  public static long ceildivsi(long a, long b, int w, Operation op, Execution ex) {
    signedDivisor(a, b, w, op, ex);
    long q = a / b;
    return a % b != 0 && (a ^ b) >= 0 ? q + 1 : q;
  }

  public static long divui(long a, long b, int w, Operation op, Execution ex) {
    divisor(b, op, ex);
    return Scalars.normalize(Long.divideUnsigned(Scalars.unsigned(a, w), Scalars.unsigned(b, w)),
        w);
  }

  public static long remui(long a, long b, int w, Operation op, Execution ex) {
    divisor(b, op, ex);
    return Scalars.normalize(
        Long.remainderUnsigned(Scalars.unsigned(a, w), Scalars.unsigned(b, w)), w);
  }

  public static long ceildivui(long a, long b, int w, Operation op, Execution ex) {
    divisor(b, op, ex);
    long ua = Scalars.unsigned(a, w);
    long ub = Scalars.unsigned(b, w);
    long q = Long.divideUnsigned(ua, ub);
    return Scalars.normalize(Long.remainderUnsigned(ua, ub) != 0 ? q + 1 : q, w);
  }

  /** A shift amount {@code b}, read as unsigned; not less than {@code w} is poison. */
  private static long shift(long b, int w, Operation op, Execution ex) {
    long ub = Scalars.unsigned(b, w);
    if (Long.compareUnsigned(ub, w) >= 0) {
      throw ub(ex, op, "shift amount " + ub + " is not less than the bit width " + w + " (poison)");
    }
    return ub;
  }

  private static void divisor(long b, Operation op, Execution ex) {
    if (b == 0) {
      throw ub(ex, op, "division by zero");
    }
  }

  /** Checks a signed division: by zero, and of the most negative value by -1, are UB. */
  private static void signedDivisor(long a, long b, int w, Operation op, Execution ex) {
    divisor(b, op, ex);
    long min = w == 64 ? Long.MIN_VALUE : -(1L << (w - 1));
    if (a == min && b == -1) {
      throw ub(ex, op, "signed division overflow");
    }
  }

  private static RuntimeError ub(Execution ex, Operation op, String what) {
    return ex.error(Kind.UNDEFINED_BEHAVIOR, op, what);
  }

  // ---- comparisons and select

  /** arith.cmpi's predicate {@code p} (0..9: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge). */
  public static boolean cmpi(int p, long a, long b, int w) {
    return switch (p) {
      case 0 -> a == b;
      case 1 -> a != b;
      case 2 -> a < b;
      case 3 -> a <= b;
      case 4 -> a > b;
      case 5 -> a >= b;
      default -> {
        int u = Long.compareUnsigned(Scalars.unsigned(a, w), Scalars.unsigned(b, w));
        yield p == 6 ? u < 0 : p == 7 ? u <= 0 : p == 8 ? u > 0 : u >= 0;
      }
    };
  }

  /** arith.cmpf's predicate {@code p} (0..15: false, oeq, ogt, ..., uno, true). */
  public static boolean cmpf(int p, double a, double b) {
    boolean uno = Double.isNaN(a) || Double.isNaN(b);
    return switch (p) {
      case 0 -> false;
      case 1 -> !uno && a == b;
      case 2 -> !uno && a > b;
      case 3 -> !uno && a >= b;
      case 4 -> !uno && a < b;
      case 5 -> !uno && a <= b;
      case 6 -> !uno && a != b;
      case 7 -> !uno;
      case 8 -> uno || a == b;
      case 9 -> uno || a > b;
      case 10 -> uno || a >= b;
      case 11 -> uno || a < b;
      case 12 -> uno || a <= b;
      case 13 -> uno || a != b;
      case 14 -> uno;
      default -> true;
    };
  }

  /** arith.select: whether condition {@code c} (an i1) picks the true value. */
  public static boolean select(long c) {
    return c != 0;
  }

  // ---- casts; w is the result's width, in the operand's

  public static long indexCast(long v, int w) {
    return Scalars.normalize(v, w);
  }

  public static long extsi(long v, int w) {
    return Scalars.normalize(v, w);
  }

  public static long trunci(long v, int w) {
    return Scalars.normalize(v, w);
  }

  public static long indexCastui(long v, int in, int w) {
    return Scalars.normalize(Scalars.unsigned(v, in), w);
  }

  public static long extui(long v, int in, int w) {
    return Scalars.normalize(Scalars.unsigned(v, in), w);
  }

  /** arith.sitofp, before rounding to the result type. */
  public static double sitofp(long v) {
    return v;
  }

  /** arith.uitofp of the {@code in}-bit integer {@code v}, before rounding to the result type. */
  public static double uitofp(long v, int in) {
    long u = Scalars.unsigned(v, in);
    return u >= 0 ? (double) u : unsignedBig(u, 64).doubleValue();
  }

  // fptosi and fptoui: a value in [lo, end) of the width (so neither NaN nor infinite) is
  // truncated by the JVM's conversion, small enough for the JIT to inline with the width a
  // constant (the bounds then fold: quantizing bodies convert every element); the rest, values
  // just below lo that still truncate into range, wider integers and poison, by fpToInt.

  public static long fptosi(double d, int w, Operation op, Execution ex) {
    double end = w <= 64 ? powerOfTwo(w - 1) : Double.NaN;
    if (d >= -end && d < end) {
      return (long) d;
    }
    return fpToInt(d, w, true, op, ex);
  }

  public static long fptoui(double d, int w, Operation op, Execution ex) {
    double end = w <= 64 ? powerOfTwo(Math.min(w, 63)) : Double.NaN;
    if (d >= 0 && d < end) {
      return Scalars.normalize((long) d, w);
    }
    return Scalars.normalize(fpToInt(d, w, false, op, ex), w);
  }

  /** 2^k for k in 0..63, exactly. */
  private static double powerOfTwo(int k) {
    return k < 63 ? (double) (1L << k) : 0x1p63;
  }

  /** {@code d} rounded towards zero to a {@code w}-bit integer; out of range is poison. */
  private static long fpToInt(double d, int w, boolean signed, Operation op, Execution ex) {
    if (Double.isNaN(d) || Double.isInfinite(d)) {
      throw ub(ex, op, "conversion of " + d + " to an integer (poison)");
    }
    if (w > 64) {
      BigInteger v = new BigDecimal(d).setScale(0, RoundingMode.DOWN).toBigInteger();
      BigInteger lo = signed ? BigInteger.ONE.shiftLeft(w - 1).negate() : BigInteger.ZERO;
      BigInteger hi = (signed ? BigInteger.ONE.shiftLeft(w - 1) : BigInteger.ONE.shiftLeft(w))
          .subtract(BigInteger.ONE);
      if (v.compareTo(lo) < 0 || v.compareTo(hi) > 0) {
        throw outOfRange(d, op, ex);
      }
      return v.longValue();
    }
    // Exact in doubles (t is an integer, the bounds powers of two), without a BigDecimal per
    // element: a Resize's index arithmetic converts one or two per element.
    double t = d < 0 ? Math.ceil(d) : Math.floor(d);
    double lo = signed ? -Math.scalb(1.0, w - 1) : 0;
    double end = Math.scalb(1.0, signed ? w - 1 : w);
    if (t < lo || t >= end) {
      throw outOfRange(d, op, ex);
    }
    // The low 64 bits, as BigInteger.longValue gives them (an unsigned 2^63 or more).
    return t < 0x1p63 ? (long) t : (long) (t - 0x1p63) + Long.MIN_VALUE;
  }

  private static RuntimeError outOfRange(double d, Operation op, Execution ex) {
    return ub(ex, op, "conversion of " + d + " out of the range of "
        + op.getResult(0).getType() + " (poison)");
  }

  /** The {@code w}-bit integer {@code v} read as unsigned, exactly. */
  static BigInteger unsignedBig(long v, int w) {
    BigInteger b = BigInteger.valueOf(v);
    return b.signum() < 0 ? b.add(BigInteger.ONE.shiftLeft(w)) : b;
  }
}
