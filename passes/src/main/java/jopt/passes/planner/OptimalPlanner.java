package jopt.passes.planner;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * {@code planner-options=optimal}: the smallest total it can prove or find within a time limit.
 *
 * <p>The best of the two heuristic planners is the first plan, made whatever the time limit and
 * the machine's load, and every later plan replaces it only when smaller: this mode never
 * returns more than {@code cost-model} or {@code size-first}. Offline greedy orders
 * ({@link GreedySearch}) come next. If the total is still above the lower bound (the peak of
 * live bytes), {@link CanonicalSearch} decides capacities between the two:
 * the lower bound first (where most problems are solved), then a binary search; a plan found
 * within a capacity becomes the best, a capacity proven infeasible raises the proven bound, and
 * one undecided by its share of the time is passed over. Each decision restarts the search
 * over MiniMalloc's preorderings (WAT, TAW, TWA) and over perturbed copies of them (node limits
 * from Luby's sequence), until its deadline; the preorderings themselves run again with
 * doubling node limits and two thirds of the nodes. The plan is optimal when its total reaches
 * the proven bound.
 */
public final class OptimalPlanner {
  public static final long DEFAULT_TIME_LIMIT_MS = 10_000;
  /** Buffers, or pairs of buffers live together, beyond which the heuristic plan is kept. */
  static final int MAX_SEARCH_BUFFERS = 50_000;
  private static final long MAX_SEARCH_PAIRS = 20_000_000;
  private static final long FIRST_NODE_LIMIT = 1_000;
  /**
   * Buffers up to which a problem is small: the online planners run to the end and the greedy
   * phases take little of the time, which the exact search gets.
   */
  static final int SMALL = 2_000;
  /** The heuristic modes, whose best plan is the first. */
  private static final List<PlannerMode> HEURISTICS =
      List.of(PlannerMode.COST_MODEL, PlannerMode.SIZE_FIRST);

  /** A plan, the best lower bound known, and whether the plan is proven optimal. */
  public record Outcome(MemorySchedule schedule, long lowerBound, boolean optimal,
      long searchNodes) {}

  private OptimalPlanner() {}

  public static MemorySchedule plan(MemoryTrace trace, long alignment, long timeLimitMillis) {
    return solve(trace, alignment, timeLimitMillis).schedule();
  }

  public static Outcome solve(MemoryTrace trace, long alignment, long timeLimitMillis) {
    long start = PlannerClock.now();
    long deadline = start + Math.max(0, timeLimitMillis) * 1_000_000;
    List<Span> spans = spans(trace, alignment);
    int n = spans.size();
    PackingProblem problem = problem(trace, spans);
    long[] size = problem.size;
    long lower = problem.lowerBound;
    // The heuristic modes' plans first, to their end whatever the time and the machine's load:
    // this mode never returns more than either (they take O(n log n) steps; tens of
    // milliseconds at 10^5 buffers). Everything after only replaces the plan with a smaller one.
    MemorySchedule best = null;
    for (PlannerMode mode : HEURISTICS) {
      MemorySchedule online = StaticMemoryPlanner.online(trace, alignment, mode);
      if (best == null || online.totalSize() < best.totalSize()) {
        best = online;
      }
    }
    if (best.totalSize() <= lower) {
      return new Outcome(best, lower, true, 0);
    }
    // Offline greedy orders next: on large traces the best of them is often within a percent
    // of the lower bound where the online plans are several percent above it (pangu_2.6B:
    // 1.008 against 1.067), on others worse (iopddl_S_1: 1.029 against 1.004).
    GreedySearch greedy = new GreedySearch(problem);
    long now = PlannerClock.now();
    greedy.run(n <= SMALL ? deadline : now + (deadline - now) / 2, deadline);
    if (greedy.best != null && greedy.bestTotal < best.totalSize()) {
      best = schedule(spans, greedy.best, greedy.bestTotal, best);
    }
    if (best.totalSize() <= lower) {
      return new Outcome(best, lower, true, 0);
    }
    boolean searchable = n <= MAX_SEARCH_BUFFERS
        && problem.overlapPairs() <= MAX_SEARCH_PAIRS
        && best.totalSize() < CanonicalSearch.MAX_CAPACITY;
    // Large problems: the rest of the time improves the greedy order (the search would not
    // end); small ones get a little of it before the search.
    if (greedy.best != null) {
      now = PlannerClock.now();
      long until = n > SMALL || !searchable ? deadline : now + (deadline - now) / 20;
      if (greedy.improve(best.totalSize(), until)) {
        best = schedule(spans, greedy.best, greedy.bestTotal, best);
      }
      if (best.totalSize() <= lower) {
        return new Outcome(best, lower, true, 0);
      }
    }
    if (!searchable || PlannerClock.now() - deadline >= 0) {
      return new Outcome(best, lower, false, 0);
    }
    Decider decider = new Decider(problem);
    long proven = lower;
    long lo = lower;
    long hi = best.totalSize() - 1;
    for (int probe = 0; lo <= hi && PlannerClock.now() - deadline < 0; probe++) {
      // The lower bound is most often the optimum (8 of the 11 MiniMalloc instances): it gets
      // 85% of the time, every later capacity half of what is left.
      long cap = probe == 0 ? lo : lo + (hi - lo) / 2;
      now = PlannerClock.now();
      long share = probe == 0 ? (deadline - now) / 20 * 17 : (deadline - now) / 2;
      long[] found = decider.decide(cap, now + share);
      if (found != null) {
        long total = 0;
        for (int b = 0; b < n; b++) {
          total = Math.max(total, found[b] + size[b]);
        }
        best = schedule(spans, found, total, best);
        hi = total - 1;
      } else {
        if (decider.infeasible) {
          proven = cap + 1;
        }
        lo = cap + 1;
      }
    }
    return new Outcome(best, proven, best.totalSize() <= proven, decider.nodes);
  }

