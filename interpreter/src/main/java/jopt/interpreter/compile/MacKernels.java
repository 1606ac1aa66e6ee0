package jopt.interpreter.compile;

import jopt.interpreter.semantics.ArithScalars;

/**
 * The inner loops of {@link Contraction}: up to {@link #MR} output rows, each a float array
 * indexed like the panel's rows, updated by {@code c[r][j] = addf(c[r][j], mulf(panel[k][j],
 * w[k * MR + r]))} for k in order, then j. Each array is indexed by the loop counter alone, which
 * is what the JIT's superword pass needs to vectorize the j loop; the products and sums are
 * arith's own definitions ({@link ArithScalars}), inlined. IEEE addition and multiplication are
 * commutative (NaN payloads aside, which the JIT does not keep either), so the operands' order
 * in the op's body does not matter. Where the JVM has the Vector API, {@link #TILE} runs the
 * rows of at least {@link Tile#minColumns} columns instead, with the same bits
 * ({@link VectorMacKernels}); {@code -Djopt.vector=false} keeps these plain loops.
 */
final class MacKernels {
  private MacKernels() {}

  /** Rows per call. */
  static final int MR = 4;
  /** Rows per call of {@link #dots}. */
  static final int DR = 8;

  /** The row kernels on vector registers, or null where the JVM lacks the Vector API. */
  static final Tile TILE = (Tile) vectorKernels("jopt.interpreter.compile.VectorMacKernels");

  /** {@link #mac4} and {@link #mac1} computed otherwise, to the same bits. */
  interface Tile {
    /** Fewer output columns than this run in the plain loops. */
    int minColumns();

    void mac4(float[] c0, float[] c1, float[] c2, float[] c3, float[][] panel, float[] w, int kn,
        int nc);

    void mac1(float[] c0, int r, float[][] panel, float[] w, int kn, int nc);

    void macShifted(float[] c, float[] src, int[] off, float[] w, int kn, int n);
  }

  /**
   * A new instance of class {@code name} (the Vector API's kernels, of this package) when the
   * JVM resolved {@code jdk.incubator.vector} (bin/jopt-run adds it) and {@code jopt.vector} is
   * not {@code false}; else null. Such a class refers to the module, so it is loaded by name only
   * then.
   */
  static Object vectorKernels(String name) {
    if (!Boolean.parseBoolean(System.getProperty("jopt.vector", "true"))
        || ModuleLayer.boot().findModule("jdk.incubator.vector").isEmpty()) {
      return null;
    }
    try {
      return Class.forName(name).getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | LinkageError e) {
      return null; // a module path run whose jopt.interpreter does not read the module
    }
  }

