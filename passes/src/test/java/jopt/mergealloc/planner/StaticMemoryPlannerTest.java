package jopt.mergealloc.planner;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import jopt.mergealloc.planner.MemoryTrace.Alloc;
import jopt.mergealloc.planner.MemoryTrace.Free;
import jopt.mergealloc.planner.MemoryTrace.Interval;
import org.junit.jupiter.api.Test;

class StaticMemoryPlannerTest {
  private static MemorySchedule plan(List<Interval> ivs, long align, PlannerMode mode) {
    return StaticMemoryPlanner.plan(MemoryTrace.fromIntervals(ivs), align, mode);
  }

  @Test
  void seedTraceLinearization() {
    MemoryTrace t = MemoryTrace.fromIntervals(List.of(new Interval(0, 1, 4, 16),
        new Interval(1, 2, 3, 64), new Interval(2, 5, 6, 16)));
    assertThat(t.events()).containsExactly(new Alloc(0, 16), new Alloc(1, 64), new Free(1),
        new Free(0), new Alloc(2, 16), new Free(2)).inOrder();
  }

  @Test
  void seedTraceOffsets() {
    // A[1,4] and B[2,3] overlap; both are free when C[5,6] comes, in their merged chunk.
    MemorySchedule s = plan(List.of(new Interval(0, 1, 4, 16), new Interval(1, 2, 3, 64),
        new Interval(2, 5, 6, 16)), 64, PlannerMode.COST_MODEL);
    assertThat(s.offsets().get(0L)).isEqualTo(0);
    assertThat(s.offsets().get(1L)).isEqualTo(64);
    assertThat(s.offsets().get(2L)).isEqualTo(0);
    assertThat(s.totalSize()).isEqualTo(128);
  }

  @Test
  void splitLeavesTheRestFree() {
    // a (256) freed; b (64) takes its first 64 bytes, c (128) the next 128 of the same chunk.
    MemorySchedule s = plan(List.of(new Interval(0, 0, 1, 256), new Interval(1, 2, 5, 64),
        new Interval(2, 3, 5, 128)), 64, PlannerMode.SIZE_FIRST);
    assertThat(s.offsets().get(1L)).isEqualTo(0);
    assertThat(s.offsets().get(2L)).isEqualTo(64);
    assertThat(s.totalSize()).isEqualTo(256);
  }

  @Test
  void seedMlpExample() {
    // a0, b0, c0 of 64 KiB: a0 and b0 overlap, c0 reuses a0's range.
    MemorySchedule s = plan(List.of(new Interval(0, 1, 3, 65536), new Interval(1, 2, 5, 65536),
        new Interval(2, 4, 6, 65536)), 64, PlannerMode.COST_MODEL);
    assertThat(s.totalSize()).isEqualTo(131072);
    assertThat(s.offsets().get(0L)).isEqualTo(0);
    assertThat(s.offsets().get(1L)).isEqualTo(65536);
    assertThat(s.offsets().get(2L)).isEqualTo(0);
  }

  @Test
  void emptyTrace() {
    assertThat(plan(List.of(), 64, PlannerMode.COST_MODEL).totalSize()).isEqualTo(0);
  }

  @Test
  void sizesAreRoundedToTheAlignment() {
    MemorySchedule s = plan(List.of(new Interval(0, 0, 1, 4), new Interval(1, 0, 1, 70)), 64,
        PlannerMode.COST_MODEL);
    assertThat(s.totalSize()).isEqualTo(64 + 128);
  }

  @Test
  void freedNeighboursMergeAndAreReused() {
    // a and b are freed, c (their total size) fits in the merged chunk at offset 0.
    MemorySchedule s = plan(List.of(new Interval(0, 0, 1, 64), new Interval(1, 0, 1, 64),
        new Interval(2, 2, 3, 128)), 64, PlannerMode.SIZE_FIRST);
    assertThat(s.totalSize()).isEqualTo(128);
    assertThat(s.offsets().get(2L)).isEqualTo(0);
  }

  @Test
  void aTooSmallFreeChunkIsExtendedMovingLaterBuffers() {
    // a (64) freed, b (64) still live after it; c (128) extends a's chunk: b moves up.
    MemorySchedule s = plan(List.of(new Interval(0, 0, 1, 64), new Interval(1, 0, 5, 64),
        new Interval(2, 2, 3, 128)), 64, PlannerMode.SIZE_FIRST);
    assertThat(s.offsets().get(2L)).isEqualTo(0);
    assertThat(s.offsets().get(1L)).isEqualTo(128);
    assertThat(s.totalSize()).isEqualTo(192);
  }

  @Test
  void sizeFirstPicksTheBestFit() {
    // Free chunks of 256 (freed last) and 64: a 64-byte request takes the 64 chunk.
    List<MemoryTrace.Event> events = List.of(new Alloc(0, 64), new Alloc(9, 64),
        new Alloc(1, 256), new Alloc(8, 64), new Free(0), new Free(1), new Alloc(2, 64));
    MemorySchedule s = StaticMemoryPlanner.plan(new MemoryTrace(events), 64,
        PlannerMode.SIZE_FIRST);
    assertThat(s.offsets().get(2L)).isEqualTo(s.offsets().get(0L));
  }

  @Test
  void costModelPrefersRecentlyFreedChunksOfEqualFit() {
    List<MemoryTrace.Event> events = List.of(new Alloc(0, 64), new Alloc(9, 64),
        new Alloc(1, 64), new Alloc(8, 64), new Free(0), new Free(1), new Alloc(2, 64));
    MemorySchedule s = StaticMemoryPlanner.plan(new MemoryTrace(events), 64,
        PlannerMode.COST_MODEL);
    assertThat(s.offsets().get(2L)).isEqualTo(s.offsets().get(1L));
  }

  @Test
  void stackLikeTracesReachTheLowerBound() {
    List<Interval> ivs = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      ivs.add(new Interval(i, i, 20 - i, 64L * (i + 1)));
    }
    for (PlannerMode mode : PlannerMode.values()) {
      MemorySchedule s = plan(ivs, 64, mode);
      assertThat(s.totalSize()).isEqualTo(MemoryTrace.fromIntervals(ivs).peakLiveBytes(64));
    }
  }

  /** Random traces: buffers live at the same time never overlap, totals never undercut. */
  @Test
  void liveBuffersNeverOverlap() {
    Random r = new Random(1);
    for (int trial = 0; trial < 500; trial++) {
      List<Interval> ivs = new ArrayList<>();
      int n = 1 + r.nextInt(30);
      for (int i = 0; i < n; i++) {
        long b = r.nextInt(50);
        ivs.add(new Interval(i, b, b + r.nextInt(20), 1 + r.nextInt(500)));
      }
      for (PlannerMode mode : PlannerMode.values()) {
        MemorySchedule s = plan(ivs, 64, mode);
        MemoryTrace t = MemoryTrace.fromIntervals(ivs);
        assertThat(s.totalSize()).isAtLeast(t.peakLiveBytes(64));
        for (Interval a : ivs) {
          long sa = StaticMemoryPlanner.align(a.size(), 64);
          long oa = s.offsets().get(a.bufferId());
          assertThat(oa + sa).isAtMost(s.totalSize());
          for (Interval c : ivs) {
            if (a.bufferId() >= c.bufferId() || a.end() < c.begin() || c.end() < a.begin()) {
              continue;
            }
            long oc = s.offsets().get(c.bufferId());
            long sc = StaticMemoryPlanner.align(c.size(), 64);
            assertThat(oa + sa <= oc || oc + sc <= oa).isTrue();
          }
        }
      }
    }
  }
}
