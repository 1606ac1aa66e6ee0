package jopt.passes.planner;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A linearized lifetime trace: the alloc and free events of the buffers of one allocation scope
 * in execution order, the input of {@link StaticMemoryPlanner}; {@code ticks}, when not empty,
 * the time of each event (frees at the tick after the buffer's last), which the optimal
 * planner's orderings measure lifetimes in.
 */
public record MemoryTrace(List<Event> events, List<Long> ticks) {
  public sealed interface Event permits Alloc, Free {}

  public record Alloc(long bufferId, long size) implements Event {}

  public record Free(long bufferId) implements Event {}

  /** A buffer of {@code size} bytes live in ticks [begin, end], both inclusive. */
  public record Interval(long bufferId, long begin, long end, long size) {
    public Interval {
      if (begin > end || size < 0) {
        throw new IllegalArgumentException("bad interval " + bufferId + ": [" + begin + ", "
            + end + "], size " + size);
      }
    }
  }

  public MemoryTrace {
    events = List.copyOf(events);
    ticks = List.copyOf(ticks);
    if (!ticks.isEmpty() && ticks.size() != events.size()) {
      throw new IllegalArgumentException("one tick per event: " + ticks.size() + " ticks, "
          + events.size() + " events");
    }
  }

  /** A trace without times. */
  public MemoryTrace(List<Event> events) {
    this(events, List.of());
  }

  /**
   * The trace of inclusive tick intervals: events sorted by tick; at one tick the allocs come
   * before the frees (intervals that share a tick overlap, so they must not share memory), the
   * allocs in the order of the list and the frees in the reverse order (the last allocated is
   * freed first, as a stack). The seed's A[1,4], B[2,3], C[5,6] gives alloc A, alloc B, free B,
   * free A, alloc C, free C.
   */
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
    List<Long> ticks = new ArrayList<>();
    for (Timed t : timed) {
      events.add(t.event());
      ticks.add(t.kind() == 0 ? t.tick() : t.tick() + 1);
    }
    return new MemoryTrace(events, ticks);
  }

  /** The peak of live bytes: a lower bound of any plan's total size (see {@link PlannerStats}). */
  public long peakLiveBytes(long alignment) {
    return PlannerStats.peakLiveBytes(this, alignment);
  }
}
