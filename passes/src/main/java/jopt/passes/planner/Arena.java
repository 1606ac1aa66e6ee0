package jopt.passes.planner;

import java.util.Arrays;

/**
 * The chunks of one logical buffer in address order, without gaps, and the offset of every
 * buffer placed so far. Extending a chunk inserts bytes at its end: every later chunk and every
 * buffer placed at or above that point (live or already freed) moves up, which keeps all
 * placements apart that were apart, so the offsets are final once the trace has been read.
 * Buffers are placed at the start of a piece of the {@link PieceRope}, which moves with them;
 * their offsets are read once, at the end.
 */
final class Arena {
  private final PieceRope rope = new PieceRope();
  private final FreeChunks free;
  /** The piece of each buffer placed, by its index. */
  private int[] pieceOf = new int[16];
  private Chunk last;

  /**
   * For a trace of {@code events} events (times 1 to {@code events}); {@code indexTimes} for
   * choices that look at the times chunks were freed.
   */
  Arena(int events, boolean indexTimes) {
    free = new FreeChunks(events, indexTimes);
  }

  FreeChunks free() {
    return free;
  }

  long size() {
    return rope.total();
  }

  /**
   * The final offset of every buffer placed, by index ({@code count} indices; those never
   * placed: 0).
   */
  long[] offsets(int count) {
    long[] starts = rope.starts();
    long[] offsets = new long[count];
    for (int i = 0; i < count && i < pieceOf.length; i++) {
      offsets[i] = pieceOf[i] == 0 ? 0 : starts[pieceOf[i]];
    }
    return offsets;
  }

  /**
   * Places buffer {@code index} ({@code size} > 0) in the free chunk {@code into}, splitting off
   * the rest or extending it as needed; with no chunk, in a new chunk appended at the end.
   */
  Chunk place(int index, long size, Chunk into) {
    Chunk c = into == null ? append(size) : take(into, size);
    c.free = false;
    if (index >= pieceOf.length) {
      pieceOf = Arrays.copyOf(pieceOf, Math.max(index + 1, pieceOf.length * 2));
    }
    pieceOf[index] = c.piece;
    return c;
  }

  private Chunk append(long size) {
    Chunk c = new Chunk(rope.append(size), size, false, 0);
    link(last, c);
    return c;
  }

  private Chunk take(Chunk c, long size) {
    free.remove(c);
    if (c.size < size) {
      long delta = size - c.size;
      if (c.next == null) {
        rope.append(delta);
      } else {
        rope.insertBefore(c.next.piece, delta);
      }
      c.size = size;
    } else if (c.size > size) {
      long at = rope.start(c.piece) + size;
      int piece = rope.pieceAt(at);
      long into = at - rope.start(piece);
      Chunk rest = new Chunk(into == 0 ? piece : rope.split(piece, into), c.size - size, true,
          c.freedAt);
      c.size = size;
      link(c, rest);
      free.add(rest);
    }
    return c;
  }

  /** Puts {@code c} after {@code prev} (null: first) in address order. */
  private void link(Chunk prev, Chunk c) {
    c.prev = prev;
    c.next = prev == null ? null : prev.next;
    if (prev != null) {
      prev.next = c;
    }
    if (c.next != null) {
      c.next.prev = c;
    } else {
      last = c;
    }
    AddressOrder.label(c);
  }

  private void unlink(Chunk c) {
    if (c.prev != null) {
      c.prev.next = c.next;
    }
    if (c.next != null) {
      c.next.prev = c.prev;
    } else {
      last = c.prev;
    }
  }

  /** Frees chunk {@code c} at event {@code time} and merges it with free neighbours. */
  void release(Chunk c, long time) {
    c.free = true;
    c.freedAt = time;
    if (c.next != null && c.next.free) {
      free.remove(c.next);
      c.size += c.next.size;
      unlink(c.next);
    }
    if (c.prev != null && c.prev.free) {
      Chunk prev = c.prev;
      free.remove(prev);
      prev.size += c.size;
      prev.freedAt = time;
      unlink(c);
      c = prev;
    }
    free.add(c);
  }
}
