package jopt.passes.planner;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The decision search of MiniMalloc (Moffitt, ASPLOS 2023): is there a plan within a capacity?
 *
 * <p>The search looks for the smallest plan in this order: plans compared by their (offset,
 * rank) pairs sorted, lexicographically (rank: a static permutation). That plan has every buffer
 * at 0 or on a buffer live with it (else it could drop), so taken in order it places each buffer
 * exactly at its floor, the highest top among the placed buffers live with it; the search builds
 * plans so. A rule may drop a branch whenever each plan below it can be turned into a smaller
 * one, as the smallest plan then lies elsewhere:
 * <ul>
 *   <li>monotone offsets, and at equal offsets increasing rank; a buffer whose floor is below
 *       the offset placed last ({@code last}) would float there, so it is stuck until it can
 *       rest on an unplaced buffer live with it, and can go no lower than the lowest such top;
 *   <li>a buffer never sits on a placed buffer of the same lifetime and a higher rank: the two
 *       swapped give a smaller plan;
 *   <li>section inference: in each section the unplaced buffers stack above the lowest offset
 *       any of them can still take, and that plus their sizes must fit; more precisely, for
 *       each offset t the buffers that cannot go below t must fit above it;
 *   <li>dominance: no candidate is tried at or above {@code floor(u) + size(u)} of another
 *       unplaced buffer u: u would fit in the gap beneath and could be moved down; twins
 *       (same size and lifetime) are tried once;
 *   <li>hatless pruning: if no unplaced buffer can get below c's top, c at its floor is part of
 *       the smallest plan unless a candidate before it is, so its failure fails the node;
 *   <li>dynamic decomposition: unplaced buffers that share no section fall into groups solved
 *       one after the other; a group that fails fails the node;
 *   <li>a table of the group states that failed (per capacity), since different orders of a
 *       stack can leave the same floors. A state (buffers, floors, the last offset and rank)
 *       decides every rule above, so an equal state fails again;
 *   <li>look-ahead ({@link WindowProbe}) after a costly failure: windows of the group around
 *       the section that failed last, and between stretches tied by few bytes, each solved
 *       alone as a relaxation that every plan below the node satisfies; one without a plan
 *       fails the node, not each sibling in turn.
 * </ul>
 */
final class CanonicalSearch {
  enum Result { FOUND, INFEASIBLE, OUT_OF_BUDGET }

  static final int RANK_BITS = 21;
  private static final long RANK_MASK = (1L << RANK_BITS) - 1;
  /** Capacities from here on do not fit the sort keys (offset, rank) in a long. */
  static final long MAX_CAPACITY = 1L << (63 - RANK_BITS);

  private final PackingProblem p;
  private final int[] rank;
  private final int[] byRank;
  /**
   * Trying one buffer of a {@link PackingProblem#twin} class (and release) tries them all.
   */
  private int[] twin;
  private long[] release;
  private final int[][] neighbours;
  private final WindowProbe probe;
  private final long probeAfter;
  private static final long PROBE_AFTER = 500;

  private final long[] offset;
  private final boolean[] placed;
  /**
   * The size of an unplaced buffer, {@link #PLACED_SIZE} of a placed one: tops of neighbours
   * without a test whether each is placed.
   */
  private final long[] freeSize;
  private static final long PLACED_SIZE = Long.MAX_VALUE / 4;
  private final long[] floor;
  /**
   * Whether a placed buffer of the same lifetime and a higher rank has its top at the floor:
   * sitting on it is never needed, as the two could swap (see {@link #stuck}).
   */
  private final boolean[] onHigher;
  /** Each buffer's two hash terms for its floor and onHigher (see {@link #search}). */
  private final long[] termA;
  private final long[] termB;
  private final long[] secLoad;
  /** The unplaced buffers live across the boundary after each section. */
  private final int[] crossing;
  private final int[][] liveIn;
  /** For each section, the buffer that last showed it fits (a hint: checked first). */
  private final int[] witness;
  /** The section where the search last failed (a section bound, or a buffer with no place). */
  private int lastFailed = -1;
  private int[] placedStack;
  private final long[][] keyPool;
  private final int[][] restPool;
  /** The classes tried by each frame, stacked. */
  private final int[] triedPool;
  private int triedTop;
  private int placedCount;
  private int[] trailAt = new int[1024];
  private long[] trailA = new long[1024];
  private long[] trailB = new long[1024];
  private long[] trailOld = new long[1024];
  private int trailSize;

