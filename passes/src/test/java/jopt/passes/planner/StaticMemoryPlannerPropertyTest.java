package jopt.passes.planner;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import jopt.passes.planner.MemoryTrace.Alloc;
import jopt.passes.planner.MemoryTrace.Event;
import jopt.passes.planner.MemoryTrace.Free;
import jopt.passes.planner.MemoryTrace.Interval;
import org.junit.jupiter.api.Test;

/** Properties of plans over random traces (fixed seeds). */
class StaticMemoryPlannerPropertyTest {
  private static final long[] ALIGNMENTS = {1, 8, 64};
  /**
   * The optimal mode's time limit where plans are checked for soundness only (a few traces are
   * not decided within any limit; the default of 10 s of CPU each would dominate the test).
   */
  private static final long SEARCH_MS = 1_000;

  private static List<Interval> randomIntervals(Random r) {
    List<Interval> ivs = new ArrayList<>();
    int n = 1 + r.nextInt(40);
    int span = 1 + r.nextInt(60);
    int maxLife = 1 + r.nextInt(30);
    int maxSize = r.nextBoolean() ? 500 : 5_000_000;
    for (int i = 0; i < n; i++) {
      long begin = r.nextInt(span);
      ivs.add(new Interval(i, begin, begin + r.nextInt(maxLife), r.nextInt(maxSize)));
    }
    return ivs;
  }

  /** Every pair of buffers whose tick ranges overlap is apart in memory; all inside the total. */
  @Test
  void buffersLiveAtOnceNeverOverlap() {
    Random r = new Random(1);
    for (int trial = 0; trial < 600; trial++) {
      List<Interval> ivs = randomIntervals(r);
      long align = ALIGNMENTS[trial % ALIGNMENTS.length];
      MemoryTrace trace = MemoryTrace.fromIntervals(ivs);
      for (PlannerMode mode : PlannerMode.values()) {
        MemorySchedule s = StaticMemoryPlanner.plan(trace, align, mode, SEARCH_MS);
        String where = "trial " + trial + " " + mode + " " + ivs;
        assertWithMessage(where).that(s.offsets().keySet()).hasSize(ivs.size());
        for (Interval a : ivs) {
          long oa = s.offsets().get(a.bufferId());
          long sa = PlannerStats.alignUp(a.size(), align);
          assertWithMessage(where).that(oa % Math.max(1, align)).isEqualTo(0);
          assertWithMessage(where).that(oa + sa).isAtMost(s.totalSize());
          for (Interval b : ivs) {
            if (a.bufferId() >= b.bufferId() || a.end() < b.begin() || b.end() < a.begin()) {
              continue;
            }
            long ob = s.offsets().get(b.bufferId());
            long sb = PlannerStats.alignUp(b.size(), align);
            assertWithMessage(where + " " + a + " " + b)
                .that(sa == 0 || sb == 0 || oa + sa <= ob || ob + sb <= oa).isTrue();
          }
        }
        assertWithMessage(where).that(PlanChecker.findViolation(trace, s, align)).isEmpty();
      }
    }
  }

  /** No plan undercuts the peak of live bytes; the planner stays within a loose upper bound. */
  @Test
  void totalsAreAtLeastThePeakOfLiveBytes() {
    Random r = new Random(2);
    for (int trial = 0; trial < 600; trial++) {
      List<Interval> ivs = randomIntervals(r);
      long align = ALIGNMENTS[trial % ALIGNMENTS.length];
      MemoryTrace trace = MemoryTrace.fromIntervals(ivs);
      long sum = ivs.stream().mapToLong(iv -> PlannerStats.alignUp(iv.size(), align)).sum();
      for (PlannerMode mode : PlannerMode.values()) {
        long total = StaticMemoryPlanner.plan(trace, align, mode, SEARCH_MS).totalSize();
        assertThat(total).isAtLeast(PlannerStats.peakLiveBytes(trace, align));
        assertThat(total).isAtMost(sum);
      }
    }
  }

  /** Event traces with buffers never freed and frees in any order: checked by PlanChecker. */
  @Test
  void randomEventTracesArePlannedSoundly() {
    Random r = new Random(3);
    for (int trial = 0; trial < 400; trial++) {
      List<Event> events = new ArrayList<>();
      List<Long> live = new ArrayList<>();
      long next = 0;
      for (int step = 0, n = 1 + r.nextInt(80); step < n; step++) {
        if (!live.isEmpty() && r.nextInt(3) == 0) {
          events.add(new Free(live.remove(r.nextInt(live.size()))));
        } else {
          events.add(new Alloc(next, r.nextInt(4) == 0 ? 0 : 1 + r.nextInt(1000)));
          live.add(next++);
        }
      }
      MemoryTrace trace = new MemoryTrace(events);
      for (PlannerMode mode : PlannerMode.values()) {
        MemorySchedule s = StaticMemoryPlanner.plan(trace, 64, mode);
        assertWithMessage("trial " + trial + " " + mode)
            .that(PlanChecker.findViolation(trace, s, 64)).isEmpty();
        assertThat(s.totalSize()).isAtLeast(PlannerStats.peakLiveBytes(trace, 64));
        assertThat(StaticMemoryPlanner.plan(trace, 64, mode)).isEqualTo(s);
      }
    }
  }

  /** Stack-like traces (nested lifetimes, last in first out) reach the lower bound exactly. */
  @Test
  void stackLikeTracesReachTheLowerBound() {
    List<Interval> nested = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      nested.add(new Interval(i, i, 20 - i, 64L * (i + 1)));
    }
    Random r = new Random(4);
    List<MemoryTrace> traces = new ArrayList<>(List.of(MemoryTrace.fromIntervals(nested)));
    for (int trial = 0; trial < 300; trial++) {
      List<Event> events = new ArrayList<>();
      List<Long> stack = new ArrayList<>();
      long next = 0;
      for (int step = 0, n = 1 + r.nextInt(60); step < n; step++) {
        if (!stack.isEmpty() && r.nextBoolean()) {
          events.add(new Free(stack.remove(stack.size() - 1)));
        } else {
          events.add(new Alloc(next, 1 + r.nextInt(5000)));
          stack.add(next++);
        }
      }
      traces.add(new MemoryTrace(events));
    }
    for (MemoryTrace trace : traces) {
      for (long align : ALIGNMENTS) {
        for (PlannerMode mode : PlannerMode.values()) {
          assertThat(StaticMemoryPlanner.plan(trace, align, mode).totalSize())
              .isEqualTo(PlannerStats.peakLiveBytes(trace, align));
        }
      }
    }
  }

  /** Buffers that are never live together (a chain) all fit in the largest one. */
  @Test
  void sequentialBuffersShareTheLargestRange() {
    Random r = new Random(5);
    for (int trial = 0; trial < 100; trial++) {
      List<Interval> ivs = new ArrayList<>();
      long max = 0;
      for (int i = 0; i < 1 + r.nextInt(20); i++) {
        long size = 1 + r.nextInt(10_000);
        max = Math.max(max, PlannerStats.alignUp(size, 64));
        ivs.add(new Interval(i, 2L * i, 2L * i + 1, size));
      }
      for (PlannerMode mode : PlannerMode.values()) {
        assertThat(StaticMemoryPlanner.plan(MemoryTrace.fromIntervals(ivs), 64, mode)
            .totalSize()).isEqualTo(max);
      }
    }
  }
}
