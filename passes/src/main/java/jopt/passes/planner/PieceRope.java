package jopt.passes.planner;

import java.util.Arrays;

/**
 * The address line of an {@link Arena}: pieces of bytes in address order, without gaps, that
 * never merge. A piece is only ever shortened (its end split off as a new piece after it) or has
 * pieces inserted next to it, so a buffer placed at a piece's start stays at that start however
 * many bytes are inserted before it later: its final offset is the piece's start once the trace
 * has been read. A treap by position whose nodes keep the bytes of their subtree, with parent
 * pointers, so that a piece's start, the piece at an address and insertions next to a piece each
 * take O(log n) expected steps. Pieces are numbered from 1 in order of creation.
 */
final class PieceRope {
  private long[] length = new long[16];
  private long[] sum = new long[16];
  private int[] left = new int[16];
  private int[] right = new int[16];
  private int[] parent = new int[16];
  private int[] priority = new int[16];
  private int count = 1; // node 0 is the empty tree
  private int root;
  private int seed = 0x2545F491;

  /** The bytes of all pieces. */
  long total() {
    return sum[root];
  }

  long length(int piece) {
    return length[piece];
  }

  /** A new piece of {@code bytes} after every other. */
  int append(long bytes) {
    int n = newNode(bytes);
    if (root == 0) {
      root = n;
      return n;
    }
    int x = root;
    while (right[x] != 0) {
      x = right[x];
    }
    attach(n, x, false);
    return n;
  }

  /** A new piece of {@code bytes} right after {@code piece}. */
  int insertAfter(int piece, long bytes) {
    int n = newNode(bytes);
    if (right[piece] == 0) {
      attach(n, piece, false);
    } else {
      int x = right[piece];
      while (left[x] != 0) {
        x = left[x];
      }
      attach(n, x, true);
    }
    return n;
  }

  /** A new piece of {@code bytes} right before {@code piece}. */
  int insertBefore(int piece, long bytes) {
    int n = newNode(bytes);
    if (left[piece] == 0) {
      attach(n, piece, true);
    } else {
      int x = left[piece];
      while (right[x] != 0) {
        x = right[x];
      }
      attach(n, x, false);
    }
    return n;
  }

  /**
   * Splits {@code piece} {@code at} bytes from its start (0 < at < its length); returns the new
   * piece that holds its end.
   */
  int split(int piece, long at) {
    long rest = length[piece] - at;
    if (at <= 0 || rest <= 0) {
      throw new IllegalArgumentException("split at " + at + " of " + length[piece]);
    }
    length[piece] = at;
    for (int x = piece; x != 0; x = parent[x]) {
      sum[x] -= rest;
    }
    return insertAfter(piece, rest);
  }

  /** The address of the first byte of {@code piece}. */
  long start(int piece) {
    long s = sum[left[piece]];
    for (int x = piece; parent[x] != 0; x = parent[x]) {
      int p = parent[x];
      if (right[p] == x) {
        s += sum[left[p]] + length[p];
      }
    }
    return s;
  }

  /** The piece holding address {@code at} (0 <= at < total). */
  int pieceAt(long at) {
    int x = root;
    while (true) {
      if (at < sum[left[x]]) {
        x = left[x];
      } else {
        at -= sum[left[x]];
        if (at < length[x]) {
          return x;
        }
        at -= length[x];
        x = right[x];
      }
    }
  }

  /** The start of every piece, indexed by piece (index 0 unused). */
  long[] starts() {
    long[] starts = new long[count];
    int[] stack = new int[64];
    int depth = 0;
    long at = 0;
    int x = root;
    while (x != 0 || depth > 0) {
      while (x != 0) {
        if (depth == stack.length) {
          stack = Arrays.copyOf(stack, depth * 2);
        }
        stack[depth++] = x;
        x = left[x];
      }
      x = stack[--depth];
      starts[x] = at;
      at += length[x];
      x = right[x];
    }
    return starts;
  }

  private int newNode(long bytes) {
    if (bytes <= 0) {
      throw new IllegalArgumentException("a piece of " + bytes + " bytes");
    }
    if (count == length.length) {
      int cap = count * 2;
      length = Arrays.copyOf(length, cap);
      sum = Arrays.copyOf(sum, cap);
      left = Arrays.copyOf(left, cap);
      right = Arrays.copyOf(right, cap);
      parent = Arrays.copyOf(parent, cap);
      priority = Arrays.copyOf(priority, cap);
    }
    int n = count++;
    length[n] = bytes;
    sum[n] = bytes;
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    priority[n] = seed;
    return n;
  }

  /** Hangs leaf {@code n} under {@code p}, counts its bytes up the path, rotates it into place. */
  private void attach(int n, int p, boolean asLeft) {
    if (asLeft) {
      left[p] = n;
    } else {
      right[p] = n;
    }
    parent[n] = p;
    for (int x = p; x != 0; x = parent[x]) {
      sum[x] += length[n];
    }
    while (parent[n] != 0 && priority[n] > priority[parent[n]]) {
      rotateUp(n);
    }
  }

  private void rotateUp(int n) {
    int p = parent[n];
    int g = parent[p];
    if (left[p] == n) {
      left[p] = right[n];
      if (right[n] != 0) {
        parent[right[n]] = p;
      }
      right[n] = p;
    } else {
      right[p] = left[n];
      if (left[n] != 0) {
        parent[left[n]] = p;
      }
      left[n] = p;
    }
    parent[p] = n;
    parent[n] = g;
    if (g == 0) {
      root = n;
    } else if (left[g] == p) {
      left[g] = n;
    } else {
      right[g] = n;
    }
    sum[p] = sum[left[p]] + sum[right[p]] + length[p];
    sum[n] = sum[left[n]] + sum[right[n]] + length[n];
  }
}
