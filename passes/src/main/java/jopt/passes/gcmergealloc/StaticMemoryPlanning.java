package jopt.passes.gcmergealloc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * graph-compiler's static memory planner ({@code memoryplan::scheduleMemoryAllocations}), the
 * planner of {@code gc-merge-alloc}; it reproduces the original's offsets and totals, so its
 * choices are the original's, down to the float arithmetic and the order of equal keys.
 *
 * <p>The trace is read in order; an entry of size &gt; 0 allocates its buffer (the size rounded
 * up to the alignment), an entry of size 0 frees it. The state is the list of chunks in address
 * order ({@link MemoryChunk}) and two indexes of the free chunks, by size and by the planner tick
 * at which each was last freed (allocs and frees each advance the tick; chunks never freed have
 * tick 0). Among equal keys the index keeps insertion order.
 *
 * <ul>
 *   <li>No free chunk: a new chunk is appended at the end.
 *   <li>Cost model ({@code hotFirst}, the default): every free chunk is scored
 *       {@code size score + tick score} in single precision, where the size score is
 *       {@code -|chunk - request| / max(chunk, request)}, plus 1 when the chunk is large enough,
 *       and the tick score is {@code 1 - min((now - lastFreed) / 10, 1)}. The candidate to beat
 *       is the most recently freed chunk (the last one entered at the highest tick); the others
 *       replace it, in tick order, only with a strictly higher score.
 *   <li>Size first: the smallest free chunk that is large enough (the first entered among equal
 *       sizes), else the largest (the last entered among equal sizes).
 * </ul>
 *
 * A chosen chunk that is too small grows to the request, moving every chunk after it; a larger
 * one is split into the allocation (left) and a free remainder (right) that keeps the chunk's
 * tick. A free marks the chunk free at the new tick and merges it with its free neighbours into
 * one chunk freed at that tick. The original's in-place reuse hints are not used by merge-alloc
 * and are not ported.
 */
public final class StaticMemoryPlanning {
  private StaticMemoryPlanning() {}

  /** One trace entry: allocate {@code size} bytes for the buffer, or free it when size is 0. */
  public record Trace(long bufferId, long size) {}

  /** The plan: the total size and each buffer's offset. */
  public record Schedule(long totalSize, Map<Long, Long> offsets) {}

  /** Plans {@code traces}; {@code alignment} must be positive. */
  public static Schedule scheduleMemoryAllocations(List<Trace> traces, long alignment,
      boolean hotFirst) {
    if (alignment <= 0) {
      throw new IllegalArgumentException("alignment must be positive: " + alignment);
    }
    State s = new State(alignment, hotFirst);
    for (Trace t : traces) {
      if (t.size() > 0) {
        s.alloc(t.bufferId(), t.size());
      } else {
        s.dealloc(t.bufferId());
      }
    }
    Map<Long, Long> offsets = new LinkedHashMap<>();
    s.allocations.forEach((id, chunk) -> offsets.put(id, chunk.startOffset()));
    return new Schedule(s.currentAllocSize, offsets);
  }

  /** A multimap keyed by a long that keeps insertion order among equal keys. */
  private static final class Index {
    final TreeMap<Long, List<MemoryChunk>> map = new TreeMap<>();

    void add(long key, MemoryChunk c) {
      map.computeIfAbsent(key, k -> new ArrayList<>()).add(c);
    }

    void remove(long key, MemoryChunk c) {
      List<MemoryChunk> l = map.get(key);
      if (l == null) {
        throw new IllegalStateException("free chunk index out of step");
      }
      for (int i = 0; i < l.size(); i++) {
        if (l.get(i) == c) {
          l.remove(i);
          break;
        }
      }
      if (l.isEmpty()) {
        map.remove(key);
      }
    }

    boolean isEmpty() {
      return map.isEmpty();
    }
  }

  private static final class State {
    final long alignment;
    final boolean hotFirst;
    final Map<Long, MemoryChunk> allocations = new LinkedHashMap<>();
    final Map<Long, MemoryChunk> curAllocations = new HashMap<>();
    final List<MemoryChunk> curChunks = new ArrayList<>();
    final Index freeBySize = new Index();
    final Index freeByTick = new Index();
    long currentAllocSize;
    long tick;

    State(long alignment, boolean hotFirst) {
      this.alignment = alignment;
      this.hotFirst = hotFirst;
    }

    void removeFromFreeList(MemoryChunk c) {
      freeBySize.remove(c.size, c);
      freeByTick.remove(c.lastFreedTick, c);
      c.free = false;
    }

    void addToFreeList(MemoryChunk c) {
      freeBySize.add(c.size, c);
      freeByTick.add(c.lastFreedTick, c);
      c.free = true;
    }