  /** A fingerprint of the placements made by the last run, in order (tests compare searches). */
  private long placements;
  private long cap;
  private SearchBudget budget;
  private FailureCache failed = new FailureCache();

  /** {@code rank}: a permutation of the buffers; lower ranks are tried first at equal offsets. */
  CanonicalSearch(PackingProblem p, int[] rank) {
    this(p, rank, PROBE_AFTER);
  }

  /**
   * {@code probeAfter}: the nodes a failed candidate must have cost before its node cuts its
   * group into windows solved alone ({@link WindowProbe}); negative: never.
   */
  CanonicalSearch(PackingProblem p, int[] rank, long probeAfter) {
    if (p.n >= (1 << RANK_BITS)) {
      throw new IllegalArgumentException("too many buffers for the search: " + p.n);
    }
    this.p = p;
    this.rank = rank;
    this.probeAfter = probeAfter;
    probe = probeAfter >= 0 ? new WindowProbe(p, rank) : null;
    int n = p.n;
    byRank = new int[n];
    for (int b = 0; b < n; b++) {
      byRank[rank[b]] = b;
    }
    twin = p.twin;
    neighbours = p.neighbours();
    offset = new long[n];
    placed = new boolean[n];
    freeSize = new long[n];
    floor = new long[n];
    onHigher = new boolean[n];
    termA = new long[n];
    termB = new long[n];
    low = new long[n];
    secLoad = new long[p.sections];
    crossing = new int[p.sections];
    liveIn = p.liveIn();
    witness = new int[p.sections];
    for (int s = 0; s < p.sections; s++) {
      witness[s] = liveIn[s].length > 0 ? liveIn[s][0] : 0;
    }
    placedStack = new int[n];
    keyPool = new long[n + 1][];
    restPool = new int[n + 1][];
    triedPool = new int[64 * (n + 1)];
  }

  /** The offsets of the plan found by the last {@link #run} that returned FOUND. */
  long[] offsets() {
    return offset.clone();
  }

  long placements() {
    return placements;
  }

  /** Looks for a plan with every buffer within {@code [0, cap)}. */
  Result run(long cap, SearchBudget budget) {
    return run(cap, budget, null);
  }

  /**
   * Looks for a plan within {@code cap} with each buffer b at or above {@code release[b]} (null:
   * 0), as if a placed buffer ended there.
   */
  Result run(long cap, SearchBudget budget, long[] release) {
    if (cap >= MAX_CAPACITY) {
      throw new IllegalArgumentException("capacity too large for the search: " + cap);
    }
    this.cap = cap;
    this.budget = budget;
    failed = new FailureCache();
    if (probe != null) {
      probe.reset(cap);
    }
    Arrays.fill(placed, false);
    System.arraycopy(p.size, 0, freeSize, 0, p.n);
    this.release = release;
    if (release == null) {
      Arrays.fill(floor, 0);
      twin = p.twin;
    } else {
      System.arraycopy(release, 0, floor, 0, p.n);
      twin = new int[p.n];
      Map<List<Long>, Integer> classes = new HashMap<>();
      for (int b = 0; b < p.n; b++) {
        twin[b] = classes.computeIfAbsent(List.of((long) p.twin[b], release[b]),
            k -> classes.size());
      }
    }
    for (int b = 0; b < p.n; b++) {
      setFloor(b, floor[b], false);
    }
    System.arraycopy(p.load, 0, secLoad, 0, p.sections);
    Arrays.fill(crossing, 0);
    for (int b = 0; b < p.n; b++) {
      for (int s = p.first[b]; s < p.last[b]; s++) {
        crossing[s]++;
      }
    }
    placedCount = 0;
    trailSize = 0;
    placements = 0;
    int[] all = new int[p.n];
    for (int b = 0; b < p.n; b++) {
      all[b] = b;
    }
    boolean found = solveParts(all, all.length, 0, -1);
    if (found) {
      return Result.FOUND;
    }
    return budget.exhausted() ? Result.OUT_OF_BUDGET : Result.INFEASIBLE;
  }

  /** Solves the groups of {@code rest} one after the other; on failure nothing stays placed. */
  private boolean solveParts(int[] rest, int length, long last, int lastBuf) {
    if (length == 0) {
      return true;
    }
    int placedMark = placedCount;
    int trailMark = trailSize;
    for (int[] part : split(rest, length)) {
      if (!search(part, part.length, last, lastBuf)) {
        undo(placedMark, trailMark);
        return false;
      }
    }
    return true;
  }

