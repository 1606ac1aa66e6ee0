package jopt.dialects.math;

import static com.google.common.truth.Truth.assertThat;

import java.math.BigInteger;
import jopt.dialects.math.MathFunctions.Rounding;
import jopt.ir.attr.FloatAttr;
import jopt.ir.type.FloatType;
import org.junit.jupiter.api.Test;

/**
 * Edge cases of the math folders' scalar semantics; each expected value is what mlir-opt-22's
 * --canonicalize gives (lit-tests/Transforms/canonicalize-math.mlir holds the same cases).
 */
class MathFunctionsTest {
  private static FloatAttr f32(float v) {
    return FloatAttr.getF32(v);
  }

  @Test
  void absfKeepsNaNPayloadAndClearsSign() {
    FloatAttr nan = FloatAttr.fromBits(FloatType.F32, 0xFFC00001L);
    assertThat(MathFunctions.absf(nan).getBits()).isEqualTo(0x7FC00001L);
    assertThat(MathFunctions.absf(f32(-0.0f)).getBits()).isEqualTo(0L);
    assertThat(MathFunctions.absf(FloatAttr.get(FloatType.F16, -2.5)).getValue()).isEqualTo(2.5);
  }

  @Test
  void roundToIntegralKeepsSignedZeroAndQuietsNaN() {
    assertThat(MathFunctions.roundToIntegral(f32(-0.5f), Rounding.UP).getBits()).isEqualTo(0x80000000L);
    assertThat(MathFunctions.roundToIntegral(f32(-2.5f), Rounding.DOWN).getValue()).isEqualTo(-3.0);
    assertThat(MathFunctions.roundToIntegral(f32(2.5f), Rounding.NEAREST_EVEN).getValue()).isEqualTo(2.0);
    FloatAttr snan = FloatAttr.fromBits(FloatType.F32, 0x7F800001L);
    assertThat(MathFunctions.roundToIntegral(snan, Rounding.UP).getBits()).isEqualTo(0x7FC00001L);
    assertThat(MathFunctions.roundToIntegral(FloatAttr.get(FloatType.BF16, 2.5), Rounding.DOWN).getValue())
        .isEqualTo(2.0);
  }

  @Test
  void roundIsHalfAwayFromZero() {
    assertThat(MathFunctions.round(2.5)).isEqualTo(3.0);
    assertThat(MathFunctions.round(-2.5)).isEqualTo(-3.0);
    assertThat(MathFunctions.round(0.49999999999999994)).isEqualTo(0.0);
    assertThat(Double.doubleToRawLongBits(MathFunctions.round(-0.25))).isEqualTo(0x8000000000000000L);
  }

  @Test
  void libmValuesMatchMlirOpt() {
    // mlir-opt-22: exp(2.5 : f32) = 12.1824942, log = 0.91629076, sin = 0.598472118.
    assertThat(MathFunctions.EXP.f32().apply(2.5f)).isEqualTo(12.1824942f);
    assertThat(MathFunctions.LOG.f32().apply(2.5f)).isEqualTo(0.91629076f);
    assertThat(MathFunctions.SIN.f32().apply(2.5f)).isEqualTo(0.598472118f);
    assertThat(MathFunctions.SQRT.f32().apply(2.5f)).isEqualTo(1.58113885f);
    assertThat(MathFunctions.EXP.f64().applyAsDouble(Double.NEGATIVE_INFINITY)).isEqualTo(0.0);
    assertThat(MathFunctions.LOG1P.f64().applyAsDouble(-1.0)).isEqualTo(Double.NEGATIVE_INFINITY);
  }

  @Test
  void integerOpsWrapAsAPInt() {
    BigInteger minus8 = BigInteger.valueOf(0xFFFFFFF8L);
    assertThat(MathFunctions.absi(minus8, 32)).isEqualTo(BigInteger.valueOf(8));
    BigInteger min = BigInteger.ONE.shiftLeft(31);
    assertThat(MathFunctions.absi(min, 32)).isEqualTo(min);
    assertThat(MathFunctions.ctlz(BigInteger.valueOf(3), 32)).isEqualTo(BigInteger.valueOf(30));
    assertThat(MathFunctions.cttz(minus8, 32)).isEqualTo(BigInteger.valueOf(3));
    assertThat(MathFunctions.cttz(BigInteger.ZERO, 32)).isEqualTo(BigInteger.valueOf(32));
    assertThat(MathFunctions.ctpop(minus8, 32)).isEqualTo(BigInteger.valueOf(29));
  }

  @Test
  void ipowiAsMlirFoldsIt() {
    BigInteger minus2 = BigInteger.valueOf(0xFFFFFFFEL);
    BigInteger three = BigInteger.valueOf(3);
    assertThat(MathFunctions.ipowi(minus2, three, 32)).isEqualTo(BigInteger.valueOf(0xFFFFFFF8L));
    assertThat(MathFunctions.ipowi(three, minus2, 32)).isEqualTo(BigInteger.ZERO);
    assertThat(MathFunctions.ipowi(BigInteger.ZERO, minus2, 32)).isNull();
    BigInteger minus1 = BigInteger.valueOf(0xFFFFFFFFL);
    assertThat(MathFunctions.ipowi(minus1, BigInteger.valueOf(0xFFFFFFFDL), 32)).isEqualTo(minus1);
    assertThat(MathFunctions.ipowi(BigInteger.valueOf(100), BigInteger.valueOf(100), 8)).isEqualTo(BigInteger.ZERO);
    // i1: true ** true folds to true (power 1 reads as negative, base 1).
    assertThat(MathFunctions.ipowi(BigInteger.ONE, BigInteger.ONE, 1)).isEqualTo(BigInteger.ONE);
  }

  @Test
  void classification() {
    assertThat(MathFunctions.isNormal(f32(Float.MIN_VALUE))).isFalse();
    assertThat(MathFunctions.isNormal(f32(Float.MIN_NORMAL))).isTrue();
    assertThat(MathFunctions.isNormal(f32(0.0f))).isFalse();
    assertThat(MathFunctions.isNormal(FloatAttr.fromBits(FloatType.F32, 0x7FC00001L))).isFalse();
  }
}
