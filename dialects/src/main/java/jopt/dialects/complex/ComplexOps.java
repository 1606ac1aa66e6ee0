package jopt.dialects.complex;

import static jopt.dialects.complex.ComplexOps.Shape.BINARY;
import static jopt.dialects.complex.ComplexOps.Shape.BITCAST;
import static jopt.dialects.complex.ComplexOps.Shape.COMPARE;
import static jopt.dialects.complex.ComplexOps.Shape.CONSTANT;
import static jopt.dialects.complex.ComplexOps.Shape.CREATE;
import static jopt.dialects.complex.ComplexOps.Shape.PART;
import static jopt.dialects.complex.ComplexOps.Shape.POWI;
import static jopt.dialects.complex.ComplexOps.Shape.UNARY;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The ops of MLIR 22's complex dialect, one row each: its shape (which fixes operands, results,
 * traits and assembly format, see {@link ComplexOp}), MLIR's summary and, for the ops that take
 * a complex number apart, the name of the result.
 */
public final class ComplexOps {
  private ComplexOps() {}

  /** The families of complex ops that share operands, results, traits and format. */
  public enum Shape {
    /** ComplexArithmeticOp: {@code %r = complex.add %a, %b fastmath<fast> : complex<f32>}. */
    BINARY,
    /** ComplexUnaryOp with SameOperandsAndResultType: {@code %r = complex.exp %z : complex<f32>}. */
    UNARY,
    /** ComplexUnaryOp to the element type: {@code %r = complex.abs %z : complex<f32>} (an f32). */
    PART,
    /** complex.create: {@code %z = complex.create %re, %im : complex<f32>}. */
    CREATE,
    /** complex.eq and complex.neq: {@code %b = complex.eq %a, %b : complex<f32>} (an i1). */
    COMPARE,
    /** complex.powi: {@code %r = complex.powi %z, %n : complex<f32>, i32}. */
    POWI,
    /** complex.bitcast: {@code %i = complex.bitcast %z : complex<f32> to i64}. */
    BITCAST,
    /** complex.constant: {@code %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>}. */
    CONSTANT
  }

  /** One op: name, shape, MLIR's summary, and the result's name in ODS ("result" for most). */
  public record Row(String name, Shape shape, String summary, String result) {
    Row(String name, Shape shape, String summary) {
      this(name, shape, summary, "result");
    }
  }

  public static final List<Row> ROWS = List.of(
      new Row("complex.abs", PART, "computes absolute value of a complex number"),
      new Row("complex.add", BINARY, "complex addition"),
      new Row("complex.angle", PART, "computes argument value of a complex number"),
      new Row("complex.atan2", BINARY, "complex 2-argument arctangent"),
      new Row("complex.bitcast", BITCAST, "computes bitcast between complex and equal arith types"),
      new Row("complex.conj", UNARY, "Calculate the complex conjugate"),
      new Row("complex.constant", CONSTANT, "complex number constant operation", "complex"),
      new Row("complex.cos", UNARY, "computes cosine of a complex number"),
      new Row("complex.create", CREATE, "complex number creation operation", "complex"),
      new Row("complex.div", BINARY, "complex division"),
      new Row("complex.eq", COMPARE, "computes whether two complex values are equal"),
      new Row("complex.exp", UNARY, "computes exponential of a complex number"),
      new Row("complex.expm1", UNARY, "computes exponential of a complex number minus 1"),
      new Row("complex.im", PART, "extracts the imaginary part of a complex number", "imaginary"),
      new Row("complex.log", UNARY, "computes natural logarithm of a complex number"),
      new Row("complex.log1p", UNARY, "computes natural logarithm of a complex number"),
      new Row("complex.mul", BINARY, "complex multiplication"),
      new Row("complex.neg", UNARY, "Negation operator"),
      new Row("complex.neq", COMPARE, "computes whether two complex values are not equal"),
      new Row("complex.pow", BINARY, "complex power function"),
      new Row("complex.powi", POWI, "complex number raised to signed integer power"),
      new Row("complex.re", PART, "extracts the real part of a complex number", "real"),
      new Row("complex.rsqrt", UNARY, "complex reciprocal of square root"),
      new Row("complex.sign", UNARY, "computes sign of a complex number"),
      new Row("complex.sin", UNARY, "computes sine of a complex number"),
      new Row("complex.sqrt", UNARY, "complex square root"),
      new Row("complex.sub", BINARY, "complex subtraction"),
      new Row("complex.tan", UNARY, "computes tangent of a complex number"),
      new Row("complex.tanh", UNARY, "complex hyperbolic tangent"));

  private static final Map<String, Row> BY_NAME =
      ROWS.stream().collect(Collectors.toUnmodifiableMap(Row::name, Function.identity()));

  /** The row of an op name, or null. */
  public static Row row(String name) {
    return BY_NAME.get(name);
  }
}
