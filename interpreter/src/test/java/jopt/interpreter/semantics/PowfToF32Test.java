package jopt.interpreter.semantics;

import static com.google.common.truth.Truth.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * math.powf on f32 (MathSemantics.powfToF32): the same f32 as StrictMath.pow rounded to f32,
 * for squares and cubes taken by multiplication and for everything left to pow.
 */
class PowfToF32Test {
  private static void assertSameF32(float x, double y) {
    float want = (float) StrictMath.pow(x, y);
    float got = (float) MathSemantics.powfToF32(x, y);
    assertThat(Float.floatToRawIntBits(got)).isEqualTo(Float.floatToRawIntBits(want));
  }

  @Test
  void squaresAndCubesOfRandomFloatsRoundAsPow() {
    SplittableRandom r = new SplittableRandom(79);
    for (int i = 0; i < 2_000_000; i++) {
      float x = i % 2 == 0 ? (float) r.nextDouble(-8, 8)
          : Float.intBitsToFloat(r.nextInt()); // any bits: NaN, infinities, subnormals too
      assertSameF32(x, 3.0);
      assertSameF32(x, 2.0);
    }
  }

  @Test
  void specialValuesAndOtherExponentsAreStrictMaths() {
    float[] xs = {0f, -0f, 1f, -1f, 0.5f, -2f, Float.NaN, Float.POSITIVE_INFINITY,
        Float.NEGATIVE_INFINITY, Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE, 1e-30f,
        1e30f, 3.4e12f, -7.25f};
    double[] ys = {3.0, 2.0, 0.5, -3.0, 2.5, 0.0, Double.NaN};
    for (float x : xs) {
      for (double y : ys) {
        assertSameF32(x, y);
      }
    }
    assertThat(MathSemantics.powfToF32(2.0, 0.5)).isEqualTo(StrictMath.pow(2.0, 0.5));
    // A double that is not an f32 is pow's.
    assertThat(MathSemantics.powfToF32(0.1, 3.0)).isEqualTo(StrictMath.pow(0.1, 3.0));
  }

  @Test
  void cubesOfSmallIntegersAreExact() {
    for (int i = -300; i <= 300; i++) {
      assertThat(MathSemantics.powfToF32(i, 3.0)).isEqualTo((double) i * i * i);
    }
  }
}
