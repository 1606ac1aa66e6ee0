package jopt.dialects.math;

import static jopt.dialects.math.MathFolder.classify;
import static jopt.dialects.math.MathFolder.floatBinary;
import static jopt.dialects.math.MathFolder.floatUnary;
import static jopt.dialects.math.MathFolder.intBinary;
import static jopt.dialects.math.MathFolder.intUnary;
import static jopt.dialects.math.MathFolder.libm;
import static jopt.dialects.math.MathOps.Shape.CLAMPF;
import static jopt.dialects.math.MathOps.Shape.CLASSIFY;
import static jopt.dialects.math.MathOps.Shape.FLOAT_BINARY;
import static jopt.dialects.math.MathOps.Shape.FLOAT_TERNARY;
import static jopt.dialects.math.MathOps.Shape.FLOAT_UNARY;
import static jopt.dialects.math.MathOps.Shape.FPOWI;
import static jopt.dialects.math.MathOps.Shape.INT_BINARY;
import static jopt.dialects.math.MathOps.Shape.INT_UNARY;
import static jopt.dialects.math.MathOps.Shape.SINCOS;

import java.util.List;
import java.util.function.Predicate;
import jopt.dialects.math.MathFunctions.Rounding;
import jopt.ir.attr.FloatAttr;
import jopt.ir.type.FloatType;

/**
 * The ops of MLIR 22's math dialect, one row each: its shape (which fixes operands, results,
 * traits and assembly format, see {@link MathOp}), MLIR's summary and its folder as MLIR 22 has
 * it (null: none). The scalar semantics are in {@link MathFunctions}.
 */
public final class MathOps {
  private MathOps() {}

  /** The families of math ops that share operands, results, traits and format. */
  public enum Shape {
    /** Math_FloatUnaryOp: {@code %r = math.sqrt %x fastmath<fast> : f32}. */
    FLOAT_UNARY,
    /** Math_FloatBinaryOp: {@code %r = math.powf %x, %y : f32}. */
    FLOAT_BINARY,
    /** Math_FloatTernaryOp: {@code %r = math.fma %a, %b, %c : f32}. */
    FLOAT_TERNARY,
    /** math.clampf: {@code %r = math.clampf %x to [%lo, %hi] : f32}. */
    CLAMPF,
    /** Math_IntegerUnaryOp: {@code %r = math.ctlz %i : i32}. */
    INT_UNARY,
    /** Math_IntegerBinaryOp: {@code %r = math.ipowi %a, %b : i32}. */
    INT_BINARY,
    /** Math_FloatClassificationOp: {@code %b = math.isnan %x : f32} (i1 results). */
    CLASSIFY,
    /** math.sincos: {@code %s, %c = math.sincos %x : f32}. */
    SINCOS,
    /** math.fpowi: {@code %r = math.fpowi %x, %n : f32, i32}. */
    FPOWI
  }

  /** One op: its name, shape, MLIR's summary, and its folder (null when MLIR 22 has none). */
  public record Row(String name, Shape shape, String summary, MathFolder.Fold fold) {}

  /** log, log2, log10 and sqrt do not fold a negative operand (-0 and -NaN included). */
  private static final Predicate<FloatAttr> NOT_NEGATIVE = a -> !a.isNegative();

  /** log1p does not fold where {@code a + 1} (rounded in the type) is negative. */
  private static boolean onePlusNotNegative(FloatAttr a) {
    if (a.getType() == FloatType.F32) {
      return Float.floatToRawIntBits((float) a.getValue() + 1.0f) >= 0;
    }
    return Double.doubleToRawLongBits(a.getValue() + 1.0) >= 0;
  }

  /** atan2(+-0, +-0) folds to the default NaN of the type, before libm is asked. */
  private static FloatAttr atan2OfZeros(FloatAttr a, FloatAttr b) {
    if (!a.isZero() || !b.isZero()) {
      return null;
    }
    return a.getType() == FloatType.F64 ? FloatAttr.get(FloatType.F64, Double.NaN)
        : a.getType() == FloatType.F32 ? FloatAttr.getF32(Float.NaN) : null;
  }

