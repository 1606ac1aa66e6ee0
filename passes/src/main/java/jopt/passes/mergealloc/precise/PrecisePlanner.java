package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.ir.Operation;
import jopt.ir.type.MemRefType;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.mergealloc.stages.LifetimeTrace.ScopeModel;
import jopt.passes.planner.MemorySchedule;
import jopt.passes.planner.MemoryTrace;
import jopt.passes.planner.OptimalPlanner;
import jopt.passes.planner.PlannerMode;
import jopt.passes.planner.StaticMemoryPlanner;

/**
 * The planner of precise merge-alloc: each buffer aligned only as it requires (its element's
 * size, or its {@code alignment} attribute), not to the arena's alignment. The plan is the
 * smallest of: first fit in several orders (largest first, earliest first, longest-lived
 * first), and, for scopes of at most {@value #EXACT_MAX_BUFFERS} buffers, the exact planner's
 * ({@code planner-options=optimal}, at most {@value #EXACT_MAX_MILLIS} ms or
 * {@code optimal-time-limit} if less) on the unpadded sizes, its buffers then moved down in
 * the order of its offsets until each sits, aligned, on the buffers live with it below it.
 * Buffers of dynamic size are not planned here (offset 0): the mutator stacks them at run time
 * ({@link ArenaMutator}). Scopes of more than {@value #FIRST_FIT_MAX_BUFFERS} buffers get
 * the size-first planner with the largest alignment any of them needs. When some buffers have
 * guards (regions that may not run, {@link Guards}), the arena's size depends on the run: the
 * plan is then the better (over the sets of guards that may hold) of that smallest plan and the
 * layered one, the unguarded buffers planned alone and the guarded ones placed on them.
 */
public final class PrecisePlanner {
  static final int EXACT_MAX_BUFFERS = 64;
  static final long EXACT_MAX_MILLIS = 1000;
  static final int FIRST_FIT_MAX_BUFFERS = 4000;

  /** One buffer to place; {@code alloc} its op. */
  private record Buf(MemoryTrace.Interval iv, long align, Operation alloc,
      Set<ScopeModel.Guard> guards) {
    long id() {
      return iv.bufferId();
    }

    long begin() {
      return iv.begin();
    }

    long end() {
      return iv.end();
    }

    long size() {
      return iv.size();
    }
  }

  /** The scopes' models decide which buffers conflict (without one: the intervals). */
  public PrecisePlanner() {}

  public MemorySchedule plan(LifetimeTrace trace, long timeLimitMillis) {
    List<Buf> bufs = new ArrayList<>();
    Map<Long, Long> offsets = new HashMap<>();
    long maxAlign = 1;
    for (MemoryTrace.Interval iv : trace.intervals()) {
      Operation alloc = trace.allocs().get(iv.bufferId());
      MemRefType t = (MemRefType) alloc.getResult(0).getType();
      if (!t.hasStaticShape() || iv.size() == 0) {
        offsets.put(iv.bufferId(), 0L);
        continue;
      }
      long align = SymbolicPlan.alignmentOf(alloc);
      maxAlign = Math.max(maxAlign, align);
      bufs.add(new Buf(iv, align, alloc,
          trace.model() == null ? Set.of() : Set.copyOf(trace.model().guards(alloc))));
    }
    if (bufs.isEmpty()) {
      return new MemorySchedule(0, offsets);
    }
    Buf[] b = bufs.toArray(new Buf[0]);
    if (b.length > FIRST_FIT_MAX_BUFFERS) {
      // The size-first planner places by the intervals (which hold the segments): no conflict
      // lists, which a nest of n buffers all live at once makes n^2 long.
      long[] off = sizeFirst(b, maxAlign);
      for (int i = 0; i < b.length; i++) {
        offsets.put(b[i].id(), off[i]);
      }
      return new MemorySchedule(total(off, b), offsets);
    }
    int[][] conflicts = conflicts(b, trace.model());
    long[] best = best(b, conflicts, maxAlign, timeLimitMillis);
    if (Arrays.stream(b).anyMatch(x -> !x.guards().isEmpty())) {
      long[] layered = layered(b, conflicts, timeLimitMillis, trace.model());
      if (cost(layered, b) < cost(best, b)) {
        best = layered;
      }
    }
    for (int i = 0; i < b.length; i++) {
      offsets.put(b[i].id(), best[i]);
    }
    MemorySchedule schedule = new MemorySchedule(total(best, b), offsets);
    check(b, conflicts, best);
    return schedule;
  }

