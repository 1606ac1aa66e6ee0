package jopt.interpreter.compile;

import java.util.Arrays;

/**
 * What a {@link Contraction} run derives from its operands' byte strides and its loops' ranges
 * alone, not from where the operands lie: which operand gives the columns, each loop group's
 * byte offsets in each operand, each operand's offset of iteration 0 from its origin, and which
 * operands are read as runs of floats. An op runs with the same strides and ranges on every run
 * of a model, so its engine computes this once ({@link Contraction#layout}) rather than on every
 * run: the offsets of a 2400-step reduction and the scans for unit strides were a fifth of a
 * wake-word head's warm run. Immutable; the arrays are never written after construction.
 *
 * @param strides the map results' byte strides it was computed for
 * @param ranges the loops' ranges it was computed for
 * @param v the operand (0 or 1) whose loops are the columns; the other gives the rows
 * @param originOffset each operand's byte offset of iteration 0 from its origin (v, w, c order
 *     as the op's operands: in0, in1, out)
 * @param outStrides the output's byte stride per loop
 * @param vUnit whether the columns lie at consecutive floats of v (so do {@code cUnit}: of the
 *     output; {@code kWUnit}: w's reduction steps; {@code kVUnit}: v's)
 */
record ContractionLayout(long[] strides, long[] ranges, int v, long[] originOffset,
    long[] outStrides, long[] jV, long[] kV, long[] bV, long[] iW, long[] kW, long[] bW,
    long[] jC, long[] iC, long[] bC, boolean vUnit, boolean cUnit, boolean kWUnit,
    boolean kVUnit, ShiftedPanel shift) {

  /** Whether this layout is that of a run with byte strides {@code s} and ranges {@code r}. */
  boolean fits(long[] s, long[] r) {
    return Arrays.equals(strides, s) && Arrays.equals(ranges, r);
  }

  /** The run's operands, their bytes {@code data} and origins {@code base} (the op's order). */
  ContractionOperands operands(byte[][] data, long[] base) {
    int w = 1 - v;
    return new ContractionOperands(data[v], base[v] + originOffset[v], jV, kV, bV, data[w],
        base[w] + originOffset[w], iW, kW, bW, data[2], base[2] + originOffset[2], jC, iC, bC);
  }
}
