package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import jopt.ir.Operation;
import jopt.passes.analysis.IndexEvaluation;
import jopt.passes.mergealloc.precise.SizePoly.SizeMax;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.planner.MemoryTrace;

/**
 * A rival of {@link SymbolicPlan}'s plans for buffers sized by several dynamic sizes (a CNN's
 * batch, height and width): the order of a static plan made at one size, kept at every size.
 * The buffers of dynamic size are planned as static buffers of their bytes at a <em>reference
 * binding</em> (every dynamic dimension of the function's arguments one size, the atoms computed
 * from it as the IR computes them) by first fit ({@link PrecisePlanner#firstFit}); then, in the
 * order of those offsets, each goes on top of the buffers live with it that come before it in
 * that order and of the static buffers live with it. Every two buffers live at once are thus
 * ordered, one above the other, for every binding of the sizes; at the reference binding no
 * buffer sits higher than first fit put it (each end below it there is at most its offset there).
 * Which reference serves best is decided at bindings of the arguments' sizes too ({@link #sizes}):
 * the sizes the program runs at, not every atom bound to one value (a CNN's deep feature maps are
 * smaller than its first ones, which one value for every atom does not see).
 */
final class OrderedPlan {
  private OrderedPlan() {}

  /** The arguments' dynamic sizes at which reference plans are made. */
  static final long[] REFERENCES = {1, 8, 32, 64, 256};

  /** The arguments' dynamic sizes at which plans are compared. */
  static final long[] COMPARED_AT = {1, 2, 4, 8, 16, 32, 64, 128, 256, 1024};

  /** Atoms above this at a binding make it unusable (a wrapped subtraction, an overflow). */
  private static final long MAX_ATOM = 1L << 24;

  /**
   * The atoms' values with every dynamic dimension of the function's arguments bound to
   * {@code size}; null where one cannot be computed or is out of range.
   */
  static long[] binding(SymbolicPlan.Atoms atoms, long size) {
    IndexEvaluation at = new IndexEvaluation((arg, dim) -> size);
    long[] out = new long[atoms.count()];
    for (int i = 0; i < out.length; i++) {
      Long v = at.evaluate(atoms.get(i));
      if (v == null || v < 0 || v > MAX_ATOM) {
        return null;
      }
      out[i] = v;
    }
    return out;
  }

  /** The bindings of {@code sizes} that can be computed. */
  static List<long[]> bindings(SymbolicPlan.Atoms atoms, long[] sizes) {
    List<long[]> out = new ArrayList<>();
    for (long s : sizes) {
      long[] b = binding(atoms, s);
      if (b != null) {
        out.add(b);
      }
    }
    return out;
  }

  /**
   * The plan of {@code dynamics} in the order of their first-fit offsets at {@code reference};
   * null where a buffer or a static buffer live with one is guarded, or an end cannot be aligned.
   */
  static Map<Long, SymbolicPlan.Placed> plan(Map<Long, SizePoly> bytes, long[] reference,
      LifetimeTrace trace, Map<Long, Long> offsets,
      BiPredicate<MemoryTrace.Interval, MemoryTrace.Interval> conflict,
      Predicate<Operation> guarded, List<MemoryTrace.Interval> statics,
      List<MemoryTrace.Interval> dynamics, SizeMax.Bounds bounds) {
    int n = dynamics.size();
    List<MemoryTrace.Interval> ivs = new ArrayList<>();
    long[] aligns = new long[n];
    long[] floors = new long[n];
    for (int i = 0; i < n; i++) {
      MemoryTrace.Interval d = dynamics.get(i);
      Operation alloc = trace.allocs().get(d.bufferId());
      if (guarded.test(alloc)) {
        return null;
      }
      for (MemoryTrace.Interval s : statics) {
        if (conflict.test(s, d)) {
          if (guarded.test(trace.allocs().get(s.bufferId()))) {
            return null;
          }
          floors[i] = Math.max(floors[i], offsets.get(s.bufferId()) + s.size());
        }
      }
      aligns[i] = SymbolicPlan.alignmentOf(alloc);
      ivs.add(new MemoryTrace.Interval(i, d.begin(), d.end(),
          bytes.get(d.bufferId()).valueAt(reference)));
    }
    int[][] conflicts = new int[n][];
    for (int i = 0; i < n; i++) {
      List<Integer> with = new ArrayList<>();
      for (int j = 0; j < n; j++) {
        if (j != i && conflict.test(dynamics.get(i), dynamics.get(j))) {
          with.add(j);
        }
      }
      conflicts[i] = with.stream().mapToInt(Integer::intValue).toArray();
    }
    long[] off = PrecisePlanner.firstFit(ivs, aligns, conflicts);
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    java.util.Arrays.sort(order, Comparator.<Integer>comparingLong(i -> off[i])
        .thenComparingLong(i -> off[i] + ivs.get(i).size())
        .thenComparingLong(i -> dynamics.get(i).begin()).thenComparingInt(i -> i));
    int[] rank = new int[n];
    for (int r = 0; r < n; r++) {
      rank[order[r]] = r;
    }
    Map<Long, SymbolicPlan.Placed> out = new HashMap<>();
    for (int r = 0; r < n; r++) {
      int i = order[r];
      MemoryTrace.Interval d = dynamics.get(i);
      Operation alloc = trace.allocs().get(d.bufferId());
      SizeMax top = SizeMax.of(SizePoly.constant(floors[i]));
      for (int j : conflicts[i]) {
        if (rank[j] < r) {
          top = top.max(out.get(dynamics.get(j).bufferId()).end());
        }
      }
      SizeMax at = SymbolicPlan.alignUp(top, aligns[i], SymbolicPlan.elementAlignmentOf(alloc),
          bounds);
      if (at == null) {
        return null;
      }
      SizePoly size = bytes.get(d.bufferId());
      out.put(d.bufferId(), new SymbolicPlan.Placed(at, at.plus(size), size));
    }
    return out;
  }
}
