package jopt.mergealloc.planner;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The chunks of one logical buffer in address order, without gaps, and the offset of every
 * buffer placed so far. Extending a chunk inserts bytes at its end: every later chunk and every
 * buffer placed at or above that point (live or already freed) moves up, which keeps all
 * placements apart that were apart, so the offsets are final once the trace has been read.
 */
final class Arena {
  private final List<Chunk> chunks = new ArrayList<>();
  private final Map<Long, Long> offsets = new HashMap<>();

  List<Chunk> chunks() {
    return Collections.unmodifiableList(chunks);
  }

  Map<Long, Long> offsets() {
    return offsets;
  }

  long size() {
    return chunks.isEmpty() ? 0 : chunks.get(chunks.size() - 1).end();
  }

  /**
   * Places {@code bufferId} ({@code size} > 0) in the free chunk {@code into}, splitting off the
   * rest or extending it as needed; with no chunk, in a new chunk appended at the end.
   */
  Chunk place(long bufferId, long size, Chunk into) {
    Chunk c = into == null ? append(size) : take(into, size);
    c.free = false;
    offsets.put(bufferId, c.start);
    return c;
  }

  private Chunk append(long size) {
    Chunk c = new Chunk(size(), size, false, 0);
    chunks.add(c);
    return c;
  }

  private Chunk take(Chunk c, long size) {
    int i = chunks.indexOf(c);
    if (c.size < size) {
      insertBytes(i + 1, c.end(), size - c.size);
      c.size = size;
    } else if (c.size > size) {
      chunks.add(i + 1, new Chunk(c.start + size, c.size - size, true, c.freedAt));
      c.size = size;
    }
    return c;
  }

  /** Inserts {@code delta} bytes at address {@code at}, before chunk {@code from}. */
  private void insertBytes(int from, long at, long delta) {
    for (int j = from; j < chunks.size(); j++) {
      chunks.get(j).start += delta;
    }
    for (Map.Entry<Long, Long> o : offsets.entrySet()) {
      if (o.getValue() >= at) {
        o.setValue(o.getValue() + delta);
      }
    }
  }

  /** Frees chunk {@code c} at event {@code time} and merges it with free neighbours. */
  void release(Chunk c, long time) {
    c.free = true;
    c.freedAt = time;
    int i = chunks.indexOf(c);
    if (i + 1 < chunks.size() && chunks.get(i + 1).free) {
      c.size += chunks.remove(i + 1).size;
    }
    if (i > 0 && chunks.get(i - 1).free) {
      Chunk prev = chunks.get(i - 1);
      prev.size += c.size;
      prev.freedAt = time;
      chunks.remove(i);
    }
  }
}
