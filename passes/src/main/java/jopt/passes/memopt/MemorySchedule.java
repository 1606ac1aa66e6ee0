package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A memory-aware list scheduler on a DAG of ops (no IR: {@link ScheduleBlocks} builds it from a
 * block). Each op defines values of known bytes; a value is live from its op until its last user
 * has run (for ever when it escapes the block). The peak of an order is the most bytes live at
 * once, an op's inputs and outputs counted together while it runs. {@link #schedule} returns the
 * order of least peak it finds: exact (dynamic programming over the sets of ops already run, the
 * live bytes being a function of that set) when the DAG has at most {@code exactLimit} ops, else the
 * better of two greedy list schedules (XLA's and TVM's heuristic: run the ready op that frees the
 * most bytes net of what it allocates; and the one that raises the peak least), improved by
 * moving single ops as late or as early as their dependences allow; never one worse
 * than the given order 0..n-1, which is kept unless another is strictly lower.
 */
public final class MemorySchedule {
  /** The most states the exact search visits before it gives up for the greedy schedules. */
  static final int MAX_STATES = 1 << 18;
  /** The most rounds of single-op moves tried after the greedy schedules. */
  static final int MOVE_ROUNDS = 4;

  private final int n;
  private final int[][] preds;
  private final long[] bytes;
  private final int[] def;
  private final int[][] users;
  private final boolean[] escapes;
  private final int[][] defined;
  private final int[][] used;