  /**
   * Places the connected group {@code comp}, or fails with nothing placed. A group whose state
   * (which buffers, the lowest offset each can take, the offset and rank placed before) failed
   * before fails again: orders of a stack that leave the same floors are one state.
   */
  private boolean search(int[] comp, int length, long last, int lastBuf) {
    long sumA = 0;
    long sumB = 0;
    int lo = Integer.MAX_VALUE;
    int hi = -1;
    for (int i = 0; i < length; i++) {
      int u = comp[i];
      sumA += termA[u];
      sumB += termB[u];
      lo = Math.min(lo, p.first[u]);
      hi = Math.max(hi, p.last[u]);
    }
    return search(comp, length, -1, null, sumA, sumB, lo, hi, last, lastBuf);
  }

  /**
   * {@link #search} on the group {@code comp} less the buffer {@code without} (-1: none), live
   * over sections lo..hi, with the sums of its buffers' hash terms. Most nodes fail at the
   * section that failed last: only past it is the group copied without that buffer into
   * {@code rest}.
   */
  private boolean search(int[] comp, int length, int without, int[] rest, long sumA, long sumB,
      int lo, int hi, long last, int lastBuf) {
    if (!budget.tick()) {
      return false;
    }
    long keyA = 0x9E3779B97F4A7C15L * (last + 1) + (lastBuf < 0 ? 0 : rank[lastBuf] + 1) + sumA;
    long keyB = FailureCache.mix(last ^ 0x632BE59BD9B4E019L)
        + (lastBuf < 0 ? 0 : rank[lastBuf] + 1) + sumB;
    if (failed.contains(keyA, keyB)) {
      return false;
    }
    if (!lastFailedFails(lo, hi, last, lastBuf)) {
      if (without >= 0) {
        length = copyWithout(comp, length, without, rest);
        comp = rest;
      }
      if (searchOn(comp, length, sumA, sumB, lo, hi, last, lastBuf)) {
        return true;
      }
    }
    if (!budget.exhausted()) {
      failed.add(keyA, keyB);
    }
    return false;
  }

  /**
   * Whether the section that failed last, if in lo..hi, fails the group at once: no unplaced
   * buffer live in it can go as low as {@link #sectionFits} asks (a buffer with nothing to rest
   * on fails the group anyway).
   */
  private boolean lastFailedFails(int lo, int hi, long last, int lastBuf) {
    int s = lastFailed;
    if (s < lo || s > hi || secLoad[s] == 0) {
      return false;
    }
    long most = cap - secLoad[s];
    int lastRank = lastBuf < 0 ? -1 : rank[lastBuf];
    for (int u : liveIn[s]) {
      if (!placed[u] && lowest(u, last, lastRank) <= most) {
        return false;
      }
    }
    return true;
  }

  /**
   * The lowest offset unplaced u can take: its floor (at or above last when not stuck), or
   * for a stuck buffer the lowest top it can rest on, {@link Long#MAX_VALUE} if none.
   */
  private long lowest(int u, long last, int lastRank) {
    return stuck(u, last, lastRank) ? stuckLow(u, last) : floor[u];
  }

