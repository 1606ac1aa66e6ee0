package jopt.passes.planner;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import jopt.passes.planner.MemoryTrace.Alloc;
import jopt.passes.planner.MemoryTrace.Event;
import jopt.passes.planner.MemoryTrace.Free;
import jopt.passes.planner.MemoryTrace.Interval;
import org.junit.jupiter.api.Test;

/** The planner's decisions on small hand-made traces. */
class StaticMemoryPlannerTest {
  private static MemorySchedule plan(List<Interval> ivs, long align, PlannerMode mode) {
    return StaticMemoryPlanner.plan(MemoryTrace.fromIntervals(ivs), align, mode);
  }

  private static MemorySchedule plan(List<Event> events, PlannerMode mode) {
    MemoryTrace trace = new MemoryTrace(events);
    MemorySchedule s = StaticMemoryPlanner.plan(trace, 64, mode);
    assertThat(PlanChecker.findViolation(trace, s, 64)).isEmpty();
    return s;
  }

  @Test
  void seedTraceOffsets() {
    // A[1,4] and B[2,3] overlap; both are free when C[5,6] comes, in their merged chunk.
    for (PlannerMode mode : PlannerMode.values()) {
      MemorySchedule s = plan(List.of(new Interval(0, 1, 4, 16), new Interval(1, 2, 3, 64),
          new Interval(2, 5, 6, 16)), 64, mode);
      assertThat(s.offsets()).containsExactly(0L, 0L, 1L, 64L, 2L, 0L);
      assertThat(s.totalSize()).isEqualTo(128);
    }
  }

  @Test
  void seedMlpExample() {
    // a0, b0, c0 of 64 KiB: a0 and b0 overlap, c0 reuses a0's range.
    MemorySchedule s = plan(List.of(new Interval(0, 1, 3, 65536), new Interval(1, 2, 5, 65536),
        new Interval(2, 4, 6, 65536)), 64, PlannerMode.COST_MODEL);
    assertThat(s.totalSize()).isEqualTo(131072);
    assertThat(s.offsets()).containsExactly(0L, 0L, 1L, 65536L, 2L, 0L);
  }

  @Test
  void emptyTrace() {
    for (PlannerMode mode : PlannerMode.values()) {
      MemorySchedule s = plan(List.of(), 64, mode);
      assertThat(s.totalSize()).isEqualTo(0);
      assertThat(s.offsets()).isEmpty();
    }
  }

