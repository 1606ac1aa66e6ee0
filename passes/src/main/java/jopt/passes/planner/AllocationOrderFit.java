package jopt.passes.planner;

import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * {@link GreedyPlacer}'s first fit for orders by first section, in O(n log n): placed in order
 * of their start, the placed buffers that meet a buffer are exactly those still live when it
 * starts, so the first fit is that of an address-ordered malloc over the live buffers. The free
 * gaps (and the unbounded one above the highest live top) are a treap by offset whose nodes
 * keep the longest gap of their subtree: the lowest gap that fits is one descent. On traces of
 * 10^5 buffers this takes tens of milliseconds where the general placer, which scans the
 * placed buffers below the offset it finds, takes seconds; it gives the first plan of the
 * optimal mode on large traces.
 */
final class AllocationOrderFit {
  private final PackingProblem p;
  // The gap treap (node 0 is the empty tree): gap [start, end), the longest gap below a node.
  private long[] start;
  private long[] end;
  private long[] longest;
  private int[] left;
  private int[] right;
  private int[] priority;
  private int nodes;
  private int[] unused;
  private int unusedCount;
  private int seed = 0x9E3779B9;
  private int root;

  AllocationOrderFit(PackingProblem p) {
    this.p = p;
  }

  /** True if {@code order} lists the buffers by first section (ties in any order). */
  static boolean byFirstSection(PackingProblem p, int[] order) {
    for (int i = 1; i < order.length; i++) {
      if (p.first[order[i - 1]] > p.first[order[i]]) {
        return false;
      }
    }
    return true;
  }

  /** Offsets by buffer: each buffer of {@code order} (by first section) at its first fit. */
  long[] place(int[] order) {
    int n = p.n;
    int cap = 16;
    start = new long[cap];
    end = new long[cap];
    longest = new long[cap];
    left = new int[cap];
    right = new int[cap];
    priority = new int[cap];
    unused = new int[cap];
    nodes = 1;
    unusedCount = 0;
    longest[0] = Long.MIN_VALUE;
    root = insert(0, newNode(0, Long.MAX_VALUE));
    long[] offset = new long[n];
    PriorityQueue<Integer> live = new PriorityQueue<>(n + 1,
        (x, y) -> Integer.compare(p.last[x], p.last[y]));
    for (int b : order) {
      while (!live.isEmpty() && p.last[live.peek()] < p.first[b]) {
        int o = live.poll();
        free(offset[o], offset[o] + p.size[o]);
      }
      offset[b] = take(p.size[b]);
      live.add(b);
    }
    return offset;
  }

  /** Takes the lowest gap of at least {@code size} bytes; returns its start. */
  private long take(long size) {
    int t = root;
    while (true) {
      if (longest[left[t]] >= size) {
        t = left[t];
      } else if (end[t] - start[t] >= size) {
        break;
      } else {
        t = right[t];
      }
    }
    long s = start[t];
    long e = end[t];
    root = remove(root, s);
    if (s + size < e) {
      root = insert(root, newNode(s + size, e));
    }
    return s;
  }

  /** Frees [s, e), merged with the gaps that end at s and start at e. */
  private void free(long s, long e) {
    int below = floor(root, s);
    if (below != 0 && end[below] == s) {
      s = start[below];
      root = remove(root, s);
    }
    int above = floor(root, e);
    if (above != 0 && start[above] == e) {
      e = end[above];
      root = remove(root, start[above]);
    }
    root = insert(root, newNode(s, e));
  }

  /** The node of the gap with the highest start at or below {@code s}, or 0. */
  private int floor(int t, long s) {
    int found = 0;
    while (t != 0) {
      if (start[t] <= s) {
        found = t;
        t = right[t];
      } else {
        t = left[t];
      }
    }
    return found;
  }

  private int insert(int t, int x) {
    if (t == 0) {
      return x;
    }
    if (priority[x] > priority[t]) {
      split(t, start[x]);
      left[x] = splitLeft;
      right[x] = splitRight;
      update(x);
      return x;
    }
    if (start[x] < start[t]) {
      left[t] = insert(left[t], x);
    } else {
      right[t] = insert(right[t], x);
    }
    update(t);
    return t;
  }

  private int remove(int t, long s) {
    if (start[t] == s) {
      int merged = merge(left[t], right[t]);
      unused[unusedCount++] = t;
      return merged;
    }
    if (s < start[t]) {
      left[t] = remove(left[t], s);
    } else {
      right[t] = remove(right[t], s);
    }
    update(t);
    return t;
  }

  private int merge(int a, int b) {
    if (a == 0) {
      return b;
    }
    if (b == 0) {
      return a;
    }
    if (priority[a] > priority[b]) {
      right[a] = merge(right[a], b);
      update(a);
      return a;
    }
    left[b] = merge(a, left[b]);
    update(b);
    return b;
  }

  private int splitLeft;
  private int splitRight;

  /** Splits t into the gaps starting below {@code s} (splitLeft) and the rest (splitRight). */
  private void split(int t, long s) {
    if (t == 0) {
      splitLeft = 0;
      splitRight = 0;
    } else if (start[t] < s) {
      split(right[t], s);
      right[t] = splitLeft;
      update(t);
      splitLeft = t;
    } else {
      split(left[t], s);
      left[t] = splitRight;
      update(t);
      splitRight = t;
    }
  }

  private void update(int t) {
    longest[t] = Math.max(end[t] - start[t], Math.max(longest[left[t]], longest[right[t]]));
  }

  private int newNode(long s, long e) {
    int x;
    if (unusedCount > 0) {
      x = unused[--unusedCount];
    } else {
      if (nodes == start.length) {
        int cap = 2 * nodes;
        start = Arrays.copyOf(start, cap);
        end = Arrays.copyOf(end, cap);
        longest = Arrays.copyOf(longest, cap);
        left = Arrays.copyOf(left, cap);
        right = Arrays.copyOf(right, cap);
        priority = Arrays.copyOf(priority, cap);
        unused = Arrays.copyOf(unused, cap);
      }
      x = nodes++;
    }
    start[x] = s;
    end[x] = e;
    longest[x] = e - s;
    left[x] = 0;
    right[x] = 0;
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    priority[x] = seed;
    return x;
  }
}