  /**
   * {@link #search} on a group live over sections lo..hi, with the sums of its buffers' hash
   * terms.
   */
  private boolean searchOn(int[] comp, int length, long sumA, long sumB, int lo, int hi,
      long last, int lastBuf) {
    // Arrays per depth: the frames on the stack have distinct numbers of placed buffers.
    int depth = placedCount;
    if (keyPool[depth] == null || keyPool[depth].length < length) {
      keyPool[depth] = new long[length];
      restPool[depth] = new int[length];
    }
    long[] keys = keyPool[depth];
    long cutoff = Long.MAX_VALUE;
    int lastRank = lastBuf < 0 ? -1 : rank[lastBuf];
    int candidates = 0;
    for (int i = 0; i < length; i++) {
      int u = comp[i];
      long f = floor[u];
      long e = lowest(u, last, lastRank);
      if (e == Long.MAX_VALUE || e + p.size[u] > cap) {
        lastFailed = (p.first[u] + p.last[u]) >>> 1;
        return false;
      }
      low[u] = e;
      cutoff = Math.min(cutoff, f + p.size[u]);
      // The candidates below the cutoff so far; the final cutoff drops more below.
      if (f >= last && f < cutoff && !onHigher[u]) {
        keys[candidates++] = (f << RANK_BITS) | rank[u];
      }
    }
    if (!sectionsFit(lo, hi)) {
      return false;
    }
    if (!energetic(comp, length, lo, hi, last)) {
      return false;
    }
    boolean probed = false;
    int probedFocus = -1;
    int kept = 0;
    for (int i = 0; i < candidates; i++) {
      if (keys[i] >>> RANK_BITS < cutoff) {
        keys[kept++] = keys[i];
      }
    }
    // In increasing order from a heap: a failure often ends the loop after a few.
    candidates = kept;
    heapify(keys, candidates);
    int[] tried = triedPool;
    int triedBase = triedTop;
    int triedCount = 0;
    int[] rest = restPool[depth];
    int restLength = length - 1;
    next:
    while (candidates > 0) {
      long key = keys[0];
      keys[0] = keys[--candidates];
      siftDown(keys, 0, candidates);
      int c = byRank[(int) (key & RANK_MASK)];
      long e = key >>> RANK_BITS;
      if (e >= cutoff) {
        break;
      }
      if (e == last && rank[c] < lastRank) {
        continue;
      }
      for (int t = 0; t < triedCount; t++) {
        if (tried[triedBase + t] == twin[c]) {
          continue next;
        }
      }
      int placedMark = placedCount;
      int trailMark = trailSize;
      boolean split = place(c, e);
      triedTop = triedBase + triedCount;
      long before = budget.nodes();
      boolean found;
      if (split) {
        copyWithout(comp, length, c, rest);
        found = solveParts(rest, restLength, e, c);
      } else {
        // The rest stays connected and keeps the sections that still have a load.
        int restLo = lo;
        while (secLoad[restLo] == 0) {
          restLo++;
        }
        int restHi = hi;
        while (secLoad[restHi] == 0) {
          restHi--;
        }
        found = search(comp, length, c, rest, sumA - termA[c] + placedTermsA,
            sumB - termB[c] + placedTermsB, restLo, restHi, e, c);
      }
      if (found) {
        return true;
      }
      undo(placedMark, trailMark);
      if (budget.exhausted()) {
        return false;
      }
      // A costly failure may repeat for each sibling when a window has no plan: look ahead,
      // around where the search failed last, and again when that moves.
      if (probe != null && budget.nodes() - before >= probeAfter
          && (!probed || lastFailed != probedFocus)) {
        int focus = lastFailed != probedFocus ? lastFailed : -1;
        if (!probe.feasible(comp, length, floor, lo, hi, focus, !probed, budget)) {
          return false;
        }
        probed = true;
        probedFocus = lastFailed;
      }
      cutoff = Math.min(cutoff, e + p.size[c]);
      if (triedCount < 64) {
        tried[triedBase + triedCount++] = twin[c];
      }
      if (hatless(c, e, last, lastRank)) {
        return false;
      }
    }
    return false;
  }

  private long[] raised;
  /** The lowest offset each buffer of the group can take, set by {@link #searchOn}. */
  private final long[] low;
  private long[] above;
  private int[] hotBefore;

  /**
   * Whether in each section of lo..hi the unplaced buffers fit above the lowest offset any of
   * them can take (the section that failed last, often failing again, was checked before:
   * {@link #lastFailedFails}).
   */
  private boolean sectionsFit(int lo, int hi) {
    for (int s = lo; s <= hi; s++) {
      if (!sectionFits(s)) {
        lastFailed = s;
        return false;
      }
    }
    return true;
  }

  /**
   * Whether some unplaced buffer live in s (all in the group) can go as low as the capacity
   * less their sizes; the buffer found is tried first next time.
   */
  private boolean sectionFits(int s) {
    if (secLoad[s] == 0) {
      return true;
    }
    long most = cap - secLoad[s];
    int w = witness[s];
    if (!placed[w] && low[w] <= most) {
      return true;
    }
    for (int u : liveIn[s]) {
      if (!placed[u] && low[u] <= most) {
        witness[s] = u;
        return true;
      }
    }
    return false;
  }

