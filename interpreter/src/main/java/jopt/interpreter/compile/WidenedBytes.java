package jopt.interpreter.compile;

import jopt.interpreter.runtime.WriterTags;

/**
 * The i32 values a run of the widening engine ({@link IntWidening}) left in its output's bytes,
 * as a function of the copies of its inputs' bytes that {@link KeptOutput} took: the element at
 * loop point {@code idx} is {@code ext(in0[idx]) - ext(in1[idx])} (or {@code ext(in0[idx])}),
 * at byte {@code origin + sum idx[d] * outStrides[d]} of the output. A contraction reading that
 * output as its columns' operand packs its panel from these i8 copies instead ({@link
 * IntContraction}), or widens them in its kernel ({@link #source}): a quarter of the bytes,
 * which the JVM's caches hold better, the same values.
 * Valid while the output's allocation sets no tag after the widening ({@link #valid}): every
 * write of its bytes does; a run that faults is over.
 */
record WidenedBytes(WriterTags writer, long sets, long origin, long[] outStrides, long[] ranges,
    int[] order, byte[][] inputs, long[] inOrigin, long[][] inStrides, boolean[] unsigned,
    int[] subtrahends) {

  /** Whether the output's bytes still hold what the widening wrote. */
  boolean valid() {
    return writer.sets() == sets;
  }

  /**
   * The description of an output written at byte strides {@code outStrides} per loop over
   * {@code ranges}, or null when two points may share a byte or a stride is not a whole int:
   * the loops sorted by stride, each stride at least the span of the smaller ones, so that a
   * byte offset divides into the one point written there.
   */
  static WidenedBytes of(WriterTags writer, long sets, long origin, long[] outStrides,
      long[] ranges, byte[][] inputs, long[] inOrigin, long[][] inStrides, boolean[] unsigned) {
    int loops = outStrides.length;
    Integer[] byStride = new Integer[loops];
    for (int d = 0; d < loops; d++) {
      if (outStrides[d] <= 0 || outStrides[d] % Integer.BYTES != 0) {
        return null;
      }
      byStride[d] = d;
    }
    java.util.Arrays.sort(byStride, (a, b) -> Long.compare(outStrides[b], outStrides[a]));
    int[] order = new int[loops];
    long span = Integer.BYTES;
    for (int i = loops - 1; i >= 0; i--) {
      int d = byStride[i];
      order[i] = d;
      if (outStrides[d] < span) {
        return null;
      }
      span = outStrides[d] * ranges[d];
    }
    // What each row subtracts, as ints: the second input's bytes widened (zeros without one).
    int[] subtrahends;
    if (inputs.length > 1) {
      subtrahends = new int[inputs[1].length];
      for (int t = 0; t < subtrahends.length; t++) {
        subtrahends[t] = unsigned[1] ? inputs[1][t] & 0xFF : inputs[1][t];
      }
    } else {
      subtrahends = new int[(int) Math.min(Integer.MAX_VALUE - 8, ranges[order[loops - 1]])];
    }
    return new WidenedBytes(writer, sets, origin, outStrides.clone(), ranges.clone(), order,
        inputs, inOrigin.clone(), inStrides, unsigned.clone(), subtrahends);
  }

  /**
   * row[t] = the i32 at output byte {@code pos + 4 t}, t < n, when those bytes are n points of
   * the widening along its innermost output loop (of stride 4); false otherwise (nothing
   * written).
   */
  boolean row(long pos, int n, int[] row) {
    long[] at = place(pos, n);
    if (at == null) {
      return false;
    }
    long a = at[0];
    long b = at[1];
    int sa = (int) at[2];
    int sb = (int) at[3];
    if (sa == 1 && sb == 1) {
      // the common layout: a vector at a time where the JVM has the Vector API
      if (IntWidening.TILE != null) {
        IntWidening.TILE.centered(inputs[0], (int) a, unsigned[0], subtrahends, (int) b, row, n);
      } else {
        IntWidening.centered(inputs[0], (int) a, unsigned[0], subtrahends, (int) b, row, n);
      }
      return true;
    }
    byte[] x = inputs[0];
    for (int t = 0; t < n; t++) {
      int v = x[(int) a + t * sa];
      row[t] = (unsigned[0] ? v & 0xFF : v) - subtrahends[(int) b + t * sb];
    }
    return true;
  }

  /**
   * Where the n ints at output byte {@code pos} come from when they are consecutive bytes of the
   * first input less consecutive {@link #subtrahends} (the layout {@link #row} widens a vector at
   * a time): {@code src[2 kk]} = the first byte's index in {@code inputs()[0]}, {@code src[2 kk +
   * 1]} = the first subtrahend's index; false otherwise (src[2 kk..] unchanged). Then {@code
   * row(pos, n, r)} would give r[t] = ext(inputs()[0][src[2 kk] + t]) - subtrahends()[src[2 kk
   * + 1] + t].
   */
  boolean source(long pos, int n, int[] src, int kk) {
    long[] at = place(pos, n);
    if (at == null || at[2] != 1 || at[3] != 1) {
      return false;
    }
    src[2 * kk] = (int) at[0];
    src[2 * kk + 1] = (int) at[1];
    return true;
  }

  /**
   * For the n ints at output byte {@code pos}, points of the widening along its innermost output
   * loop (of stride 4): the first one's byte in the first input and subtrahend index, and the
   * steps of both along that loop; null when they are not such points.
   */
  private long[] place(long pos, int n) {
    long rem = pos - origin;
    if (rem < 0) {
      return null;
    }
    long a = inOrigin[0];
    long b = inputs.length > 1 ? inOrigin[1] : 0;
    int inner = order[order.length - 1];
    long at = 0;
    for (int d : order) {
      long i = rem / outStrides[d];
      if (i >= ranges[d]) {
        return null;
      }
      rem -= i * outStrides[d];
      a += i * inStrides[0][d];
      if (inputs.length > 1) {
        b += i * inStrides[1][d];
      }
      if (d == inner) {
        at = i;
      }
    }
    if (rem != 0 || outStrides[inner] != Integer.BYTES || at + n > ranges[inner]) {
      return null;
    }
    return new long[] {a, b, inStrides[0][inner], inputs.length > 1 ? inStrides[1][inner] : 1};
  }
}
