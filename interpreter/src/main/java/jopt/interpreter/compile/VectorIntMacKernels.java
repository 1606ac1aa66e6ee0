package jopt.interpreter.compile;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link IntMacKernels}' row kernels on the Java Vector API ({@code jdk.incubator.vector}),
 * made only when the JVM has that module ({@link MacKernels#vectorKernels}): a tile of output
 * columns kept in vector registers over the whole reduction. Lanewise {@code mul} and {@code add}
 * of ints wrap as Java's int arithmetic does, so the bits are the plain kernels'.
 */
final class VectorIntMacKernels implements IntMacKernels.Tile {
  private static final VectorSpecies<Integer> S = IntVector.SPECIES_PREFERRED;
  private static final int L = S.length();
  private static final int MR = IntMacKernels.MR;
  /** As many bytes as S has ints. */
  private static final VectorSpecies<Byte> B =
      VectorSpecies.of(byte.class, VectorShape.forBitSize(L * Byte.SIZE));
  private static final int BR = IntMacKernels.BYTE_ROWS;

  @Override
  public int minColumns() {
    return L;
  }

  @Override
  public void mac4(int[] c0, int[] c1, int[] c2, int[] c3, int[][] panel, int[] w, int kn,
      int nc) {
    int j = 0;
    for (; j + 2 * L <= nc; j += 2 * L) {
      mac4x2(c0, c1, c2, c3, panel, w, kn, j);
    }
    for (; j + L <= nc; j += L) {
      IntVector a0 = IntVector.fromArray(S, c0, j);
      IntVector a1 = IntVector.fromArray(S, c1, j);
      IntVector a2 = IntVector.fromArray(S, c2, j);
      IntVector a3 = IntVector.fromArray(S, c3, j);
      for (int k = 0; k < kn; k++) {
        IntVector x = IntVector.fromArray(S, panel[k], j);
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
      int s0 = c0[j];
      int s1 = c1[j];
      int s2 = c2[j];
      int s3 = c3[j];
      for (int k = 0; k < kn; k++) {
        int x = panel[k][j];
        int at = k * MR;
        s0 += x * w[at];
        s1 += x * w[at + 1];
        s2 += x * w[at + 2];
        s3 += x * w[at + 3];
      }
      c0[j] = s0;
      c1[j] = s1;
      c2[j] = s2;
      c3[j] = s3;
    }
  }

  /** Columns j .. j + 2L of {@link #mac4}: eight accumulators over every k. */
  private static void mac4x2(int[] c0, int[] c1, int[] c2, int[] c3, int[][] panel, int[] w,
      int kn, int j) {
    IntVector a0 = IntVector.fromArray(S, c0, j);
    IntVector b0 = IntVector.fromArray(S, c0, j + L);
    IntVector a1 = IntVector.fromArray(S, c1, j);
    IntVector b1 = IntVector.fromArray(S, c1, j + L);
    IntVector a2 = IntVector.fromArray(S, c2, j);
    IntVector b2 = IntVector.fromArray(S, c2, j + L);
    IntVector a3 = IntVector.fromArray(S, c3, j);
    IntVector b3 = IntVector.fromArray(S, c3, j + L);
    for (int k = 0; k < kn; k++) {
      int[] p = panel[k];
      IntVector x = IntVector.fromArray(S, p, j);
      IntVector y = IntVector.fromArray(S, p, j + L);
      int at = k * MR;
      IntVector w0 = IntVector.broadcast(S, w[at]);
      a0 = a0.add(x.mul(w0));
      b0 = b0.add(y.mul(w0));
      IntVector w1 = IntVector.broadcast(S, w[at + 1]);
      a1 = a1.add(x.mul(w1));
      b1 = b1.add(y.mul(w1));
      IntVector w2 = IntVector.broadcast(S, w[at + 2]);
      a2 = a2.add(x.mul(w2));
      b2 = b2.add(y.mul(w2));
      IntVector w3 = IntVector.broadcast(S, w[at + 3]);
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
  public void mac1(int[] c0, int r, int[][] panel, int[] w, int kn, int nc) {
    int j = 0;
    for (; j + 4 * L <= nc; j += 4 * L) {
      IntVector a = IntVector.fromArray(S, c0, j);
      IntVector b = IntVector.fromArray(S, c0, j + L);
      IntVector c = IntVector.fromArray(S, c0, j + 2 * L);
      IntVector d = IntVector.fromArray(S, c0, j + 3 * L);
      for (int k = 0; k < kn; k++) {
        int[] p = panel[k];
        IntVector v = IntVector.broadcast(S, w[k * MR + r]);
        a = a.add(IntVector.fromArray(S, p, j).mul(v));
        b = b.add(IntVector.fromArray(S, p, j + L).mul(v));
        c = c.add(IntVector.fromArray(S, p, j + 2 * L).mul(v));
        d = d.add(IntVector.fromArray(S, p, j + 3 * L).mul(v));
      }
      a.intoArray(c0, j);
      b.intoArray(c0, j + L);
      c.intoArray(c0, j + 2 * L);
      d.intoArray(c0, j + 3 * L);
    }
    for (; j + L <= nc; j += L) {
      IntVector a = IntVector.fromArray(S, c0, j);
      for (int k = 0; k < kn; k++) {
        a = a.add(IntVector.fromArray(S, panel[k], j).mul(w[k * MR + r]));
      }
      a.intoArray(c0, j);
    }
    for (; j < nc; j++) {
      int s = c0[j];
      for (int k = 0; k < kn; k++) {
        s += panel[k][j] * w[k * MR + r];
      }
      c0[j] = s;
    }
  }
  @Override
  public void macBytes(int[][] c, byte[] x, boolean unsigned, int[] z, int[] src, int j0,
      int[] w, int kn, int nc) {
    int[] c0 = c[0];
    int[] c1 = c[1];
    int[] c2 = c[2];
    int[] c3 = c[3];
    int[] c4 = c[4];
    int[] c5 = c[5];
    int[] c6 = c[6];
    int[] c7 = c[7];
    int[] c8 = c[8];
    int[] c9 = c[9];
    int[] c10 = c[10];
    int[] c11 = c[11];
    int[] c12 = c[12];
    int[] c13 = c[13];
    int[] c14 = c[14];
    int[] c15 = c[15];
    int j = 0;
    for (; j + L <= nc; j += L) {
      IntVector a0 = IntVector.fromArray(S, c0, j);
      IntVector a1 = IntVector.fromArray(S, c1, j);
      IntVector a2 = IntVector.fromArray(S, c2, j);
      IntVector a3 = IntVector.fromArray(S, c3, j);
      IntVector a4 = IntVector.fromArray(S, c4, j);
      IntVector a5 = IntVector.fromArray(S, c5, j);
      IntVector a6 = IntVector.fromArray(S, c6, j);
      IntVector a7 = IntVector.fromArray(S, c7, j);
      IntVector a8 = IntVector.fromArray(S, c8, j);
      IntVector a9 = IntVector.fromArray(S, c9, j);
      IntVector a10 = IntVector.fromArray(S, c10, j);
      IntVector a11 = IntVector.fromArray(S, c11, j);
      IntVector a12 = IntVector.fromArray(S, c12, j);
      IntVector a13 = IntVector.fromArray(S, c13, j);
      IntVector a14 = IntVector.fromArray(S, c14, j);
      IntVector a15 = IntVector.fromArray(S, c15, j);
      for (int k = 0; k < kn; k++) {
        IntVector v = (IntVector) ByteVector.fromArray(B, x, src[2 * k] + j0 + j)
            .convertShape(VectorOperators.B2I, S, 0);
        if (unsigned) {
          v = v.and(0xFF);
        }
        v = v.sub(IntVector.fromArray(S, z, src[2 * k + 1] + j0 + j));
        int o = k * BR;
        a0 = a0.add(v.mul(w[o]));
        a1 = a1.add(v.mul(w[o + 1]));
        a2 = a2.add(v.mul(w[o + 2]));
        a3 = a3.add(v.mul(w[o + 3]));
        a4 = a4.add(v.mul(w[o + 4]));
        a5 = a5.add(v.mul(w[o + 5]));
        a6 = a6.add(v.mul(w[o + 6]));
        a7 = a7.add(v.mul(w[o + 7]));
        a8 = a8.add(v.mul(w[o + 8]));
        a9 = a9.add(v.mul(w[o + 9]));
        a10 = a10.add(v.mul(w[o + 10]));
        a11 = a11.add(v.mul(w[o + 11]));
        a12 = a12.add(v.mul(w[o + 12]));
        a13 = a13.add(v.mul(w[o + 13]));
        a14 = a14.add(v.mul(w[o + 14]));
        a15 = a15.add(v.mul(w[o + 15]));
      }
      a0.intoArray(c0, j);
      a1.intoArray(c1, j);
      a2.intoArray(c2, j);
      a3.intoArray(c3, j);
      a4.intoArray(c4, j);
      a5.intoArray(c5, j);
      a6.intoArray(c6, j);
      a7.intoArray(c7, j);
      a8.intoArray(c8, j);
      a9.intoArray(c9, j);
      a10.intoArray(c10, j);
      a11.intoArray(c11, j);
      a12.intoArray(c12, j);
      a13.intoArray(c13, j);
      a14.intoArray(c14, j);
      a15.intoArray(c15, j);
    }
    for (; j < nc; j++) {
      for (int k = 0; k < kn; k++) {
        int b = x[src[2 * k] + j0 + j];
        int v = (unsigned ? b & 0xFF : b) - z[src[2 * k + 1] + j0 + j];
        for (int r = 0; r < BR; r++) {
          c[r][j] += v * w[k * BR + r];
        }
      }
    }
  }
}