  /** The plan of offsets by span (every buffer of positive size); zero-sized ones as in base. */
  private static MemorySchedule schedule(List<Span> spans, long[] found, long total,
      MemorySchedule base) {
    Map<Long, Long> offsets = new HashMap<>(base.offsets());
    for (int b = 0; b < spans.size(); b++) {
      offsets.put(spans.get(b).id, found[b]);
    }
    return new MemorySchedule(total, offsets);
  }

  /** The search's problem for a trace (package-private for tests that run the search alone). */
  static PackingProblem problem(MemoryTrace trace, long alignment) {
    return problem(trace, spans(trace, alignment));
  }

  /**
   * Lifetimes [start, end) in steps that advance at each alloc following a free: buffers overlap
   * exactly when one is allocated before the other is freed, and runs of allocs or of frees
   * share a step, so that the search sees few sections.
   */
  private static List<Span> spans(MemoryTrace trace, long alignment) {
    List<Span> spans = new ArrayList<>();
    Map<Long, Span> open = new HashMap<>();
    List<MemoryTrace.Event> events = trace.events();
    long step = 0;
    boolean afterFree = false;
    for (int i = 0; i < events.size(); i++) {
      MemoryTrace.Event event = events.get(i);
      if (event instanceof MemoryTrace.Alloc a) {
        if (afterFree) {
          step++;
          afterFree = false;
        }
        long size = PlannerStats.alignUp(a.size(), alignment);
        if (size > 0) {
          Span span = new Span(a.bufferId(), size, step, i);
          open.put(a.bufferId(), span);
          spans.add(span);
        }
      } else if (event instanceof MemoryTrace.Free f) {
        afterFree = true;
        Span span = open.remove(f.bufferId());
        if (span != null) {
          span.end = step + 1;
          span.lastEvent = i;
        }
      }
    }
    // Never freed: live to the end.
    for (Span span : spans) {
      if (span.end < 0) {
        span.end = step + 1;
      }
    }
    return spans;
  }

  private static PackingProblem problem(MemoryTrace trace, List<Span> spans) {
    int n = spans.size();
    long[] begin = new long[n];
    long[] end = new long[n];
    long[] size = new long[n];
    long[] widths = new long[n];
    List<MemoryTrace.Event> events = trace.events();
    List<Long> ticks = trace.ticks();
    for (int b = 0; b < n; b++) {
      Span span = spans.get(b);
      begin[b] = span.begin;
      end[b] = span.end;
      size[b] = span.size;
      int lastEvent = span.lastEvent < 0 ? events.size() : span.lastEvent;
      widths[b] = ticks.isEmpty() ? lastEvent - span.firstEvent
          : tick(ticks, lastEvent) - ticks.get(span.firstEvent);
    }
    // The preorderings' widths are the lifetimes in the trace's time (steps lose most of it;
    // MiniMalloc's orderings, on the instances' own times, solve far more than on events).
    return new PackingProblem(begin, end, size, widths);
  }

  /** The time of event i, or one past the last event's. */
  private static long tick(List<Long> ticks, int i) {
    return i < ticks.size() ? ticks.get(i) : ticks.get(ticks.size() - 1) + 1;
  }

  /** A buffer's lifetime in steps ({@code end} -1 until freed) and in trace events. */
  private static final class Span {
    final long id;
    final long size;
    final long begin;
    final int firstEvent;
    long end = -1;
    int lastEvent = -1;

    Span(long id, long size, long begin, int firstEvent) {
      this.id = id;
      this.size = size;
      this.begin = begin;
      this.firstEvent = firstEvent;
    }
  }

