package jopt.interpreter.compile;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorSpecies;
import jopt.interpreter.semantics.ArithScalars;

/**
 * {@link MacKernels}' row kernels on the Java Vector API ({@code jdk.incubator.vector}), made
 * only by {@link MacKernels#vectorKernels} when the JVM has that module: a tile of output columns
 * is kept in vector registers over the whole reduction (the plain kernels load and store the
 * output rows once per one or two reduction steps, all that C2's superword pass makes of them).
 * Each output element still takes {@code c = c + p[k][j] * w[k]} for k in order, a product
 * then a sum, each rounded to float (lanewise {@code mul} and {@code add}, never fused): the
 * same bits as the plain kernels.
 */
final class VectorMacKernels implements MacKernels.Tile {
  private static final VectorSpecies<Float> S = FloatVector.SPECIES_PREFERRED;
  private static final int L = S.length();
  private static final int MR = MacKernels.MR;

  @Override
  public int minColumns() {
    return L;
  }

  @Override
  public void mac4(float[] c0, float[] c1, float[] c2, float[] c3, float[][] panel, float[] w,
      int kn, int nc) {
    int j = 0;
    for (; j + 2 * L <= nc; j += 2 * L) {
      mac4x2(c0, c1, c2, c3, panel, w, kn, j);
    }
    for (; j + L <= nc; j += L) {
      FloatVector a0 = FloatVector.fromArray(S, c0, j);
      FloatVector a1 = FloatVector.fromArray(S, c1, j);
      FloatVector a2 = FloatVector.fromArray(S, c2, j);
      FloatVector a3 = FloatVector.fromArray(S, c3, j);
      for (int k = 0; k < kn; k++) {
        FloatVector x = FloatVector.fromArray(S, panel[k], j);
        int at = k * MR;
        a0 = a0.add(x.mul(w[at]));
        a1 = a1.add(x.mul(w[at + 1]));
        a2 = a2.add(x.mul(w[at + 2]));
        a3 = a3.add(x.mul(w[at + 3]));
      }
      a0.intoArray(c0, j);
      a1.intoArray(c1, j);
      a2.intoArray(c2, j);
      a3.intoArray(c3, j);
    }
    for (; j < nc; j++) {
      float s0 = c0[j];
      float s1 = c1[j];
      float s2 = c2[j];
      float s3 = c3[j];
      for (int k = 0; k < kn; k++) {
        float x = panel[k][j];
        int at = k * MR;
        s0 = ArithScalars.addf(s0, ArithScalars.mulf(x, w[at]));
        s1 = ArithScalars.addf(s1, ArithScalars.mulf(x, w[at + 1]));
        s2 = ArithScalars.addf(s2, ArithScalars.mulf(x, w[at + 2]));
        s3 = ArithScalars.addf(s3, ArithScalars.mulf(x, w[at + 3]));
      }
      c0[j] = s0;
      c1[j] = s1;
      c2[j] = s2;
      c3[j] = s3;
    }
  }

  /** Columns j .. j + 2L of {@link #mac4}: eight accumulators over every k. */
  private static void mac4x2(float[] c0, float[] c1, float[] c2, float[] c3, float[][] panel,
      float[] w, int kn, int j) {
    FloatVector a0 = FloatVector.fromArray(S, c0, j);
    FloatVector b0 = FloatVector.fromArray(S, c0, j + L);
    FloatVector a1 = FloatVector.fromArray(S, c1, j);
    FloatVector b1 = FloatVector.fromArray(S, c1, j + L);
    FloatVector a2 = FloatVector.fromArray(S, c2, j);
    FloatVector b2 = FloatVector.fromArray(S, c2, j + L);
    FloatVector a3 = FloatVector.fromArray(S, c3, j);
    FloatVector b3 = FloatVector.fromArray(S, c3, j + L);
    for (int k = 0; k < kn; k++) {
      float[] p = panel[k];
      FloatVector x = FloatVector.fromArray(S, p, j);
      FloatVector y = FloatVector.fromArray(S, p, j + L);
      int at = k * MR;
      FloatVector w0 = FloatVector.broadcast(S, w[at]);
      a0 = a0.add(x.mul(w0));
      b0 = b0.add(y.mul(w0));
      FloatVector w1 = FloatVector.broadcast(S, w[at + 1]);
      a1 = a1.add(x.mul(w1));
      b1 = b1.add(y.mul(w1));
      FloatVector w2 = FloatVector.broadcast(S, w[at + 2]);
      a2 = a2.add(x.mul(w2));
      b2 = b2.add(y.mul(w2));
      FloatVector w3 = FloatVector.broadcast(S, w[at + 3]);
      a3 = a3.add(x.mul(w3));
      b3 = b3.add(y.mul(w3));
    }
    a0.intoArray(c0, j);
    b0.intoArray(c0, j + L);
    a1.intoArray(c1, j);
    b1.intoArray(c1, j + L);
    a2.intoArray(c2, j);
    b2.intoArray(c2, j + L);
    a3.intoArray(c3, j);
    b3.intoArray(c3, j + L);
  }