  /**
   * The smallest first-fit plan ({@link #firstFits}) of buffers of {@code ivs}' sizes aligned to
   * {@code aligns}, buffer {@code i} live with those of {@code conflicts[i]}: offsets by index.
   * The coefficients of buffers of dynamic size that {@link SymbolicPlan} scales.
   */
  static long[] firstFit(List<MemoryTrace.Interval> ivs, long[] aligns, int[][] conflicts) {
    return firstFit(ivs, aligns, conflicts, -1);
  }

  /** How many orders {@link #firstFit} tries. */
  static final int FIRST_FIT_ORDERS = 3;

  /**
   * {@link #firstFit}'s plan in order {@code order} alone (0 to {@link #FIRST_FIT_ORDERS} - 1),
   * or with {@code order < 0} the smallest: plans of equal size differ in which bytes each
   * instant leaves free, which buffers of other sizes placed on them may take.
   */
  static long[] firstFit(List<MemoryTrace.Interval> ivs, long[] aligns, int[][] conflicts,
      int order) {
    Buf[] b = new Buf[ivs.size()];
    for (int i = 0; i < b.length; i++) {
      b[i] = new Buf(ivs.get(i), aligns[i], null, Set.of());
    }
    long[] off = order < 0 ? firstFits(b, conflicts) : firstFitIn(b, conflicts, order);
    check(b, conflicts, off);
    return off;
  }

  /** The smallest plan of first fit in several orders. */
  private static long[] firstFits(Buf[] b, int[][] conflicts) {
    long[] best = null;
    for (int order = 0; order < FIRST_FIT_ORDERS; order++) {
      best = smaller(best, firstFitIn(b, conflicts, order), b);
    }
    return best;
  }

  /** First fit in order {@code order}: largest first, earliest first, longest-lived first. */
  private static long[] firstFitIn(Buf[] b, int[][] conflicts, int order) {
    Comparator<Integer> by = switch (order) {
      case 0 -> Comparator.<Integer>comparingLong(i -> -b[i].size())
          .thenComparingLong(i -> b[i].begin());
      case 1 -> Comparator.<Integer>comparingLong(i -> b[i].begin())
          .thenComparingLong(i -> -b[i].size());
      default -> Comparator.<Integer>comparingLong(i -> -(b[i].end() - b[i].begin() + 1))
          .thenComparingLong(i -> -b[i].size());
    };
    return firstFit(b, conflicts, sorted(b.length, by), new long[b.length], new boolean[b.length]);
  }

  /** The smallest plan of the heuristics and, on small scopes, the exact planner. */
  private long[] best(Buf[] b, int[][] conflicts, long maxAlign, long timeLimitMillis) {
    long lower = lowerBound(b);
    long[] best = firstFits(b, conflicts);
    if (total(best, b) > lower && b.length <= EXACT_MAX_BUFFERS) {
      long millis = Math.min(EXACT_MAX_MILLIS, timeLimitMillis);
      best = smaller(best, compacted(b, conflicts, exact(b, 1, millis)), b);
      if (maxAlign > 1 && total(best, b) > lower) {
        best = smaller(best, compacted(b, conflicts, exact(b, maxAlign, millis)), b);
      }
    }
    return best;
  }

  /**
   * The buffers every run of the scope may access (no guard) planned alone, as {@link #best}
   * would, and the guarded ones placed on them by first fit, fewer guards first, then larger
   * first: a run that skips the guarded buffers' regions needs only the first ones' bytes.
   */
  private long[] layered(Buf[] b, int[][] conflicts, long timeLimitMillis,
      ScopeModel model) {
    List<Integer> always = new ArrayList<>();
    List<Integer> guarded = new ArrayList<>();
    for (int i = 0; i < b.length; i++) {
      (b[i].guards().isEmpty() ? always : guarded).add(i);
    }
    long[] off = new long[b.length];
    boolean[] placed = new boolean[b.length];
    if (!always.isEmpty()) {
      Buf[] sub = new Buf[always.size()];
      long maxAlign = 1;
      for (int k = 0; k < sub.length; k++) {
        sub[k] = b[always.get(k)];
        maxAlign = Math.max(maxAlign, sub[k].align());
      }
      long[] plan = best(sub, conflicts(sub, model), maxAlign, timeLimitMillis);
      for (int k = 0; k < sub.length; k++) {
        off[always.get(k)] = plan[k];
        placed[always.get(k)] = true;
      }
    }
    guarded.sort(Comparator.<Integer>comparingInt(i -> b[i].guards().size())
        .thenComparingLong(i -> -b[i].size()).thenComparingLong(i -> b[i].begin())
        .thenComparingInt(i -> i));
    return firstFit(b, conflicts, guarded.toArray(new Integer[0]), off, placed);
  }

