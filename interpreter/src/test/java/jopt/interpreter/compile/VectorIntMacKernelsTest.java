package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The int row kernels, plain and on the Vector API, give Java's wrapping sums of products
 * (values over the whole int range, so products and sums overflow), tails included.
 */
class VectorIntMacKernelsTest {
  private final VectorIntMacKernels vector = new VectorIntMacKernels();
  private final SplittableRandom random = new SplittableRandom(79);

  @Test
  void loadedWhereTheJvmHasTheModule() {
    // surefire runs these tests with --add-modules jdk.incubator.vector (interpreter/pom.xml)
    assertThat(IntMacKernels.TILE).isInstanceOf(VectorIntMacKernels.class);
  }

  @Test
  void mac4AndMac1WrapAsJavaInts() {
    int l = vector.minColumns();
    for (int nc : new int[] {1, l - 1, l, l + 1, 2 * l, 2 * l + 3, 4 * l + 5, 6 * l + 7}) {
      for (int kn : new int[] {1, 2, 7, 64}) {
        int[][] panel = values(kn, nc);
        int[] w = values(1, kn * IntMacKernels.MR)[0];
        int[][] c = values(IntMacKernels.MR, nc);
        int[][] expected = reference(c, panel, w, kn, nc);
        int[][] plain4 = copy(c);
        IntMacKernels.mac4(plain4[0], plain4[1], plain4[2], plain4[3], panel, w, kn, nc);
        assertThat(plain4).isEqualTo(expected);
        int[][] plain1 = copy(c);
        int[][] tiled1 = copy(c);
        for (int r = 0; r < IntMacKernels.MR; r++) {
          IntMacKernels.mac1(plain1[r], r, panel, w, kn, nc);
          if (nc >= l) {
            vector.mac1(tiled1[r], r, panel, w, kn, nc);
          }
        }
        assertThat(plain1).isEqualTo(expected);
        if (nc >= l) {
          int[][] tiled4 = copy(c);
          vector.mac4(tiled4[0], tiled4[1], tiled4[2], tiled4[3], panel, w, kn, nc);
          assertThat(tiled4).isEqualTo(expected);
          assertThat(tiled1).isEqualTo(expected);
        }
      }
    }
  }

  @Test
  void macBytesWidensAsThePackedPanelWould() {
    int l = vector.minColumns();
    int rows = IntMacKernels.BYTE_ROWS;
    for (boolean unsigned : new boolean[] {false, true}) {
      for (int nc : new int[] {l, l + 3, 3 * l, 4 * l + 5}) {
        for (int kn : new int[] {1, 7, 64}) {
          byte[] x = new byte[kn * (nc + 9) + 3];
          for (int i = 0; i < x.length; i++) {
            x[i] = (byte) random.nextInt();
          }
          int[] z = values(1, nc + 5)[0];
          int[] src = new int[2 * kn];
          int[][] panel = new int[kn][nc];
          for (int k = 0; k < kn; k++) {
            src[2 * k] = 3 + k * (nc + 9) - (k % 3); // rows apart, at any byte
            src[2 * k + 1] = 2 + k % 3;
            for (int j = 0; j < nc; j++) {
              int b = x[src[2 * k] + j];
              panel[k][j] = (unsigned ? b & 0xFF : b) - z[src[2 * k + 1] + j];
            }
          }
          int[] w = values(1, kn * rows)[0];
          int[][] c = values(rows, nc);
          int[][] expected = copy(c);
          for (int r = 0; r < rows; r++) {
            for (int j = 0; j < nc; j++) {
              for (int k = 0; k < kn; k++) {
                expected[r][j] += panel[k][j] * w[k * rows + r];
              }
            }
          }
          // columns from j0 = 2 on: the sources shifted back by 2
          int[] shifted = src.clone();
          for (int k = 0; k < kn; k++) {
            shifted[2 * k] -= 2;
            shifted[2 * k + 1] -= 2;
          }
          vector.macBytes(c, x, unsigned, z, shifted, 2, w, kn, nc);
          assertThat(c).isEqualTo(expected);
        }
      }
    }
  }

  /** c[r][j] + the sum over k of panel[k][j] * w[k * MR + r], in Java's int arithmetic. */
  private static int[][] reference(int[][] c, int[][] panel, int[] w, int kn, int nc) {
    int[][] out = copy(c);
    for (int r = 0; r < out.length; r++) {
      for (int j = 0; j < nc; j++) {
        for (int k = 0; k < kn; k++) {
          out[r][j] += panel[k][j] * w[k * IntMacKernels.MR + r];
        }
      }
    }
    return out;
  }

  private int[][] values(int rows, int n) {
    int[][] v = new int[rows][n];
    for (int[] row : v) {
      for (int j = 0; j < n; j++) {
        row[j] = random.nextInt();
      }
    }
    return v;
  }

  private static int[][] copy(int[][] a) {
    int[][] b = new int[a.length][];
    for (int i = 0; i < a.length; i++) {
      b[i] = a[i].clone();
    }
    return b;
  }
}
