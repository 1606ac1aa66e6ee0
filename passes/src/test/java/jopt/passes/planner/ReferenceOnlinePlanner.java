package jopt.passes.planner;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The online planner of {@link StaticMemoryPlanner} read literally, for tests: a list of chunks
 * in address order with their starts, every free chunk looked at for every alloc, every later
 * offset moved when a chunk grows (O(n^2)). The planner must give exactly its plans.
 */
final class ReferenceOnlinePlanner {
  private static final class Slot {
    long start;
    long size;
    boolean free;
    long freedAt;

    Slot(long start, long size, boolean free, long freedAt) {
      this.start = start;
      this.size = size;
      this.free = free;
      this.freedAt = freedAt;
    }
  }

  private ReferenceOnlinePlanner() {}

  static MemorySchedule plan(MemoryTrace trace, long alignment, PlannerMode mode) {
    List<Slot> slots = new ArrayList<>();
    Map<Long, Slot> live = new HashMap<>();
    Map<Long, Long> offsets = new HashMap<>();
    long time = 0;
    for (MemoryTrace.Event e : trace.events()) {
      time++;
      if (e instanceof MemoryTrace.Alloc a) {
        long size = PlannerStats.alignUp(a.size(), alignment);
        if (size == 0) {
          live.put(a.bufferId(), null);
          offsets.put(a.bufferId(), 0L);
          continue;
        }
        Slot c = choose(slots, size, mode, time);
        if (c == null) {
          long end = slots.isEmpty() ? 0 : slots.get(slots.size() - 1).start
              + slots.get(slots.size() - 1).size;
          c = new Slot(end, size, false, 0);
          slots.add(c);
        } else {
          int i = slots.indexOf(c);
          if (c.size < size) {
            long at = c.start + c.size;
            long delta = size - c.size;
            for (int j = i + 1; j < slots.size(); j++) {
              slots.get(j).start += delta;
            }
            offsets.replaceAll((id, o) -> o >= at ? o + delta : o);
            c.size = size;
          } else if (c.size > size) {
            slots.add(i + 1, new Slot(c.start + size, c.size - size, true, c.freedAt));
            c.size = size;
          }
        }
        c.free = false;
        live.put(a.bufferId(), c);
        offsets.put(a.bufferId(), c.start);
      } else if (e instanceof MemoryTrace.Free f) {
        Slot c = live.remove(f.bufferId());
        if (c == null) {
          continue;
        }
        c.free = true;
        c.freedAt = time;
        int i = slots.indexOf(c);
        if (i + 1 < slots.size() && slots.get(i + 1).free) {
          c.size += slots.remove(i + 1).size;
        }
        if (i > 0 && slots.get(i - 1).free) {
          Slot prev = slots.get(i - 1);
          prev.size += c.size;
          prev.freedAt = time;
          slots.remove(i);
        }
      }
    }
    long total = slots.isEmpty() ? 0 : slots.get(slots.size() - 1).start
        + slots.get(slots.size() - 1).size;
    return new MemorySchedule(total, offsets);
  }

  private static Slot choose(List<Slot> slots, long size, PlannerMode mode, long time) {
    boolean anyFits = false;
    for (Slot c : slots) {
      anyFits |= c.free && c.size >= size;
    }
    Slot best = null;
    double highest = Double.NEGATIVE_INFINITY;
    for (Slot c : slots) {
      if (c.free && (c.size >= size) == anyFits) {
        highest = Math.max(highest, score(c, size, mode, time));
      }
    }
    for (Slot c : slots) { // in address order: the lowest of the highest
      if (c.free && (c.size >= size) == anyFits && best == null
          && score(c, size, mode, time) >= highest - (mode == PlannerMode.SIZE_FIRST ? 0
          : ChunkChoice.TIE)) {
        best = c;
      }
    }
    return best;
  }

  private static double score(Slot c, long size, PlannerMode mode, long time) {
    if (mode == PlannerMode.SIZE_FIRST) {
      return -Math.abs(c.size - size);
    }
    double hot = 1.0 / (1 + (time - c.freedAt));
    return c.size >= size ? (double) size / c.size + ChunkChoice.HOT_WEIGHT * hot
        : -(double) (size - c.size) / size + ChunkChoice.HOT_WEIGHT_GROWING * hot;
  }
}
