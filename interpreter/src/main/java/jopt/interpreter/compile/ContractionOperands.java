package jopt.interpreter.compile;

/**
 * The operands of a {@link Contraction} run and the byte offsets of its loop groups: v (the
 * columns' operand), w (the rows' operand) and c (the output), each as its bytes and origin,
 * with the offset of each point of the column (j), row (i), batch (b) and reduction (k) loops
 * in each operand that has them. Every access was checked by the caller. Shared by the f32 and
 * i32 row runners, which walk their range of rows with {@link #byBatch}.
 */
record ContractionOperands(byte[] vData, long vOrigin, long[] jV, long[] kV, long[] bV,
    byte[] wData, long wOrigin, long[] iW, long[] kW, long[] bW, byte[] cData, long cOrigin,
    long[] jC, long[] iC, long[] bC) {

  /** The rows of one batch a runner updates, and the batch's byte origins in v, w and c. */
  interface Batch {
    void rows(int b, int rowFrom, int rowTo, long vb, long wb, long cb);
  }

  /**
   * Calls {@code batch} for each batch that rows [from, to) touch (row r of batch b being b *
   * rows + r), in order, with the rows of it in the range; nothing when there are no rows.
   */
  void byBatch(long from, long to, Batch batch) {
    int m = iW.length;
    if (m == 0 || from >= to) {
      return;
    }
    for (int b = (int) (from / m); b <= (int) ((to - 1) / m); b++) {
      int r0 = (int) Math.max(0, from - (long) b * m);
      int r1 = (int) Math.min(m, to - (long) b * m);
      batch.rows(b, r0, r1, vOrigin + bV[b], wOrigin + bW[b], cOrigin + bC[b]);
    }
  }
}
