package jopt.mergealloc.planner;

import java.util.List;

/**
 * Which free chunk an allocation takes (see {@link StaticMemoryPlanner} for the policies).
 * Chunks that fit always rank above chunks that must grow; ties go to the lowest address.
 */
final class ChunkChoice {
  private ChunkChoice() {}

  /** The weight of cache hotness against size fit for chunks that fit. */
  static final double HOT_WEIGHT = 0.5;
  /** The weight of cache hotness against relative growth for chunks that must grow. */
  static final double HOT_WEIGHT_GROWING = 0.1;
  /** Cost-model scores closer than this are equal. */
  private static final double TIE = 1e-12;

  /** The free chunk to place {@code size} bytes in at event {@code time}, or null if none. */
  static Chunk choose(List<Chunk> chunks, long size, PlannerMode mode, long time) {
    Chunk best = null;
    for (Chunk c : chunks) {
      if (c.free && (best == null || better(c, best, size, mode, time))) {
        best = c;
      }
    }
    return best;
  }

  /** Whether {@code c} beats {@code best}; {@code best} comes first in address order. */
  private static boolean better(Chunk c, Chunk best, long size, PlannerMode mode, long time) {
    boolean fits = c.size >= size;
    if (fits != best.size >= size) {
      return fits;
    }
    if (mode == PlannerMode.SIZE_FIRST) {
      // Least waste among chunks that fit, least growth among chunks that must grow.
      return Math.abs(c.size - size) < Math.abs(best.size - size);
    }
    // Scores equal up to rounding (e.g. 1/3 + 1/4 and 1/2 + 1/12) are ties.
    return score(c, size, time) > score(best, size, time) + TIE;
  }

  /** The cost model's score of a free chunk for a request of {@code size} bytes: higher wins. */
  static double score(Chunk c, long size, long time) {
    double hot = 1.0 / (1 + (time - c.freedAt));
    if (c.size >= size) {
      return (double) size / c.size + HOT_WEIGHT * hot;
    }
    return -(double) (size - c.size) / size + HOT_WEIGHT_GROWING * hot;
  }
}
