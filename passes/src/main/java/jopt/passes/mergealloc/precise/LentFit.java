package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.Comparator;
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
 * Which groups of buffers lent to calls join their scope's arena. A lent buffer in the arena is
 * held for the arena's whole span, while on the heap it is freed after its calls; the arena may
 * grow for it. So a group joins only when the scope's own peak does not rise: the peak over the
 * scope's ticks of the arena (its planned size over its span) plus the static buffers the scope
 * holds outside it (those not merged and the lent groups left out, each over the hull of its
 * lifetime). A function's memory outside the scope is the same at every tick of the scope (its
 * caller's while it runs), so that peak decides the run's. Memory the model does not see
 * (buffers of dynamic size, what callees not known to allocate nothing allocate) is not
 * counted, so at the same peak a group joins only when the arena does not grow and the ticks
 * it is held longer hold no such memory, or, once every group that lowers the peak or costs
 * nothing has joined, when at each range of such memory in the arena's span the grown arena
 * holds no more than the arena and the group held there before. Groups of dynamic size, and
 * those left beside buffers of dynamic size in the arena, are judged last on the sizes as
 * polynomials ({@link SymbolicFit}).
 */
final class LentFit {
  private LentFit() {}

  /**
   * The admission stage: the traces of {@link PreciseAnalysis} with the lent groups that join
   * their scopes' arenas ({@link #fit}), each model's guards found again where its arena's
   * point moved.
   */
  static List<LifetimeTrace> admit(List<LifetimeTrace> traces,
      Function<LifetimeTrace, MemorySchedule> planning) {
    List<LifetimeTrace> out = new ArrayList<>();
    for (LifetimeTrace t : fit(traces, planning)) {
      out.add(guardedAgain(t));
    }
    return out;
  }

  /**
   * {@code t} with its buffers' guards found again where the arena's point moved: the groups
   * left out may have held it before values a guard needs (the loop bounds of a later region).
   */
  private static LifetimeTrace guardedAgain(LifetimeTrace t) {
    if (t.allocs().isEmpty()) {
      return t;
    }
    Operation point = ArenaPoint.point(t.scope(), t.allocs().values());
    if (point == t.model().point()) {
      return t;
    }
    return new LifetimeTrace(t.scope(), t.memorySpace(), t.intervals(), t.allocs(),
        Guards.guardedAt(t.model(), point, t.allocs().values(), t.scope()));
  }

