package jopt.parser;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Scans of a whole file's bytes, eight at a time. They run on one thread before the parallel
 * parse can start (a million-op file is 57 MB), and jopt's JIT (C1 only) does not vectorize a
 * byte loop; reading longs through a {@link VarHandle} is three to four times faster there.
 */
final class ByteScan {
  /**
   * Below this many bytes the scans go a byte at a time and do not initialize the VarHandle
   * (0.6 ms of a small file's start-up, interpreted).
   */
  private static final int WIDE_MIN = 1 << 14;

  /** The long view, initialized at the first large scan. */
  private static final class Wide {
    static final VarHandle LONGS =
        MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  }
  private static final long HIGH_BITS = 0x8080808080808080L;
  private static final long LOW_BITS = 0x0101010101010101L;

  private ByteScan() {}

  /** Whether every byte is ASCII (below 0x80). */
  static boolean isAscii(byte[] b) {
    int i = 0;
    for (int n = b.length < WIDE_MIN ? -1 : b.length - 8; i <= n; i += 8) {
      if (((long) Wide.LONGS.get(b, i) & HIGH_BITS) != 0) {
        return false;
      }
    }
    for (; i < b.length; i++) {
      if (b[i] < 0) {
        return false;
      }
    }
    return true;
  }

  /** The first index in {@code [from, to)} holding {@code c}, or {@code to}. */
  static int indexOf(byte[] b, byte c, int from, int to) {
    long pattern = LOW_BITS * (c & 0xff);
    int i = from;
    for (int n = to - from < WIDE_MIN ? from - 1 : to - 8; i <= n; i += 8) {
      long x = (long) Wide.LONGS.get(b, i) ^ pattern;
      long found = (x - LOW_BITS) & ~x & HIGH_BITS; // the high bit of each zero byte
      if (found != 0) {
        return i + (Long.numberOfTrailingZeros(found) >>> 3);
      }
    }
    for (; i < to; i++) {
      if (b[i] == c) {
        return i;
      }
    }
    return to;
  }

  /** Whether {@code [from, to)} holds the bytes of {@code s} (ASCII) somewhere. */
  static boolean contains(byte[] b, String s, int from, int to) {
    byte first = (byte) s.charAt(0);
    int last = to - s.length();
    for (int i = indexOf(b, first, from, to); i <= last; i = indexOf(b, first, i + 1, to)) {
      int k = 1;
      while (k < s.length() && b[i + k] == s.charAt(k)) {
        k++;
      }
      if (k == s.length()) {
        return true;
      }
    }
    return false;
  }
}
