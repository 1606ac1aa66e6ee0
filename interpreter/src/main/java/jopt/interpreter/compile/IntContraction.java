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
 * vRun}, {@code cRun} not null: the operand's bytes as ints) are copied as runs. Where a widening
 * wrote the columns' operand ({@code vWidened}) and the JVM has the Vector API, rows go {@link
 * IntMacKernels#BYTE_ROWS} at a time through a kernel that widens the weight's bytes in
 * registers ({@link IntMacKernels.Tile#macBytes}), no panel packed: minilm-l6-v2-q's best CPU
 * 16.2 -> 13.2 ms (the packing, memory-bound on the weight's bytes, was a sixth of the run).
 */
record IntContraction(ContractionOperands o, IntBuffer vRun, IntBuffer cRun,
    WidenedBytes vWidened, Reader v, Reader w) implements Contraction.Rows {

  /**
   * How an operand's elements are read: {@code bytes} per element (1: a signed byte, as extsi
   * reads an i8; 4: an i32) less {@code zeroPoint}.
   */
  record Reader(int bytes, int zeroPoint) {
    static final Reader I32 = new Reader(4, 0);

    int at(byte[] data, long pos) {
      return (bytes == 1 ? data[(int) pos] : (int) ElementBytes.i32(data, (int) pos)) - zeroPoint;
    }
  }

  /**
   * The run of operands {@code o}; {@code vWidened}: what a widening wrote into the columns'
   * operand's bytes (null: none), whose rows its panel is packed from where they are runs of it.
   */
  static IntContraction of(ContractionOperands o, WidenedBytes vWidened) {
    return new IntContraction(o, Contraction.unitStride(o.jV()) ? ints(o.vData()) : null,
        Contraction.unitStride(o.jC()) ? ints(o.cData()) : null,
        vWidened != null && vWidened.valid() && Contraction.unitStride(o.jV()) ? vWidened
            : null, Reader.I32, Reader.I32);
  }

  /**
   * The run of a quantized contraction ({@link QuantizedBody}): the columns' operand of {@code
   * vBytes} per element less {@code vZero}, the rows' of {@code wBytes} less {@code wZero}, each
   * read so as its panel or row scalars are packed. Columns of plain i32s (4 bytes, zero point 0:
   * a side centered in i32) are read as {@link #of} reads them, from {@code vWidened} too.
   */
  static IntContraction quantized(ContractionOperands o, int vBytes, int vZero, int wBytes,
      int wZero, WidenedBytes vWidened) {
    Reader w = new Reader(wBytes, wZero);
    if (vBytes == 4 && vZero == 0) {
      IntContraction plain = of(o, vWidened);
      return new IntContraction(o, plain.vRun(), plain.cRun(), plain.vWidened(), Reader.I32, w);
    }
    return new IntContraction(o, null, Contraction.unitStride(o.jC()) ? ints(o.cData()) : null,
        null, new Reader(vBytes, vZero), w);
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
    // The widened rows' sources for the unpacked kernel (IntMacKernels.Tile#macBytes), where
    // the JVM has it.
    IntMacKernels.Tile bytes = vWidened != null && IntMacKernels.TILE != null
        && nc0 >= IntMacKernels.TILE.minColumns() ? IntMacKernels.TILE : null;
    int[] src = bytes != null ? new int[2 * kV.length] : null;
    int[] wBytes = bytes != null ? new int[kV.length * IntMacKernels.BYTE_ROWS] : null;
    int[][] cBytes = bytes != null ? new int[IntMacKernels.BYTE_ROWS][nc0] : null;
    o.byBatch(from, to, (b, r0, r1, vb, wb, cb) -> {
      int rest = r0;
      if (bytes != null && r1 - r0 >= IntMacKernels.BYTE_ROWS && sources(vb, src)) {
        for (; rest + IntMacKernels.BYTE_ROWS <= r1; rest += IntMacKernels.BYTE_ROWS) {
          byteRows(bytes, ex, op, wb, cb, rest, src, wBytes, cBytes);
        }
      }
      for (int jc = 0; jc < jV.length && rest < r1; jc += Contraction.NC) {
        if (ex != null) {
          ex.checkDeadline(op);
        }
        int nc = Math.min(Contraction.NC, jV.length - jc);
        for (int kc = 0; kc < kV.length; kc += Contraction.KC) {
          int kn = Math.min(Contraction.KC, kV.length - kc);
          for (int kk = 0; kk < kn; kk++) {
            if (vWidened == null || !vWidened.row(vb + kV[kc + kk] + jV[jc], nc, panel[kk])) {
              load(vRun, v, o.vData(), vb + kV[kc + kk], jV, jc, nc, panel[kk]);
            }
          }
          block(cb, wb, jc, nc, kc, kn, rest, r1, panel, w, c);
        }
      }
    });
  }

  /**
   * Whether every reduction step's row of the columns' operand (from batch origin {@code vb}),
   * whole, is a run of the widening's bytes ({@link WidenedBytes#source}, into src[2 k..]). The
   * columns are at consecutive ints ({@link #of}), so column j of row k is then byte src[2 k] + j
   * less subtrahend src[2 k + 1] + j.
   */
  private boolean sources(long vb, int[] src) {
    long[] kV = o.kV();
    for (int k = 0; k < kV.length; k++) {
      if (!vWidened.source(vb + kV[k] + o.jV()[0], o.jV().length, src, k)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Rows [ic, ic + BYTE_ROWS) of the output over every column and reduction step, the columns'
   * operand widened from the widening's bytes in the kernel: the rows' operand read once, each
   * block of output columns loaded and stored once.
   */
  private void byteRows(IntMacKernels.Tile bytes, Execution ex, Operation op, long wb, long cb,
      int ic, int[] src, int[] w, int[][] c) {
    long[] jV = o.jV();
    long[] kV = o.kV();
    long[] iC = o.iC();
    long[] jC = o.jC();
    for (int r = 0; r < IntMacKernels.BYTE_ROWS; r++) {
      scalars(this.w, o.wData(), wb + o.iW()[ic + r], o.kW(), 0, kV.length, w, r,
          IntMacKernels.BYTE_ROWS);
    }
    for (int jc = 0; jc < jV.length; jc += Contraction.NC) {
      if (ex != null) {
        ex.checkDeadline(op);
      }
      int nc = Math.min(Contraction.NC, jV.length - jc);
      for (int r = 0; r < IntMacKernels.BYTE_ROWS; r++) {
        load(cRun, Reader.I32, o.cData(), cb + iC[ic + r], jC, jc, nc, c[r]);
      }
      bytes.macBytes(c, vWidened.inputs()[0], vWidened.unsigned()[0], vWidened.subtrahends(),
          src, jc, w, kV.length, nc);
      for (int r = 0; r < IntMacKernels.BYTE_ROWS; r++) {
        store(cRun, o.cData(), cb + iC[ic + r], jC, jc, nc, c[r]);
      }
    }
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
        load(cRun, Reader.I32, o.cData(), cb + iC[ic + r], jC, jc, nc, c[r]);
        scalars(this.w, o.wData(), wb + o.iW()[ic + r], o.kW(), kc, kn, w, r, IntMacKernels.MR);
      }
      IntMacKernels.mac(c, rows, panel, w, kn, nc);
      for (int r = 0; r < rows; r++) {
        store(cRun, o.cData(), cb + iC[ic + r], jC, jc, nc, c[r]);
      }
    }
  }

  /** w[kk * rows + r] = the element at {@code origin + at[from + kk]} as {@code read} reads it, kk < n. */
  private static void scalars(Reader read, byte[] bytes, long origin, long[] at, int from, int n,
      int[] w, int r, int rows) {
    for (int kk = 0; kk < n; kk++) {
      w[kk * rows + r] = read.at(bytes, origin + at[from + kk]);
    }
  }

  /**
   * row[t] = the element at {@code origin + at[from + t]} as {@code read} reads it, t < n: one
   * bulk copy when the offsets are consecutive ints ({@code run}, the bytes as ints, not null:
   * only for plain i32s) from a whole int.
   */
  private static void load(IntBuffer run, Reader read, byte[] bytes, long origin, long[] at,
      int from, int n, int[] row) {
    long pos = origin + at[from];
    if (run != null && (pos & 3) == 0) {
      run.get((int) (pos >> 2), row, 0, n);
      return;
    }
    if (read.bytes() == 1) {
      int z = read.zeroPoint();
      for (int t = 0; t < n; t++) {
        row[t] = bytes[(int) (origin + at[from + t])] - z;
      }
      return;
    }
    for (int t = 0; t < n; t++) {
      row[t] = read.at(bytes, origin + at[from + t]);
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