  /**
   * The traces with each lent group of their models ({@link ScopeModel.Lending}) joined where
   * it does not raise the peak of its scope (the model's memory outside the arena counted, and
   * each buffer's reach: the ticks an arena holding it is live over at least). A scope of lent
   * buffers only gets an arena of them all or none; none when one is joined with a heap buffer
   * (where a loop carries a new buffer each iteration, the model counts one). A group that keeps
   * the peak but grows the arena joins last, and not with the buffer the return gives back (the
   * caller would hold the grown arena with the result).
   */
  static List<LifetimeTrace> fit(List<LifetimeTrace> traces,
      Function<LifetimeTrace, MemorySchedule> planning) {
    List<LifetimeTrace> out = new ArrayList<>();
    for (LifetimeTrace t : traces) {
      ScopeModel.Lending lending = t.model().lending();
      Set<Operation> joinedWithHeap = lending.joinedWithHeap();
      Set<Operation> givenBack = lending.givenBack();
      Admission a = new Admission(t, planning);
      List<List<MemoryTrace.Interval>> groups = new ArrayList<>();
      List<MemoryTrace.Interval> base = new ArrayList<>(t.intervals());
      for (Set<Operation> g : lending.groups()) {
        List<MemoryTrace.Interval> members = new ArrayList<>();
        for (MemoryTrace.Interval iv : t.intervals()) {
          if (g.contains(t.allocs().get(iv.bufferId()))) {
            members.add(iv);
          }
        }
        if (!members.isEmpty()) {
          groups.add(members);
          base.removeAll(members);
        }
      }
      if (groups.isEmpty()) {
        out.add(t);
        continue;
      }
      List<ScopeModel.Held> outside = new ArrayList<>(t.model().outside().held());
      // A group outside the arena holds what it needs alone (its buffers may be exclusive:
      // the two a branch op yields), over its span.
      Map<List<MemoryTrace.Interval>, ScopeModel.Held> heldByGroup = new java.util.HashMap<>();
      for (List<MemoryTrace.Interval> g : groups) {
        long[] span = span(g);
        ScopeModel.Held h = new ScopeModel.Held(span[0], span[1], a.size(g));
        heldByGroup.put(g, h);
        outside.add(h);
      }
      // The planner does not size the arena's buffers of dynamic size: with any, the arena's
      // bytes are not known, so a group joins only when it costs nothing.
      boolean sized = allStatic(t, t.intervals());
      List<MemoryTrace.Interval> current = new ArrayList<>(base);
      long size = current.isEmpty() ? 0
          : a.size(current);
      long peak = Admission.peak(size, Admission.reachOf(t, current), outside);
      groups.sort(Comparator.comparingLong(g -> -g.stream()
          .mapToLong(MemoryTrace.Interval::size).sum()));
            if (current.isEmpty()) {
        // A scope of lent buffers only: all of them join, or none (part of them in an arena
        // would keep LendUndo from giving a call its callee's own results and arena back).
        Admission.Trial trial = new Admission.Trial(current, outside, 0, 0).with(a, groups, heldByGroup);
        boolean fresh = t.allocs().values().stream().noneMatch(joinedWithHeap::contains);
        if (sized ? fresh && lentOnlyJoins(t, trial, peak)
            : fresh && t.allocs().values().stream().noneMatch(givenBack::contains)
                && SymbolicFit.joins(a, current, trial)) {
          out.add(Admission.restrict(t, trial.candidate()));
        }
        continue;
      }
      // The arena as accepted so far: its buffers, the memory left outside, size and peak.
      Admission.Trial at = new Admission.Trial(current, outside, size, peak);
      List<List<MemoryTrace.Interval>> left = new ArrayList<>();
      for (List<MemoryTrace.Interval> g : groups) {
        if (!allStatic(t, g)) {
          continue;
        }
        Admission.Trial trial = at.with(a, List.of(g), heldByGroup);
        if (joins(t, g, at, trial)) {
          at = trial;
        } else {
          left.add(g);
        }
      }
      // Groups that raise the peak alone may keep it together (a call's lent result and the
      // arena lent to it: either one outside comes on top of the other in the arena).
      if (left.size() > 1) {
        Admission.Trial trial = at.with(a, left, heldByGroup);
        List<MemoryTrace.Interval> all = new ArrayList<>();
        left.forEach(all::addAll);
        if (joins(t, all, at, trial)) {
          at = trial;
          left.clear();
        }
      }
      // Last, groups that keep the modelled peak but grow the arena: one heap allocation less
      // each, after the groups that lower the peak or cost nothing took their places (first,
      // they would take the places those need); all that are left at once, else one by one.
      // Only where the grown arena holds no more than before over memory the model misses (it
      // is larger over all its span) and no buffer of the group is joined with one a loop
      // allocates each iteration (the model counts one).
      if (sized && !left.isEmpty()) {
        Admission.Trial all = at.with(a, left, heldByGroup);
        if (keepsPeak(t, at, all)) {
          at = all;
          left.clear();
        }
        for (List<MemoryTrace.Interval> g : left) {
          Admission.Trial trial = at.with(a, List.of(g), heldByGroup);
          if (keepsPeak(t, at, trial)) {
            at = trial;
          }
        }
      }
      // Groups of dynamic size, and those left beside buffers of dynamic size: judged on the
      // sizes as polynomials ({@link SymbolicFit}); all at once, else one by one.
      Set<MemoryTrace.Interval> in = new java.util.HashSet<>(at.candidate());
      boolean mixed = !allStatic(t, at.candidate());
      List<List<MemoryTrace.Interval>> open = new ArrayList<>();
      for (List<MemoryTrace.Interval> g : groups) {
        if (!in.containsAll(g) && (mixed || !allStatic(t, g)) && g.stream()
            .map(iv -> t.allocs().get(iv.bufferId()))
            .noneMatch(o -> joinedWithHeap.contains(o) || givenBack.contains(o))) {
          open.add(g);
        }
      }
      if (!open.isEmpty()) {
        Admission.Trial all = at.with(a, open, heldByGroup);
        if (SymbolicFit.joins(a, at.candidate(), all)) {
          at = all;
        } else if (open.size() > 1) {
          for (List<MemoryTrace.Interval> g : open) {
            Admission.Trial trial = at.with(a, List.of(g), heldByGroup);
            if (SymbolicFit.joins(a, at.candidate(), trial)) {
              at = trial;
            }
          }
        }
      }
      out.add(Admission.restrict(t, at.candidate()));
    }
    return out;
  }

