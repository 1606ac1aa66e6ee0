package jopt.passes.planner;

import java.util.Arrays;
import java.util.Random;

/**
 * The greedy phases of {@code planner-options=optimal} ({@link GreedyPlacer} runs): first four
 * static orders, then the buffers that end above the lower bound moved forward in the best order
 * found (a "squeaky wheel" local search), as long as the time lasts.
 *
 * <p>The orders, largest key first: the peak load over the buffer's lifetime (MiniMalloc's
 * "total" order: the buffers of the busiest sections first) with ties by size, then index or
 * the shorter lifetime; the size (TFLite's greedy by size) with ties by lifetime; the area
 * (size times lifetime) with ties by size; the first section (the order of allocation) with ties
 * by size (on large traces also by lifetime: {@link AllocationOrderFit} places these orders in
 * O(n log n), and they run first); remaining ties by index.
 */
final class GreedySearch {
  /** Static orders that run whatever the time (peak and size). */
  private static final int FORCED = 2;
  private final PackingProblem p;
  private final GreedyPlacer placer;
  /** The best plan's offsets by buffer and its order, or null before the first plan. */
  long[] best;
  private int[] bestOrder;
  long bestTotal = Long.MAX_VALUE;
  /** Greedy runs made. */
  int runs;

  GreedySearch(PackingProblem p) {
    this.p = p;
    this.placer = p.n > 0 ? new GreedyPlacer(p) : null;
  }

  /**
   * Runs the static orders until {@code deadline} ({@link PlannerClock}) or a plan at the lower
   * bound; the first {@link #FORCED} end whatever the time on small traces, by {@code limit}
   * (the planner's time limit) on large ones.
   */
  void run(long deadline, long limit) {
    if (p.n == 0) {
      best = new long[0];
      bestTotal = 0;
      bestOrder = new int[0];
      return;
    }
    long[] size = p.size;
    long[] life = new long[p.n];
    long[] shortLife = new long[p.n];
    long[] area = new long[p.n];
    long[] none = new long[p.n];
    for (int b = 0; b < p.n; b++) {
      life[b] = p.last[b] - p.first[b] + 1;
      shortLife[b] = -life[b];
      area[b] = size[b] * Math.max(1, p.length[b]);
    }
    long[] peak = peakLoadOverLifetime();
    long[] early = new long[p.n];
    for (int b = 0; b < p.n; b++) {
      early[b] = -p.first[b];
    }
    // Ties matter: on pangu_2.6B the peak order is 0.8% above the bound with ties by size and
    // index, 7.8% with ties by size and the longer lifetime. The size order is the best static
    // one on iopddl_S_1 (2.9% against 36% for the peak order and 31% for the area order); the
    // order of allocation (an online first fit) suits traces whose allocations follow their
    // lifetimes.
    long[][][] orders = {{peak, size, none}, {size, life, none}, {area, size, none},
        {early, size, none}, {peak, size, shortLife}};
    long forcedDeadline = Long.MAX_VALUE;
    if (p.n > OptimalPlanner.SMALL) {
      // Large traces: the orders of allocation first (ties by size, then by the longer
      // lifetime), which AllocationOrderFit places in O(n log n): within 0.1-2.7% of the
      // bound on the traces of 5*10^4 buffers and more, where a peak or size order alone takes
      // seconds (bench/results/benchmarks.md: Planner quality at scale). The first plan is then theirs, and the
      // peak and size orders run until the time limit, not beyond.
      attempt(order(early, size, none), Long.MAX_VALUE);
      attempt(order(early, life, none), Long.MAX_VALUE);
      orders = new long[][][] {{peak, size, none}, {size, life, none}, {area, size, none},
          {peak, size, shortLife}};
      forcedDeadline = limit;
    }
    for (int i = 0; i < orders.length; i++) {
      if (bestTotal <= p.lowerBound || (i >= FORCED && PlannerClock.now() - deadline > 0)) {
        return;
      }
      // The first orders run to their end (on large traces: to the time limit): each of the
      // two is far better than the other on some traces, and on small ones the first plan is
      // the plan of last resort.
      attempt(order(orders[i][0], orders[i][1], orders[i][2]),
          i < FORCED ? forcedDeadline : deadline);
    }
  }

