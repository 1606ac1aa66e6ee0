package jopt.passes.planner;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import java.util.Map;
import jopt.passes.planner.MemoryTrace.Alloc;
import jopt.passes.planner.MemoryTrace.Free;
import jopt.passes.planner.MemoryTrace.Interval;
import org.junit.jupiter.api.Test;

/** {@link PlannerStats} (alignment, the lower bound) and {@link PlanChecker}. */
class StaticMemoryPlannerStatsTest {
  private static final MemoryTrace SEED = MemoryTrace.fromIntervals(List.of(
      new Interval(0, 1, 4, 16), new Interval(1, 2, 3, 64), new Interval(2, 5, 6, 16)));

  @Test
  void alignUp() {
    assertThat(PlannerStats.alignUp(0, 64)).isEqualTo(0);
    assertThat(PlannerStats.alignUp(1, 64)).isEqualTo(64);
    assertThat(PlannerStats.alignUp(64, 64)).isEqualTo(64);
    assertThat(PlannerStats.alignUp(65, 64)).isEqualTo(128);
    assertThat(PlannerStats.alignUp(10, 3)).isEqualTo(12);
    assertThat(PlannerStats.alignUp(10, 1)).isEqualTo(10);
    assertThat(PlannerStats.alignUp(10, 0)).isEqualTo(10);
  }

  @Test
  void peakLiveBytes() {
    assertThat(PlannerStats.peakLiveBytes(SEED, 1)).isEqualTo(80);
    assertThat(PlannerStats.peakLiveBytes(SEED, 64)).isEqualTo(128);
    assertThat(SEED.peakLiveBytes(64)).isEqualTo(128);
    assertThat(PlannerStats.peakLiveBytes(new MemoryTrace(List.of()), 64)).isEqualTo(0);
    // The peak is at the second alloc, not at the end.
    assertThat(PlannerStats.peakLiveBytes(new MemoryTrace(List.of(new Alloc(0, 100),
        new Alloc(1, 50), new Free(0), new Alloc(2, 30))), 1)).isEqualTo(150);
  }

  @Test
  void checkerAcceptsThePlannersPlan() {
    for (PlannerMode mode : PlannerMode.values()) {
      MemorySchedule s = StaticMemoryPlanner.plan(SEED, 64, mode);
      assertThat(PlanChecker.findViolation(SEED, s, 64)).isEmpty();
    }
  }

  @Test
  void checkerFindsOverlapsOfLiveBuffers() {
    // A and B are live together; C may share A's bytes since A is dead by then.
    assertThat(PlanChecker.findViolation(SEED,
        new MemorySchedule(128, Map.of(0L, 0L, 1L, 0L, 2L, 0L)), 64)).isPresent();
    assertThat(PlanChecker.findViolation(SEED,
        new MemorySchedule(128, Map.of(0L, 0L, 1L, 64L, 2L, 64L)), 64)).isEmpty();
  }

  @Test
  void checkerFindsBuffersOutsideTheTotalOrWithoutOffset() {
    assertThat(PlanChecker.findViolation(SEED,
        new MemorySchedule(100, Map.of(0L, 0L, 1L, 64L, 2L, 0L)), 64)).isPresent();
    assertThat(PlanChecker.findViolation(SEED,
        new MemorySchedule(128, Map.of(0L, 0L, 1L, 64L)), 64)).isPresent();
  }
}
