package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.passes.mergealloc.LifetimeTrace;
import jopt.passes.mergealloc.MemoryPlanner;
import jopt.passes.mergealloc.MergeAllocOptions;
import jopt.passes.planner.MemorySchedule;
import jopt.passes.planner.MemoryTrace;

/**
 * The admission of one scope's lent groups ({@link LentFit} on bytes, {@link SymbolicFit} on
 * polynomial sizes): the scope's {@code trace} (with its model) and the planner that weighs an
 * arena, as the planning stage will plan it.
 */
record Admission(LifetimeTrace trace, MemoryPlanner planner, MergeAllocOptions options) {
  /** The plan of an arena of {@code members}. */
  MemorySchedule plan(List<MemoryTrace.Interval> members) {
    return planner.plan(ArenaCost.restrict(trace, members), options);
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
          ArenaCost.peak(size, ArenaCost.reachOf(a.trace(), candidate), rest));
    }
  }
}
