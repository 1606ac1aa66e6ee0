package jopt.interpreter.semantics;

import static com.google.common.truth.Truth.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * math.tanh on f32 (MathSemantics.tanhToF32): the same f32 as Math.tanh rounded to f32, on
 * the floats its exp form takes and on those it leaves to Math.tanh.
 */
class TanhToF32Test {
  private static void assertSameF32(float x) {
    float want = (float) Math.tanh(x);
    float got = (float) MathSemantics.tanhToF32(x);
    assertThat(Float.floatToRawIntBits(got)).isEqualTo(Float.floatToRawIntBits(want));
  }

  @Test
  void randomFloatsRoundAsTanh() {
    SplittableRandom r = new SplittableRandom(79);
    for (int i = 0; i < 2_000_000; i++) {
      assertSameF32(i % 2 == 0 ? (float) r.nextDouble(-12, 12)
          : Float.intBitsToFloat(r.nextInt())); // any bits: NaN, infinities, subnormals too
    }
  }

  @Test
  void floatsAcrossEveryExponentRoundAsTanh() {
    // Every 1021st bit pattern: each exponent of both signs, the bounds 2^-10 and 20 around.
    for (long bits = 0; bits <= 0xFFFFFFFFL; bits += 1021) {
      assertSameF32(Float.intBitsToFloat((int) bits));
    }
    float[] xs = {0f, -0f, 0x1p-10f, -0x1p-10f, Math.nextDown(0x1p-10f), 20f, -20f,
        Math.nextUp(20f), 9.01f, -9.01f, 1f, -1f, Float.NaN, Float.POSITIVE_INFINITY,
        Float.NEGATIVE_INFINITY, Float.MIN_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE};
    for (float x : xs) {
      assertSameF32(x);
    }
  }

  @Test
  void aDoubleOutsideTheRangeIsTanhsOwn() {
    assertThat(MathSemantics.tanhToF32(1e-5)).isEqualTo(Math.tanh(1e-5));
    assertThat(MathSemantics.tanhToF32(25.0)).isEqualTo(Math.tanh(25.0));
    assertThat(Double.isNaN(MathSemantics.tanhToF32(Double.NaN))).isTrue();
  }
}
