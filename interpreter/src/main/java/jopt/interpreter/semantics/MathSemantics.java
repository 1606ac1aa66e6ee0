package jopt.interpreter.semantics;

import java.math.BigInteger;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import jopt.dialects.math.MathFunctions;
import jopt.interpreter.runtime.ElementCodec;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.Operation;
import jopt.ir.type.FloatType;

/**
 * The math dialect on scalars and, element by element, on vectors: float functions computed
 * in double precision (StrictMath, as jopt's folders) and rounded to the result type, fused
 * multiply-adds, classification, and the integer ops (ctlz, cttz, ctpop, absi, ipowi) with
 * APInt semantics at the operand's width. The functions of {@link #DOUBLE_UNARY},
 * {@link #UNARY} and {@link #BINARY} also compile ({@code MathCodegen} calls the same function
 * objects), so that linalg bodies using them run compiled.
 */
public final class MathSemantics {
  private MathSemantics() {}

  /** Unary float functions computed in double precision, rounded to the result type. */
  public static final Map<String, DoubleUnaryOperator> DOUBLE_UNARY = Map.of(
      "math.exp", Math::exp,
      "math.absf", Math::abs,
      "math.floor", Math::floor,
      "math.ceil", Math::ceil,
      "math.sqrt", Math::sqrt,
      "math.rsqrt", x -> 1.0 / Math.sqrt(x),
      "math.log", Math::log,
      "math.tanh", Math::tanh,
      "math.round", x -> x < 0 ? -Math.floor(-x + 0.5) : Math.floor(x + 0.5),
      "math.roundeven", Math::rint);

  /**
   * The forms of {@link #DOUBLE_UNARY}'s functions used when the result is f32 (the others use
   * {@link #DOUBLE_UNARY}'s on f32 too): each gives a double that rounds to the same f32 as the
   * {@link #DOUBLE_UNARY} form's result.
   */
  private static final Map<String, DoubleUnaryOperator> DOUBLE_UNARY_F32 =
      Map.of("math.tanh", MathSemantics::tanhToF32);

  /**
   * The function of {@link #DOUBLE_UNARY}'s op {@code name} used for a result of type {@code t}:
   * its f32 form on f32 where it has one, else its double form (interpreted and compiled alike).
   */
  public static DoubleUnaryOperator doubleUnary(String name, FloatType t) {
    DoubleUnaryOperator f = DOUBLE_UNARY.get(name);
    return t == FloatType.F32 ? DOUBLE_UNARY_F32.getOrDefault(name, f) : f;
  }

  /**
   * {@code Math.tanh(x)} as far as its rounding to f32 goes: {@code 1 - 2 / (exp(2x) + 1)}
   * (Math.exp is a JIT intrinsic, Math.tanh is not: GELU's tanh took 10 ns an element, a fifth
   * of a tiny GPT-2's run), unless an f32 boundary lies within the two functions' error bounds
   * of it. Math.exp is within 1 ulp, so for |x| in [2^-10, 20] that form is within 5 * 2^-52 of
   * the exact tanh (every term is below 2 in magnitude and rounded a few times), and Math.tanh
   * within 2.5 of its ulps, below 2^-51: both lie within 2^-48 of each other, and when every
   * double within 2^-47 of the form rounds to one f32 (rounding is monotonic, so the ends
   * tell), so does Math.tanh's. Anything else (small or large |x|, NaN, a value near a point
   * halfway between two floats) is Math.tanh's own.
   */
  public static double tanhToF32(double x) {
    double a = Math.abs(x);
    if (a >= 0x1p-10 && a <= 20) {
      double t = 1 - 2 / (Math.exp(2 * x) + 1);
      if ((float) (t - 0x1p-47) == (float) (t + 0x1p-47)) {
        return t;
      }
    }
    return Math.tanh(x);
  }

