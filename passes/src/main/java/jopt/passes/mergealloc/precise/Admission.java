package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import jopt.ir.Operation;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.mergealloc.stages.LifetimeTrace.ScopeModel;
import jopt.passes.planner.MemorySchedule;
import jopt.passes.planner.MemoryTrace;

/**
 * The admission of one scope's lent groups ({@link LentFit} on bytes, {@link SymbolicFit} on
 * polynomial sizes): the scope's {@code trace} (with its model) and {@code planning}, which
 * plans an arena's trace as the planning stage will; and the cost model both weigh an arena by (the
 * memory a scope holds outside its arena, the ticks an arena is live over, the scope's peak).
 */
record Admission(LifetimeTrace trace, Function<LifetimeTrace, MemorySchedule> planning) {
  /** The plan of an arena of {@code members}. */
  MemorySchedule plan(List<MemoryTrace.Interval> members) {
    return planning.apply(restrict(trace, members));
  }

  /** The planned size of an arena of {@code members}. */
  long size(List<MemoryTrace.Interval> members) {
    return plan(members).totalSize();
  }

  /** The arena with some groups joined: its buffers, the memory left outside, size and peak. */
  record Trial(List<MemoryTrace.Interval> candidate, List<ScopeModel.Held> rest, long size,
      long peak) {
    /**
     * This arena with {@code groups} joined: they leave the memory outside ({@code heldByGroup}
     * has what each held there), the arena is planned again.
     */
    Trial with(Admission a, List<List<MemoryTrace.Interval>> groups,
        Map<List<MemoryTrace.Interval>, ScopeModel.Held> heldByGroup) {
      List<MemoryTrace.Interval> candidate = new ArrayList<>(candidate());
      List<ScopeModel.Held> rest = new ArrayList<>(rest());
      for (List<MemoryTrace.Interval> g : groups) {
        candidate.addAll(g);
        rest.remove(heldByGroup.get(g));
      }
      long size = a.size(candidate);
      return new Trial(candidate, rest, size,
          Admission.peak(size, reachOf(a.trace(), candidate), rest));
    }
  }

  /** The intervals of {@code after} not in {@code before}, in {@code after}'s order. */
  static List<MemoryTrace.Interval> added(List<MemoryTrace.Interval> before,
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
   * ({@link ScopeModel#reach}), of their intervals where it has none; null when empty.
   */
  static long[] reachOf(LifetimeTrace t, List<MemoryTrace.Interval> members) {
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
  static long peak(long size, long[] span, List<ScopeModel.Held> outside) {
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

  static LifetimeTrace restrict(LifetimeTrace t, List<MemoryTrace.Interval> intervals) {
    Map<Long, Operation> allocs = new java.util.LinkedHashMap<>();
    for (MemoryTrace.Interval iv : intervals) {
      allocs.put(iv.bufferId(), t.allocs().get(iv.bufferId()));
    }
    return new LifetimeTrace(t.scope(), t.memorySpace(), List.copyOf(intervals), allocs,
        t.model());
  }
}
