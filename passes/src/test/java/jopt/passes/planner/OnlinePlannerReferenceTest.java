package jopt.passes.planner;

import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The heuristic modes' plans are exactly those of the literal reading of their rules
 * ({@link ReferenceOnlinePlanner}) on random traces: many frees and regrowth, equal sizes (ties
 * by address), zero sizes, alignment.
 */
class OnlinePlannerReferenceTest {
  private static MemoryTrace randomTrace(Random r) {
    List<MemoryTrace.Event> events = new ArrayList<>();
    List<Long> live = new ArrayList<>();
    int n = 1 + r.nextInt(r.nextBoolean() ? 30 : 300);
    int sizes = r.nextInt(3);
    long next = 0;
    while (next < n || !live.isEmpty()) {
      if (next < n && (live.isEmpty() || r.nextInt(100) < 55)) {
        long size = switch (sizes) {
          case 0 -> 1 + r.nextInt(4) * 16; // few sizes: ties everywhere
          case 1 -> r.nextInt(10) == 0 ? 0 : 1 + r.nextInt(1000);
          default -> 1L << r.nextInt(20);
        };
        events.add(new MemoryTrace.Alloc(next, size));
        live.add(next++);
      } else {
        events.add(new MemoryTrace.Free(live.remove(r.nextInt(live.size()))));
      }
    }
    return new MemoryTrace(events);
  }

  @Test
  void plansAreThoseOfTheLiteralRules() {
    Random r = new Random(44);
    long[] alignments = {1, 16, 64};
    for (int trial = 0; trial < 1_500; trial++) {
      MemoryTrace trace = randomTrace(r);
      long align = alignments[trial % alignments.length];
      for (PlannerMode mode : List.of(PlannerMode.COST_MODEL, PlannerMode.SIZE_FIRST)) {
        assertWithMessage("trial %s %s align %s", trial, mode, align)
            .that(StaticMemoryPlanner.plan(trace, align, mode))
            .isEqualTo(ReferenceOnlinePlanner.plan(trace, align, mode));
      }
    }
  }

  @Test
  void plansOfIntervalTracesAreThoseOfTheLiteralRules() {
    Random r = new Random(45);
    for (int trial = 0; trial < 500; trial++) {
      List<MemoryTrace.Interval> ivs = new ArrayList<>();
      int n = 1 + r.nextInt(200);
      for (int i = 0; i < n; i++) {
        long begin = r.nextInt(100);
        ivs.add(new MemoryTrace.Interval(i, begin, begin + r.nextInt(20), r.nextInt(4096)));
      }
      MemoryTrace trace = MemoryTrace.fromIntervals(ivs);
      for (PlannerMode mode : List.of(PlannerMode.COST_MODEL, PlannerMode.SIZE_FIRST)) {
        assertWithMessage("trial %s %s", trial, mode)
            .that(StaticMemoryPlanner.plan(trace, 8, mode))
            .isEqualTo(ReferenceOnlinePlanner.plan(trace, 8, mode));
      }
    }
  }
}
