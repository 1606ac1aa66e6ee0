package jopt.interpreter.runtime;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import jopt.ir.type.FloatType;
import org.junit.jupiter.api.Test;

/**
 * Heap.forEachRunInBox against the elements of the box taken one by one in index order, adjacent
 * ones merged: the same maximal runs, for dense layouts (whose inner dimensions join the row),
 * boxes that cover part of a dimension, and layouts with permuted, negative or zero strides.
 */
class RunsInBoxTest {
  @Test
  void runsAreTheElementsMergedInIndexOrder() {
    SplittableRandom r = new SplittableRandom(79);
    for (int round = 0; round < 3000; round++) {
      int rank = 1 + r.nextInt(4);
      long[] sizes = new long[rank];
      for (int d = 0; d < rank; d++) {
        sizes[d] = 1 + r.nextInt(4);
      }
      long[] strides = MemRefAllocator.identityStrides(sizes);
      if (r.nextInt(3) == 0) {
        for (int d = 0; d < rank; d++) {
          strides[d] = r.nextInt(7) - 2; // any: negative, zero, overlapping
        }
      }
      long offset = 0;
      long extent = 0;
      for (int d = 0; d < rank; d++) {
        offset += Math.max(0, -(sizes[d] - 1) * strides[d]);
        extent += Math.abs((sizes[d] - 1) * strides[d]);
      }
      int bytes = (int) ((extent + 1) * 4);
      Allocation a = new Allocation(1, Allocation.Kind.HEAP, 0, bytes, null, null,
          new LogicalBuffer(1, null, null));
      MemRefValue m = new MemRefValue(a, 0, offset, sizes, strides, FloatType.F32, a.logical, true);
      long[] lo = new long[rank];
      long[] hi = new long[rank];
      for (int d = 0; d < rank; d++) {
        boolean whole = r.nextBoolean();
        lo[d] = whole ? 0 : r.nextInt((int) sizes[d]);
        hi[d] = whole ? sizes[d] - 1 : lo[d] + r.nextInt((int) (sizes[d] - lo[d]));
      }
      List<long[]> got = new ArrayList<>();
      Heap.forEachRunInBox(m, lo, hi, (pos, len) -> got.add(new long[] {pos, len}));
      assertThat(toString(got)).isEqualTo(toString(expected(m, lo, hi)));
    }
  }

  /** The elements' bytes in index order, each merged into the run before when adjacent to it. */
  private static List<long[]> expected(MemRefValue m, long[] lo, long[] hi) {
    List<long[]> runs = new ArrayList<>();
    long[] idx = lo.clone();
    while (true) {
      long pos = m.base + m.offset * 4;
      for (int d = 0; d < idx.length; d++) {
        pos += idx[d] * m.strides[d] * 4;
      }
      long[] last = runs.isEmpty() ? null : runs.get(runs.size() - 1);
      if (last != null && last[0] + last[1] == pos) {
        last[1] += 4;
      } else {
        runs.add(new long[] {pos, 4});
      }
      int d = idx.length - 1;
      while (d >= 0 && ++idx[d] > hi[d]) {
        idx[d] = lo[d];
        d--;
      }
      if (d < 0) {
        return runs;
      }
    }
  }

  private static String toString(List<long[]> runs) {
    StringBuilder b = new StringBuilder();
    for (long[] run : runs) {
      b.append(run[0]).append('+').append(run[1]).append(' ');
    }
    return b.toString();
  }
}