  /** Decides capacities with restarts over the orderings (Luby's sequence of node limits). */
  private static final class Decider {
    private final PackingProblem problem;
    /** The ranks of the preorderings. */
    private final List<int[]> ranks;
    private final Random random;
    long nodes;
    /** Whether the last {@link #decide} proved its capacity infeasible. */
    boolean infeasible;

    Decider(PackingProblem problem) {
      this.problem = problem;
      ranks = preorderingRanks(problem);
      random = new Random(problem.n);
    }

    /**
     * A plan within {@code cap} (offsets by buffer), or null if none was found by the deadline
     * or none exists ({@link #infeasible}). The orderings run first, then the orderings with
     * their ranks perturbed (one wrong early choice can hide every plan below it), and the
     * orderings again, each run of one with twice the nodes of its last, with two thirds of the
     * nodes: some problems need one long run (I: 0.4M nodes).
     */
    long[] decide(long cap, long deadline) {
      infeasible = false;
      int orders = ranks.size();
      int turn = 0;
      int perturbed = orders;
      long sincePlain = 0;
      while (PlannerClock.now() - deadline < 0) {
        CanonicalSearch search;
        long limit = FIRST_NODE_LIMIT << Math.min(30, turn / orders);
        boolean plain = turn < orders || 2 * sincePlain >= limit;
        if (plain) {
          search = new CanonicalSearch(problem, ranks.get(turn % orders));
          sincePlain = 0;
          turn++;
        } else {
          search = new CanonicalSearch(problem,
              perturbedRank(problem, ranks.get(perturbed % orders), random));
          limit = FIRST_NODE_LIMIT * luby(perturbed + 1);
          perturbed++;
        }
        SearchBudget budget = new SearchBudget(limit, deadline);
        CanonicalSearch.Result result = search.run(cap, budget);
        nodes += budget.nodes();
        if (!plain) {
          sincePlain += budget.nodes();
        }
        if (result == CanonicalSearch.Result.FOUND) {
          return search.offsets();
        }
        if (result == CanonicalSearch.Result.INFEASIBLE) {
          infeasible = true;
          return null;
        }
      }
      return null;
    }
  }

  /** The ranks of the three preorderings, in the order the decider runs them. */
  static List<int[]> preorderingRanks(PackingProblem p) {
    return preorderings(p).stream().map(order -> rank(p.n, order)).toList();
  }

  /** MiniMalloc's static preorderings: by total, width (lifetime) and area, in three orders. */
  private static List<Comparator<Integer>> preorderings(PackingProblem p) {
    long[] total = new long[p.n];
    long[] area = new long[p.n];
    for (int b = 0; b < p.n; b++) {
      for (int s = p.first[b]; s <= p.last[b]; s++) {
        total[b] = Math.max(total[b], p.load[s]);
      }
      area[b] = p.size[b] * p.length[b];
    }
    Comparator<Integer> t = Comparator.comparingLong(b -> -total[b]);
    Comparator<Integer> w = Comparator.comparingLong(b -> -p.length[b]);
    Comparator<Integer> a = Comparator.comparingLong(b -> -area[b]);
    Comparator<Integer> tie = Comparator.<Integer>comparingLong(b -> -p.size[b])
        .thenComparingInt(b -> b);
    return List.of(w.thenComparing(a).thenComparing(t).thenComparing(tie),
        t.thenComparing(a).thenComparing(w).thenComparing(tie),
        t.thenComparing(w).thenComparing(a).thenComparing(tie));
  }

  /** Luby's restart sequence: 1, 1, 2, 1, 1, 2, 4, 1, ... */
  static long luby(int i) {
    int k = 1;
    while ((1L << k) - 1 < i) {
      k++;
    }
    while ((1L << k) - 1 != i) {
      i -= (1 << (k - 1)) - 1;
      k = 1;
      while ((1L << k) - 1 < i) {
        k++;
      }
    }
    return 1L << (k - 1);
  }

  /** The ranks {@code base}, each moved by a random number of places around it. */
  private static int[] perturbedRank(PackingProblem p, int[] base, Random random) {
    double[] key = new double[p.n];
    for (int b = 0; b < p.n; b++) {
      key[b] = base[b] + random.nextGaussian() * Math.max(1, p.n / 10.0);
    }
    return rank(p.n, Comparator.comparingDouble(b -> key[b]));
  }

  private static int[] rank(int n, Comparator<Integer> order) {
    Integer[] byRank = new Integer[n];
    for (int b = 0; b < n; b++) {
      byRank[b] = b;
    }
    Arrays.sort(byRank, order);
    int[] rank = new int[n];
    for (int r = 0; r < n; r++) {
      rank[byRank[r]] = r;
    }
    return rank;
  }
}