  /**
   * In each section, the buffers that cannot go below t must fit above t, for every t: the
   * section bound at each offset a buffer can take, not only the lowest. Buffers that can go at
   * {@code last} are covered by the bound at the base; the others are added in decreasing order
   * of the lowest offset they can take. A section whose whole load fits above the highest such
   * offset cannot fail: only the buffers live in another are added.
   */
  private boolean energetic(int[] comp, int length, int lo, int hi, long last) {
    if (raised == null) {
      raised = new long[p.n];
      above = new long[p.sections];
      hotBefore = new int[p.sections + 1];
    }
    long highest = last;
    for (int i = 0; i < length; i++) {
      highest = Math.max(highest, low[comp[i]]);
    }
    // The sections that may fail, counted before each section.
    hotBefore[lo] = 0;
    for (int s = lo; s <= hi; s++) {
      hotBefore[s + 1] = hotBefore[s] + (secLoad[s] + highest > cap ? 1 : 0);
    }
    if (highest == last || hotBefore[hi + 1] == 0) {
      return true;
    }
    int count = 0;
    for (int i = 0; i < length; i++) {
      int u = comp[i];
      long e = low[u];
      if (e > last && hotBefore[p.last[u] + 1] > hotBefore[p.first[u]]) {
        raised[count++] = (e << RANK_BITS) | u;
      }
    }
    if (count == 0) {
      return true;
    }
    sort(raised, count);
    Arrays.fill(above, lo, hi + 1, 0);
    for (int i = count - 1; i >= 0; i--) {
      int u = (int) (raised[i] & RANK_MASK);
      long limit = cap - (raised[i] >>> RANK_BITS);
      for (int s = p.first[u]; s <= p.last[u]; s++) {
        above[s] += p.size[u];
        if (above[s] > limit) {
          lastFailed = s;
          return false;
        }
      }
    }
    return true;
  }

  /** Copies {@code comp[0, length)} less {@code c} into {@code rest}; returns their number. */
  private static int copyWithout(int[] comp, int length, int c, int[] rest) {
    int k = 0;
    for (int j = 0; j < length; j++) {
      if (comp[j] != c) {
        rest[k++] = comp[j];
      }
    }
    return k;
  }

  /** Makes {@code a[0, n)} a heap with its smallest key first. */
  private static void heapify(long[] a, int n) {
    for (int i = n / 2 - 1; i >= 0; i--) {
      siftDown(a, i, n);
    }
  }

  private static void siftDown(long[] a, int i, int n) {
    long x = a[i];
    for (int child = 2 * i + 1; child < n; child = 2 * i + 1) {
      if (child + 1 < n && a[child + 1] < a[child]) {
        child++;
      }
      if (a[child] >= x) {
        break;
      }
      a[i] = a[child];
      i = child;
    }
    a[i] = x;
  }

  /** Sorts {@code a[0, n)}: the few keys of a node by insertion, more by the library. */
  private static void sort(long[] a, int n) {
    if (n > 16) {
      Arrays.sort(a, 0, n);
      return;
    }
    for (int i = 1; i < n; i++) {
      long x = a[i];
      int j = i - 1;
      while (j >= 0 && a[j] > x) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = x;
    }
  }

  /** Whether no unplaced buffer live with c can get below c's top at {@code e}. */
  private boolean hatless(int c, long e, long last, int lastRank) {
    long top = e + p.size[c];
    for (int u : neighbours[c]) {
      if (!placed[u] && Math.max(floor[u], last) < top
          && !(stuck(u, last, lastRank) && stuckLow(u, last) >= top)) {
        return false;
      }
    }
    return true;
  }

  /** Whether u cannot be the next buffer: it would float above its floor. */
  private boolean stuck(int u, long last, int lastRank) {
    return floor[u] < last || (floor[u] == last && rank[u] < lastRank) || onHigher[u];
  }

  /**
   * The lowest offset of a stuck buffer: it will rest on an unplaced buffer live with it, and
   * {@link Long#MAX_VALUE} if there is none.
   */
  private long stuckLow(int u, long last) {
    long l = Long.MAX_VALUE;
    for (int v : neighbours[u]) {
      // The neighbours come smallest first: none after v gets below last + size[v].
      if (last + p.size[v] >= l) {
        break;
      }
      l = Math.min(l, Math.max(floor[v], last) + freeSize[v]);
    }
    return l >= PLACED_SIZE ? Long.MAX_VALUE : l;
  }