  /** Unary float functions with an f32 form (used on f32) and an f64 form. */
  public static final Map<String, MathFunctions.Unary> UNARY = Map.ofEntries(
      Map.entry("math.acos", MathFunctions.ACOS), Map.entry("math.acosh", MathFunctions.ACOSH),
      Map.entry("math.asin", MathFunctions.ASIN), Map.entry("math.asinh", MathFunctions.ASINH),
      Map.entry("math.atan", MathFunctions.ATAN), Map.entry("math.atanh", MathFunctions.ATANH),
      Map.entry("math.cbrt", MathFunctions.CBRT), Map.entry("math.cos", MathFunctions.COS),
      Map.entry("math.cosh", MathFunctions.COSH), Map.entry("math.sin", MathFunctions.SIN),
      Map.entry("math.sinh", MathFunctions.SINH), Map.entry("math.erf", MathFunctions.ERF),
      Map.entry("math.erfc", MathFunctions.ERFC), Map.entry("math.exp2", MathFunctions.EXP2),
      Map.entry("math.expm1", MathFunctions.EXPM1), Map.entry("math.log10", MathFunctions.LOG10),
      Map.entry("math.log1p", MathFunctions.LOG1P), Map.entry("math.log2", MathFunctions.LOG2),
      Map.entry("math.tan", MathFunctions.TAN), Map.entry("math.trunc", MathFunctions.TRUNC));

  /** Binary float functions computed in double precision, rounded to the result type. */
  public static final Map<String, DoubleBinaryOperator> BINARY = Map.of(
      "math.powf", MathFunctions.POW.f64(),
      "math.atan2", MathFunctions.ATAN2.f64(),
      "math.copysign", Math::copySign);

  /**
   * The forms of {@link #BINARY}'s functions used when the result is f32 (the others use
   * {@link #BINARY}'s on f32 too): each gives a double that rounds to the same f32 as the
   * {@link #BINARY} form's result.
   */
  public static final Map<String, DoubleBinaryOperator> BINARY_F32 =
      Map.of("math.powf", MathSemantics::powfToF32);

  /**
   * {@code StrictMath.pow(x, y)} as far as its rounding to f32 goes: x squared or cubed by
   * multiplication when y is 2 or 3 and x an f32 (GELU's cube: StrictMath.pow took 100 ns an
   * element), unless that product lies within 8 of its ulps of a point halfway between two
   * floats. The square of an f32 is exact in double and the cube rounded once, and pow is
   * within an ulp of the exact power, so away from those points both round to the same f32.
   * Anything else (other exponents, results outside [2^-100, 2^100], NaN) is pow's own.
   */
  public static double powfToF32(double x, double y) {
    if ((y == 2.0 || y == 3.0) && (float) x == x) {
      double p = x * x;
      double hi = y == 2.0 ? p : p * x;
      double a = Math.abs(hi);
      if (a >= 0x1p-100 && a <= 0x1p100) {
        // In this range a is normal and so is the f32 it rounds to: the 29 low bits of a's
        // significand (those an f32 drops) tell its distance to the halfway point between
        // the two floats around it, 2^28 in a's ulps (Math.ulp, not inlined, was 14% of a
        // GPT-2's run).
        long low = Double.doubleToRawLongBits(a) & ((1L << 29) - 1);
        if (Math.abs(low - (1L << 28)) > 8) {
          return hi;
        }
      }
    }
    return StrictMath.pow(x, y);
  }

