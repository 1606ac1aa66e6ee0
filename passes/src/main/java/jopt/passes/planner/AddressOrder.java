package jopt.passes.planner;

/**
 * Labels that order the chunks of an {@link Arena} by address (order maintenance: Bender,
 * Cole, Demaine, Farach-Colton and Zito, "Two simplified algorithms for maintaining order in a
 * list", ESA 2002). A chunk's address changes whenever bytes are inserted below it, but its
 * place among the chunks does not; comparing labels is one step where computing addresses takes
 * a walk up the {@link PieceRope}. A new chunk takes a label between its neighbours'; where
 * there is none, the smallest aligned range of labels around it that is sparse enough is
 * relabelled evenly (O(log n) amortized relabels per insertion).
 */
final class AddressOrder {
  /** Labels are in [0, LIMIT). */
  private static final long LIMIT = 1L << 62;
  /** The label step of chunks appended at the end. */
  private static final long STEP = 1L << 32;
  /** Density threshold base: a range of 2^i labels may hold at most (2 / T)^i chunks. */
  private static final double T = 1.5;

  private AddressOrder() {}

  /** Labels {@code c}, just linked between its neighbours. */
  static void label(Chunk c) {
    long lo = c.prev == null ? -1 : c.prev.label;
    if (c.next == null && LIMIT - 1 - lo >= STEP) {
      c.label = lo + STEP;
      return;
    }
    long hi = c.next == null ? LIMIT : c.next.label;
    if (hi - lo >= 2) {
      c.label = lo + (hi - lo) / 2;
      return;
    }
    relabel(c);
  }

  /** Spreads the labels of the smallest sparse enough range around {@code c} (unlabelled). */
  private static void relabel(Chunk c) {
    Chunk anchor = c.prev != null ? c.prev : c.next;
    c.label = anchor.label;
    for (int i = 1; i < 62; i++) {
      long width = 1L << i;
      long base = anchor.label & -width;
      Chunk first = c;
      int count = 1;
      while (first.prev != null && first.prev.label >= base) {
        first = first.prev;
        count++;
      }
      for (Chunk x = c.next; x != null && x.label < base + width; x = x.next) {
        count++;
      }
      if (count <= Math.pow(2 / T, i) && count < width) {
        spread(first, count, base, width);
        return;
      }
    }
    Chunk first = c; // no range is sparse enough: all chunks, over all labels
    while (first.prev != null) {
      first = first.prev;
    }
    int count = 0;
    for (Chunk x = first; x != null; x = x.next) {
      count++;
    }
    spread(first, count, 0, LIMIT);
  }

  private static void spread(Chunk first, int count, long base, long width) {
    long step = width / count;
    Chunk x = first;
    for (int k = 0; k < count; k++, x = x.next) {
      x.label = base + k * step;
    }
  }
}
