package jopt.passes.planner;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class OptimalPlannerTest {
  /**
   * The optimum by brute force: every canonical plan (each buffer on top of the highest buffer
   * placed before it and live with it) over all placement orders.
   */
  private static long bruteForce(PackingProblem p) {
    return bruteForce(p, new long[p.n]);
  }

  /** The same with each buffer b at or above {@code release[b]}. */
  private static long bruteForce(PackingProblem p, long[] release) {
    long[] best = {Long.MAX_VALUE};
    permute(p, release, new int[p.n], new boolean[p.n], 0, new long[p.n], 0, best);
    return best[0];
  }

  private static void permute(PackingProblem p, long[] release, int[] order, boolean[] used,
      int k, long[] off, long total, long[] best) {
    if (total >= best[0]) {
      return;
    }
    if (k == p.n) {
      best[0] = total;
      return;
    }
    for (int b = 0; b < p.n; b++) {
      if (!used[b]) {
        long o = release[b];
        for (int i = 0; i < k; i++) {
          if (p.overlap(order[i], b)) {
            o = Math.max(o, off[order[i]] + p.size[order[i]]);
          }
        }
        used[b] = true;
        order[k] = b;
        off[b] = o;
        permute(p, release, order, used, k + 1, off, Math.max(total, o + p.size[b]), best);
        used[b] = false;
      }
    }
  }

  private static PackingProblem randomProblem(Random r) {
    int n = 2 + r.nextInt(7);
    long[] begin = new long[n];
    long[] end = new long[n];
    long[] size = new long[n];
    for (int i = 0; i < n; i++) {
      begin[i] = r.nextInt(10);
      end[i] = begin[i] + 1 + r.nextInt(6);
      size[i] = 1 + r.nextInt(6);
    }
    return new PackingProblem(begin, end, size);
  }

  private static int[] shuffledRank(int n, Random r) {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    java.util.Collections.shuffle(order, r);
    int[] rank = new int[n];
    for (int i = 0; i < n; i++) {
      rank[order.get(i)] = i;
    }
    return rank;
  }

  private static SearchBudget unlimited() {
    return new SearchBudget(Long.MAX_VALUE, System.nanoTime() + 60_000_000_000L);
  }

  @Test
  void searchDecidesEveryCapacityAsBruteForceDoes() {
    Random r = new Random(7);
    for (int i = 0; i < 1500; i++) {
      PackingProblem p = randomProblem(r);
      long optimum = bruteForce(p);
      CanonicalSearch search = new CanonicalSearch(p, shuffledRank(p.n, r));
      assertWithMessage("instance %s at its optimum %s", i, optimum)
          .that(search.run(optimum, unlimited())).isEqualTo(CanonicalSearch.Result.FOUND);
      long[] offsets = search.offsets();
      for (int a = 0; a < p.n; a++) {
        assertThat(offsets[a] + p.size[a]).isAtMost(optimum);
        for (int b = a + 1; b < p.n; b++) {
          if (p.overlap(a, b)) {
            assertWithMessage("instance %s buffers %s and %s", i, a, b)
                .that(offsets[a] + p.size[a] <= offsets[b] || offsets[b] + p.size[b] <= offsets[a])
                .isTrue();
          }
        }
      }
      assertWithMessage("instance %s below its optimum %s", i, optimum)
          .that(search.run(optimum - 1, unlimited())).isEqualTo(CanonicalSearch.Result.INFEASIBLE);
    }
  }

  @Test
  void releasesAreDecidedAsBruteForceDoes() {
    // The look-ahead's windows: buffers that must lie at or above given offsets.
    Random r = new Random(17);
    for (int i = 0; i < 1000; i++) {
      PackingProblem p = randomProblem(r);
      long[] release = new long[p.n];
      for (int b = 0; b < p.n; b++) {
        release[b] = r.nextBoolean() ? 0 : r.nextInt(6);
      }
      long optimum = bruteForce(p, release);
      CanonicalSearch search = new CanonicalSearch(p, shuffledRank(p.n, r));
      assertWithMessage("instance %s at its optimum %s", i, optimum)
          .that(search.run(optimum, unlimited(), release))
          .isEqualTo(CanonicalSearch.Result.FOUND);
      long[] offsets = search.offsets();
      for (int a = 0; a < p.n; a++) {
        assertThat(offsets[a]).isAtLeast(release[a]);
        assertThat(offsets[a] + p.size[a]).isAtMost(optimum);
        for (int b = a + 1; b < p.n; b++) {
          if (p.overlap(a, b)) {
            assertThat(offsets[a] + p.size[a] <= offsets[b] || offsets[b] + p.size[b] <= offsets[a])
                .isTrue();
          }
        }
      }
      assertWithMessage("instance %s below its optimum %s", i, optimum)
          .that(search.run(optimum - 1, unlimited(), release))
          .isEqualTo(CanonicalSearch.Result.INFEASIBLE);
    }
  }

  @Test
  void lookAheadAfterEveryFailureKeepsTheOptimum() {
    // Groups of 12 and more are cut into windows; here after every failed candidate.
    Random r = new Random(23);
    int cut = 0;
    for (int i = 0; i < 300; i++) {
      int n = 14 + r.nextInt(7);
      long[] begin = new long[n];
      long[] end = new long[n];
      long[] size = new long[n];
      for (int b = 0; b < n; b++) {
        begin[b] = r.nextInt(10);
        end[b] = begin[b] + 1 + r.nextInt(b < 3 ? 10 : 4);
        size[b] = 1 + r.nextInt(8);
      }
      PackingProblem p = new PackingProblem(begin, end, size);
      int[] rank = shuffledRank(n, r);
      CanonicalSearch plain = new CanonicalSearch(p, rank, -1);
      long optimum = p.lowerBound;
      while (plain.run(optimum, unlimited()) != CanonicalSearch.Result.FOUND) {
        optimum++;
      }
      SearchBudget plainFound = unlimited();
      plain.run(optimum, plainFound);
      CanonicalSearch ahead = new CanonicalSearch(p, rank, 0);
      SearchBudget aheadFound = unlimited();
      assertWithMessage("instance %s at %s", i, optimum).that(ahead.run(optimum, aheadFound))
          .isEqualTo(CanonicalSearch.Result.FOUND);
      if (aheadFound.nodes() != plainFound.nodes()) {
        cut++;
      }
      if (optimum > p.lowerBound) {
        SearchBudget plainNodes = unlimited();
        plain.run(optimum - 1, plainNodes);
        SearchBudget aheadNodes = unlimited();
        assertWithMessage("instance %s below %s", i, optimum)
            .that(ahead.run(optimum - 1, aheadNodes))
            .isEqualTo(CanonicalSearch.Result.INFEASIBLE);
        if (aheadNodes.nodes() != plainNodes.nodes()) {
          cut++;
        }
      }
    }
    // Windows were solved in some searches (their nodes are counted).
    assertThat(cut).isGreaterThan(0);
  }

  @Test
  void neighboursAreTheBuffersLiveTogether() {
    Random r = new Random(3);
    for (int i = 0; i < 500; i++) {
      PackingProblem p = randomProblem(r);
      long pairs = 0;
      for (int b = 0; b < p.n; b++) {
        List<Integer> expected = new ArrayList<>();
        for (int a = 0; a < p.n; a++) {
          if (a != b && p.overlap(a, b)) {
            expected.add(a);
          }
        }
        List<Integer> actual = new ArrayList<>();
        for (int a : p.neighbours()[b]) {
          actual.add(a);
        }
        assertThat(actual).containsExactlyElementsIn(expected);
        pairs += expected.size();
      }
      assertThat(p.overlapPairs()).isEqualTo(pairs / 2);
    }
  }

  @Test
  void plannerReachesTheOptimumOfSmallTraces() {
    Random r = new Random(11);
    int improved = 0;
    for (int i = 0; i < 300; i++) {
      List<MemoryTrace.Interval> intervals = new ArrayList<>();
      int n = 2 + r.nextInt(7);
      for (int b = 0; b < n; b++) {
        long begin = r.nextInt(10);
        intervals.add(new MemoryTrace.Interval(b, begin, begin + r.nextInt(5), 1 + r.nextInt(6)));
      }
      MemoryTrace trace = MemoryTrace.fromIntervals(intervals);
      OptimalPlanner.Outcome outcome = OptimalPlanner.solve(trace, 1, 10_000);
      long[] begin = new long[n];
      long[] end = new long[n];
      long[] size = new long[n];
      for (int b = 0; b < n; b++) {
        begin[b] = intervals.get(b).begin();
        end[b] = intervals.get(b).end() + 1;
        size[b] = intervals.get(b).size();
      }
      long optimum = bruteForce(new PackingProblem(begin, end, size));
      assertThat(PlanChecker.findViolation(trace, outcome.schedule(), 1)).isEmpty();
      assertWithMessage("trace %s", intervals).that(outcome.schedule().totalSize())
          .isEqualTo(optimum);
      assertThat(outcome.optimal()).isTrue();
      if (StaticMemoryPlanner.plan(trace, 1, PlannerMode.COST_MODEL).totalSize() > optimum) {
        improved++;
      }
    }
    assertThat(improved).isGreaterThan(0);
  }

  @Test
  void minimallocReadmeExample() {
    // google/minimalloc's README: five buffers, capacity 12.
    long[][] rows = {{0, 3, 4}, {3, 9, 4}, {0, 9, 4}, {9, 21, 4}, {0, 21, 4}};
    List<MemoryTrace.Interval> intervals = new ArrayList<>();
    for (int b = 0; b < rows.length; b++) {
      intervals.add(new MemoryTrace.Interval(b, rows[b][0], rows[b][1] - 1, rows[b][2]));
    }
    OptimalPlanner.Outcome outcome =
        OptimalPlanner.solve(MemoryTrace.fromIntervals(intervals), 1, 10_000);
    assertThat(outcome.schedule().totalSize()).isEqualTo(12);
    assertThat(outcome.lowerBound()).isEqualTo(12);
    assertThat(outcome.optimal()).isTrue();
  }

  @Test
  void alignmentAndZeroSizedBuffers() {
    List<MemoryTrace.Interval> intervals = List.of(new MemoryTrace.Interval(1, 0, 3, 10),
        new MemoryTrace.Interval(2, 1, 2, 0), new MemoryTrace.Interval(3, 2, 5, 70),
        new MemoryTrace.Interval(4, 4, 6, 1));
    MemoryTrace trace = MemoryTrace.fromIntervals(intervals);
    MemorySchedule s = StaticMemoryPlanner.plan(trace, 64, PlannerMode.OPTIMAL, 1000);
    assertThat(PlanChecker.findViolation(trace, s, 64)).isEmpty();
    assertThat(s.totalSize()).isEqualTo(192);
    assertThat(s.offsets()).containsKey(2L);
  }

  /**
   * The optimal mode starts from the better heuristic plan and only replaces it by a smaller
   * one, with any time limit (0 ms stands for a machine too loaded to search at all), on small
   * traces (the exact search) and on large ones (over {@link OptimalPlanner#SMALL} buffers:
   * greedy orders). No timing is asserted: only the totals.
   */
  @Test
  void neverWorseThanEitherHeuristicWhateverTheTimeLimit() {
    Random r = new Random(44);
    long[] limits = {0, 1, 20};
    for (int trial = 0; trial < 60; trial++) {
      boolean large = trial % 6 == 5;
      int n = large ? OptimalPlanner.SMALL + 1 + r.nextInt(2_000) : 1 + r.nextInt(60);
      int span = large ? 4 * n : 1 + r.nextInt(80);
      List<MemoryTrace.Interval> intervals = new ArrayList<>();
      for (int b = 0; b < n; b++) {
        long begin = r.nextInt(span);
        long size = r.nextInt(4) == 0 ? 1L << r.nextInt(20) : 1 + r.nextInt(5_000);
        intervals.add(new MemoryTrace.Interval(b, begin, begin + r.nextInt(1 + span / 8), size));
      }
      MemoryTrace trace = MemoryTrace.fromIntervals(intervals);
      long align = trial % 2 == 0 ? 1 : 64;
      long heuristic = Math.min(
          StaticMemoryPlanner.plan(trace, align, PlannerMode.COST_MODEL).totalSize(),
          StaticMemoryPlanner.plan(trace, align, PlannerMode.SIZE_FIRST).totalSize());
      for (long limit : limits) {
        MemorySchedule s = StaticMemoryPlanner.plan(trace, align, PlannerMode.OPTIMAL, limit);
        assertWithMessage("trial %s, %s ms", trial, limit).that(s.totalSize())
            .isAtMost(heuristic);
        assertWithMessage("trial %s, %s ms", trial, limit)
            .that(PlanChecker.findViolation(trace, s, align)).isEmpty();
      }
    }
  }

  @Test
  void lubySequence() {
    long[] expected = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1};
    for (int i = 0; i < expected.length; i++) {
      assertThat(OptimalPlanner.luby(i + 1)).isEqualTo(expected[i]);
    }
  }
}
