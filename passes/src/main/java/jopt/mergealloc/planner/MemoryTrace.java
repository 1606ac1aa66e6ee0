package jopt.mergealloc.planner;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A linearized lifetime trace: alloc and free events in execution order. Built from inclusive
 * tick intervals: events sorted by tick, allocs before frees at one tick (intervals that share
 * a tick overlap), frees at one tick in reverse order of their allocs.
 */
public record MemoryTrace(List<Event> events) {
  public sealed interface Event permits Alloc, Free {}

  public record Alloc(long bufferId, long size) implements Event {}

  public record Free(long bufferId) implements Event {}

  /** A buffer live in ticks [begin, end], both inclusive. */
  public record Interval(long bufferId, long begin, long end, long size) {}

  public MemoryTrace {
    events = List.copyOf(events);
  }

  public static MemoryTrace fromIntervals(List<Interval> intervals) {
    record Timed(long tick, int kind, long order, Event event) {}
    List<Timed> timed = new ArrayList<>();
    for (int i = 0; i < intervals.size(); i++) {
      Interval iv = intervals.get(i);
      timed.add(new Timed(iv.begin(), 0, i, new Alloc(iv.bufferId(), iv.size())));
      timed.add(new Timed(iv.end(), 1, -(long) i, new Free(iv.bufferId())));
    }
    timed.sort(Comparator.comparingLong(Timed::tick).thenComparingInt(Timed::kind)
        .thenComparingLong(Timed::order));
    List<Event> events = new ArrayList<>();
    for (Timed t : timed) {
      events.add(t.event());
    }
    return new MemoryTrace(events);
  }

  /** The peak of live bytes: a lower bound of any plan's total size. */
  public long peakLiveBytes(long alignment) {
    java.util.Map<Long, Long> sizes = new java.util.HashMap<>();
    long live = 0;
    long peak = 0;
    for (Event e : events) {
      if (e instanceof Alloc a) {
        long s = StaticMemoryPlanner.align(a.size(), alignment);
        sizes.put(a.bufferId(), s);
        live += s;
        peak = Math.max(peak, live);
      } else if (e instanceof Free f) {
        live -= sizes.getOrDefault(f.bufferId(), 0L);
      }
    }
    return peak;
  }
}
