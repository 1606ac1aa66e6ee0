package jopt.interpreter.compile;

import jopt.interpreter.runtime.ElementBytes;
import jopt.interpreter.semantics.Execution;
import jopt.ir.Operation;

/**
 * {@link Contraction}'s run of an i32 contraction ({@code out = addi(out, muli(x, y))}: the
 * matmuls of a quantized model on its centered operands): the same loop groups and blocking as
 * the f32 run, the columns' operand packed into int rows, each output row updated by {@code
 * c[j] += w * panel[k][j]} in plain loops the JIT vectorizes. Integer products and sums wrap
 * (two's complement, as arith's muli and addi), so every order of the sums gives the
 * interpreter's bits. Operands v (the columns), w (the rows) and c (the output) are given as
 * their bytes, origin and the byte offsets of each point of the column (j), row (i), batch (b)
 * and reduction (k) loops; every access was checked by the caller.
 */
record IntContraction(byte[] vData, long vOrigin, long[] jV, long[] kV, long[] bV, byte[] wData,
    long wOrigin, long[] iW, long[] kW, long[] bW, byte[] cData, long cOrigin, long[] jC,
    long[] iC, long[] bC) implements Contraction.Rows {

  @Override
  public void rows(long from, long to, Execution ex, Operation op) {
    int m = iW.length;
    if (m == 0 || from >= to) {
      return;
    }
    int[][] panel = new int[Math.min(Contraction.KC, kV.length)][Math.min(Contraction.NC, jV.length)];
    int[] w = new int[Math.min(Contraction.KC, kV.length)];
    int[] c = new int[Math.min(Contraction.NC, jV.length)];
    for (int b = (int) (from / m); b <= (int) ((to - 1) / m); b++) {
      int r0 = (int) Math.max(0, from - (long) b * m);
      int r1 = (int) Math.min(m, to - (long) b * m);
      long vb = vOrigin + bV[b];
      long wb = wOrigin + bW[b];
      long cb = cOrigin + bC[b];
      for (int jc = 0; jc < jV.length; jc += Contraction.NC) {
        if (ex != null) {
          ex.checkDeadline(op);
        }
        int nc = Math.min(Contraction.NC, jV.length - jc);
        for (int kc = 0; kc < kV.length; kc += Contraction.KC) {
          int kn = Math.min(Contraction.KC, kV.length - kc);
          for (int kk = 0; kk < kn; kk++) {
            gather(vData, vb + kV[kc + kk], jV, jc, nc, panel[kk]);
          }
          for (int r = r0; r < r1; r++) {
            gather(cData, cb + iC[r], jC, jc, nc, c);
            gather(wData, wb + iW[r], kW, kc, kn, w);
            mac(c, panel, w, kn, nc);
            scatter(cData, cb + iC[r], jC, jc, nc, c);
          }
        }
      }
    }
  }

  /** c[j] += panel[k][j] * w[k] for k < kn in order, j < nc, wrapping as muli and addi do. */
  static void mac(int[] c, int[][] panel, int[] w, int kn, int nc) {
    for (int k = 0; k < kn; k++) {
      int x = w[k];
      int[] p = panel[k];
      for (int j = 0; j < nc; j++) {
        c[j] += p[j] * x;
      }
    }
  }

  /** row[t] = the i32 at {@code origin + at[from + t]}, t < n. */
  private static void gather(byte[] bytes, long origin, long[] at, int from, int n, int[] row) {
    for (int t = 0; t < n; t++) {
      row[t] = (int) ElementBytes.i32(bytes, (int) (origin + at[from + t]));
    }
  }

  /** The i32 at {@code origin + at[from + t]} = row[t], t < n. */
  private static void scatter(byte[] bytes, long origin, long[] at, int from, int n, int[] row) {
    for (int t = 0; t < n; t++) {
      ElementBytes.i32(bytes, (int) (origin + at[from + t]), row[t]);
    }
  }
}