  static void register(SemanticsRegistry r) {
    DOUBLE_UNARY.keySet().forEach(name -> lifted(r, name, (op, ex) -> floatResult(op, ex,
        doubleUnary(name, floatType(op, ex)).applyAsDouble(float0(op, ex)))));
    UNARY.forEach((name, f) -> lifted(r, name, (op, ex) -> {
      FloatType t = floatType(op, ex);
      double x = float0(op, ex);
      floatResult(op, ex, t == FloatType.F32 && f.f32() != null ? f.f32().apply((float) x)
          : f.f64().applyAsDouble(x));
    }));
    BINARY.forEach((name, f) -> binary(r, name, f));
    lifted(r, "math.fma", (op, ex) -> floatResult(op, ex, fma(floatType(op, ex),
        float0(op, ex), ex.getFloat(op.getOperand(1)), ex.getFloat(op.getOperand(2)))));
    lifted(r, "math.clampf", (op, ex) -> {
      floatType(op, ex);
      double x = float0(op, ex);
      double lo = ex.getFloat(op.getOperand(1));
      double hi = ex.getFloat(op.getOperand(2));
      floatResult(op, ex, ArithScalars.minnumf(ArithScalars.maxnumf(x, lo), hi));
    });
    lifted(r, "math.fpowi", (op, ex) -> {
      floatType(op, ex);
      floatResult(op, ex, Math.pow(float0(op, ex), ex.getInt(op.getOperand(1))));
    });
    lifted(r, "math.sincos", (op, ex) -> {
      floatType(op, ex);
      double x = float0(op, ex);
      ex.setFloat(op.getResult(0), StrictMath.sin(x));
      ex.setFloat(op.getResult(1), StrictMath.cos(x));
    });
    classify(r, "math.isnan", (t, x) -> Double.isNaN(x));
    classify(r, "math.isinf", (t, x) -> Double.isInfinite(x));
    classify(r, "math.isfinite", (t, x) -> Double.isFinite(x));
    classify(r, "math.isnormal", (t, x) -> Double.isFinite(x)
        && Math.abs(x) >= Math.scalb(1.0, t.getMinExponent()));
    integer(r, "math.absi", MathFunctions::absi);
    integer(r, "math.ctlz", MathFunctions::ctlz);
    integer(r, "math.cttz", MathFunctions::cttz);
    integer(r, "math.ctpop", MathFunctions::ctpop);
    lifted(r, "math.ipowi", (op, ex) -> {
      int w = ArithSemantics.intWidth(op, ex);
      BigInteger base = ArithScalars.unsignedBig(ex.getInt(op.getOperand(0)), w);
      BigInteger power = ArithScalars.unsignedBig(ex.getInt(op.getOperand(1)), w);
      // Zero to a negative power is 0 at runtime (convert-math-to-funcs), not folded.
      BigInteger v = MathFunctions.ipowi(base, power, w);
      ex.setInt(op.getResult(0), v == null ? 0 : v.longValue());
    });
  }

  private static void lifted(SemanticsRegistry r, String name, OpSemantics s) {
    r.registerUnregistered(name, ElementwiseLifting.lift(s));
  }

  private static void binary(SemanticsRegistry r, String name, DoubleBinaryOperator f) {
    DoubleBinaryOperator onF32 = BINARY_F32.getOrDefault(name, f);
    lifted(r, name, (op, ex) -> {
      DoubleBinaryOperator g = floatType(op, ex) == FloatType.F32 ? onF32 : f;
      floatResult(op, ex, g.applyAsDouble(float0(op, ex), ex.getFloat(op.getOperand(1))));
    });
  }

  private static void classify(SemanticsRegistry r, String name,
      java.util.function.BiPredicate<FloatType, Double> test) {
    lifted(r, name, (op, ex) -> {
      double x = float0(op, ex);
      ex.setInt(op.getResult(0), test.test(floatType(op, ex), x) ? 1 : 0);
    });
  }

  private static void integer(SemanticsRegistry r, String name,
      BiFunction<BigInteger, Integer, BigInteger> f) {
    lifted(r, name, (op, ex) -> {
      int w = ArithSemantics.intWidth(op, ex);
      BigInteger a = ArithScalars.unsignedBig(ex.getInt(op.getOperand(0)), w);
      ex.setInt(op.getResult(0), f.apply(a, w).longValue());
    });
  }

  private static FloatType floatType(Operation op, Execution ex) {
    if (!(Scalars.scalarOf(op.getOperand(0).getType()) instanceof FloatType t)
        || ElementCodec.byteSize(t) <= 0) {
      throw ex.error(Kind.UNSUPPORTED, op, op.getName() + " on " + op.getOperand(0).getType()
          + " is not supported (f16, bf16, f32 and f64 are)");
    }
    return t;
  }

  private static double float0(Operation op, Execution ex) {
    floatType(op, ex);
    return ex.getFloat(op.getOperand(0));
  }

  private static void floatResult(Operation op, Execution ex, double v) {
    ArithSemantics.floatType(op, ex);
    ex.setFloat(op.getResult(0), v);
  }

  /** A fused multiply-add in the precision of {@code t} (one rounding for f32 and f64). */
  static double fma(FloatType t, double a, double b, double c) {
    if (t == FloatType.F64) {
      return Math.fma(a, b, c);
    }
    return Math.fma((float) a, (float) b, (float) c);
  }
}