  /**
   * Places c at e; returns whether a section of c's lifetime has no unplaced buffer left, which
   * may split the group.
   */
  private boolean place(int c, long e) {
    long top = e + p.size[c];
    placedTermsA = 0;
    placedTermsB = 0;
    placements = (placements ^ (e * (p.n + 1) + c)) * 0x9E3779B97F4A7C15L;
    offset[c] = e;
    placed[c] = true;
    freeSize[c] = PLACED_SIZE;
    placedStack[placedCount++] = c;
    boolean emptied = false;
    for (int s = p.first[c]; s <= p.last[c]; s++) {
      secLoad[s] -= p.size[c];
      emptied |= secLoad[s] == 0;
    }
    for (int s = p.first[c]; s < p.last[c]; s++) {
      emptied |= --crossing[s] == 0;
    }
    for (int u : neighbours[c]) {
      if (placed[u] || floor[u] > top) {
        continue;
      }
      // u on c could swap with c: a plan with the lower rank below is smaller (see stuck).
      boolean higher = p.first[u] == p.first[c] && p.last[u] == p.last[c] && rank[c] > rank[u]
          && (release == null || release[u] <= e);
      if (floor[u] < top || (higher && !onHigher[u])) {
        trail(u);
        placedTermsA -= termA[u];
        placedTermsB -= termB[u];
        setFloor(u, top, higher || (floor[u] == top && onHigher[u]));
        placedTermsA += termA[u];
        placedTermsB += termB[u];
      }
    }
    return emptied;
  }

  /** What the last {@link #place} added to the hash terms of the buffers it raised. */
  private long placedTermsA;
  private long placedTermsB;

  private void undo(int placedMark, int trailMark) {
    while (placedCount > placedMark) {
      int b = placedStack[--placedCount];
      placed[b] = false;
      freeSize[b] = p.size[b];
      for (int s = p.first[b]; s <= p.last[b]; s++) {
        secLoad[s] += p.size[b];
      }
      for (int s = p.first[b]; s < p.last[b]; s++) {
        crossing[s]++;
      }
    }
    while (trailSize > trailMark) {
      int u = trailAt[--trailSize];
      // The hash terms come back as they were, not recomputed from the floor (hot path).
      floor[u] = trailOld[trailSize] >> 1;
      onHigher[u] = (trailOld[trailSize] & 1) != 0;
      termA[u] = trailA[trailSize];
      termB[u] = trailB[trailSize];
    }
  }

  private void trail(int at) {
    long old = 2 * floor[at] + (onHigher[at] ? 1 : 0);
    if (trailSize == trailAt.length) {
      trailAt = Arrays.copyOf(trailAt, 2 * trailSize);
      trailOld = Arrays.copyOf(trailOld, 2 * trailSize);
      trailA = Arrays.copyOf(trailA, 2 * trailSize);
      trailB = Arrays.copyOf(trailB, 2 * trailSize);
    }
    trailAt[trailSize] = at;
    trailA[trailSize] = termA[at];
    trailB[trailSize] = termB[at];
    trailOld[trailSize++] = old;
  }

  /** Sets u's floor and onHigher, and its hash terms with them. */
  private void setFloor(int u, long f, boolean higher) {
    floor[u] = f;
    onHigher[u] = higher;
    long e = 2 * f + (higher ? 1 : 0);
    termA[u] = FailureCache.termA(u, e);
    termB[u] = FailureCache.termB(u, e);
  }

  /** The groups of {@code buffers} connected by shared sections. */
  private int[][] split(int[] buffers, int length) {
    long[] byFirst = new long[length];
    for (int i = 0; i < length; i++) {
      byFirst[i] = ((long) p.first[buffers[i]] << 32) | buffers[i];
    }
    Arrays.sort(byFirst);
    int[][] parts = new int[length][];
    int count = 0;
    int start = 0;
    int reach = -1;
    for (int i = 0; i <= byFirst.length; i++) {
      int b = i < byFirst.length ? (int) byFirst[i] : -1;
      if (i == byFirst.length || (i > 0 && p.first[b] > reach)) {
        int[] part = new int[i - start];
        for (int j = start; j < i; j++) {
          part[j - start] = (int) byFirst[j];
        }
        parts[count++] = part;
        start = i;
      }
      if (b >= 0) {
        reach = Math.max(reach, p.last[b]);
      }
    }
    return Arrays.copyOf(parts, count);
  }
}
