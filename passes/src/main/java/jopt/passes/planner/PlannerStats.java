package jopt.passes.planner;

import java.util.HashMap;
import java.util.Map;

/**
 * Plan-independent figures of a trace: the size a buffer takes after alignment and the peak of
 * live bytes, which no plan can undercut (a lower bound of {@link MemorySchedule#totalSize()}).
 */
public final class PlannerStats {
  private PlannerStats() {}

  /** {@code size} rounded up to a multiple of {@code alignment} (1 or less: unchanged). */
  public static long alignUp(long size, long alignment) {
    if (alignment <= 1) {
      return size;
    }
    return (size + alignment - 1) / alignment * alignment;
  }

  /** The largest sum of aligned sizes live at once, with the planner's reading of the trace. */
  public static long peakLiveBytes(MemoryTrace trace, long alignment) {
    Map<Long, Long> live = new HashMap<>();
    long bytes = 0;
    long peak = 0;
    for (MemoryTrace.Event e : trace.events()) {
      if (e instanceof MemoryTrace.Alloc a) {
        long size = alignUp(a.size(), alignment);
        Long before = live.put(a.bufferId(), size);
        bytes += size - (before == null ? 0 : before);
        peak = Math.max(peak, bytes);
      } else if (e instanceof MemoryTrace.Free f) {
        Long size = live.remove(f.bufferId());
        bytes -= size == null ? 0 : size;
      }
    }
    return peak;
  }
}