  /**
   * Whether {@code trial} (the arena {@code at} with more groups) keeps the modelled peak, where
   * the model sees all memory in its span and none of the added buffers is joined with a loop's
   * per-iteration heap buffer or is the result the arena gives back.
   */
  private static boolean keepsPeak(LifetimeTrace t, Admission.Trial at, Admission.Trial trial) {
    Set<Operation> joinedWithHeap = t.model().lending().joinedWithHeap();
    Set<Operation> givenBack = t.model().lending().givenBack();
    if (trial.peak() > at.peak()) {
      return false;
    }
    List<MemoryTrace.Interval> added = Admission.added(at.candidate(), trial.candidate());
    return added.stream().map(iv -> t.allocs().get(iv.bufferId()))
            .noneMatch(a -> joinedWithHeap.contains(a) || givenBack.contains(a))
        && unseenKept(t, at, trial, added);
  }

  /**
   * Whether at every range of {@code unseen} (memory the model misses) the arena of {@code
   * trial} holds no more than the arena of {@code at} and the buffers {@code added} (those
   * {@code trial} adds, on the heap each over its interval) held there before: the grown arena
   * then raises no peak there.
   */
  private static boolean unseenKept(LifetimeTrace t, Admission.Trial at, Admission.Trial trial,
      List<MemoryTrace.Interval> added) {
    List<long[]> unseen = t.model().outside().unseen();
    long[] after = Admission.reachOf(t, trial.candidate());
    long[] before = span(at.candidate());
    for (long[] u : unseen) {
      if (u[1] < after[0] || u[0] > after[1]) {
        continue;
      }
      long held = heldThroughout(added, u)
          + (before[0] <= u[0] && u[1] <= before[1] ? at.size() : 0);
      if (trial.size() > held) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether group {@code g} joins arena {@code current} (of {@code size}, the scope's peak
   * {@code peak}) as {@code trial}: free (the arena neither grows nor is held longer),
   * a lower peak, or the same peak with an arena no larger held longer only over ticks where the
   * model sees all memory. With buffers of dynamic size in the arena ({@code !sized}): free, or
   * when none is live with the group ({@code clear}), as before where the arena does not grow or
   * its span holds no memory the model misses.
   */
  private static boolean joins(LifetimeTrace t, List<MemoryTrace.Interval> g, Admission.Trial at,
      Admission.Trial trial) {
    List<MemoryTrace.Interval> current = at.candidate();
    long size = at.size();
    long peak = at.peak();
    boolean sized = allStatic(t, t.intervals());
    boolean clear = clearOfDynamic(t, g);
    List<long[]> unseen = t.model().outside().unseen();
    boolean free = trial.size() <= size && within(g, current);
    boolean seen = trial.size() <= size && trial.peak() <= peak
        && !touchesUnseen(span(current), span(trial.candidate()), unseen);
    if (sized) {
      return free || seen || trial.peak() < peak;
    }
    // Buffers of dynamic size in the arena, none live with the group: a lower modelled peak
    // decides only where the arena does not grow or no memory the model misses is in its span.
    long[] s = span(trial.candidate());
    return free || (clear && (seen || (trial.peak() < peak && (trial.size() <= size
        || unseen.stream().allMatch(u -> u[1] < s[0] || u[0] > s[1])))));
  }

  /**
   * Whether no buffer of {@code g} is live with one of dynamic size in the arena of {@code t}:
   * those sit above the static buffers live with them, so then their places do not move when
   * {@code g} joins, and the arena's size with {@code g} exceeds its size without by no more
   * than the static plan's does (the model's peak without the dynamic buffers decides soundly).
   */
  private static boolean clearOfDynamic(LifetimeTrace t, List<MemoryTrace.Interval> g) {
    for (MemoryTrace.Interval d : t.intervals()) {
      if (allStatic(t, List.of(d))) {
        continue;
      }
      for (MemoryTrace.Interval x : g) {
        if (ScopeModel.overlap(x, d)) {
          return false;
        }
      }
    }
    return true;
  }

  /** Whether every buffer of {@code intervals} has a static size. */
  private static boolean allStatic(LifetimeTrace t, List<MemoryTrace.Interval> intervals) {
    for (MemoryTrace.Interval iv : intervals) {
      if (!SymbolicPlan.isStatic(t, iv)) {
        return false;
      }
    }
    return true;
  }

  /** Whether the ticks {@code wider} adds to {@code narrow} meet any range of {@code unseen}. */
  private static boolean touchesUnseen(long[] narrow, long[] wider, List<long[]> unseen) {
    for (long[] u : unseen) {
      boolean left = wider[0] < narrow[0] && u[0] <= narrow[0] - 1 && u[1] >= wider[0];
      boolean right = wider[1] > narrow[1] && u[0] <= wider[1] && u[1] >= narrow[1] + 1;
      if (left || right) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the lent buffers of {@code trial} make an arena of a scope that has none: the arena
   * is live over the reach of its buffers (a loop around them included), which must keep the
   * scope's {@code peak}; where that holds memory the model does not see, the buffers on the
   * heap must hold at least the arena's bytes throughout.
   */
  private static boolean lentOnlyJoins(LifetimeTrace t, Admission.Trial trial, long peak) {
    List<long[]> unseen = t.model().outside().unseen();
    long[] s = Admission.reachOf(t, trial.candidate());
    return trial.peak() <= peak && unseen.stream().allMatch(
        u -> u[1] < s[0] || u[0] > s[1] || heldThroughout(trial.candidate(), u) >= trial.size());
  }

  /** The bytes of the buffers of {@code members} live over all of ticks {@code u}. */
  private static long heldThroughout(List<MemoryTrace.Interval> members, long[] u) {
    long bytes = 0;
    for (MemoryTrace.Interval iv : members) {
      if (iv.begin() <= u[0] && u[1] <= iv.end()) {
        bytes += iv.size();
      }
    }
    return bytes;
  }

  /** Whether every interval of {@code g} lies within the span of {@code members}. */
  private static boolean within(List<MemoryTrace.Interval> g, List<MemoryTrace.Interval> members) {
    long[] outer = span(members);
    long[] inner = span(g);
    return outer[0] <= inner[0] && inner[1] <= outer[1];
  }

  /** The first and last tick of {@code intervals}. */
  private static long[] span(List<MemoryTrace.Interval> intervals) {
    long[] s = {Long.MAX_VALUE, Long.MIN_VALUE};
    for (MemoryTrace.Interval iv : intervals) {
      s[0] = Math.min(s[0], iv.begin());
      s[1] = Math.max(s[1], iv.end());
    }
    return s;
  }
}
