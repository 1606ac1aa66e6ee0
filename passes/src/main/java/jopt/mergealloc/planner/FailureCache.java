package jopt.mergealloc.planner;

/**
 * A set of 128-bit fingerprints of search states known to have no solution, in an
 * open-addressing table that grows up to a fixed number of entries and then stops taking more.
 */
final class FailureCache {
  private static final int MAX_ENTRIES = 1 << 21;

  private long[] lo = new long[1 << 12];
  private long[] hi = new long[1 << 12];
  private int size;

  boolean contains(long a, long b) {
    if (a == 0 && b == 0) {
      a = 1;
    }
    int mask = lo.length - 1;
    for (int i = (int) (a ^ (a >>> 32)) & mask; ; i = (i + 1) & mask) {
      if (lo[i] == 0 && hi[i] == 0) {
        return false;
      }
      if (lo[i] == a && hi[i] == b) {
        return true;
      }
    }
  }

  void add(long a, long b) {
    if (a == 0 && b == 0) {
      a = 1;
    }
    if (size >= MAX_ENTRIES) {
      return;
    }
    if (2 * (size + 1) > lo.length) {
      grow();
    }
    if (insert(lo, hi, a, b)) {
      size++;
    }
  }

  private static boolean insert(long[] lo, long[] hi, long a, long b) {
    int mask = lo.length - 1;
    for (int i = (int) (a ^ (a >>> 32)) & mask; ; i = (i + 1) & mask) {
      if (lo[i] == 0 && hi[i] == 0) {
        lo[i] = a;
        hi[i] = b;
        return true;
      }
      if (lo[i] == a && hi[i] == b) {
        return false;
      }
    }
  }

  private void grow() {
    long[] newLo = new long[lo.length * 2];
    long[] newHi = new long[hi.length * 2];
    for (int i = 0; i < lo.length; i++) {
      if (lo[i] != 0 || hi[i] != 0) {
        insert(newLo, newHi, lo[i], hi[i]);
      }
    }
    lo = newLo;
    hi = newHi;
  }

  /**
   * The two independent hash terms of buffer {@code u} in state {@code e}: a search state's two
   * keys are sums of them over its buffers, so that they do not depend on the buffers' order.
   */
  static long termA(int u, long e) {
    return mix(u * 0xD6E8FEB86659FD93L + e);
  }

  static long termB(int u, long e) {
    return mix((e + 0x3C6EF372FE94F82BL) * 31 + u);
  }

  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