  @Override
  public void mac1(float[] c0, int r, float[][] panel, float[] w, int kn, int nc) {
    int j = 0;
    for (; j + 4 * L <= nc; j += 4 * L) {
      FloatVector a = FloatVector.fromArray(S, c0, j);
      FloatVector b = FloatVector.fromArray(S, c0, j + L);
      FloatVector c = FloatVector.fromArray(S, c0, j + 2 * L);
      FloatVector d = FloatVector.fromArray(S, c0, j + 3 * L);
      for (int k = 0; k < kn; k++) {
        float[] p = panel[k];
        FloatVector v = FloatVector.broadcast(S, w[k * MR + r]);
        a = a.add(FloatVector.fromArray(S, p, j).mul(v));
        b = b.add(FloatVector.fromArray(S, p, j + L).mul(v));
        c = c.add(FloatVector.fromArray(S, p, j + 2 * L).mul(v));
        d = d.add(FloatVector.fromArray(S, p, j + 3 * L).mul(v));
      }
      a.intoArray(c0, j);
      b.intoArray(c0, j + L);
      c.intoArray(c0, j + 2 * L);
      d.intoArray(c0, j + 3 * L);
    }
    for (; j + L <= nc; j += L) {
      FloatVector a = FloatVector.fromArray(S, c0, j);
      for (int k = 0; k < kn; k++) {
        a = a.add(FloatVector.fromArray(S, panel[k], j).mul(w[k * MR + r]));
      }
      a.intoArray(c0, j);
    }
    for (; j < nc; j++) {
      float s = c0[j];
      for (int k = 0; k < kn; k++) {
        s = ArithScalars.addf(s, ArithScalars.mulf(panel[k][j], w[k * MR + r]));
      }
      c0[j] = s;
    }
  }

  @Override
  public void macShifted(float[] c, float[] src, int[] off, float[] w, int kn, int n) {
    int j = 0;
    for (; j + 4 * L <= n; j += 4 * L) {
      FloatVector a = FloatVector.fromArray(S, c, j);
      FloatVector b = FloatVector.fromArray(S, c, j + L);
      FloatVector d = FloatVector.fromArray(S, c, j + 2 * L);
      FloatVector e = FloatVector.fromArray(S, c, j + 3 * L);
      for (int k = 0; k < kn; k++) {
        int o = off[k] + j;
        FloatVector v = FloatVector.broadcast(S, w[k * MR]);
        a = a.add(FloatVector.fromArray(S, src, o).mul(v));
        b = b.add(FloatVector.fromArray(S, src, o + L).mul(v));
        d = d.add(FloatVector.fromArray(S, src, o + 2 * L).mul(v));
        e = e.add(FloatVector.fromArray(S, src, o + 3 * L).mul(v));
      }
      a.intoArray(c, j);
      b.intoArray(c, j + L);
      d.intoArray(c, j + 2 * L);
      e.intoArray(c, j + 3 * L);
    }
    for (; j + L <= n; j += L) {
      FloatVector a = FloatVector.fromArray(S, c, j);
      for (int k = 0; k < kn; k++) {
        a = a.add(FloatVector.fromArray(S, src, off[k] + j).mul(w[k * MR]));
      }
      a.intoArray(c, j);
    }
    if (j < n) { // the last columns under a mask: short rows leave up to L - 1 of them
      VectorMask<Float> m = S.indexInRange(j, n);
      FloatVector a = FloatVector.fromArray(S, c, j, m);
      for (int k = 0; k < kn; k++) {
        a = a.add(FloatVector.fromArray(S, src, off[k] + j, m).mul(w[k * MR]));
      }
      a.intoArray(c, j, m);
    }
  }
}