  public static final List<Row> ROWS = List.of(
      new Row("math.absf", FLOAT_UNARY, "floating point absolute-value operation", floatUnary(MathFunctions::absf)),
      new Row("math.absi", INT_UNARY, "integer absolute-value operation", intUnary(MathFunctions::absi)),
      new Row("math.acosh", FLOAT_UNARY, "Hyperbolic arcus cosine of the given value", libm(MathFunctions.ACOSH)),
      new Row("math.asin", FLOAT_UNARY, "arcus sine of the given value", libm(MathFunctions.ASIN)),
      new Row("math.asinh", FLOAT_UNARY, "hyperbolic arcus sine of the given value", libm(MathFunctions.ASINH)),
      new Row("math.atan", FLOAT_UNARY, "arcus tangent of the given value", libm(MathFunctions.ATAN)),
      new Row("math.atanh", FLOAT_UNARY, "hyperbolic arcus tangent of the given value", libm(MathFunctions.ATANH)),
      new Row("math.atan2", FLOAT_BINARY, "2-argument arcus tangent of the given values",
          libm(MathFunctions.ATAN2, MathOps::atan2OfZeros)),
      new Row("math.cbrt", FLOAT_UNARY, "cube root of the specified value", null),
      new Row("math.ceil", FLOAT_UNARY, "ceiling of the specified value",
          floatUnary(a -> MathFunctions.roundToIntegral(a, Rounding.UP))),
      new Row("math.clampf", CLAMPF, "floating point clamping operation", null),
      new Row("math.copysign", FLOAT_BINARY, "A copysign operation", floatBinary(MathFunctions::copySign)),
      new Row("math.cos", FLOAT_UNARY, "cosine of the specified value", libm(MathFunctions.COS)),
      new Row("math.acos", FLOAT_UNARY, "arcus cosine of the specified value", libm(MathFunctions.ACOS)),
      new Row("math.cosh", FLOAT_UNARY, "hyperbolic cosine of the specified value", libm(MathFunctions.COSH)),
      new Row("math.sin", FLOAT_UNARY, "sine of the specified value", libm(MathFunctions.SIN)),
      new Row("math.sinh", FLOAT_UNARY, "hyperbolic sine of the specified value", libm(MathFunctions.SINH)),
      new Row("math.sincos", SINCOS, "sine and cosine of the specified value", null),
      new Row("math.ctlz", INT_UNARY, "counts the leading zeros an integer value", intUnary(MathFunctions::ctlz)),
      new Row("math.cttz", INT_UNARY, "counts the trailing zeros an integer value", intUnary(MathFunctions::cttz)),
      new Row("math.ctpop", INT_UNARY, "counts the number of set bits of an integer value",
          intUnary(MathFunctions::ctpop)),
      new Row("math.erf", FLOAT_UNARY, "error function of the specified value", libm(MathFunctions.ERF)),
      new Row("math.erfc", FLOAT_UNARY, "complementary error function of the specified value",
          libm(MathFunctions.ERFC)),
      new Row("math.exp", FLOAT_UNARY, "base-e exponential of the specified value", libm(MathFunctions.EXP)),
      new Row("math.exp2", FLOAT_UNARY, "base-2 exponential of the specified value", libm(MathFunctions.EXP2)),
      new Row("math.expm1", FLOAT_UNARY, "base-e exponential of the specified value minus 1",
          libm(MathFunctions.EXPM1)),
      new Row("math.floor", FLOAT_UNARY, "floor of the specified value",
          floatUnary(a -> MathFunctions.roundToIntegral(a, Rounding.DOWN))),
      new Row("math.fma", FLOAT_TERNARY, "floating point fused multipy-add operation", null),
      new Row("math.ipowi", INT_BINARY, "signed integer raised to the power of operation",
          intBinary(MathFunctions::ipowi)),
      new Row("math.isfinite", CLASSIFY, "returns true if the operand classifies as finite",
          classify(a -> !a.isNaN() && !a.isInfinity())),
      new Row("math.isinf", CLASSIFY, "returns true if the operand classifies as infinite", classify(FloatAttr::isInfinity)),
      new Row("math.isnan", CLASSIFY, "returns true if the operand classifies as NaN", classify(FloatAttr::isNaN)),
      new Row("math.isnormal", CLASSIFY, "returns true if the operand classifies as normal",
          classify(MathFunctions::isNormal)),
      new Row("math.log", FLOAT_UNARY, "base-e logarithm of the specified value", libm(MathFunctions.LOG, NOT_NEGATIVE)),
      new Row("math.log10", FLOAT_UNARY, "base-10 logarithm of the specified value",
          libm(MathFunctions.LOG10, NOT_NEGATIVE)),
      new Row("math.log1p", FLOAT_UNARY, "Computes the natural logarithm of one plus the given value",
          libm(MathFunctions.LOG1P, MathOps::onePlusNotNegative)),
      new Row("math.log2", FLOAT_UNARY, "base-2 logarithm of the specified value", libm(MathFunctions.LOG2, NOT_NEGATIVE)),
      new Row("math.powf", FLOAT_BINARY, "floating point raised to the power of operation",
          libm(MathFunctions.POW, null)),
      new Row("math.rsqrt", FLOAT_UNARY, "reciprocal of sqrt (1 / sqrt of the specified value)", null),
      new Row("math.sqrt", FLOAT_UNARY, "sqrt of the specified value", libm(MathFunctions.SQRT, NOT_NEGATIVE)),
      new Row("math.tan", FLOAT_UNARY, "tangent of the specified value", libm(MathFunctions.TAN)),
      new Row("math.tanh", FLOAT_UNARY, "hyperbolic tangent of the specified value", libm(MathFunctions.TANH)),
      new Row("math.roundeven", FLOAT_UNARY, "round of the specified value with halfway cases to even",
          floatUnary(a -> MathFunctions.roundToIntegral(a, Rounding.NEAREST_EVEN))),
      new Row("math.round", FLOAT_UNARY, "round of the specified value", libm(MathFunctions.ROUND)),
      new Row("math.trunc", FLOAT_UNARY, "trunc of the specified value", libm(MathFunctions.TRUNC)),
      new Row("math.fpowi", FPOWI, "floating point raised to the signed integer power", null));

  /** The row of op {@code name}, or null. */
  public static Row row(String name) {
    for (Row r : ROWS) {
      if (r.name().equals(name)) {
        return r;
      }
    }
    return null;
  }
}
