package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import jopt.ir.Operation;
import jopt.passes.mergealloc.precise.SizePoly.SizeMax;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.mergealloc.stages.LifetimeTrace.ScopeModel;
import jopt.passes.planner.MemorySchedule;
import jopt.passes.planner.MemoryTrace;

/**
 * The admission stage of precise merge-alloc: which groups of buffers lent to calls join their
 * scope's arena, one policy over one scope's {@code trace} (with its model) and {@code planning},
 * which plans an arena's trace as the planning stage will; the cost model weighs an arena by the
 * memory a scope holds outside it, the ticks it is live over and the scope's peak.
 *
 * <p>On bytes ({@link #fit}): a lent buffer in the arena is held for the arena's whole span, while
 * on the heap it is freed after its calls; the arena may grow for it. So a group joins only when
 * the scope's own peak does not rise: the peak over the scope's ticks of the arena (its planned
 * size over its span) plus the static buffers the scope holds outside it (those not merged and the
 * lent groups left out, each over the hull of its lifetime). A function's memory outside the scope
 * is the same at every tick of the scope (its caller's while it runs), so that peak decides the
 * run's. Memory the model does not see (buffers of dynamic size, what callees not known to allocate
 * nothing allocate) is not counted, so at the same peak a group joins only when the arena does not
 * grow and the ticks it is held longer hold no such memory, or, once every group that lowers the
 * peak or costs nothing has joined, when at each range of such memory in the arena's span the grown
 * arena holds no more than the arena and the group held there before. Groups of dynamic size, and
 * those left beside buffers of dynamic size in the arena, are judged last on the sizes as
 * polynomials ({@link #joinsOnPolynomials}).
 *
 * <p>On sizes as polynomials ({@link #joinsOnPolynomials}): whether lent groups join an arena that
 * has buffers of dynamic size, or are of dynamic size themselves ({@link #fit} decides the others
 * on bytes): on the sizes as polynomials ({@link SymbolicPlan}). The arena's size before and after,
 * and the bytes the groups held on the heap, are compared at each tick of the grown arena's span:
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
record Admission(LifetimeTrace trace, Function<LifetimeTrace, MemorySchedule> planning) {
  static final int MAX_BUFFERS = 256;

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

  /**
   * The admission stage: the traces of {@link PreciseAnalysis} without the buffers sized by dims
   * that would raise what their scopes hold ({@link DimSizedAdmission}), with the lent groups
   * that join their scopes' arenas ({@link #fit}). A trace that left groups out may have its arena's point
   * moved; its guards are then found again ({@code Guards.again}, the next step).
   */
  static List<LifetimeTrace> admit(List<LifetimeTrace> traces,
      Function<LifetimeTrace, MemorySchedule> planning) {
    // First the buffers sized by dims, where they keep what the scope holds; then lent groups.
    return fit(traces.stream().map(t -> Guards.again(DimSizedAdmission.admit(t, planning)))
        .toList(), planning);
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
      long peak = peak(size, reachOf(t, current), outside);
      groups.sort(Comparator.comparingLong(g -> -g.stream()
          .mapToLong(MemoryTrace.Interval::size).sum()));
            if (current.isEmpty()) {
        // A scope of lent buffers only: all of them join, or none (part of them in an arena
        // would keep LendUndo from giving a call its callee's own results and arena back).
        Trial trial = new Trial(current, outside, 0, 0).with(a, groups, heldByGroup);
        boolean fresh = t.allocs().values().stream().noneMatch(joinedWithHeap::contains);
        if (sized ? fresh && lentOnlyJoins(t, trial, peak)
            : fresh && t.allocs().values().stream().noneMatch(givenBack::contains)
                && joinsOnPolynomials(a, current, trial)) {
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
        Trial trial = at.with(a, List.of(g), heldByGroup);
        if (joins(t, g, at, trial)) {
          at = trial;
        } else {
          left.add(g);
        }
      }
      // Groups that raise the peak alone may keep it together (a call's lent result and the
      // arena lent to it: either one outside comes on top of the other in the arena).
      if (left.size() > 1) {
        Trial trial = at.with(a, left, heldByGroup);
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
        Trial all = at.with(a, left, heldByGroup);
        if (keepsPeak(t, at, all)) {
          at = all;
          left.clear();
        }
        for (List<MemoryTrace.Interval> g : left) {
          Trial trial = at.with(a, List.of(g), heldByGroup);
          if (keepsPeak(t, at, trial)) {
            at = trial;
          }
        }
      }
      // Groups of dynamic size, and those left beside buffers of dynamic size: judged on the
      // sizes as polynomials ({@link #joinsOnPolynomials}); all at once, else one by one.
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
        Trial all = at.with(a, open, heldByGroup);
        if (joinsOnPolynomials(a, at.candidate(), all)) {
          at = all;
        } else if (open.size() > 1) {
          for (List<MemoryTrace.Interval> g : open) {
            Trial trial = at.with(a, List.of(g), heldByGroup);
            if (joinsOnPolynomials(a, at.candidate(), trial)) {
              at = trial;
            }
          }
        }
      }
      out.add(restrict(t, at.candidate()));
    }
    return out;
  }

  /**
   * Whether {@code trial} (the arena {@code at} with more groups) keeps the modelled peak, where
   * the model sees all memory in its span and none of the added buffers is joined with a loop's
   * per-iteration heap buffer or is the result the arena gives back.
   */
  private static boolean keepsPeak(LifetimeTrace t, Trial at, Trial trial) {
    Set<Operation> joinedWithHeap = t.model().lending().joinedWithHeap();
    Set<Operation> givenBack = t.model().lending().givenBack();
    if (trial.peak() > at.peak()) {
      return false;
    }
    List<MemoryTrace.Interval> added = added(at.candidate(), trial.candidate());
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
  private static boolean unseenKept(LifetimeTrace t, Trial at, Trial trial,
      List<MemoryTrace.Interval> added) {
    List<long[]> unseen = t.model().outside().unseen();
    long[] after = reachOf(t, trial.candidate());
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
  private static boolean joins(LifetimeTrace t, List<MemoryTrace.Interval> g, Trial at,
      Trial trial) {
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
  private static boolean lentOnlyJoins(LifetimeTrace t, Trial trial, long peak) {
    List<long[]> unseen = t.model().outside().unseen();
    long[] s = reachOf(t, trial.candidate());
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

  /** An arena: its size and the ticks it is live over (null: none). */
  private record SymbolicArena(SizeMax size, long[] span) {}

  /**
   * Whether the buffers {@code trial} adds to {@code before} (the groups') join the arena of
   * {@code before} in {@code a}'s scope, making the arena of {@code trial}, whose rest is what
   * the scope holds outside the arena then.
   */
  static boolean joinsOnPolynomials(Admission a, List<MemoryTrace.Interval> before, Trial trial) {
    LifetimeTrace t = a.trace();
    List<MemoryTrace.Interval> after = trial.candidate();
    List<ScopeModel.Held> rest = trial.rest();
    List<long[]> unseen = t.model().outside().unseen();
    if (t.intervals().size() > MAX_BUFFERS) {
      return false;
    }
    List<MemoryTrace.Interval> added = added(before, after);
    SymbolicPlan.Atoms atoms = new SymbolicPlan.Atoms();
    SymbolicArena was = symbolicArena(a, before, atoms);
    SymbolicArena now = symbolicArena(a, after, atoms);
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
  private static SymbolicArena symbolicArena(Admission a, List<MemoryTrace.Interval> members,
      SymbolicPlan.Atoms atoms) {
    LifetimeTrace t = a.trace();
    ScopeModel model = t.model();
    for (MemoryTrace.Interval iv : members) {
      if (!model.guards(t.allocs().get(iv.bufferId())).isEmpty()) {
        return null;
      }
    }
    if (members.isEmpty()) {
      return new SymbolicArena(SizeMax.ZERO, null);
    }
    LifetimeTrace trace = restrict(t, members);
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
    return new SymbolicArena(plan.size(floor), reachOf(t, members));
  }

  /** The arena's size where it is live over all of ticks {@code lo..hi}, else 0. */
  private static SizeMax held(SymbolicArena a, long lo, long hi) {
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
