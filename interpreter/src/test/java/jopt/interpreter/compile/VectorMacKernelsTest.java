package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The Vector API's row kernels give the plain kernels' bits, tails and special values included. */
class VectorMacKernelsTest {
  private final VectorMacKernels vector = new VectorMacKernels();

  @Test
  void loadedWhereTheJvmHasTheModule() {
    // surefire runs these tests with --add-modules jdk.incubator.vector (interpreter/pom.xml)
    assertThat(MacKernels.TILE).isInstanceOf(VectorMacKernels.class);
  }

  @Test
  void mac4GivesThePlainBits() {
    Random random = new Random(79);
    int l = vector.minColumns();
    for (int nc : new int[] {l, l + 1, 2 * l - 1, 2 * l, 2 * l + 3, 3 * l + 5, 5 * l}) {
      for (int kn : new int[] {1, 2, 7, 64}) {
        float[][] panel = values(random, kn, nc);
        float[] w = values(random, 1, kn * MacKernels.MR)[0];
        float[][] plain = values(random, MacKernels.MR, nc);
        float[][] tiled = copy(plain);
        MacKernels.mac4(plain[0], plain[1], plain[2], plain[3], panel, w, kn, nc);
        vector.mac4(tiled[0], tiled[1], tiled[2], tiled[3], panel, w, kn, nc);
        assertSameBits(plain, tiled);
      }
    }
  }

  @Test
  void mac1GivesThePlainBits() {
    Random random = new Random(80);
    int l = vector.minColumns();
    for (int nc : new int[] {l, l + 2, 4 * l - 1, 4 * l, 4 * l + 1, 6 * l + 7}) {
      for (int kn : new int[] {1, 3, 9, 50}) {
        float[][] panel = values(random, kn, nc);
        float[] w = values(random, 1, kn * MacKernels.MR)[0];
        float[][] c = values(random, MacKernels.MR, nc);
        float[][] plain = copy(c);
        float[][] tiled = copy(c);
        for (int r = 0; r < MacKernels.MR; r++) {
          MacKernels.mac1(plain[r], r, panel, w, kn, nc);
          vector.mac1(tiled[r], r, panel, w, kn, nc);
        }
        assertSameBits(plain, tiled);
      }
    }
  }

  @Test
  void macShiftedGivesThePlainBits() {
    Random random = new Random(81);
    int l = vector.minColumns();
    for (int n : new int[] {l, l + 3, 4 * l - 1, 4 * l, 4 * l + 1, 5 * l + 13}) {
      for (int kn : new int[] {1, 9, 25}) {
        int[] off = new int[kn];
        for (int k = 0; k < kn; k++) {
          off[k] = (k / 5) * 11 + k % 5;
        }
        float[] src = values(random, 1, n + off[kn - 1] + 1)[0];
        float[] w = values(random, 1, kn * MacKernels.MR)[0];
        float[][] plain = values(random, 1, n);
        float[][] tiled = copy(plain);
        MacKernels.macShifted(plain[0], src, off, w, kn, n); // the vector kernel where n >= l
        float[] expected = tiled[0].clone();
        for (int k = 0; k < kn; k++) {
          for (int j = 0; j < n; j++) {
            expected[j] = expected[j] + src[off[k] + j] * w[k * MacKernels.MR];
          }
        }
        vector.macShifted(tiled[0], src, off, w, kn, n);
        assertSameBits(new float[][] {expected}, tiled);
        assertSameBits(new float[][] {expected}, plain);
      }
    }
  }

  /** Mostly rounding-sensitive values of mixed magnitude, some zeros, infinities and NaNs. */
  private static float[][] values(Random random, int rows, int cols) {
    float[][] v = new float[rows][cols];
    for (float[] row : v) {
      for (int j = 0; j < cols; j++) {
        int pick = random.nextInt(50);
        row[j] = pick == 0 ? Float.POSITIVE_INFINITY : pick == 1 ? Float.NaN
            : pick == 2 ? -0f : pick == 3 ? 3e38f
            : (float) ((random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(8) - 4));
      }
    }
    return v;
  }

  private static float[][] copy(float[][] a) {
    float[][] b = new float[a.length][];
    for (int i = 0; i < a.length; i++) {
      b[i] = a[i].clone();
    }
    return b;
  }

  /** NaNs compared as NaN: neither kernel keeps payloads (MacKernels says why). */
  private static void assertSameBits(float[][] expected, float[][] actual) {
    for (int i = 0; i < expected.length; i++) {
      for (int j = 0; j < expected[i].length; j++) {
        assertThat(Float.floatToIntBits(actual[i][j]))
            .isEqualTo(Float.floatToIntBits(expected[i][j]));
      }
    }
  }
}
