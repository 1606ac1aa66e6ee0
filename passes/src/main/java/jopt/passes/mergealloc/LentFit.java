package jopt.passes.mergealloc;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.Operation;
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
  /** Memory the scope holds outside its arena: {@code bytes} over ticks {@code lo..hi}. */
  record Held(long lo, long hi, long bytes) {}

  private LentFit() {}

  /**
   * The traces with each lent group ({@code lentGroups}) joined where it does not raise the peak
   * of its scope; {@code held} has each scope's buffers outside every arena, {@code reach} the
   * ticks an arena holding a buffer is live over at least. A scope of lent buffers only gets an
   * arena of them all or none; none when one is joined with a heap buffer ({@code
   * joinedWithHeap}: where a loop carries a new buffer each iteration, the model counts one).
   * A group that keeps the peak but grows the arena joins last, and not with a buffer of
   * {@code givenBack} (the caller would hold the grown arena with the result).
   */
  static List<LifetimeTrace> fit(List<LifetimeTrace> traces, List<Set<Operation>> lentGroups,
      Map<Block, List<Held>> held, Map<Block, List<long[]>> unseen, Map<Operation, long[]> reach,
      Set<Operation> joinedWithHeap, Set<Operation> givenBack, MemoryPlanner planner,
      MergeAllocOptions options, Lifetimes lifetimes) {
    List<LifetimeTrace> out = new ArrayList<>();
    for (LifetimeTrace t : traces) {
      List<List<MemoryTrace.Interval>> groups = new ArrayList<>();
      List<MemoryTrace.Interval> base = new ArrayList<>(t.intervals());
      for (Set<Operation> g : lentGroups) {
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
      List<Held> outside = new ArrayList<>(held.getOrDefault(t.scope(), List.of()));
      // A group outside the arena holds what it needs alone (its buffers may be exclusive:
      // the two a branch op yields), over its span.
      Map<List<MemoryTrace.Interval>, Held> heldByGroup = new java.util.HashMap<>();
      for (List<MemoryTrace.Interval> g : groups) {
        long[] span = span(g);
        Held h = new Held(span[0], span[1], planner.plan(restrict(t, g), options).totalSize());
        heldByGroup.put(g, h);
        outside.add(h);
      }
      // The planner does not size the arena's buffers of dynamic size: with any, the arena's
      // bytes are not known, so a group joins only when it costs nothing.
      boolean sized = allStatic(t, t.intervals());
      List<MemoryTrace.Interval> current = new ArrayList<>(base);
      long size = current.isEmpty() ? 0
          : planner.plan(restrict(t, current), options).totalSize();
      long peak = peak(size, reachOf(t, current, reach), outside);
      groups.sort(Comparator.comparingLong(g -> -g.stream()
          .mapToLong(MemoryTrace.Interval::size).sum()));
      List<long[]> unseenHere = unseen.getOrDefault(t.scope(), List.of());
      if (current.isEmpty()) {
        // A scope of lent buffers only: all of them join, or none (part of them in an arena
        // would keep LendUndo from giving a call its callee's own results and arena back).
        Trial trial = Trial.of(t, current, outside, groups, heldByGroup, reach, planner, options);
        boolean fresh = t.allocs().values().stream().noneMatch(joinedWithHeap::contains);
        if (sized ? fresh && lentOnlyJoins(t, trial, peak, reach, unseenHere)
            : fresh && t.allocs().values().stream().noneMatch(givenBack::contains)
                && symbolicJoins(t, current, trial, reach, unseenHere, lifetimes, planner,
                    options)) {
          out.add(restrict(t, trial.candidate()));
        }
        continue;
      }
      // The arena as accepted so far: its buffers, the memory left outside, size and peak.
      Trial at = new Trial(current, outside, size, peak);
      List<List<MemoryTrace.Interval>> left = new ArrayList<>();
      for (List<MemoryTrace.Interval> g : groups) {
        if (!allStatic(t, g)) {
          continue;
        }
        Trial trial = Trial.of(t, at.candidate(), at.rest(), List.of(g), heldByGroup, reach,
            planner, options);
        if (joins(g, at.candidate(), at.size(), at.peak(), trial, sized, clearOfDynamic(t, g),
            unseenHere)) {
          at = trial;
        } else {
          left.add(g);
        }
      }
      // Groups that raise the peak alone may keep it together (a call's lent result and the
      // arena lent to it: either one outside comes on top of the other in the arena).
      if (left.size() > 1) {
        Trial trial = Trial.of(t, at.candidate(), at.rest(), left, heldByGroup, reach, planner,
            options);
        List<MemoryTrace.Interval> all = new ArrayList<>();
        left.forEach(all::addAll);
        if (joins(all, at.candidate(), at.size(), at.peak(), trial, sized,
            clearOfDynamic(t, all), unseenHere)) {
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
        Trial all = Trial.of(t, at.candidate(), at.rest(), left, heldByGroup, reach, planner,
            options);
        if (keepsPeak(t, at, all, joinedWithHeap, givenBack, reach, unseenHere)) {
          at = all;
          left.clear();
        }
        for (List<MemoryTrace.Interval> g : left) {
          Trial trial = Trial.of(t, at.candidate(), at.rest(), List.of(g), heldByGroup, reach,
              planner, options);
          if (keepsPeak(t, at, trial, joinedWithHeap, givenBack, reach, unseenHere)) {
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
            .noneMatch(a -> joinedWithHeap.contains(a) || givenBack.contains(a))) {
          open.add(g);
        }
      }
      if (!open.isEmpty()) {
        Trial all = Trial.of(t, at.candidate(), at.rest(), open, heldByGroup, reach, planner,
            options);
        if (symbolicJoins(t, at.candidate(), all, reach, unseenHere, lifetimes, planner, options)) {
          at = all;
        } else if (open.size() > 1) {
          for (List<MemoryTrace.Interval> g : open) {
            Trial trial = Trial.of(t, at.candidate(), at.rest(), List.of(g), heldByGroup, reach,
                planner, options);
            if (symbolicJoins(t, at.candidate(), trial, reach, unseenHere, lifetimes, planner, options)) {
              at = trial;
            }
          }
        }
      }
      out.add(restrict(t, at.candidate()));
    }
    return out;
  }

  /** {@link SymbolicFit#joins} for the arena of {@code before} grown to {@code trial}'s. */
  private static boolean symbolicJoins(LifetimeTrace t, List<MemoryTrace.Interval> before,
      Trial trial, Map<Operation, long[]> reach, List<long[]> unseen, Lifetimes lifetimes,
      MemoryPlanner planner, MergeAllocOptions options) {
    return SymbolicFit.joins(t, before, trial.candidate(), trial.rest(), reach, unseen,
        lifetimes, planner, options);
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
   * Whether {@code trial} (the arena {@code at} with more groups) keeps the modelled peak, where
   * the model sees all memory in its span and none of the added buffers is joined with a loop's
   * per-iteration heap buffer or is the result the arena gives back.
   */
  private static boolean keepsPeak(LifetimeTrace t, Trial at, Trial trial,
      Set<Operation> joinedWithHeap, Set<Operation> givenBack, Map<Operation, long[]> reach,
      List<long[]> unseen) {
    if (trial.peak() > at.peak()) {
      return false;
    }
    List<MemoryTrace.Interval> added = added(at.candidate(), trial.candidate());
    return added.stream().map(iv -> t.allocs().get(iv.bufferId()))
            .noneMatch(a -> joinedWithHeap.contains(a) || givenBack.contains(a))
        && unseenKept(t, at, trial, added, reach, unseen);
  }

  /**
   * Whether at every range of {@code unseen} (memory the model misses) the arena of {@code
   * trial} holds no more than the arena of {@code at} and the buffers {@code added} (those
   * {@code trial} adds, on the heap each over its interval) held there before: the grown arena
   * then raises no peak there.
   */
  private static boolean unseenKept(LifetimeTrace t, Trial at, Trial trial,
      List<MemoryTrace.Interval> added, Map<Operation, long[]> reach, List<long[]> unseen) {
    long[] after = reachOf(t, trial.candidate(), reach);
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
  private static boolean joins(List<MemoryTrace.Interval> g, List<MemoryTrace.Interval> current,
      long size, long peak, Trial trial, boolean sized, boolean clear, List<long[]> unseen) {
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

  /** The arena with some groups joined: its buffers, the memory left outside, size and peak. */
  private record Trial(List<MemoryTrace.Interval> candidate, List<Held> rest, long size,
      long peak) {
    static Trial of(LifetimeTrace t, List<MemoryTrace.Interval> current, List<Held> outside,
        List<List<MemoryTrace.Interval>> groups,
        Map<List<MemoryTrace.Interval>, Held> heldByGroup, Map<Operation, long[]> reach,
        MemoryPlanner planner, MergeAllocOptions options) {
      List<MemoryTrace.Interval> candidate = new ArrayList<>(current);
      List<Held> rest = new ArrayList<>(outside);
      for (List<MemoryTrace.Interval> g : groups) {
        candidate.addAll(g);
        rest.remove(heldByGroup.get(g));
      }
      long size = planner.plan(restrict(t, candidate), options).totalSize();
      return new Trial(candidate, rest, size,
          LentFit.peak(size, reachOf(t, candidate, reach), rest));
    }
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
        if (Lifetimes.overlap(x, d)) {
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
  private static boolean lentOnlyJoins(LifetimeTrace t, Trial trial, long peak,
      Map<Operation, long[]> reach, List<long[]> unseen) {
    long[] s = reachOf(t, trial.candidate(), reach);
    return trial.peak() <= peak && unseen.stream().allMatch(
        u -> u[1] < s[0] || u[0] > s[1] || heldThroughout(trial.candidate(), u) >= trial.size());
  }

  /**
   * The ticks an arena of {@code members} is live over at least: the hull of their reach
   * ({@link PreciseCollector}), of their intervals where it has none; null when empty.
   */
  static long[] reachOf(LifetimeTrace t, List<MemoryTrace.Interval> members,
      Map<Operation, long[]> reach) {
    if (members.isEmpty()) {
      return null;
    }
    long[] s = {Long.MAX_VALUE, Long.MIN_VALUE};
    for (MemoryTrace.Interval iv : members) {
      long[] r = reach.get(t.allocs().get(iv.bufferId()));
      s[0] = Math.min(s[0], r == null ? iv.begin() : r[0]);
      s[1] = Math.max(s[1], r == null ? iv.end() : r[1]);
    }
    return s;
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

  /**
   * The peak of an arena of {@code size} bytes over ticks {@code span} (null: none) plus
   * {@code outside}.
   */
  static long peak(long size, long[] span, List<Held> outside) {
    List<MemoryTrace.Interval> live = new ArrayList<>();
    if (span != null) {
      live.add(new MemoryTrace.Interval(0, span[0], span[1], size));
    }
    for (Held h : outside) {
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
    return new LifetimeTrace(t.scope(), t.memorySpace(), List.copyOf(intervals), allocs);
  }
}