  /**
   * @param preds per op, the ops that must run before it (indices below {@code preds.length})
   * @param valueBytes per value, its bytes
   * @param valueDef per value, the op defining it
   * @param valueUsers per value, the ops reading it (any order, repeats allowed)
   * @param valueEscapes per value, whether it stays live to the end of the block
   */
  public MemorySchedule(int[][] preds, long[] valueBytes, int[] valueDef, int[][] valueUsers,
      boolean[] valueEscapes) {
    this.n = preds.length;
    this.preds = preds;
    this.bytes = valueBytes;
    this.def = valueDef;
    this.users = new int[valueUsers.length][];
    for (int v = 0; v < valueUsers.length; v++) {
      users[v] = Arrays.stream(valueUsers[v]).distinct().toArray();
    }
    this.escapes = valueEscapes;
    List<List<Integer>> defs = new ArrayList<>();
    List<List<Integer>> uses = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      defs.add(new ArrayList<>());
      uses.add(new ArrayList<>());
    }
    for (int v = 0; v < bytes.length; v++) {
      defs.get(def[v]).add(v);
      for (int u : users[v]) {
        uses.get(u).add(v);
      }
    }
    this.defined = defs.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    this.used = uses.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
  }

  /** An order of the ops, its peak, the given order's peak and how it was found. */
  public record Result(int[] order, long peak, long inputPeak, String method) {
    /** Whether the order differs from the given one. */
    public boolean reordered() {
      for (int i = 0; i < order.length; i++) {
        if (order[i] != i) {
          return true;
        }
      }
      return false;
    }
  }

  /** The order of least peak found (see the class comment). */
  public Result schedule(int exactLimit) {
    int[] input = new int[n];
    for (int i = 0; i < n; i++) {
      input[i] = i;
    }
    long inputPeak = peak(input);
    int[] best = input;
    long bestPeak = inputPeak;
    String method = "input";
    if (n <= exactLimit && n < 63) {
      int[] exact = exact();
      if (exact != null) {
        long p = peak(exact);
        if (p < bestPeak) {
          best = exact;
          bestPeak = p;
          method = "exact";
        }
        return finish(best, input, bestPeak, inputPeak, method);
      }
    }
    for (boolean byPeak : new boolean[] {false, true}) {
      int[] greedy = greedy(byPeak);
      long p = peak(greedy);
      if (p < bestPeak) {
        best = greedy;
        bestPeak = p;
        method = byPeak ? "greedy-peak" : "greedy-net";
      }
    }
    int[] moved = sink(best.clone());
    long p = peak(moved);
    if (p < bestPeak) {
      best = moved;
      bestPeak = p;
      method = method.equals("input") ? "moves" : method + "+moves";
    }
    return finish(best, input, bestPeak, inputPeak, method);
  }

  /** The result: a reordered {@code best} with its allocations made late ({@link #late}). */
  private Result finish(int[] best, int[] input, long bestPeak, long inputPeak, String method) {
    if (best == input) {
      return new Result(best, bestPeak, inputPeak, method);
    }
    int[] order = late(best);
    return new Result(order, peak(order), inputPeak, method);
  }

  /**
   * {@code order} with each op that allocates moved as late as its users allow (right before
   * the first of them) where that keeps the peak and lowers the bytes live summed over the ops:
   * the schedules above pick by the peak only, and
   * a greedy one runs an op early whenever it allocates least of the ready ops (a zero fill
   * before a stack of convolutions it is not needed for), which leaves its buffer live across
   * them where the estimate does not see the peak (tiling and in-place writes come later).
   */
  int[] late(int[] order) {
    List<List<Integer>> succs = successors();
    long[] current = profile(order);
    int[] byPosition = order.clone();
    int[] position = positions(order);
    for (int k = n - 1; k >= 0; k--) {
      int op = byPosition[k];
      if (allocated(op) == 0 || succs.get(op).isEmpty()) {
        continue;
      }
      int latest = n - 1;
      for (int s : succs.get(op)) {
        latest = Math.min(latest, position[s] - 1);
      }
      if (latest <= position[op]) {
        continue;
      }
      // Kept where the peak stays and the bytes live over the ops go down (moving an op that
      // frees a buffer would lengthen that buffer's life instead).
      int[] candidate = move(order, position[op], latest);
      long[] p = profile(candidate);
      if (p[0] <= current[0] && p[1] < current[1]) {
        order = candidate;
        current = p;
        position = positions(order);
      }
    }
    return order;
  }

  /** The peak bytes of running the ops in {@code order}. */
  public long peak(int[] order) {
    return profile(order)[0];
  }

  /** The peak bytes of running the ops in {@code order}, and the bytes live summed over its ops. */
  private long[] profile(int[] order) {
    int[] remaining = new int[bytes.length];
    for (int v = 0; v < bytes.length; v++) {
      remaining[v] = users[v].length;
    }
    long live = 0;
    long peak = 0;
    long sum = 0;
    for (int op : order) {
      live += allocated(op);
      peak = Math.max(peak, live);
      sum += live;
      live -= freedAfter(op, remaining, true);
    }
    return new long[] {peak, sum};
  }

  private long allocated(int op) {
    long sum = 0;
    for (int v : defined[op]) {
      sum += bytes[v];
    }
    return sum;
  }

  /** Bytes freed once {@code op} has run, given the users still to run; updates them if asked. */
  private long freedAfter(int op, int[] remaining, boolean update) {
    long freed = 0;
    for (int v : used[op]) {
      if (remaining[v] == 1 && !escapes[v]) {
        freed += bytes[v];
      }
      if (update) {
        remaining[v]--;
      }
    }
    for (int v : defined[op]) {
      if (users[v].length == 0 && !escapes[v]) {
        freed += bytes[v];
      }
    }
    return freed;
  }

  /**
   * A greedy list schedule: of the ready ops, the one that frees the most bytes net of what it
   * allocates ({@code byPeak}: the one whose run reaches the least live bytes), the earlier
   * given one on a tie.
   */
  int[] greedy(boolean byPeak) {
    int[] waiting = new int[n];
    List<List<Integer>> succs = successors();
    for (int i = 0; i < n; i++) {
      waiting[i] = (int) Arrays.stream(preds[i]).distinct().count();
    }
    int[] remaining = new int[bytes.length];
    for (int v = 0; v < bytes.length; v++) {
      remaining[v] = users[v].length;
    }
    boolean[] done = new boolean[n];
    int[] order = new int[n];
    long live = 0;
    for (int k = 0; k < n; k++) {
      int pick = -1;
      long pickKey = 0;
      for (int i = 0; i < n; i++) {
        if (done[i] || waiting[i] != 0) {
          continue;
        }
        long key = byPeak ? live + allocated(i) : allocated(i) - freedAfter(i, remaining, false);
        if (pick < 0 || key < pickKey) {
          pick = i;
          pickKey = key;
        }
      }
      done[pick] = true;
      order[k] = pick;
      live += allocated(pick) - freedAfter(pick, remaining, true);
      for (int s : succs.get(pick)) {
        waiting[s]--;
      }
    }
    return order;
  }

  /**
   * Local improvement of {@code order}: each op in turn is moved as late as its users allow
   * (right before the first of them) or as early as its operands allow (right after the last
   * of them) when that lowers the peak; repeated while something moves (at most
   * {@link #MOVE_ROUNDS} rounds).
   */
  int[] sink(int[] order) {
    List<List<Integer>> succs = successors();
    long current = peak(order);
    for (int round = 0; round < MOVE_ROUNDS; round++) {
      boolean moved = false;
      for (int op = 0; op < n; op++) {
        int[] position = positions(order);
        int from = position[op];
        int latest = n - 1;
        for (int s : succs.get(op)) {
          latest = Math.min(latest, position[s] - 1);
        }
        int earliest = 0;
        for (int p : preds[op]) {
          earliest = Math.max(earliest, position[p] + 1);
        }
        for (int to : new int[] {latest, earliest}) {
          if (to == from) {
            continue;
          }
          int[] candidate = move(order, from, to);
          long p = peak(candidate);
          if (p < current) {
            order = candidate;
            current = p;
            moved = true;
            break;
          }
        }
      }
      if (!moved) {
        break;
      }
    }
    return order;
  }

  private int[] positions(int[] order) {
    int[] position = new int[n];
    for (int k = 0; k < n; k++) {
      position[order[k]] = k;
    }
    return position;
  }

  /** {@code order} with the op at {@code from} moved to index {@code to}. */
  private static int[] move(int[] order, int from, int to) {
    int[] out = order.clone();
    int op = order[from];
    if (from < to) {
      System.arraycopy(order, from + 1, out, from, to - from);
    } else {
      System.arraycopy(order, to, out, to + 1, from - to);
    }
    out[to] = op;
    return out;
  }

  private List<List<Integer>> successors() {
    List<List<Integer>> succs = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      succs.add(new ArrayList<>());
    }
    for (int i = 0; i < n; i++) {
      for (int p : Arrays.stream(preds[i]).distinct().toArray()) {
        succs.get(p).add(i);
      }
    }
    return succs;
  }

  /**
   * The exact least-peak order: the live bytes after a set of ops has run depend on the set only,
   * so the least peak from a set to the end is the least, over the next op, of the bytes live
   * while it runs and the least peak from the set with it (memoized over the sets reached). Of
   * the optimal orders, the one earliest in the given order at each step. Null when the sets
   * reached are too many.
   */
  private int[] exact() {
    long[] predMask = new long[n];
    for (int i = 0; i < n; i++) {
      for (int p : preds[i]) {
        predMask[i] |= 1L << p;
      }
    }
    Map<Long, Long> memo = new HashMap<>();
    if (costToGo(0L, predMask, memo) < 0) {
      return null;
    }
    int[] order = new int[n];
    long set = 0;
    for (int k = 0; k < n; k++) {
      long live = liveAfter(set);
      long target = memo.get(set);
      for (int i = 0; i < n; i++) {
        if (ready(set, i, predMask)) {
          long to = set | (1L << i);
          if (Math.max(live + allocated(i), costToGo(to, predMask, memo)) == target) {
            order[k] = i;
            set = to;
            break;
          }
        }
      }
    }
    return order;
  }

  private static boolean ready(long set, int i, long[] predMask) {
    return (set & (1L << i)) == 0 && (predMask[i] & ~set) == 0;
  }

  /** The least peak from {@code set} to the end; -1 once the states exceed {@link #MAX_STATES}. */
  private long costToGo(long set, long[] predMask, Map<Long, Long> memo) {
    Long known = memo.get(set);
    if (known != null) {
      return known;
    }
    if (memo.size() >= MAX_STATES) {
      return -1;
    }
    long live = liveAfter(set);
    long best = Long.MAX_VALUE;
    boolean any = false;
    for (int i = 0; i < n; i++) {
      if (ready(set, i, predMask)) {
        any = true;
        long rest = costToGo(set | (1L << i), predMask, memo);
        if (rest < 0) {
          return -1;
        }
        best = Math.min(best, Math.max(live + allocated(i), rest));
      }
    }
    long cost = any ? best : 0;
    memo.put(set, cost);
    return cost;
  }

  /** Bytes live once the ops of {@code set} have run (values with a user still to run, or escaping). */
  private long liveAfter(long set) {
    long live = 0;
    for (int v = 0; v < bytes.length; v++) {
      if ((set & (1L << def[v])) == 0) {
        continue;
      }
      boolean needed = escapes[v];
      for (int u : users[v]) {
        needed |= (set & (1L << u)) == 0;
      }
      if (needed) {
        live += bytes[v];
      }
    }
    return live;
  }
}