  /**
   * What a plan costs the runs: the sum, over the sets of guards that hold together in some run
   * (each buffer's, and none), of the log of the bytes the arena needs when just those hold
   * (the highest end of the buffers they allow); then the total.
   */
  private static double cost(long[] off, Buf[] b) {
    // Guard sets as indices over the distinct guards (each buffer has at most MAX_GUARDS), a run
    // as a bit set: every run against every buffer, no set operations.
    Map<ScopeModel.Guard, Integer> index = new HashMap<>();
    int[][] ids = new int[b.length][];
    for (int i = 0; i < b.length; i++) {
      ids[i] = new int[b[i].guards().size()];
      int k = 0;
      for (ScopeModel.Guard g : b[i].guards()) {
        ids[i][k++] = index.computeIfAbsent(g, x -> index.size());
      }
    }
    Set<Set<ScopeModel.Guard>> seen = new HashSet<>();
    List<java.util.BitSet> runs = new ArrayList<>();
    runs.add(new java.util.BitSet());
    seen.add(Set.of());
    for (int i = 0; i < b.length; i++) {
      if (seen.add(b[i].guards())) {
        java.util.BitSet run = new java.util.BitSet();
        for (int id : ids[i]) {
          run.set(id);
        }
        runs.add(run);
      }
    }
    double cost = 0;
    for (java.util.BitSet run : runs) {
      long end = 0;
      for (int i = 0; i < b.length; i++) {
        if (allIn(ids[i], run)) {
          end = Math.max(end, off[i] + b[i].size());
        }
      }
      cost += Math.log(Math.max(1, end));
    }
    return cost + total(off, b) * 1e-12;
  }

  private static boolean allIn(int[] ids, java.util.BitSet run) {
    for (int id : ids) {
      if (!run.get(id)) {
        return false;
      }
    }
    return true;
  }

  private static long alignUp(long x, long a) {
    return (x + a - 1) / a * a;
  }

  /** For each buffer, the buffers live at some tick with it. */
  private static int[][] conflicts(Buf[] b, ScopeModel model) {
    Integer[] byBegin = sorted(b.length, Comparator.comparingLong(i -> b[i].begin()));
    List<List<Integer>> lists = new ArrayList<>();
    for (int i = 0; i < b.length; i++) {
      lists.add(new ArrayList<>());
    }
    for (int x = 0; x < byBegin.length; x++) {
      int i = byBegin[x];
      for (int y = x + 1; y < byBegin.length && b[byBegin[y]].begin() <= b[i].end(); y++) {
        int j = byBegin[y];
        if (model == null || model.conflict(b[i].alloc(), b[j].alloc())) {
          lists.get(i).add(j);
          lists.get(j).add(i);
        }
      }
    }
    int[][] out = new int[b.length][];
    for (int i = 0; i < b.length; i++) {
      out[i] = lists.get(i).stream().mapToInt(Integer::intValue).toArray();
    }
    return out;
  }

  private static Integer[] sorted(int n, Comparator<Integer> order) {
    Integer[] idx = new Integer[n];
    for (int i = 0; i < n; i++) {
      idx[i] = i;
    }
    Arrays.sort(idx, order.thenComparingInt(i -> i));
    return idx;
  }

  /** The peak of the bytes live at once: no plan is smaller. */
  private static long lowerBound(Buf[] b) {
    long[][] events = new long[b.length * 2][];
    for (int i = 0; i < b.length; i++) {
      events[2 * i] = new long[] {b[i].begin() * 2, b[i].size()};
      events[2 * i + 1] = new long[] {b[i].end() * 2 + 1, -b[i].size()};
    }
    Arrays.sort(events, Comparator.comparingLong(e -> e[0]));
    long live = 0;
    long peak = 0;
    for (long[] e : events) {
      live += e[1];
      peak = Math.max(peak, live);
    }
    return peak;
  }