  /**
   * Moves the buffers that end above the lower bound forward in the best order (each by a
   * random part of its position) and keeps an order that is no worse, until {@code deadline}
   * or a plan at the lower bound; true if a plan better than {@code toBeat} was found.
   */
  boolean improve(long toBeat, long deadline) {
    if (bestOrder == null || p.n == 0) {
      return false;
    }
    Random random = new Random(p.n);
    int[] order = bestOrder;
    long[] offsets = best;
    long total = bestTotal;
    double[] key = new double[p.n];
    Integer[] idx = new Integer[p.n];
    while (PlannerClock.now() - deadline < 0 && bestTotal > p.lowerBound) {
      // The line above which buffers count as squeaky: half-way between the bound and the top.
      long line = p.lowerBound + (total - p.lowerBound) / 2;
      for (int i = 0; i < p.n; i++) {
        int b = order[i];
        key[b] = offsets[b] + p.size[b] > line ? i * random.nextDouble() * 0.7 : i;
        idx[i] = b;
      }
      Arrays.sort(idx, (x, y) -> Double.compare(key[x], key[y]));
      int[] next = new int[p.n];
      for (int i = 0; i < p.n; i++) {
        next[i] = idx[i];
      }
      long[] found = placer.place(next, deadline, total);
      runs++;
      if (found != null) {
        long t = GreedyPlacer.total(found, p.size);
        order = next;
        offsets = found;
        total = t;
        if (t < bestTotal) {
          best = found;
          bestOrder = next;
          bestTotal = t;
        }
      }
    }
    return bestTotal < toBeat;
  }

  private void attempt(int[] order, long deadline) {
    long stopAbove = bestTotal == Long.MAX_VALUE ? Long.MAX_VALUE : bestTotal - 1;
    long[] found;
    if (p.n > OptimalPlanner.SMALL && AllocationOrderFit.byFirstSection(p, order)) {
      found = new AllocationOrderFit(p).place(order);
      if (GreedyPlacer.total(found, p.size) > stopAbove) {
        found = null;
      }
    } else {
      found = placer.place(order, deadline, stopAbove);
    }
    runs++;
    if (found != null) {
      best = found;
      bestOrder = order;
      bestTotal = GreedyPlacer.total(found, p.size);
    }
  }

  /** Buffers by {@code key}, then {@code tie1}, then {@code tie2}, each largest first. */
  private int[] order(long[] key, long[] tie1, long[] tie2) {
    Integer[] idx = new Integer[p.n];
    for (int b = 0; b < p.n; b++) {
      idx[b] = b;
    }
    Arrays.sort(idx, (x, y) -> {
      int c = Long.compare(key[y], key[x]);
      if (c == 0) {
        c = Long.compare(tie1[y], tie1[x]);
      }
      if (c == 0) {
        c = Long.compare(tie2[y], tie2[x]);
      }
      return c != 0 ? c : Integer.compare(x, y);
    });
    int[] order = new int[p.n];
    for (int i = 0; i < p.n; i++) {
      order[i] = idx[i];
    }
    return order;
  }

  /** Per buffer, the largest section load over its lifetime (a sparse table of maxima). */
  private long[] peakLoadOverLifetime() {
    int s = p.sections;
    long[] result = new long[p.n];
    if (s == 0) {
      return result;
    }
    int levels = 32 - Integer.numberOfLeadingZeros(s);
    long[][] table = new long[levels][];
    table[0] = p.load;
    for (int k = 1; k < levels; k++) {
      int len = s - (1 << k) + 1;
      table[k] = new long[len];
      long[] below = table[k - 1];
      for (int i = 0; i < len; i++) {
        table[k][i] = Math.max(below[i], below[i + (1 << (k - 1))]);
      }
    }
    for (int b = 0; b < p.n; b++) {
      int lo = p.first[b];
      int hi = p.last[b];
      int k = 31 - Integer.numberOfLeadingZeros(hi - lo + 1);
      result[b] = Math.max(table[k][lo], table[k][hi - (1 << k) + 1]);
    }
    return result;
  }
}
