package jopt.interpreter.compile;

/**
 * The inner loops of {@link IntContraction}: up to {@link #MR} output rows of ints, updated by
 * {@code c[r][j] += panel[k][j] * w[k * MR + r]} for k < kn, j < nc. Java's int products and
 * sums wrap as arith's muli and addi do, and wrapping sums are the same in any order, so these
 * kernels (and the Vector API's, {@link #TILE}) may take the sums in any order and still give
 * the interpreter's bits. Laid out as {@link MacKernels}' float loops: arrays indexed by the loop
 * counter for the JIT's superword pass; where the JVM has the Vector API, {@link
 * VectorIntMacKernels} keeps a tile of the output in registers over the whole reduction.
 */
final class IntMacKernels {
  private IntMacKernels() {}

  /** Rows per call. */
  static final int MR = MacKernels.MR;

  /** The row kernels on vector registers, or null where the JVM lacks the Vector API. */
  static final Tile TILE = (Tile) MacKernels.vectorKernels("jopt.interpreter.compile.VectorIntMacKernels");

  /** {@link #mac4} and {@link #mac1} computed otherwise, to the same bits. */
  interface Tile {
    /** Fewer output columns than this run in the plain loops. */
    int minColumns();

    void mac4(int[] c0, int[] c1, int[] c2, int[] c3, int[][] panel, int[] w, int kn, int nc);

    void mac1(int[] c0, int r, int[][] panel, int[] w, int kn, int nc);

    /**
     * {@link #BYTE_ROWS} output rows over a panel not packed: c[r][j] += (ext(x[src[2 k] + j0 +
     * j]) - z[src[2 k + 1] + j0 + j]) * w[k * BYTE_ROWS + r] for k < kn, j < nc, ext zero- or
     * sign-extending a byte ({@code unsigned}): the values {@link WidenedBytes#row} would pack,
     * widened in registers once for all the rows (a panel's row of a quantized weight is
     * otherwise written and read again once per {@link #MR} rows).
     */
    void macBytes(int[][] c, byte[] x, boolean unsigned, int[] z, int[] src, int j0, int[] w,
        int kn, int nc);
  }

  /** Rows per call of {@link Tile#macBytes}. */
  static final int BYTE_ROWS = 16;

  /** Rows {@code c[0..rows)}: four at a time by {@link #mac4}, fewer one by one. */
  static void mac(int[][] c, int rows, int[][] panel, int[] w, int kn, int nc) {
    Tile tile = TILE != null && nc >= TILE.minColumns() ? TILE : null;
    if (rows == MR && tile != null) {
      tile.mac4(c[0], c[1], c[2], c[3], panel, w, kn, nc);
    } else if (rows == MR) {
      mac4(c[0], c[1], c[2], c[3], panel, w, kn, nc);
    } else {
      for (int r = 0; r < rows; r++) {
        if (tile != null) {
          tile.mac1(c[r], r, panel, w, kn, nc);
        } else {
          mac1(c[r], r, panel, w, kn, nc);
        }
      }
    }
  }

  /** Reduction steps two at a time: one load and store of the output rows per two steps. */
  static void mac4(int[] c0, int[] c1, int[] c2, int[] c3, int[][] panel, int[] w, int kn,
      int nc) {
    int k = 0;
    for (; k + 1 < kn; k += 2) {
      mac4x2(c0, c1, c2, c3, panel[k], panel[k + 1], w, k * MR, nc);
    }
    if (k < kn) {
      int w0 = w[k * MR];
      int w1 = w[k * MR + 1];
      int w2 = w[k * MR + 2];
      int w3 = w[k * MR + 3];
      int[] p = panel[k];
      for (int j = 0; j < nc; j++) {
        int x = p[j];
        c0[j] += x * w0;
        c1[j] += x * w1;
        c2[j] += x * w2;
        c3[j] += x * w3;
      }
    }
  }

  /** Steps k and k + 1 (weights from {@code w[at]}, panel rows p and q) of {@link #mac4}. */
  private static void mac4x2(int[] c0, int[] c1, int[] c2, int[] c3, int[] p, int[] q, int[] w,
      int at, int nc) {
    int w0 = w[at];
    int w1 = w[at + 1];
    int w2 = w[at + 2];
    int w3 = w[at + 3];
    int v0 = w[at + MR];
    int v1 = w[at + MR + 1];
    int v2 = w[at + MR + 2];
    int v3 = w[at + MR + 3];
    for (int j = 0; j < nc; j++) {
      int x = p[j];
      int y = q[j];
      c0[j] += x * w0 + y * v0;
      c1[j] += x * w1 + y * v1;
      c2[j] += x * w2 + y * v2;
      c3[j] += x * w3 + y * v3;
    }
  }

  static void mac1(int[] c0, int r, int[][] panel, int[] w, int kn, int nc) {
    for (int k = 0; k < kn; k++) {
      int w0 = w[k * MR + r];
      int[] p = panel[k];
      for (int j = 0; j < nc; j++) {
        c0[j] += p[j] * w0;
      }
    }
  }
}