  /**
   * Rows {@code c[0..rows)}: four at a time by {@link #mac4}, fewer (a matrix-vector product, a
   * depthwise convolution's single row) one by one.
   */
  static void mac(float[][] c, int rows, float[][] panel, float[] w, int kn, int nc) {
    Tile tile = TILE != null && nc >= TILE.minColumns() ? TILE : null;
    if (rows == MR && nc == 1) {
      dot4(c[0], c[1], c[2], c[3], panel, w, kn);
    } else if (rows == MR && tile != null) {
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

  /**
   * Reduction steps two at a time: each output element takes its two products in k's order,
   * each sum rounded (the same bits as one step after the other), for one load and store of the
   * output rows per two steps instead of per step (the loop's bound on a small matmul).
   */
  static void mac4(float[] c0, float[] c1, float[] c2, float[] c3, float[][] panel,
      float[] w, int kn, int nc) {
    int k = 0;
    for (; k + 1 < kn; k += 2) {
      mac4x2(c0, c1, c2, c3, panel[k], panel[k + 1], w, k * MR, nc);
    }
    if (k < kn) {
      float w0 = w[k * MR];
      float w1 = w[k * MR + 1];
      float w2 = w[k * MR + 2];
      float w3 = w[k * MR + 3];
      float[] p = panel[k];
      for (int j = 0; j < nc; j++) {
        float x = p[j];
        c0[j] = ArithScalars.addf(c0[j], ArithScalars.mulf(x, w0));
        c1[j] = ArithScalars.addf(c1[j], ArithScalars.mulf(x, w1));
        c2[j] = ArithScalars.addf(c2[j], ArithScalars.mulf(x, w2));
        c3[j] = ArithScalars.addf(c3[j], ArithScalars.mulf(x, w3));
      }
    }
  }

  /** Steps k and k + 1 (weights from {@code w[at]}, panel rows p and q) of {@link #mac4}. */
  private static void mac4x2(float[] c0, float[] c1, float[] c2, float[] c3, float[] p,
      float[] q, float[] w, int at, int nc) {
    float w0 = w[at];
    float w1 = w[at + 1];
    float w2 = w[at + 2];
    float w3 = w[at + 3];
    float v0 = w[at + MR];
    float v1 = w[at + MR + 1];
    float v2 = w[at + MR + 2];
    float v3 = w[at + MR + 3];
    for (int j = 0; j < nc; j++) {
      float x = p[j];
      float y = q[j];
      c0[j] = ArithScalars.addf(ArithScalars.addf(c0[j], ArithScalars.mulf(x, w0)),
          ArithScalars.mulf(y, v0));
      c1[j] = ArithScalars.addf(ArithScalars.addf(c1[j], ArithScalars.mulf(x, w1)),
          ArithScalars.mulf(y, v1));
      c2[j] = ArithScalars.addf(ArithScalars.addf(c2[j], ArithScalars.mulf(x, w2)),
          ArithScalars.mulf(y, v2));
      c3[j] = ArithScalars.addf(ArithScalars.addf(c3[j], ArithScalars.mulf(x, w3)),
          ArithScalars.mulf(y, v3));
    }
  }

  static void mac1(float[] c0, int r, float[][] panel, float[] w, int kn, int nc) {
    for (int k = 0; k < kn; k++) {
      float w0 = w[k * MR + r];
      float[] p = panel[k];
      for (int j = 0; j < nc; j++) {
        c0[j] = ArithScalars.addf(c0[j], ArithScalars.mulf(p[j], w0));
      }
    }
  }

  /**
   * {@code c[j] = addf(c[j], mulf(src[off[k] + j], w[k * MR]))} for k < kn in order, then
   * j < n: the rows of a {@link ShiftedPanel}, each panel row the source from {@code off[k]} on.
   */
  static void macShifted(float[] c, float[] src, int[] off, float[] w, int kn, int n) {
    if (TILE != null && n >= TILE.minColumns()) {
      TILE.macShifted(c, src, off, w, kn, n);
      return;
    }
    for (int k = 0; k < kn; k++) {
      shiftedStep(c, src, off[k], w[k * MR], n);
    }
  }

  private static void shiftedStep(float[] c, float[] src, int o, float wk, int n) {
    for (int j = 0; j < n; j++) {
      c[j] = ArithScalars.addf(c[j], ArithScalars.mulf(src[o + j], wk));
    }
  }

  /**
   * Dot products of rows {@code a[0..rows)} with {@code x} over k < kn, each added to its sum
   * {@code s[r]} one step at a time in k's order ({@code s = addf(s, mulf(a[k], x[k]))}, as
   * {@link #mac} adds them): eight rows at a time, whose sums are eight independent chains of
   * additions (one chain waits on each addition's latency), fewer one by one.
   */
  static void dots(float[] s, int rows, float[][] a, float[] x, int kn) {
    if (rows == DR) {
      dot8(s, a, x, kn);
    } else {
      for (int r = 0; r < rows; r++) {
        float sum = s[r];
        float[] row = a[r];
        for (int k = 0; k < kn; k++) {
          sum = ArithScalars.addf(sum, ArithScalars.mulf(row[k], x[k]));
        }
        s[r] = sum;
      }
    }
  }

  private static void dot8(float[] s, float[][] a, float[] x, int kn) {
    float[] a0 = a[0];
    float[] a1 = a[1];
    float[] a2 = a[2];
    float[] a3 = a[3];
    float[] a4 = a[4];
    float[] a5 = a[5];
    float[] a6 = a[6];
    float[] a7 = a[7];
    float s0 = s[0];
    float s1 = s[1];
    float s2 = s[2];
    float s3 = s[3];
    float s4 = s[4];
    float s5 = s[5];
    float s6 = s[6];
    float s7 = s[7];
    for (int k = 0; k < kn; k++) {
      float v = x[k];
      s0 = ArithScalars.addf(s0, ArithScalars.mulf(a0[k], v));
      s1 = ArithScalars.addf(s1, ArithScalars.mulf(a1[k], v));
      s2 = ArithScalars.addf(s2, ArithScalars.mulf(a2[k], v));
      s3 = ArithScalars.addf(s3, ArithScalars.mulf(a3[k], v));
      s4 = ArithScalars.addf(s4, ArithScalars.mulf(a4[k], v));
      s5 = ArithScalars.addf(s5, ArithScalars.mulf(a5[k], v));
      s6 = ArithScalars.addf(s6, ArithScalars.mulf(a6[k], v));
      s7 = ArithScalars.addf(s7, ArithScalars.mulf(a7[k], v));
    }
    s[0] = s0;
    s[1] = s1;
    s[2] = s2;
    s[3] = s3;
    s[4] = s4;
    s[5] = s5;
    s[6] = s6;
    s[7] = s7;
  }

  /**
   * {@link #mac4} of a single column: four sums kept in locals over the k loop (a loop over
   * one column per k would cost more than its two operations).
   */
  private static void dot4(float[] c0, float[] c1, float[] c2, float[] c3, float[][] panel,
      float[] w, int kn) {
    float s0 = c0[0];
    float s1 = c1[0];
    float s2 = c2[0];
    float s3 = c3[0];
    for (int k = 0; k < kn; k++) {
      float x = panel[k][0];
      s0 = ArithScalars.addf(s0, ArithScalars.mulf(x, w[k * MR]));
      s1 = ArithScalars.addf(s1, ArithScalars.mulf(x, w[k * MR + 1]));
      s2 = ArithScalars.addf(s2, ArithScalars.mulf(x, w[k * MR + 2]));
      s3 = ArithScalars.addf(s3, ArithScalars.mulf(x, w[k * MR + 3]));
    }
    c0[0] = s0;
    c1[0] = s1;
    c2[0] = s2;
    c3[0] = s3;
  }
}
