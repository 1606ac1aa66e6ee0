package jopt.passes.planner;

import java.util.Arrays;

/**
 * Look-ahead for {@link CanonicalSearch}: a group whose stretches of time are tied together by
 * few bytes is cut there into windows, and each window is solved on its own, as a relaxation:
 * the unplaced buffers live in it, their lifetimes clipped to it, each at or above its lowest
 * offset. A window without a plan proves the group has none, where the search itself would try
 * every combination of the other windows' choices before it fails (MiniMalloc instance I).
 * Every plan below the node, cut to the window, is a plan of it, so no plan is lost. Results are
 * kept per window state (a window of floors stays the same while the search works elsewhere).
 */
final class WindowProbe {
  /** Groups smaller than this are not cut. */
  private static final int MIN_GROUP = 12;
  private static final int MIN_WINDOW = 6;
  /** A boundary is a cut where the unplaced bytes across it are at most this share of the most. */
  private static final double CUT_SHARE = 0.6;
  private static final long PROBE_NODES = 2_000;
  /** Windows around a failed section reach this many sections to each side at most. */
  private static final int FOCUS_RADIUS = 8;

  private final PackingProblem p;
  private final int[] rank;
  private final long[] across;
  private long cap;
  private FailureCache infeasible = new FailureCache();
  /** Windows found feasible or not decided within their nodes. */
  private FailureCache settled = new FailureCache();
  private int[] members = new int[16];

  WindowProbe(PackingProblem p, int[] rank) {
    this.p = p;
    this.rank = rank;
    across = new long[p.sections + 1];
  }

  /** Starts a search within {@code cap}. */
  void reset(long cap) {
    this.cap = cap;
    infeasible = new FailureCache();
    settled = new FailureCache();
  }

  /**
   * False if a window of the group {@code comp} (live over sections lo..hi) has no plan with
   * each buffer u at or above {@code low[u]}; the nodes spent are charged to {@code budget}.
   * The windows: around section {@code focus} (-1: none), where the search failed last, the
   * lifetimes of the buffers live in it and then 1, 2, 4 and 8 sections to each side; and if
   * {@code cuts}, the windows between the boundaries that few bytes cross.
   */
  boolean feasible(int[] comp, int length, long[] low, int lo, int hi, int focus, boolean cuts,
      SearchBudget budget) {
    if (length < MIN_GROUP || hi - lo < 2) {
      return true;
    }
    if (focus >= lo && focus <= hi && !focusFeasible(comp, length, low, lo, hi, focus, budget)) {
      return false;
    }
    if (!cuts) {
      return true;
    }
    // Bytes across the boundary after each section, by differences.
    Arrays.fill(across, lo, hi + 1, 0);
    for (int i = 0; i < length; i++) {
      int u = comp[i];
      across[p.first[u]] += p.size[u];
      across[p.last[u]] -= p.size[u];
    }
    long most = 0;
    for (int s = lo; s < hi; s++) {
      if (s > lo) {
        across[s] += across[s - 1];
      }
      most = Math.max(most, across[s]);
    }
    long cut = (long) (most * CUT_SHARE);
    int start = lo;
    for (int s = lo; s <= hi; s++) {
      if (s == hi || across[s] <= cut) {
        if (s > start && (start > lo || s < hi)
            && !windowFeasible(comp, length, low, start, s, budget)) {
          return false;
        }
        start = s + 1;
      }
    }
    return true;
  }

  /**
   * The windows around a failed section: a relaxation fails where the conflict is, in a few
   * nodes (I: sections 33-50 of 48 unplaced buffers in 12 nodes), while the group's search
   * tries every choice elsewhere first.
   */
  private boolean focusFeasible(int[] comp, int length, long[] low, int lo, int hi, int focus,
      SearchBudget budget) {
    int a = hi;
    int b = lo;
    for (int i = 0; i < length; i++) {
      int u = comp[i];
      if (p.first[u] <= focus && p.last[u] >= focus) {
        a = Math.min(a, p.first[u]);
        b = Math.max(b, p.last[u]);
      }
    }
    if (a <= b && !windowFeasible(comp, length, low, Math.max(lo, a), Math.min(hi, b), budget)) {
      return false;
    }
    for (int r = 1; r <= FOCUS_RADIUS; r *= 2) {
      a = Math.max(lo, focus - r);
      b = Math.min(hi, focus + r);
      if (!windowFeasible(comp, length, low, a, b, budget)) {
        return false;
      }
      if (a == lo && b == hi) {
        break;
      }
    }
    return true;
  }

  private boolean windowFeasible(int[] comp, int length, long[] low, int a, int b,
      SearchBudget budget) {
    int n = 0;
    long keyA = 0x9E3779B97F4A7C15L * (a + 1) + b;
    long keyB = 0xC2B2AE3D27D4EB4FL * (b + 1) + a;
    for (int i = 0; i < length; i++) {
      int u = comp[i];
      if (p.first[u] <= b && p.last[u] >= a) {
        if (n == members.length) {
          members = Arrays.copyOf(members, 2 * n);
        }
        members[n++] = u;
        keyA += FailureCache.termA(u, low[u]);
        keyB += FailureCache.termB(u, low[u]);
      }
    }
    if (n < MIN_WINDOW || settled.contains(keyA, keyB)) {
      return true;
    }
    if (infeasible.contains(keyA, keyB)) {
      return false;
    }
    long[] begin = new long[n];
    long[] end = new long[n];
    long[] size = new long[n];
    long[] release = new long[n];
    long[] byRank = new long[n];
    for (int i = 0; i < n; i++) {
      int u = members[i];
      begin[i] = Math.max(p.first[u], a);
      end[i] = Math.min(p.last[u], b) + 1;
      size[i] = p.size[u];
      release[i] = low[u];
      byRank[i] = ((long) rank[u] << 32) | i;
    }
    Arrays.sort(byRank);
    int[] subRank = new int[n];
    for (int r = 0; r < n; r++) {
      subRank[(int) byRank[r]] = r;
    }
    CanonicalSearch sub = new CanonicalSearch(new PackingProblem(begin, end, size), subRank, -1);
    SearchBudget subBudget = budget.child(PROBE_NODES);
    CanonicalSearch.Result result = sub.run(cap, subBudget, release);
    budget.charge(subBudget.nodes());
    if (result == CanonicalSearch.Result.INFEASIBLE) {
      infeasible.add(keyA, keyB);
      return false;
    }
    settled.add(keyA, keyB);
    return true;
  }
}
