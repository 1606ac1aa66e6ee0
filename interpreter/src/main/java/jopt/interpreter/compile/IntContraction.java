package jopt.interpreter.compile;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import jopt.interpreter.runtime.ElementBytes;
import jopt.interpreter.semantics.Execution;
import jopt.ir.Operation;

/**
 * {@link Contraction}'s run of an i32 contraction ({@code out = addi(out, muli(x, y))}: the
 * matmuls of a quantized model on its centered operands): the same loop groups and blocking as
 * the f32 run, the columns' operand packed into int rows, the output rows updated {@link
 * IntMacKernels#MR} at a time by {@code c[r][j] += w[k][r] * panel[k][j]} ({@link
 * IntMacKernels}). Integer products and sums wrap (two's complement, as arith's muli and addi),
 * so every order of the sums gives the interpreter's bits. Columns at consecutive ints ({@code
 * vRun}, {@code cRun} not null: the operand's bytes as ints) are copied as runs.
 */
record IntContraction(ContractionOperands o, IntBuffer vRun, IntBuffer cRun,
    WidenedBytes vWidened) implements Contraction.Rows {

  /**
   * The run of operands {@code o}; {@code vWidened}: what a widening wrote into the columns'
   * operand's bytes (null: none), whose rows its panel is packed from where they are runs of it.
   */
  static IntContraction of(ContractionOperands o, WidenedBytes vWidened) {
    return new IntContraction(o, Contraction.unitStride(o.jV()) ? ints(o.vData()) : null,
        Contraction.unitStride(o.jC()) ? ints(o.cData()) : null,
        vWidened != null && vWidened.valid() && Contraction.unitStride(o.jV()) ? vWidened
            : null);
  }

  @Override
  public void rows(long from, long to, Execution ex, Operation op) {
    long[] jV = o.jV();
    long[] kV = o.kV();
    int kc0 = Math.min(Contraction.KC, kV.length);
    int nc0 = Math.min(Contraction.NC, jV.length);
    int[][] panel = new int[kc0][nc0];
    int[] w = new int[kc0 * IntMacKernels.MR];
    int[][] c = new int[IntMacKernels.MR][nc0];
    o.byBatch(from, to, (b, r0, r1, vb, wb, cb) -> {
      for (int jc = 0; jc < jV.length; jc += Contraction.NC) {
        if (ex != null) {
          ex.checkDeadline(op);
        }
        int nc = Math.min(Contraction.NC, jV.length - jc);
        for (int kc = 0; kc < kV.length; kc += Contraction.KC) {
          int kn = Math.min(Contraction.KC, kV.length - kc);
          for (int kk = 0; kk < kn; kk++) {
            if (vWidened == null || !vWidened.row(vb + kV[kc + kk] + jV[jc], nc, panel[kk])) {
              load(vRun, o.vData(), vb + kV[kc + kk], jV, jc, nc, panel[kk]);
            }
          }
          block(cb, wb, jc, nc, kc, kn, r0, r1, panel, w, c);
        }
      }
    });
  }

  /**
   * Rows [rowFrom, rowTo) of the output over columns [jc, jc + nc) and reduction steps [kc, kc +
   * kn), the panel packed: {@link IntMacKernels#MR} rows at a time, each loaded, updated and
   * stored once.
   */
  private void block(long cb, long wb, int jc, int nc, int kc, int kn, int rowFrom, int rowTo,
      int[][] panel, int[] w, int[][] c) {
    long[] iC = o.iC();
    long[] jC = o.jC();
    for (int ic = rowFrom; ic < rowTo; ic += IntMacKernels.MR) {
      int rows = Math.min(IntMacKernels.MR, rowTo - ic);
      for (int r = 0; r < rows; r++) {
        load(cRun, o.cData(), cb + iC[ic + r], jC, jc, nc, c[r]);
        scalars(o.wData(), wb + o.iW()[ic + r], o.kW(), kc, kn, w, r);
      }
      IntMacKernels.mac(c, rows, panel, w, kn, nc);
      for (int r = 0; r < rows; r++) {
        store(cRun, o.cData(), cb + iC[ic + r], jC, jc, nc, c[r]);
      }
    }
  }

  /** w[kk * MR + r] = the i32 at {@code origin + at[from + kk]}, kk < n. */
  private static void scalars(byte[] bytes, long origin, long[] at, int from, int n, int[] w,
      int r) {
    for (int kk = 0; kk < n; kk++) {
      w[kk * IntMacKernels.MR + r] = (int) ElementBytes.i32(bytes, (int) (origin + at[from + kk]));
    }
  }

  /**
   * row[t] = the i32 at {@code origin + at[from + t]}, t < n: one bulk copy when the offsets are
   * consecutive ints ({@code run}, the bytes as ints, not null) from a whole int.
   */
  private static void load(IntBuffer run, byte[] bytes, long origin, long[] at, int from, int n,
      int[] row) {
    long pos = origin + at[from];
    if (run != null && (pos & 3) == 0) {
      run.get((int) (pos >> 2), row, 0, n);
      return;
    }
    for (int t = 0; t < n; t++) {
      row[t] = (int) ElementBytes.i32(bytes, (int) (origin + at[from + t]));
    }
  }

  /** The i32 at {@code origin + at[from + t]} = row[t], t < n (a bulk copy as in {@link #load}). */
  private static void store(IntBuffer run, byte[] bytes, long origin, long[] at, int from, int n,
      int[] row) {
    long pos = origin + at[from];
    if (run != null && (pos & 3) == 0) {
      run.put((int) (pos >> 2), row, 0, n);
      return;
    }
    for (int t = 0; t < n; t++) {
      ElementBytes.i32(bytes, (int) (origin + at[from + t]), row[t]);
    }
  }

  /** {@code bytes} as little-endian ints, int i at byte 4 i (see Contraction's floats). */
  static IntBuffer ints(byte[] bytes) {
    return ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer();
  }
}
