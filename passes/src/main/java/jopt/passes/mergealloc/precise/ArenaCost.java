package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.ir.Operation;
import jopt.passes.mergealloc.LifetimeTrace;
import jopt.passes.planner.MemoryTrace;

/**
 * The model the admission stage ({@link LentFit}, {@link SymbolicFit}) weighs an arena by: the
 * memory a scope holds outside its arena, the ticks an arena is live over, the scope's peak.
 */
public final class ArenaCost {
  private ArenaCost() {}

  /** The intervals of {@code after} not in {@code before}, in {@code after}'s order. */
  public static List<MemoryTrace.Interval> added(List<MemoryTrace.Interval> before,
      List<MemoryTrace.Interval> after) {
    Set<MemoryTrace.Interval> was = new java.util.HashSet<>(before);
    List<MemoryTrace.Interval> out = new ArrayList<>();
    for (MemoryTrace.Interval iv : after) {
      if (!was.contains(iv)) {
        out.add(iv);
      }
    }
    return out;
  }

  /**
   * The ticks an arena of {@code members} is live over at least: the hull of their reach
   * ({@link PreciseCollector}), of their intervals where it has none; null when empty.
   */
  public static long[] reachOf(LifetimeTrace t, List<MemoryTrace.Interval> members) {
    if (members.isEmpty()) {
      return null;
    }
    long[] s = {Long.MAX_VALUE, Long.MIN_VALUE};
    for (MemoryTrace.Interval iv : members) {
      long[] r = t.model().reach(t.allocs().get(iv.bufferId()));
      s[0] = Math.min(s[0], r == null ? iv.begin() : r[0]);
      s[1] = Math.max(s[1], r == null ? iv.end() : r[1]);
    }
    return s;
  }

  /**
   * The peak of an arena of {@code size} bytes over ticks {@code span} (null: none) plus
   * {@code outside}.
   */
  public static long peak(long size, long[] span, List<ScopeModel.Held> outside) {
    List<MemoryTrace.Interval> live = new ArrayList<>();
    if (span != null) {
      live.add(new MemoryTrace.Interval(0, span[0], span[1], size));
    }
    for (ScopeModel.Held h : outside) {
      live.add(new MemoryTrace.Interval(live.size(), h.lo(), h.hi(), h.bytes()));
    }
    if (live.isEmpty()) {
      return 0;
    }
    return MemoryTrace.fromIntervals(live).peakLiveBytes(1);
  }

  public static LifetimeTrace restrict(LifetimeTrace t, List<MemoryTrace.Interval> intervals) {
    Map<Long, Operation> allocs = new java.util.LinkedHashMap<>();
    for (MemoryTrace.Interval iv : intervals) {
      allocs.put(iv.bufferId(), t.allocs().get(iv.bufferId()));
    }
    return new LifetimeTrace(t.scope(), t.memorySpace(), List.copyOf(intervals), allocs,
        t.model());
  }
}
