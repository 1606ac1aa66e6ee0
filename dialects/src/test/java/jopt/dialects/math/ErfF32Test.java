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
  void fromFourOnErfRoundsToOne() {
    // Every 97th float of [4, 28] (past 27 erfc is taken as 0) of both signs, then larger.
    for (int b = Float.floatToRawIntBits(4f); b <= Float.floatToRawIntBits(28f); b += 97) {
      same(Float.intBitsToFloat(b));
      same(-Float.intBitsToFloat(b));
    }
    for (float x : new float[] {100f, 1e10f, 1e24f, Float.MAX_VALUE}) {
      same(x);
      same(-x);
      assertThat(ErfF32.erf(x)).isEqualTo(1f);
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
