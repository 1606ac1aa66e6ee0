package jopt.passes.planner;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import jopt.passes.planner.MemoryTrace.Alloc;
import jopt.passes.planner.MemoryTrace.Free;
import jopt.passes.planner.MemoryTrace.Interval;
import org.junit.jupiter.api.Test;

/** Linearizing tick intervals into the planner's trace. */
class StaticMemoryPlannerTraceTest {
  @Test
  void seedTraceLinearization() {
    MemoryTrace t = MemoryTrace.fromIntervals(List.of(new Interval(0, 1, 4, 16),
        new Interval(1, 2, 3, 64), new Interval(2, 5, 6, 16)));
    assertThat(t.events()).containsExactly(new Alloc(0, 16), new Alloc(1, 64), new Free(1),
        new Free(0), new Alloc(2, 16), new Free(2)).inOrder();
    // Each event's tick; a free comes at the tick after the buffer's last.
    assertThat(t.ticks()).containsExactly(1L, 2L, 4L, 5L, 5L, 7L).inOrder();
  }

  @Test
  void theInputOrderDoesNotMatterAcrossTicks() {
    MemoryTrace t = MemoryTrace.fromIntervals(List.of(new Interval(2, 5, 6, 16),
        new Interval(1, 2, 3, 64), new Interval(0, 1, 4, 16)));
    assertThat(t.events()).containsExactly(new Alloc(0, 16), new Alloc(1, 64), new Free(1),
        new Free(0), new Alloc(2, 16), new Free(2)).inOrder();
  }

  @Test
  void atOneTickAllocsComeBeforeFrees() {
    // [1,2] and [2,3] share tick 2: both are live there, so b is allocated before a is freed.
    MemoryTrace t = MemoryTrace.fromIntervals(List.of(new Interval(0, 1, 2, 64),
        new Interval(1, 2, 3, 64)));
    assertThat(t.events()).containsExactly(new Alloc(0, 64), new Alloc(1, 64), new Free(0),
        new Free(1)).inOrder();
    MemorySchedule s = StaticMemoryPlanner.plan(t, 64, PlannerMode.COST_MODEL);
    assertThat(s.offsets().get(0L)).isNotEqualTo(s.offsets().get(1L));
  }

  @Test
  void atOneTickFreesComeInReverseAllocOrder() {
    MemoryTrace t = MemoryTrace.fromIntervals(List.of(new Interval(0, 1, 5, 64),
        new Interval(1, 1, 5, 64), new Interval(2, 3, 3, 64)));
    assertThat(t.events()).containsExactly(new Alloc(0, 64), new Alloc(1, 64), new Alloc(2, 64),
        new Free(2), new Free(1), new Free(0)).inOrder();
  }

  @Test
  void aOneTickIntervalIsAllocatedAndFreed() {
    MemoryTrace t = MemoryTrace.fromIntervals(List.of(new Interval(7, 4, 4, 8)));
    assertThat(t.events()).containsExactly(new Alloc(7, 8), new Free(7)).inOrder();
  }

  @Test
  void badIntervalsAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> new Interval(0, 3, 2, 8));
    assertThrows(IllegalArgumentException.class, () -> new Interval(0, 1, 2, -8));
  }
}