  @Test
  void aFreedChunkIsReused() {
    MemorySchedule s = plan(List.of(new Alloc(0, 256), new Free(0), new Alloc(1, 256)),
        PlannerMode.COST_MODEL);
    assertThat(s.offsets().get(1L)).isEqualTo(0);
    assertThat(s.totalSize()).isEqualTo(256);
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
  void sizesAreRoundedToTheAlignment() {
    MemorySchedule s = plan(List.of(new Interval(0, 0, 1, 4), new Interval(1, 0, 1, 70),
        new Interval(2, 0, 1, 1)), 64, PlannerMode.COST_MODEL);
    assertThat(s.totalSize()).isEqualTo(64 + 128 + 64);
    assertThat(s.offsets()).containsExactly(0L, 0L, 1L, 64L, 2L, 192L);
  }

  @Test
  void alignmentOneOrLessDoesNotRound() {
    for (long align : new long[] {1, 0}) {
      MemorySchedule s = plan(List.of(new Interval(0, 0, 1, 4), new Interval(1, 0, 1, 70)),
          align, PlannerMode.COST_MODEL);
      assertThat(s.totalSize()).isEqualTo(74);
      assertThat(s.offsets()).containsExactly(0L, 0L, 1L, 4L);
    }
  }

  @Test
  void zeroSizedBuffersTakeNoMemoryAndKeepTheAlignment() {
    MemorySchedule s = plan(List.of(new Alloc(0, 0), new Alloc(1, 64), new Alloc(2, 0),
        new Alloc(3, 8), new Free(0), new Free(2)), PlannerMode.COST_MODEL);
    assertThat(s.offsets()).containsExactly(0L, 0L, 1L, 0L, 2L, 0L, 3L, 64L);
    assertThat(s.totalSize()).isEqualTo(128);
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
  void aChunkFreedBetweenFreeNeighboursMergesWithBoth() {
    // a, b, c side by side and a guard d; a and c are freed first, then b joins them into one
    // 192-byte chunk, which e takes whole without growing the buffer.
    for (PlannerMode mode : PlannerMode.values()) {
      MemorySchedule s = plan(List.of(new Alloc(0, 64), new Alloc(1, 64), new Alloc(2, 64),
          new Alloc(3, 64), new Free(0), new Free(2), new Free(1), new Alloc(4, 192)), mode);
      assertThat(s.offsets().get(4L)).isEqualTo(0);
      assertThat(s.totalSize()).isEqualTo(256);
    }
  }

  @Test
  void aTooSmallFreeChunkIsExtendedMovingLaterBuffers() {
    // a (64) freed, b (64) still live after it; c (128) extends a's chunk: b moves up.
    for (PlannerMode mode : PlannerMode.values()) {
      MemorySchedule s = plan(List.of(new Interval(0, 0, 1, 64), new Interval(1, 0, 5, 64),
          new Interval(2, 2, 3, 128)), 64, mode);
      assertThat(s.offsets()).containsExactly(0L, 0L, 1L, 128L, 2L, 0L);
      assertThat(s.totalSize()).isEqualTo(192);
    }
  }

  @Test
  void extensionAlsoMovesBuffersAlreadyFreed() {
    // a, b, c, d of 64 bytes; a and c are freed, e (128) grows a's chunk (c's needs the same
    // growth but lies higher): b, d and also c, already dead, move up 64. Had c stayed, it would
    // overlap b, with which it was live.
    MemorySchedule s = plan(List.of(new Alloc(0, 64), new Alloc(1, 64), new Alloc(2, 64),
        new Alloc(3, 64), new Free(0), new Free(2), new Alloc(4, 128), new Free(1), new Free(3),
        new Free(4)), PlannerMode.SIZE_FIRST);
    assertThat(s.offsets()).containsExactly(0L, 0L, 1L, 128L, 2L, 192L, 3L, 256L, 4L, 0L);
    assertThat(s.totalSize()).isEqualTo(320);
  }

  @Test
  void theChunkNeedingTheLeastGrowthIsExtended() {
    // Free chunks of 64 and 128 between live guards: a 256-byte request grows the 128 chunk.
    for (PlannerMode mode : List.of(PlannerMode.COST_MODEL, PlannerMode.SIZE_FIRST)) {
      MemorySchedule s = plan(List.of(new Alloc(0, 64), new Alloc(9, 64), new Alloc(1, 128),
          new Alloc(8, 64), new Free(1), new Free(0), new Alloc(2, 256)), mode);
      assertThat(s.offsets().get(2L)).isEqualTo(128);
      assertThat(s.totalSize()).isEqualTo(448);
    }
  }

  @Test
  void withNoFreeChunkANewOneIsAppended() {
    MemorySchedule s = plan(List.of(new Alloc(0, 64), new Alloc(1, 128), new Alloc(2, 64)),
        PlannerMode.COST_MODEL);
    assertThat(s.offsets()).containsExactly(0L, 0L, 1L, 64L, 2L, 192L);
    assertThat(s.totalSize()).isEqualTo(256);
  }

  @Test
  void sizeFirstPicksTheBestFit() {
    // Free chunks of 64, 256 (freed last) and 128: a 64-byte request takes the 64 chunk, a
    // 128-byte one the 128 chunk.
    MemorySchedule s = plan(List.of(new Alloc(0, 64), new Alloc(9, 64), new Alloc(3, 128),
        new Alloc(7, 64), new Alloc(1, 256), new Alloc(8, 64), new Free(0), new Free(3),
        new Free(1), new Alloc(2, 64), new Alloc(4, 128)), PlannerMode.SIZE_FIRST);
    assertThat(s.offsets().get(2L)).isEqualTo(s.offsets().get(0L));
    assertThat(s.offsets().get(4L)).isEqualTo(s.offsets().get(3L));
  }

  @Test
  void costModelPrefersRecentlyFreedChunksOfEqualFit() {
    List<Event> events = List.of(new Alloc(0, 64), new Alloc(9, 64), new Alloc(1, 64),
        new Alloc(8, 64), new Free(0), new Free(1), new Alloc(2, 64));
    assertThat(plan(events, PlannerMode.COST_MODEL).offsets().get(2L)).isEqualTo(128);
    // Size-first sees two equal fits and takes the lower address.
    assertThat(plan(events, PlannerMode.SIZE_FIRST).offsets().get(2L)).isEqualTo(0);
  }

  @Test
  void costModelTradesALittleFitForHotness() {
    // a (an exact 256 fit) is freed, then ten 64-byte spacers between live guards, then b (a
    // 320 chunk, a 4/5 fit): 1 + 0.5/13 < 0.8 + 0.5/2, so the cost model takes b's chunk.
    List<Event> events = new ArrayList<>(List.of(new Alloc(0, 256), new Alloc(9, 64),
        new Alloc(1, 320), new Alloc(8, 64)));
    for (int i = 0; i < 10; i++) {
      events.add(new Alloc(100 + i, 64));
      events.add(new Alloc(200 + i, 64));
    }
    events.add(new Free(0));
    for (int i = 0; i < 10; i++) {
      events.add(new Free(100 + i));
    }
    events.add(new Free(1));
    events.add(new Alloc(2, 256));
    assertThat(plan(events, PlannerMode.COST_MODEL).offsets().get(2L)).isEqualTo(320);
    // Size-first takes the exact fit.
    assertThat(plan(events, PlannerMode.SIZE_FIRST).offsets().get(2L)).isEqualTo(0);
  }

  @Test
  void aChunkThatFitsBeatsAHotChunkThatMustGrow() {
    // A 100 MB chunk freed long ago fits a 1 MB request; a chunk 64 bytes short was just freed.
    // Growing it would enlarge the buffer, so both policies take the large chunk.
    List<Event> events = new ArrayList<>(List.of(new Alloc(0, 100_000_000), new Alloc(9, 64),
        new Alloc(1, 1_000_000 - 64), new Alloc(8, 64)));
    for (int i = 0; i < 20; i++) {
      events.add(new Alloc(100 + i, 64));
      events.add(new Alloc(200 + i, 64));
    }
    events.add(new Free(0));
    for (int i = 0; i < 20; i++) {
      events.add(new Free(100 + i));
    }
    events.add(new Free(1));
    events.add(new Alloc(2, 1_000_000));
    for (PlannerMode mode : PlannerMode.values()) {
      MemorySchedule s = plan(events, mode);
      assertThat(s.offsets().get(2L)).isEqualTo(0);
      assertThat(s.totalSize()).isEqualTo(PlannerStats.alignUp(100_000_000, 64) + 64
          + PlannerStats.alignUp(1_000_000 - 64, 64) + 64 + 40 * 64);
    }
  }

  @Test
  void sizeFirstPrefersAFitWithLargeWasteToGrowth() {
    List<Event> events = List.of(new Alloc(0, 400_000_000), new Alloc(9, 64),
        new Alloc(1, 1_000_000 - 64), new Alloc(8, 64), new Free(0), new Free(1),
        new Alloc(2, 1_000_000));
    assertThat(plan(events, PlannerMode.SIZE_FIRST).offsets().get(2L)).isEqualTo(0);
  }

  @Test
  void aBufferNeverFreedStaysLive() {
    MemorySchedule s = plan(List.of(new Alloc(0, 64), new Alloc(1, 64), new Free(1),
        new Alloc(2, 64)), PlannerMode.COST_MODEL);
    assertThat(s.offsets()).containsExactly(0L, 0L, 1L, 64L, 2L, 64L);
  }

  @Test
  void malformedTracesAreRejected() {
    List<List<Event>> malformed = List.of(List.of(new Free(0)),
        List.of(new Alloc(0, 64), new Free(0), new Free(0)),
        List.of(new Alloc(0, 64), new Alloc(0, 64)),
        List.of(new Alloc(0, 64), new Free(0), new Alloc(0, 64)),
        List.of(new Alloc(0, -1)));
    for (List<Event> bad : malformed) {
      assertThrows(IllegalArgumentException.class,
          () -> StaticMemoryPlanner.plan(new MemoryTrace(bad), 64, PlannerMode.COST_MODEL));
    }
  }
}
