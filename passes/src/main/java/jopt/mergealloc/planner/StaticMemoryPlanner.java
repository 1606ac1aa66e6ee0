package jopt.mergealloc.planner;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The static memory planner of merge-alloc (seed merge-alloc.md): chunks over one logical
 * buffer, in address order. An alloc takes a free chunk, splitting off the rest; a free chunk
 * too small is extended, which moves every later chunk and every buffer placed after it (the
 * plan is logical, so earlier placements can still move); with no free chunk a new one is
 * appended. A free marks the chunk free and merges it with free neighbours.
 *
 * <p>Choosing the free chunk. SIZE_FIRST: the chunk needing the least extension, then the least
 * waste, then the lowest address. COST_MODEL (the default): among chunks large enough the
 * highest {@code request/size + 0.5 * hot}, where {@code hot = 1 / (1 + events since the chunk
 * was freed)} favours memory still in cache; a chunk that must grow only when none fits, the
 * least growth first (growth enlarges the whole buffer).
 */
public final class StaticMemoryPlanner {
  private StaticMemoryPlanner() {}

  private static final class Chunk {
    long start;
    long size;
    boolean free;
    long freedAt;

    Chunk(long start, long size, boolean free, long freedAt) {
      this.start = start;
      this.size = size;
      this.free = free;
      this.freedAt = freedAt;
    }
  }

  static long align(long size, long alignment) {
    if (alignment <= 1) {
      return size;
    }
    return (size + alignment - 1) / alignment * alignment;
  }

  public static MemorySchedule plan(MemoryTrace trace, long alignment, PlannerMode mode) {
    List<Chunk> chunks = new ArrayList<>();
    Map<Long, Long> offsets = new HashMap<>();
    Map<Long, Chunk> chunkOf = new HashMap<>();
    long time = 0;
    for (MemoryTrace.Event e : trace.events()) {
      time++;
      if (e instanceof MemoryTrace.Alloc a) {
        long req = Math.max(1, align(a.size(), alignment));
        Chunk c = allocate(chunks, offsets, req, mode, time);
        offsets.put(a.bufferId(), c.start);
        chunkOf.put(a.bufferId(), c);
      } else if (e instanceof MemoryTrace.Free f) {
        Chunk c = chunkOf.remove(f.bufferId());
        if (c != null) {
          release(chunks, c, time);
        }
      }
    }
    long total = 0;
    for (Chunk c : chunks) {
      total = Math.max(total, c.start + c.size);
    }
    return new MemorySchedule(total, offsets);
  }

  private static Chunk allocate(List<Chunk> chunks, Map<Long, Long> offsets, long req,
      PlannerMode mode, long time) {
    int best = -1;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < chunks.size(); i++) {
      Chunk c = chunks.get(i);
      if (!c.free) {
        continue;
      }
      double score = mode == PlannerMode.SIZE_FIRST ? sizeFirstScore(c, req)
          : costModelScore(c, req, time);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best < 0) {
      long end = chunks.isEmpty() ? 0 : chunks.get(chunks.size() - 1).start
          + chunks.get(chunks.size() - 1).size;
      Chunk c = new Chunk(end, req, false, 0);
      chunks.add(c);
      return c;
    }
    Chunk c = chunks.get(best);
    if (c.size < req) {
      long delta = req - c.size;
      long oldEnd = c.start + c.size;
      for (int i = best + 1; i < chunks.size(); i++) {
        chunks.get(i).start += delta;
      }
      for (Map.Entry<Long, Long> o : offsets.entrySet()) {
        if (o.getValue() >= oldEnd) {
          o.setValue(o.getValue() + delta);
        }
      }
      c.size = req;
    } else if (c.size > req) {
      Chunk rest = new Chunk(c.start + req, c.size - req, true, c.freedAt);
      chunks.add(best + 1, rest);
      c.size = req;
    }
    c.free = false;
    return c;
  }

  private static double sizeFirstScore(Chunk c, long req) {
    long extension = Math.max(0, req - c.size);
    long waste = Math.max(0, c.size - req);
    // Lexicographic: least extension, then least waste, then lowest address.
    return -(extension * 1e6 + waste) - c.start * 1e-12;
  }

  private static double costModelScore(Chunk c, long req, long time) {
    double hot = 1.0 / (1 + (time - c.freedAt));
    if (c.size >= req) {
      return (double) req / c.size + 0.5 * hot - c.start * 1e-15;
    }
    // A chunk that must grow grows the whole buffer: below every chunk that fits, and the
    // smaller the growth the better.
    return -(double) (req - c.size) / req + 0.1 * hot - c.start * 1e-15;
  }

  private static void release(List<Chunk> chunks, Chunk c, long time) {
    c.free = true;
    c.freedAt = time;
    int i = chunks.indexOf(c);
    if (i + 1 < chunks.size() && chunks.get(i + 1).free) {
      c.size += chunks.get(i + 1).size;
      chunks.remove(i + 1);
    }
    if (i > 0 && chunks.get(i - 1).free) {
      Chunk prev = chunks.get(i - 1);
      prev.size += c.size;
      prev.freedAt = time;
      chunks.remove(i);
    }
  }
}
