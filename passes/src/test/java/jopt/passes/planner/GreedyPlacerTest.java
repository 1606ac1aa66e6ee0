package jopt.passes.planner;

import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class GreedyPlacerTest {
  /**
   * First fit by brute force: each buffer in order at the lowest offset where it overlaps no
   * earlier buffer live with it (the lowest is 0 or the top of such a buffer).
   */
  private static long[] firstFit(PackingProblem p, int[] order) {
    long[] off = new long[p.n];
    List<Integer> placed = new ArrayList<>();
    for (int b : order) {
      List<Long> candidates = new ArrayList<>(List.of(0L));
      for (int o : placed) {
        if (p.overlap(o, b)) {
          candidates.add(off[o] + p.size[o]);
        }
      }
      long best = Long.MAX_VALUE;
      for (long c : candidates) {
        boolean free = true;
        for (int o : placed) {
          if (p.overlap(o, b) && off[o] < c + p.size[b] && c < off[o] + p.size[o]) {
            free = false;
            break;
          }
        }
        if (free) {
          best = Math.min(best, c);
        }
      }
      off[b] = best;
      placed.add(b);
    }
    return off;
  }

  /**
   * Random problems with up to a few thousand sections (many buckets and levels), lifetimes
   * from one section to all of them, in random orders: the placer's offsets are first fit's.
   */
  @Test
  void placesEveryBufferAtItsFirstFit() {
    Random random = new Random(27);
    for (int trial = 0; trial < 300; trial++) {
      int n = 1 + random.nextInt(trial < 200 ? 60 : 400);
      int horizon = 2 + random.nextInt(trial % 3 == 0 ? 20 : 5_000);
      long[] begin = new long[n];
      long[] end = new long[n];
      long[] size = new long[n];
      for (int b = 0; b < n; b++) {
        begin[b] = random.nextInt(horizon - 1);
        long maxLen = random.nextInt(4) == 0 ? horizon - begin[b] : Math.min(horizon - begin[b],
            1 + random.nextInt(Math.max(1, horizon / 50)));
        end[b] = begin[b] + 1 + (long) (random.nextDouble() * (maxLen - 1));
        size[b] = 1 + random.nextInt(random.nextBoolean() ? 8 : 1_000);
      }
      PackingProblem p = new PackingProblem(begin, end, size);
      int[] order = new int[n];
      for (int i = 0; i < n; i++) {
        order[i] = i;
      }
      for (int i = n - 1; i > 0; i--) {
        int j = random.nextInt(i + 1);
        int t = order[i];
        order[i] = order[j];
        order[j] = t;
      }
      long[] expected = firstFit(p, order);
      long[] actual = new GreedyPlacer(p).place(order, Long.MAX_VALUE, Long.MAX_VALUE);
      for (int b = 0; b < n; b++) {
        assertWithMessage("trial %s buffer %s", trial, b).that(actual[b]).isEqualTo(expected[b]);
      }
    }
  }

  /**
   * The same random problems in orders by first section (ties at random): the allocation-order
   * fit's offsets are first fit's too.
   */
  @Test
  void allocationOrderFitIsFirstFit() {
    Random random = new Random(23);
    for (int trial = 0; trial < 300; trial++) {
      int n = 1 + random.nextInt(trial < 200 ? 60 : 400);
      int horizon = 2 + random.nextInt(trial % 3 == 0 ? 20 : 5_000);
      long[] begin = new long[n];
      long[] end = new long[n];
      long[] size = new long[n];
      for (int b = 0; b < n; b++) {
        begin[b] = random.nextInt(horizon - 1);
        long maxLen = random.nextInt(4) == 0 ? horizon - begin[b] : Math.min(horizon - begin[b],
            1 + random.nextInt(Math.max(1, horizon / 50)));
        end[b] = begin[b] + 1 + (long) (random.nextDouble() * (maxLen - 1));
        size[b] = 1 + random.nextInt(random.nextBoolean() ? 8 : 1_000);
      }
      PackingProblem p = new PackingProblem(begin, end, size);
      long[] tie = new long[n];
      Integer[] byFirst = new Integer[n];
      for (int b = 0; b < n; b++) {
        tie[b] = random.nextLong();
        byFirst[b] = b;
      }
      java.util.Arrays.sort(byFirst, (x, y) -> p.first[x] != p.first[y]
          ? Integer.compare(p.first[x], p.first[y]) : Long.compare(tie[x], tie[y]));
      int[] order = new int[n];
      for (int i = 0; i < n; i++) {
        order[i] = byFirst[i];
      }
      assertWithMessage("trial %s", trial)
          .that(AllocationOrderFit.byFirstSection(p, order)).isTrue();
      long[] expected = firstFit(p, order);
      long[] actual = new AllocationOrderFit(p).place(order);
      for (int b = 0; b < n; b++) {
        assertWithMessage("trial %s buffer %s", trial, b).that(actual[b]).isEqualTo(expected[b]);
      }
    }
  }
}
