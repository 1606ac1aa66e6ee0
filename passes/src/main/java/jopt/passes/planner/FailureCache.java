package jopt.passes.planner;

/**
 * A set of 128-bit fingerprints of search states known to have no solution, in an
 * open-addressing table that grows up to a fixed number of entries and then stops taking more.
 */
final class FailureCache {
  private static final int MAX_ENTRIES = 1 << 21;

  /** Slot i holds a fingerprint's two halves at 2i and 2i + 1 (one cache line). */
  private long[] slots = new long[2 << 12];
  private int size;

  boolean contains(long a, long b) {
    if (a == 0 && b == 0) {
      a = 1;
    }
    int mask = slots.length / 2 - 1;
    for (int i = (int) (a ^ (a >>> 32)) & mask; ; i = (i + 1) & mask) {
      long x = slots[2 * i];
      long y = slots[2 * i + 1];
      if (x == 0 && y == 0) {
        return false;
      }
      if (x == a && y == b) {
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
    if (2 * (size + 1) > slots.length / 2) {
      grow();
    }
    if (insert(slots, a, b)) {
      size++;
    }
  }

  private static boolean insert(long[] slots, long a, long b) {
    int mask = slots.length / 2 - 1;
    for (int i = (int) (a ^ (a >>> 32)) & mask; ; i = (i + 1) & mask) {
      long x = slots[2 * i];
      long y = slots[2 * i + 1];
      if (x == 0 && y == 0) {
        slots[2 * i] = a;
        slots[2 * i + 1] = b;
        return true;
      }
      if (x == a && y == b) {
        return false;
      }
    }
  }

  private void grow() {
    long[] bigger = new long[slots.length * 2];
    for (int i = 0; i < slots.length; i += 2) {
      if (slots[i] != 0 || slots[i + 1] != 0) {
        insert(bigger, slots[i], slots[i + 1]);
      }
    }
    slots = bigger;
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
