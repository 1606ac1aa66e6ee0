package jopt.passes.gcmergealloc;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import jopt.passes.gcmergealloc.StaticMemoryPlanning.Schedule;
import jopt.passes.gcmergealloc.StaticMemoryPlanning.Trace;
import org.junit.jupiter.api.Test;

/** graph-compiler's planner: its choices on small traces, and soundness on random ones. */
class StaticMemoryPlanningTest {
  private static List<Trace> trace(long... idSize) {
    List<Trace> t = new ArrayList<>();
    for (int i = 0; i < idSize.length; i += 2) {
      t.add(new Trace(idSize[i], idSize[i + 1]));
    }
    return t;
  }

  private static Schedule plan(List<Trace> t, long alignment, boolean hotFirst) {
    return StaticMemoryPlanning.scheduleMemoryAllocations(t, alignment, hotFirst);
  }

  @Test
  void appendsWhenNothingIsFreeAndRoundsToTheAlignment() {
    Schedule s = plan(trace(1, 10, 2, 70, 1, 0, 2, 0), 64, true);
    assertThat(s.totalSize()).isEqualTo(64 + 128);
    assertThat(s.offsets()).containsExactly(1L, 0L, 2L, 64L);
  }

  @Test
  void aTooSmallFreeChunkGrowsAndMovesTheChunksAfterIt() {
    // 1 [0,100) 2 [100,200); free 1; 3 needs 150: chunk 1 grows to 150 and 2 moves to 150.
    for (boolean hot : new boolean[] {true, false}) {
      Schedule s = plan(trace(1, 100, 2, 100, 1, 0, 3, 150, 2, 0, 3, 0), 1, hot);
      assertThat(s.totalSize()).isEqualTo(250);
      assertThat(s.offsets()).containsExactly(1L, 0L, 2L, 150L, 3L, 0L);
    }
  }

  @Test
  void sizeFirstTakesTheBestFitAndTheCostModelTheHotChunk() {
    // Free chunks: 100 bytes at 0 (freed first), 60 bytes at 160 (freed last); 4 asks for 50.
    List<Trace> t = trace(1, 100, 2, 60, 3, 60, 9, 10, 1, 0, 3, 0, 4, 50, 2, 0, 4, 0, 9, 0);
    Schedule best = plan(t, 1, false);
    assertThat(best.offsets().get(4L)).isEqualTo(160);
    Schedule hot = plan(t, 1, true);
    assertThat(hot.offsets().get(4L)).isEqualTo(160);
    // 100 bytes at 0 freed by the last event, 90 at 110 by the one before: the cost model
    // scores them (1 - 50/100) + (1 - 1/10) = 1.4 and (1 - 40/90) + (1 - 2/10) = 1.356 and
    // takes the hot one; size-first takes the better fit.
    List<Trace> u = trace(1, 100, 2, 10, 3, 90, 9, 10, 3, 0, 1, 0, 4, 50, 2, 0, 4, 0, 9, 0);
    assertThat(plan(u, 1, false).offsets().get(4L)).isEqualTo(110);
    assertThat(plan(u, 1, true).offsets().get(4L)).isEqualTo(0);
  }

  @Test
  void freeChunksMergeWithFreeNeighbours() {
    // 1, 2, 3 side by side; free 1 and 2: one free chunk of 200 takes 4 without growing.
    for (boolean hot : new boolean[] {true, false}) {
      Schedule s = plan(trace(1, 100, 2, 100, 3, 100, 1, 0, 2, 0, 4, 200, 4, 0, 3, 0), 1, hot);
      assertThat(s.totalSize()).isEqualTo(300);
      assertThat(s.offsets().get(4L)).isEqualTo(0);
    }
  }

  /** Buffers live at the same time never overlap, and every buffer lies inside the total. */
  @Test
  void randomTracesAreSound() {
    Random r = new Random(7);
    for (int trial = 0; trial < 3000; trial++) {
      List<Trace> t = new ArrayList<>();
      List<Long> live = new ArrayList<>();
      Map<Long, Long> sizes = new HashMap<>();
      long next = 0;
      int steps = 1 + r.nextInt(60);
      for (int i = 0; i < steps; i++) {
        if (live.isEmpty() || r.nextInt(3) != 0) {
          long size = 1 + r.nextInt(r.nextBoolean() ? 300 : 5000);
          sizes.put(next, size);
          t.add(new Trace(next, size));
          live.add(next++);
        } else {
          t.add(new Trace(live.remove(r.nextInt(live.size())), 0));
        }
      }
      long align = new long[] {1, 16, 64}[trial % 3];
      for (boolean hot : new boolean[] {true, false}) {
        Schedule s = plan(t, align, hot);
        String where = "trial " + trial + " hot=" + hot + " " + t;
        Set<Long> now = new HashSet<>();
        for (Trace e : t) {
          if (e.size() == 0) {
            now.remove(e.bufferId());
            continue;
          }
          long a = s.offsets().get(e.bufferId());
          long aEnd = a + e.size();
          assertWithMessage(where).that(a % align).isEqualTo(0);
          assertWithMessage(where).that(aEnd).isAtMost(s.totalSize());
          for (long other : now) {
            long b = s.offsets().get(other);
            boolean apart = aEnd <= b || b + sizes.get(other) <= a;
            assertWithMessage(where + ": " + e.bufferId() + " and " + other).that(apart).isTrue();
          }
          now.add(e.bufferId());
        }
      }
    }
  }
}
