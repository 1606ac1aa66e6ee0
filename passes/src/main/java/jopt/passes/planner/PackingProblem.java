package jopt.passes.planner;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Buffers of positive size with lifetimes, in the form the exact search works on: time cut into
 * sections at every lifetime end, each buffer live over a range of sections, and for each buffer
 * the buffers live with it (its neighbours).
 */
final class PackingProblem {
  final int n;
  final long[] size;
  /** The buffer's first and last section, both inclusive. */
  final int[] first;
  final int[] last;
  /** Its lifetime's length in the original time unit. */
  final long[] length;
  final int sections;
  /** The sum of the sizes live in each section. */
  final long[] load;
  /** Buffers of equal size and lifetime share a class (they are interchangeable). */
  final int[] twin;
  private int[][] neighbours;
  private int[][] liveIn;
  /** The peak of {@link #load}: no plan is smaller. */
  final long lowerBound;

  /** Buffers live over the half-open {@code [begin, end)} with {@code size > 0} bytes. */
  PackingProblem(long[] begin, long[] end, long[] size) {
    this(begin, end, size, null);
  }

  /** With lifetime lengths in another unit than {@code begin} and {@code end} (null: theirs). */
  PackingProblem(long[] begin, long[] end, long[] size, long[] lengths) {
    n = size.length;
    this.size = size.clone();
    long[] points = new long[2 * n];
    for (int b = 0; b < n; b++) {
      if (size[b] <= 0 || begin[b] >= end[b]) {
        throw new IllegalArgumentException("buffer " + b + " is empty");
      }
      points[2 * b] = begin[b];
      points[2 * b + 1] = end[b];
    }
    Arrays.sort(points);
    int m = 0;
    for (int i = 0; i < points.length; i++) {
      if (i == 0 || points[i] != points[i - 1]) {
        points[m++] = points[i];
      }
    }
    sections = Math.max(0, m - 1);
    first = new int[n];
    last = new int[n];
    length = new long[n];
    long[] diff = new long[sections + 1];
    for (int b = 0; b < n; b++) {
      first[b] = Arrays.binarySearch(points, 0, m, begin[b]);
      last[b] = Arrays.binarySearch(points, 0, m, end[b]) - 1;
      length[b] = lengths != null ? lengths[b] : end[b] - begin[b];
      diff[first[b]] += size[b];
      diff[last[b] + 1] -= size[b];
    }
    load = new long[sections];
    long running = 0;
    long peak = 0;
    for (int s = 0; s < sections; s++) {
      running += diff[s];
      load[s] = running;
      peak = Math.max(peak, running);
    }
    lowerBound = peak;
    // Classes numbered in order of their first buffer, found by sorting (size, first, last).
    twin = new int[n];
    Integer[] byKey = new Integer[n];
    for (int b = 0; b < n; b++) {
      byKey[b] = b;
    }
    Arrays.sort(byKey, (x, y) -> {
      int c = Long.compare(this.size[x], this.size[y]);
      if (c == 0) {
        c = Integer.compare(first[x], first[y]);
      }
      if (c == 0) {
        c = Integer.compare(last[x], last[y]);
      }
      return c != 0 ? c : Integer.compare(x, y);
    });
    int[] leader = new int[n];
    for (int i = 0; i < n; i++) {
      int b = byKey[i];
      int prevB = i > 0 ? byKey[i - 1] : -1;
      leader[b] = prevB >= 0 && this.size[prevB] == this.size[b] && first[prevB] == first[b]
          && last[prevB] == last[b] ? leader[prevB] : b;
    }
    int[] classOf = new int[n];
    Arrays.fill(classOf, -1);
    int classes = 0;
    for (int b = 0; b < n; b++) {
      if (classOf[leader[b]] < 0) {
        classOf[leader[b]] = classes++;
      }
      twin[b] = classOf[leader[b]];
    }
  }

  boolean overlap(int a, int b) {
    return first[a] <= last[b] && first[b] <= last[a];
  }

  /** The number of pairs of buffers live at the same time, counted by a sweep over sections. */
  long overlapPairs() {
    long[] starts = new long[sections + 1];
    long[] ends = new long[sections + 1];
    for (int b = 0; b < first.length; b++) {
      starts[first[b]]++;
      ends[last[b]]++;
    }
    long pairs = 0;
    long live = 0;
    for (int s = 0; s < sections; s++) {
      pairs += starts[s] * live + starts[s] * (starts[s] - 1) / 2;
      live += starts[s] - ends[s];
    }
    return pairs;
  }

  /**
   * For each buffer, the buffers live with it, smallest first (made on first use: O(pairs)
   * memory).
   */
  int[][] neighbours() {
    if (neighbours == null) {
      neighbours = makeNeighbours();
    }
    return neighbours;
  }

  /** For each section, the buffers live in it. */
  int[][] liveIn() {
    if (liveIn == null) {
      int[] count = new int[sections];
      for (int b = 0; b < n; b++) {
        for (int s = first[b]; s <= last[b]; s++) {
          count[s]++;
        }
      }
      liveIn = new int[sections][];
      for (int s = 0; s < sections; s++) {
        liveIn[s] = new int[count[s]];
        count[s] = 0;
      }
      for (int b = 0; b < n; b++) {
        for (int s = first[b]; s <= last[b]; s++) {
          liveIn[s][count[s]++] = b;
        }
      }
    }
    return liveIn;
  }

  private int[][] makeNeighbours() {
    // b's degree: the buffers starting by b's last section, less those ending before its first.
    int[] startedBy = new int[sections];
    int[] endedBefore = new int[sections + 1];
    for (int b = 0; b < n; b++) {
      startedBy[first[b]]++;
      endedBefore[last[b] + 1]++;
    }
    for (int s = 1; s < sections; s++) {
      startedBy[s] += startedBy[s - 1];
      endedBefore[s] += endedBefore[s - 1];
    }
    int[][] adj = new int[n][];
    for (int b = 0; b < n; b++) {
      adj[b] = new int[startedBy[last[b]] - endedBefore[first[b]] - 1];
    }
    // A sweep in order of first section; the active list holds the buffers not yet ended.
    Integer[] order = new Integer[n];
    for (int b = 0; b < n; b++) {
      order[b] = b;
    }
    Arrays.sort(order, (x, y) -> Integer.compare(first[x], first[y]));
    int[] filled = new int[n];
    int[] active = new int[n];
    int activeCount = 0;
    for (int b : order) {
      int kept = 0;
      for (int i = 0; i < activeCount; i++) {
        int a = active[i];
        if (last[a] >= first[b]) {
          active[kept++] = a;
          adj[a][filled[a]++] = b;
          adj[b][filled[b]++] = a;
        }
      }
      activeCount = kept;
      active[activeCount++] = b;
    }
    // Listed again in order of size, then index: a search for the lowest top among them can
    // stop early (see CanonicalSearch.stuckLow).
    Integer[] sizeOrder = order.clone();
    Arrays.sort(sizeOrder, Comparator.comparingLong((Integer x) -> size[x])
        .thenComparingInt(x -> x));
    int[][] sorted = new int[n][];
    for (int b = 0; b < n; b++) {
      sorted[b] = new int[adj[b].length];
      filled[b] = 0;
    }
    for (int b : sizeOrder) {
      for (int a : adj[b]) {
        sorted[a][filled[a]++] = b;
      }
    }
    return sorted;
  }
}