  /**
   * Each buffer in {@code order} at the lowest aligned offset free of those placed (in
   * {@code off} and {@code placed}, which it fills) and live with it.
   */
  private static long[] firstFit(Buf[] b, int[][] conflicts, Integer[] order, long[] off,
      boolean[] placed) {
    for (int i : order) {
      List<long[]> taken = new ArrayList<>();
      for (int j : conflicts[i]) {
        if (placed[j]) {
          taken.add(new long[] {off[j], off[j] + b[j].size()});
        }
      }
      taken.sort(Comparator.comparingLong(r -> r[0]));
      long x = 0;
      for (long[] r : taken) {
        if (x + b[i].size() <= r[0]) {
          break;
        }
        x = Math.max(x, alignUp(r[1], b[i].align()));
      }
      off[i] = x;
      placed[i] = true;
    }
    return off;
  }

  /**
   * The buffers of {@code plan} (offsets, possibly unaligned) in the order of their offsets,
   * each put on the highest of the buffers live with it placed before it, aligned.
   */
  private static long[] compacted(Buf[] b, int[][] conflicts, long[] plan) {
    if (plan == null) {
      return null;
    }
    Integer[] order = sorted(b.length, Comparator.comparingLong(i -> plan[i]));
    long[] off = new long[b.length];
    boolean[] placed = new boolean[b.length];
    for (int i : order) {
      long x = 0;
      for (int j : conflicts[i]) {
        if (placed[j]) {
          x = Math.max(x, off[j] + b[j].size());
        }
      }
      off[i] = alignUp(x, b[i].align());
      placed[i] = true;
    }
    return off;
  }

  /** The exact planner's offsets for the buffers with sizes padded to {@code align}, or null. */
  private static long[] exact(Buf[] b, long align, long millis) {
    List<MemoryTrace.Interval> ivs = new ArrayList<>();
    for (int i = 0; i < b.length; i++) {
      ivs.add(new MemoryTrace.Interval(i, b[i].begin(), b[i].end(), b[i].size()));
    }
    MemorySchedule s = OptimalPlanner.plan(MemoryTrace.fromIntervals(ivs), align, millis);
    long[] off = new long[b.length];
    for (int i = 0; i < b.length; i++) {
      Long o = s.offsets().get((long) i);
      if (o == null) {
        return null;
      }
      off[i] = o;
    }
    return off;
  }

  /** The size-first planner's plan with every size padded to {@code align}. */
  private static long[] sizeFirst(Buf[] b, long align) {
    List<MemoryTrace.Interval> ivs = new ArrayList<>();
    for (int i = 0; i < b.length; i++) {
      ivs.add(new MemoryTrace.Interval(i, b[i].begin(), b[i].end(), b[i].size()));
    }
    MemorySchedule s = StaticMemoryPlanner.plan(MemoryTrace.fromIntervals(ivs), align,
        PlannerMode.SIZE_FIRST);
    long[] off = new long[b.length];
    for (int i = 0; i < b.length; i++) {
      off[i] = s.offsets().get((long) i);
    }
    return off;
  }

  private static long total(long[] off, Buf[] b) {
    long t = 0;
    for (int i = 0; i < b.length; i++) {
      t = Math.max(t, off[i] + b[i].size());
    }
    return t;
  }

  private static long[] smaller(long[] best, long[] candidate, Buf[] b) {
    if (candidate == null) {
      return best;
    }
    return best == null || total(candidate, b) < total(best, b) ? candidate : best;
  }

  /** A plan with two live buffers sharing a byte or a misaligned buffer is a bug. */
  private static void check(Buf[] b, int[][] conflicts, long[] off) {
    for (int i = 0; i < b.length; i++) {
      if (off[i] % b[i].align() != 0) {
        throw new IllegalStateException("merge-alloc: buffer " + b[i].id() + " misaligned");
      }
      for (int j : conflicts[i]) {
        if (off[i] < off[j] + b[j].size() && off[j] < off[i] + b[i].size()) {
          throw new IllegalStateException("merge-alloc: buffers " + b[i].id() + " and "
              + b[j].id() + " live at once share memory");
        }
      }
    }
  }
}
