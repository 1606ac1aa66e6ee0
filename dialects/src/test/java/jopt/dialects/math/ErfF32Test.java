package jopt.dialects.math;

import static com.google.common.truth.Truth.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** ErfF32 gives the bits of {@code (float) MathFunctions.erf(x)}, the f32 form it replaces. */
class ErfF32Test {
  private static void same(float x) {
    float want = (float) MathFunctions.erf(x);
    int got = Float.floatToRawIntBits(ErfF32.erf(x));
    if (got != Float.floatToRawIntBits(want)) {
      assertThat(Float.intBitsToFloat(got)).isEqualTo(want); // names x's result
    }
  }

  @Test
  void everyFloatOfAGridInAndAroundTheTable() {
    // Steps of 2^-14 over [-4.5, 4.5]: centers, midpoints between them and everything between.
    for (int k = -4 * 4 * 4096 - 8192; k <= 4 * 4 * 4096 + 8192; k++) {
      same(k / 16384f);
    }
  }

  @Test
  void randomFloatsOfEveryScale() {
    SplittableRandom r = new SplittableRandom(79);
    for (int n = 0; n < 400_000; n++) {
      same((float) (r.nextDouble(-4.2, 4.2)));
      same(Float.intBitsToFloat(r.nextInt()));
    }
  }

  @Test
  void specialValues() {
    for (float x : new float[] {0f, -0f, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MIN_NORMAL,
        1f / 32, 4f, -4f, Math.nextDown(4f), 10f, Float.POSITIVE_INFINITY,
        Float.NEGATIVE_INFINITY, Float.NaN}) {
      same(x);
    }
    assertThat(Float.floatToRawIntBits(ErfF32.erf(-0f))).isEqualTo(Float.floatToRawIntBits(-0f));
  }
}
