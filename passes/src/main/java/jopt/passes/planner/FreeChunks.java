package jopt.passes.planner;

import java.util.TreeSet;

/**
 * The free chunks of an {@link Arena}, indexed for {@link ChunkChoice}: by size (ties by
 * address) and by the time they were freed, which is distinct for every free chunk (a free
 * takes the time of its event, a split-off remainder that of the chunk it leaves, which is
 * then taken). Times index a tree of the largest chunk under each range of times, so the most
 * recently freed chunk of at least some size before some time is one descent.
 */
final class FreeChunks {
  private final TreeSet<Chunk> bySize = new TreeSet<>((a, b) -> a.size != b.size
      ? Long.compare(a.size, b.size) : Long.compare(a.label, b.label));
  /** Leaves: the free chunk freed at each time, or null. */
  private final Chunk[] byTime;
  /** The largest size under each node of a complete binary tree over times (0: none). */
  private final long[] largest;
  private final int leaves;
  private final boolean indexTimes;

  /**
   * For chunks freed at times 0 to {@code maxTime}; without the index by time when
   * {@code indexTimes} is false (size-first needs none).
   */
  FreeChunks(long maxTime, boolean indexTimes) {
    this.indexTimes = indexTimes;
    int l = 1;
    while (indexTimes && l <= maxTime) {
      l <<= 1;
    }
    leaves = l;
    byTime = new Chunk[l];
    largest = new long[2 * l];
  }

  boolean isEmpty() {
    return bySize.isEmpty();
  }

  void add(Chunk c) {
    bySize.add(c);
    if (!indexTimes) {
      return;
    }
    int t = (int) c.freedAt;
    if (byTime[t] != null) {
      throw new IllegalStateException("two free chunks freed at " + t);
    }
    byTime[t] = c;
    setLargest(t, c.size);
  }

  void remove(Chunk c) {
    bySize.remove(c);
    if (!indexTimes) {
      return;
    }
    byTime[(int) c.freedAt] = null;
    setLargest((int) c.freedAt, 0);
  }

  long largestSize() {
    return bySize.last().size;
  }

  /** The smallest free chunk of at least {@code size} bytes, the lowest of equals; or null. */
  Chunk smallestFitting(long size) {
    Chunk probe = new Chunk(0, size, true, 0);
    probe.label = -1;
    return bySize.ceiling(probe);
  }

  /** The lowest of the largest free chunks, or null. */
  Chunk lowestLargest() {
    return bySize.isEmpty() ? null : smallestFitting(largestSize());
  }

  /** The most recently freed chunk of at least {@code size} bytes freed before {@code time}. */
  Chunk latestBefore(long time, long size) {
    long min = Math.max(1, size);
    if (time <= 0) {
      return null;
    }
    // From the leaf before time up to the first left sibling that holds such a chunk, then
    // down to its rightmost such leaf.
    int node = leaves + (int) Math.min(time, leaves) - 1;
    if (largest[node] < min) {
      while (true) {
        if (node == 1) {
          return null;
        }
        if ((node & 1) == 1 && largest[node - 1] >= min) {
          node--;
          break;
        }
        node >>= 1;
      }
      while (node < leaves) {
        node = 2 * node + 1;
        if (largest[node] < min) {
          node--;
        }
      }
    }
    return byTime[node - leaves];
  }

  private void setLargest(int t, long size) {
    int node = t + leaves;
    largest[node] = size;
    for (node >>= 1; node > 0; node >>= 1) {
      largest[node] = Math.max(largest[2 * node], largest[2 * node + 1]);
    }
  }

  /** Whether chunk {@code a} lies below chunk {@code b}. */
  static boolean below(Chunk a, Chunk b) {
    return a.label < b.label;
  }
}
