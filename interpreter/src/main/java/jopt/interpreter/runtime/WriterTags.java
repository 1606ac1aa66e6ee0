package jopt.interpreter.runtime;

import java.util.Arrays;

/**
 * An allocation's shadow memory: for each byte, the id of the logical buffer that last wrote it
 * (0: never written), held as maximal runs of bytes with one tag rather than a tag per byte, so
 * that writing or checking a whole buffer, a row or an arena's slice costs a few runs, not its
 * bytes. Runs are sorted and disjoint; bytes in no run were never written. The run last found
 * is remembered, so that walking a buffer element by element finds each run at once.
 */
public final class WriterTags {
  private int[] start = new int[4];
  private int[] end = new int[4];
  private int[] tag = new int[4];
  private int count;
  /** The run last found: a hint, checked before use (compiled loads may race on it). */
  private int hint;
  /** How many times {@link #set} changed a tag: every write of the allocation's bytes sets one. */
  private long sets;

  /** Visits the runs over a range, gaps (never written bytes) as tag 0. */
  public interface RunVisitor {
    /** Bytes [from, to) hold {@code tag}; false stops the walk. */
    boolean visit(int from, int to, int tag);
  }

  /** The index of the run holding byte {@code pos}, or -(insertion point) - 1. */
  private int find(int pos) {
    int h = hint;
    if (h < count && start[h] <= pos && pos < end[h]) {
      return h;
    }
    int lo = 0;
    int hi = count - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (end[mid] <= pos) {
        lo = mid + 1;
      } else if (start[mid] > pos) {
        hi = mid - 1;
      } else {
        hint = mid;
        return mid;
      }
    }
    return -lo - 1;
  }

  /**
   * How many times tags were set so far. Every write of an allocation's bytes (the interpreter's,
   * compiled code's, a copy's, a fill's) sets their tags, so an unchanged count means bytes
   * unchanged since (a run that faulted may have written without: see CompiledCode).
   */
  public long sets() {
    return sets;
  }

  /** The tag of byte {@code pos}. */
  public int tagAt(int pos) {
    int i = find(pos);
    return i >= 0 ? tag[i] : 0;
  }

  /** Whether the {@code n} bytes at {@code pos} (n > 0) all hold tag {@code t} (not 0). */
  public boolean all(int pos, int n, int t) {
    int i = find(pos);
    return i >= 0 && tag[i] == t && end[i] - pos >= n;
  }

  /** Visits [pos, pos + n) as runs in order, never-written gaps with tag 0. */
  public void forEachRun(int pos, int n, RunVisitor v) {
    int to = pos + n;
    int i = find(pos);
    if (i < 0) {
      i = -i - 1;
    }
    int at = pos;
    while (at < to) {
      if (i >= count || start[i] >= to) {
        v.visit(at, to, 0);
        return;
      }
      if (start[i] > at) {
        if (!v.visit(at, start[i], 0)) {
          return;
        }
        at = start[i];
      }
      int stop = Math.min(end[i], to);
      if (!v.visit(at, stop, tag[i])) {
        return;
      }
      at = stop;
      i++;
    }
  }

  /** Sets the tag of the {@code n} bytes at {@code pos} to {@code t} (0: never written). */
  public void set(int pos, int n, int t) {
    if (n <= 0) {
      return;
    }
    sets++;
    int to = pos + n;
    // Writing on at the end of the last run, the common case of a buffer filled in order.
    if (count > 0 && t != 0 && tag[count - 1] == t && end[count - 1] >= pos
        && start[count - 1] <= pos) {
      end[count - 1] = Math.max(end[count - 1], to);
      return;
    }
    int i = find(pos);
    if (i >= 0 && tag[i] == t && end[i] >= to) {
      return; // already so
    }
    int first = i >= 0 ? i : -i - 1; // the first run ending after pos
    int last = first; // one past the last run starting before to
    while (last < count && start[last] < to) {
      last++;
    }
    boolean left = first < last && start[first] < pos;
    boolean right = first < last && end[last - 1] > to;
    int leftTag = left ? tag[first] : 0;
    int leftStart = left ? start[first] : 0;
    int rightTag = right ? tag[last - 1] : 0;
    int rightEnd = right ? end[last - 1] : 0;
    int newStart = pos;
    int newEnd = to;
    // Merge with equal neighbours, touching or overlapping.
    if (t != 0 && left && leftTag == t) {
      newStart = leftStart;
      left = false;
    } else if (t != 0 && !left && first > 0 && end[first - 1] == pos && tag[first - 1] == t) {
      first--;
      newStart = start[first];
    }
    if (t != 0 && right && rightTag == t) {
      newEnd = rightEnd;
      right = false;
    } else if (t != 0 && !right && last < count && start[last] == to && tag[last] == t) {
      newEnd = end[last];
      last++;
    }
    int pieces = (left ? 1 : 0) + (t != 0 ? 1 : 0) + (right ? 1 : 0);
    int newCount = count - (last - first) + pieces;
    ensure(newCount);
    int tail = count - last;
    System.arraycopy(start, last, start, first + pieces, tail);
    System.arraycopy(end, last, end, first + pieces, tail);
    System.arraycopy(tag, last, tag, first + pieces, tail);
    int k = first;
    if (left) {
      start[k] = leftStart;
      end[k] = pos;
      tag[k] = leftTag;
      k++;
    }
    if (t != 0) {
      start[k] = newStart;
      end[k] = newEnd;
      tag[k] = t;
      hint = k;
      k++;
    }
    if (right) {
      start[k] = to;
      end[k] = rightEnd;
      tag[k] = rightTag;
    }
    count = newCount;
    if (hint >= count) {
      hint = 0;
    }
  }

  private void ensure(int n) {
    if (n > start.length) {
      int size = Math.max(n, start.length * 2);
      start = Arrays.copyOf(start, size);
      end = Arrays.copyOf(end, size);
      tag = Arrays.copyOf(tag, size);
    }
  }
}