    int indexOf(MemoryChunk c) {
      for (int i = 0; i < curChunks.size(); i++) {
        if (curChunks.get(i) == c) {
          return i;
        }
      }
      throw new IllegalStateException("chunk is not current");
    }

    /** Grows free chunk {@code target} to {@code aligned} bytes and takes it. */
    void extendAlloc(MemoryChunk target, long aligned) {
      removeFromFreeList(target);
      long diff = aligned - target.size;
      currentAllocSize += diff;
      target.extend(diff);
      int at = indexOf(target);
      for (int i = at + 1; i < curChunks.size(); i++) {
        curChunks.get(i).move(diff);
      }
      target.free = false;
    }

    /** Takes {@code aligned} bytes from the start of free chunk {@code target}. */
    MemoryChunk splitAlloc(MemoryChunk target, long aligned) {
      if (target.size == aligned) {
        removeFromFreeList(target);
        return target;
      }
      MemoryChunk.Split lhs = new MemoryChunk.Split(aligned, target, true);
      MemoryChunk.Split rhs = new MemoryChunk.Split(target.size - aligned, target, false);
      int at = indexOf(target);
      curChunks.set(at, rhs);
      curChunks.add(at, lhs);
      rhs.lastFreedTick = target.lastFreedTick;
      addToFreeList(rhs);
      removeFromFreeList(target);
      lhs.free = false;
      return lhs;
    }

    float sizeScore(long chunkSize, long allocSize) {
      long diff = chunkSize - allocSize;
      float max = (float) Math.max(allocSize, chunkSize);
      float score = (float) -Math.abs(diff) / max;
      if (allocSize <= chunkSize) {
        score += 1;
      }
      return score;
    }

    float chunkScore(MemoryChunk c, long allocSize, long lastTick) {
      float tickScore = (float) (tick - lastTick) / 10;
      tickScore = 1 - Math.min(tickScore, 1.0f);
      return sizeScore(c.size, allocSize) + tickScore;
    }

    void alloc(long bufferId, long size) {
      tick++;
      MemoryChunk c = doAlloc(size);
      allocations.put(bufferId, c);
      curAllocations.put(bufferId, c);
    }

    MemoryChunk doAlloc(long size) {
      long aligned = (size + alignment - 1) / alignment * alignment;
      if (freeBySize.isEmpty()) {
        MemoryChunk c = new MemoryChunk.Origin(currentAllocSize, aligned);
        currentAllocSize += aligned;
        curChunks.add(c);
        c.free = false;
        return c;
      }
      MemoryChunk target;
      if (hotFirst) {
        Map.Entry<Long, List<MemoryChunk>> hottest = freeByTick.map.lastEntry();
        target = hottest.getValue().get(hottest.getValue().size() - 1);
        float best = chunkScore(target, aligned, hottest.getKey());
        for (Map.Entry<Long, List<MemoryChunk>> e : freeByTick.map.entrySet()) {
          for (MemoryChunk c : e.getValue()) {
            float score = chunkScore(c, aligned, e.getKey());
            if (score > best) {
              target = c;
              best = score;
            }
          }
        }
      } else {
        Map.Entry<Long, List<MemoryChunk>> fit = freeBySize.map.ceilingEntry(aligned);
        if (fit == null) {
          List<MemoryChunk> largest = freeBySize.map.lastEntry().getValue();
          target = largest.get(largest.size() - 1);
        } else {
          target = fit.getValue().get(0);
        }
      }
      if (target.size < aligned) {
        extendAlloc(target, aligned);
        return target;
      }
      return splitAlloc(target, aligned);
    }

    void dealloc(long bufferId) {
      if (!allocations.containsKey(bufferId)) {
        throw new IllegalArgumentException("buffer " + bufferId + " is freed but never allocated");
      }
      MemoryChunk c = curAllocations.remove(bufferId);
      if (c != null) {
        dealloc(c);
      }
    }

    void dealloc(MemoryChunk chk) {
      tick++;
      chk.lastFreedTick = tick;
      addToFreeList(chk);
      int at = indexOf(chk);
      int from = at;
      while (from > 0 && curChunks.get(from - 1).free) {
        from--;
      }
      int to = at + 1;
      while (to < curChunks.size() && curChunks.get(to).free) {
        to++;
      }
      if (to - from > 1) {
        List<MemoryChunk> parts = new ArrayList<>(curChunks.subList(from, to));
        MemoryChunk.Merged merged = new MemoryChunk.Merged(parts);
        for (MemoryChunk p : parts) {
          removeFromFreeList(p);
        }
        curChunks.subList(from + 1, to).clear();
        curChunks.set(from, merged);
        merged.lastFreedTick = tick;
        addToFreeList(merged);
      }
    }
  }
}
