package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MemoryScheduleTest {
  /** Two branches, each a large value (100 bytes) reduced to a small one (1), then joined. */
  private static MemorySchedule branches() {
    int[][] preds = {{}, {}, {0}, {1}, {2, 3}};
    long[] bytes = {100, 100, 1, 1, 1};
    int[] def = {0, 1, 2, 3, 4};
    int[][] users = {{2}, {3}, {4}, {4}, {}};
    boolean[] escapes = {false, false, false, false, true};
    return new MemorySchedule(preds, bytes, def, users, escapes);
  }

  @Test
  void branchesRunOneAtATimeExactly() {
    MemorySchedule.Result r = branches().schedule(16);
    assertThat(r.inputPeak()).isEqualTo(201);
    assertThat(r.peak()).isEqualTo(102);
    assertThat(r.order()).asList().containsExactly(0, 2, 1, 3, 4).inOrder();
    assertThat(r.method()).isEqualTo("exact");
  }

  @Test
  void branchesRunOneAtATimeGreedily() {
    MemorySchedule.Result r = branches().schedule(0);
    assertThat(r.peak()).isEqualTo(102);
    assertThat(r.order()).asList().containsExactly(0, 2, 1, 3, 4).inOrder();
  }

  @Test
  void aChainKeepsItsOrder() {
    MemorySchedule s = new MemorySchedule(new int[][] {{}, {0}, {1}}, new long[] {4, 4, 4},
        new int[] {0, 1, 2}, new int[][] {{1}, {2}, {}}, new boolean[] {false, false, true});
    for (int limit : new int[] {0, 16}) {
      MemorySchedule.Result r = s.schedule(limit);
      assertThat(r.reordered()).isFalse();
      assertThat(r.peak()).isEqualTo(8);
      assertThat(r.method()).isEqualTo("input");
    }
  }

  /**
   * The producer of a value read late should run late: op 0 makes 50 bytes read only by the
   * last op; ops 1 and 2 make and free 40 bytes. Given order 0,1,2,3 peaks at 90 (50 + 40);
   * running 0 after 1 and 2 peaks at 51.
   */
  @Test
  void aLongLivedValueIsMadeLate() {
    int[][] preds = {{}, {}, {1}, {0, 2}};
    long[] bytes = {50, 40, 1, 1};
    int[][] users = {{3}, {2}, {3}, {}};
    MemorySchedule s = new MemorySchedule(preds, bytes, new int[] {0, 1, 2, 3}, users,
        new boolean[] {false, false, false, true});
    MemorySchedule.Result r = s.schedule(16);
    assertThat(r.inputPeak()).isEqualTo(91);
    assertThat(r.peak()).isEqualTo(52);
    assertThat(r.order()).asList().containsExactly(1, 2, 0, 3).inOrder();
  }

  /** Random DAGs: the exact order's peak is the least over all topological orders (brute force). */
  @Test
  void exactIsOptimalOnRandomDags() {
    Random rnd = new Random(63);
    for (int t = 0; t < 300; t++) {
      MemorySchedule s = randomDag(rnd, 2 + rnd.nextInt(6));
      int[][] preds = lastPreds;
      MemorySchedule.Result r = s.schedule(16);
      assertTopological(r.order(), preds);
      long best = Long.MAX_VALUE;
      for (int[] order : topologicalOrders(preds)) {
        best = Math.min(best, s.peak(order));
      }
      assertWithMessage("DAG %s", t).that(r.peak()).isEqualTo(best);
      assertThat(r.peak()).isAtMost(r.inputPeak());
    }
  }

  /** Random larger DAGs: the greedy orders respect the dependences and are never worse than the input. */
  @Test
  void greedyIsNeverWorseThanTheInput() {
    Random rnd = new Random(64);
    for (int t = 0; t < 200; t++) {
      MemorySchedule s = randomDag(rnd, 5 + rnd.nextInt(40));
      MemorySchedule.Result r = s.schedule(0);
      assertTopological(r.order(), lastPreds);
      assertThat(r.peak()).isAtMost(r.inputPeak());
      assertThat(r.peak()).isEqualTo(s.peak(r.order()));
    }
  }

  private int[][] lastPreds;

  /** A DAG in topological order 0..n-1: one value per op, read by some later ops. */
  private MemorySchedule randomDag(Random rnd, int n) {
    List<List<Integer>> preds = new ArrayList<>();
    List<List<Integer>> users = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      preds.add(new ArrayList<>());
      users.add(new ArrayList<>());
    }
    long[] bytes = new long[n];
    int[] def = new int[n];
    boolean[] escapes = new boolean[n];
    for (int i = 0; i < n; i++) {
      bytes[i] = 1 + rnd.nextInt(100);
      def[i] = i;
      escapes[i] = rnd.nextInt(8) == 0;
      for (int j = i + 1; j < n; j++) {
        if (rnd.nextInt(4) == 0) {
          users.get(i).add(j);
          preds.get(j).add(i);
        }
      }
    }
    lastPreds = preds.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    return new MemorySchedule(lastPreds, bytes, def,
        users.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new), escapes);
  }

  private static void assertTopological(int[] order, int[][] preds) {
    int[] position = new int[order.length];
    for (int k = 0; k < order.length; k++) {
      position[order[k]] = k;
    }
    for (int i = 0; i < preds.length; i++) {
      for (int p : preds[i]) {
        assertThat(position[p]).isLessThan(position[i]);
      }
    }
  }

  private static List<int[]> topologicalOrders(int[][] preds) {
    List<int[]> out = new ArrayList<>();
    extend(preds, new int[preds.length], 0, new boolean[preds.length], out);
    return out;
  }

  private static void extend(int[][] preds, int[] order, int k, boolean[] done, List<int[]> out) {
    if (k == order.length) {
      out.add(order.clone());
      return;
    }
    for (int i = 0; i < preds.length; i++) {
      if (done[i]) {
        continue;
      }
      boolean ready = true;
      for (int p : preds[i]) {
        ready &= done[p];
      }
      if (ready) {
        done[i] = true;
        order[k] = i;
        extend(preds, order, k + 1, done, out);
        done[i] = false;
      }
    }
  }

  /**
   * A zero fill (op 4, 10 bytes) read only by the last op is made right before it: the two
   * branches (100 bytes each, as above) are reordered to run one at a time, and the last op's
   * 120 bytes are the peak whatever the fill's place, so only the fill's lifetime decides. The
   * greedy schedules run it first (it allocates least of the ready ops).
   */
  @Test
  void aFillIsMadeRightBeforeItsUser() {
    int[][] preds = {{}, {}, {0}, {1}, {}, {2, 3, 4}};
    long[] bytes = {100, 100, 1, 1, 10, 120};
    int[][] users = {{2}, {3}, {5}, {5}, {5}, {}};
    boolean[] escapes = {false, false, false, false, false, true};
    MemorySchedule s = new MemorySchedule(preds, bytes, new int[] {0, 1, 2, 3, 4, 5}, users, escapes);
    for (int limit : new int[] {0, 16}) {
      MemorySchedule.Result r = s.schedule(limit);
      assertWithMessage("limit %s", limit).that(r.peak()).isEqualTo(132);
      assertWithMessage("limit %s", limit).that(r.order()).asList().containsExactly(0, 2, 1, 3, 4, 5).inOrder();
    }
  }
}
