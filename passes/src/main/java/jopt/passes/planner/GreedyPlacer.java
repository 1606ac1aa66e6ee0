package jopt.passes.planner;

/**
 * The offline greedy of {@code planner-options=optimal} for large problems: buffers taken in a
 * given order, each placed at the lowest offset where it overlaps no buffer placed before it and
 * live at the same time (first fit). Taken largest first this is TFLite's greedy by size; taken
 * by the peak load over their lifetime (MiniMalloc's "total" order) it is often better still, and
 * {@link OptimalPlanner} runs several orders and moves the buffers that end at the top forward.
 *
 * <p>Time is cut into buckets of sections; each bucket keeps the placed buffers live in it as a
 * list sorted by offset. A buffer scans the lists of its buckets from the bottom with a candidate
 * offset that rises past every time-overlapping buffer met, each list up to the first buffer that
 * starts above the candidate's top (none after it can overlap), and goes round its buckets until
 * none raises the candidate; each list's cursor only moves forward. The cost is the number of
 * buffers below the offset found in the buffer's own buckets, not the pairs of buffers live
 * together (10^8 and more on traces of 10^5 buffers).
 */
final class GreedyPlacer {
  /** Buckets at most, and list entries at most (long-lived buffers are in many buckets). */
  private static final int MAX_BUCKETS = 512;
  private static final long MAX_ENTRIES = 6_000_000;
  /**
   * A buffer over more buckets than this goes into one list of long buffers instead of one
   * list per bucket, so that it is not met again in every bucket.
   */
  private static final int LONG_SPAN = 4;

  private final int n;
  private final int[] first;
  private final int[] last;
  private final long[] size;
  private final int buckets;
  /** Sections per bucket. */
  private final int width;
  /** Entries: buffer (n for a bucket's sentinel), next and previous entry in its bucket. */
  private final int[] buf;
  private final int[] next;
  private final int[] prev;
  private int entries;
  /** Offsets by buffer; offset[n] = MAX_VALUE ends every scan at the sentinel. */
  private final long[] offset;
  /** Per list, the next entry to scan. */
  private final int[] cursor;
  /** The lists being scanned, a binary heap by their cursor's offset. */
  private final int[] heap;
  private int heapSize;

  GreedyPlacer(PackingProblem p) {
    n = p.n;
    first = p.first;
    last = p.last;
    size = p.size;
    int sections = Math.max(1, p.sections);
    int k = Math.min(MAX_BUCKETS, sections);
    long total;
    while (true) {
      int w = (sections + k - 1) / k;
      total = k;
      for (int b = 0; b < n; b++) {
        int span = last[b] / w - first[b] / w;
        total += span >= LONG_SPAN ? 1 : span + 1;
      }
      if (total <= MAX_ENTRIES || k == 1) {
        break;
      }
      k = Math.max(1, k / 2);
    }
    width = (sections + k - 1) / k;
    buckets = (sections + width - 1) / width;
    int cap = (int) Math.min(Integer.MAX_VALUE - 8, total + buckets + 1);
    buf = new int[cap];
    next = new int[cap];
    prev = new int[cap];
    offset = new long[n + 1];
    cursor = new int[buckets + 1];
    heap = new int[buckets + 1];
  }

  /**
   * Offsets by buffer for buffers placed in {@code order}, or null if the deadline
   * ({@link PlannerClock}) passed first or a top exceeded {@code stopAbove} (a plan that cannot
   * win).
   */
  long[] place(int[] order, long deadline, long stopAbove) {
    offset[n] = Long.MAX_VALUE;
    for (int k = 0; k <= buckets; k++) {
      buf[k] = n;
      next[k] = k;
      prev[k] = k;
    }
    entries = buckets + 1;
    int longList = buckets;
    for (int i = 0; i < order.length; i++) {
      if ((i & 63) == 63 && PlannerClock.now() - deadline > 0) {
        return null;
      }
      int b = order[i];
      long s = size[b];
      int f = first[b];
      int l = last[b];
      int kf = f / width;
      int kl = l / width;
      // The lists to scan (b's buckets and the long list) in a heap by their cursor's offset.
      heapSize = 0;
      for (int k = kf; k <= kl + 1; k++) {
        int q = k > kl ? longList : k;
        cursor[q] = next[q];
        if (cursor[q] != q) {
          push(q);
        }
      }
      long c = 0;
      while (heapSize > 0 && key(heap[0]) < c + s) {
        int q = pop();
        int e = cursor[q];
        while (offset[buf[e]] < c + s) {
          int o = buf[e];
          if (first[o] <= l && f <= last[o]) {
            long top = offset[o] + size[o];
            if (top > c) {
              c = top;
            }
          }
          e = next[e];
        }
        cursor[q] = e;
        if (e != q) {
          push(q);
        }
      }
      if (c + s > stopAbove) {
        return null;
      }
      offset[b] = c;
      // Into the long list or each bucket's, before the first entry at or above c: back from
      // the cursor, which is at or above c + s (or the list's end).
      boolean isLong = kl - kf >= LONG_SPAN;
      for (int k = isLong ? longList : kf; k <= (isLong ? longList : kl); k++) {
        int e = cursor[k];
        while (prev[e] != k && offset[buf[prev[e]]] >= c) {
          e = prev[e];
        }
        int x = entries++;
        buf[x] = b;
        int before = prev[e];
        next[before] = x;
        prev[x] = before;
        next[x] = e;
        prev[e] = x;
      }
    }
    long[] result = new long[n];
    System.arraycopy(offset, 0, result, 0, n);
    return result;
  }

  private long key(int q) {
    return offset[buf[cursor[q]]];
  }

  private void push(int q) {
    int i = heapSize++;
    long k = key(q);
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (key(heap[parent]) <= k) {
        break;
      }
      heap[i] = heap[parent];
      i = parent;
    }
    heap[i] = q;
  }

  private int pop() {
    int top = heap[0];
    int last = heap[--heapSize];
    long k = key(last);
    int i = 0;
    while (true) {
      int child = 2 * i + 1;
      if (child >= heapSize) {
        break;
      }
      if (child + 1 < heapSize && key(heap[child + 1]) < key(heap[child])) {
        child++;
      }
      if (key(heap[child]) >= k) {
        break;
      }
      heap[i] = heap[child];
      i = child;
    }
    heap[i] = last;
    return top;
  }

  /** The plan's total: the highest top. */
  static long total(long[] offsets, long[] size) {
    long total = 0;
    for (int b = 0; b < offsets.length; b++) {
      total = Math.max(total, offsets[b] + size[b]);
    }
    return total;
  }
}
