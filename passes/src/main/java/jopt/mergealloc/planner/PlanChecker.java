package jopt.mergealloc.planner;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Checks a plan against its trace: every buffer has an offset, lies inside the total size, and
 * shares no byte with any buffer live at the same time (sizes aligned as the planner does).
 */
public final class PlanChecker {
  private PlanChecker() {}

  /** The first violation found, or empty if the plan is sound. */
  public static Optional<String> findViolation(MemoryTrace trace, MemorySchedule schedule,
      long alignment) {
    Map<Long, Long> live = new LinkedHashMap<>(); // buffer -> aligned size
    for (MemoryTrace.Event e : trace.events()) {
      if (e instanceof MemoryTrace.Free f) {
        live.remove(f.bufferId());
        continue;
      }
      MemoryTrace.Alloc a = (MemoryTrace.Alloc) e;
      Long offset = schedule.offsets().get(a.bufferId());
      if (offset == null) {
        return Optional.of("buffer " + a.bufferId() + " has no offset");
      }
      long size = PlannerStats.alignUp(a.size(), alignment);
      if (offset < 0 || offset + size > schedule.totalSize()) {
        return Optional.of("buffer " + a.bufferId() + " at [" + offset + ", " + (offset + size)
            + ") is outside [0, " + schedule.totalSize() + ")");
      }
      for (Map.Entry<Long, Long> other : live.entrySet()) {
        long o = schedule.offsets().get(other.getKey());
        if (size > 0 && other.getValue() > 0 && offset < o + other.getValue()
            && o < offset + size) {
          return Optional.of("live buffers " + other.getKey() + " at [" + o + ", "
              + (o + other.getValue()) + ") and " + a.bufferId() + " at [" + offset + ", "
              + (offset + size) + ") overlap");
        }
      }
      live.put(a.bufferId(), size);
    }
    return Optional.empty();
  }
}
