package jopt.passes.mergealloc.precise;

import java.util.List;
import java.util.TreeSet;
import jopt.passes.mergealloc.precise.SizePoly.SizeMax;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.mergealloc.stages.LifetimeTrace.ScopeModel;
import jopt.passes.planner.MemorySchedule;
import jopt.passes.planner.MemoryTrace;

/**
 * Whether lent groups join an arena that has buffers of dynamic size, or are of dynamic size
 * themselves ({@link LentFit} decides the others on bytes): on the sizes as polynomials
 * ({@link SymbolicPlan}). The arena's size before and after, and the bytes the groups held on
 * the heap, are compared at each tick of the grown arena's span:
 * <ul>
 *   <li>where memory the model misses is live (a callee's), the grown arena holds no more than
 *       the arena and the groups held throughout it before (that memory comes on top of both);
 *   <li>elsewhere, what the scope holds then (the arena and the memory it holds outside) is no
 *       more than what it held at some tick before: the scope's peak does not rise.
 * </ul>
 * Sizes are compared for bindings of at least 1 ({@link SizeMax#atMostForNonEmpty}): where a
 * size is 0 the grown arena may hold the static bytes of the buffers beside it longer. Nothing
 * joins where a buffer has guards or a scope has more than {@value #MAX_BUFFERS} buffers.
 */
final class SymbolicFit {
  static final int MAX_BUFFERS = 256;

  private SymbolicFit() {}

  /** An arena: its size and the ticks it is live over (null: none). */
  private record Arena(SizeMax size, long[] span) {}

  /**
   * Whether the buffers {@code trial} adds to {@code before} (the groups') join the arena of
   * {@code before} in {@code a}'s scope, making the arena of {@code trial}, whose rest is what
   * the scope holds outside the arena then.
   */
  static boolean joins(Admission a, List<MemoryTrace.Interval> before, Admission.Trial trial) {
    LifetimeTrace t = a.trace();
    List<MemoryTrace.Interval> after = trial.candidate();
    List<ScopeModel.Held> rest = trial.rest();
    List<long[]> unseen = t.model().outside().unseen();
    if (t.intervals().size() > MAX_BUFFERS) {
      return false;
    }
    List<MemoryTrace.Interval> added = Admission.added(before, after);
    SymbolicPlan.Atoms atoms = new SymbolicPlan.Atoms();
    Arena was = arena(a, before, atoms);
    Arena now = arena(a, after, atoms);
    if (was == null || now == null || now.span() == null) {
      return false;
    }
    // Critical ticks: where what is live changes.
    TreeSet<Long> ticks = new TreeSet<>();
    for (MemoryTrace.Interval iv : t.intervals()) {
      ticks.add(iv.begin());
      ticks.add(iv.end() + 1);
    }
    ticks.add(now.span()[0]);
    if (was.span() != null) {
      ticks.add(was.span()[0]);
    }
    for (ScopeModel.Held h : rest) {
      ticks.add(h.lo());
      ticks.add(h.hi() + 1);
    }
    for (long[] u : unseen) {
      ticks.add(u[0]);
    }
    SizeMax highestBefore = SizeMax.ZERO;
    for (long tick : ticks) {
      highestBefore = highestBefore.max(held(was, tick, tick).plus(
          heap(t, added, tick, tick, atoms)).plus(outside(rest, tick)));
    }
    for (long tick : ticks.subSet(now.span()[0], true, now.span()[1], true)) {
      if (!now.size().plus(outside(rest, tick)).atMostForNonEmpty(highestBefore)) {
        return false;
      }
    }
    for (long[] u : unseen) {
      if (u[1] < now.span()[0] || u[0] > now.span()[1]) {
        continue;
      }
      SizeMax then = held(was, u[0], u[1]).plus(heap(t, added, u[0], u[1], atoms));
      if (!now.size().atMostForNonEmpty(then)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The arena of {@code members}: its size as planned (static buffers at the planner's offsets,
   * the others symbolically) and the ticks it is live over; null where a buffer has guards or
   * is not placed.
   */
  private static Arena arena(Admission a, List<MemoryTrace.Interval> members,
      SymbolicPlan.Atoms atoms) {
    LifetimeTrace t = a.trace();
    ScopeModel model = t.model();
    for (MemoryTrace.Interval iv : members) {
      if (!model.guards(t.allocs().get(iv.bufferId())).isEmpty()) {
        return null;
      }
    }
    if (members.isEmpty()) {
      return new Arena(SizeMax.ZERO, null);
    }
    LifetimeTrace trace = Admission.restrict(t, members);
    List<MemoryTrace.Interval> statics = SymbolicPlan.statics(trace);
    MemorySchedule schedule = a.plan(members);
    long floor = 0;
    for (MemoryTrace.Interval s : statics) {
      floor = Math.max(floor, schedule.offsets().get(s.bufferId()) + s.size());
    }
    SymbolicPlan plan = new SymbolicPlan(atoms, trace, schedule.offsets(),
        (x, y) -> SymbolicPlan.conflict(t, x, y), alloc -> false);
    if (!plan.placedAll()) {
      return null;
    }
    return new Arena(plan.size(floor), Admission.reachOf(t, members));
  }

  /** The arena's size where it is live over all of ticks {@code lo..hi}, else 0. */
  private static SizeMax held(Arena a, long lo, long hi) {
    return a.span() != null && a.span()[0] <= lo && hi <= a.span()[1] ? a.size() : SizeMax.ZERO;
  }

  /** The bytes of the buffers of {@code added} live over all of ticks {@code lo..hi}. */
  private static SizePoly heap(LifetimeTrace t, List<MemoryTrace.Interval> added, long lo,
      long hi, SymbolicPlan.Atoms atoms) {
    SizePoly sum = SizePoly.ZERO;
    for (MemoryTrace.Interval iv : added) {
      if (iv.begin() <= lo && hi <= iv.end()) {
        sum = sum.plus(SymbolicPlan.isStatic(t, iv) ? SizePoly.constant(iv.size())
            : atoms.bytes(t.allocs().get(iv.bufferId())));
      }
    }
    return sum;
  }

  /** The bytes the scope holds outside the arena at {@code tick}. */
  private static SizePoly outside(List<ScopeModel.Held> rest, long tick) {
    long sum = 0;
    for (ScopeModel.Held h : rest) {
      if (h.lo() <= tick && tick <= h.hi()) {
        sum += h.bytes();
      }
    }
    return SizePoly.constant(sum);
  }

}
