package jopt.passes.planner;

import java.util.Arrays;

/**
 * Which free chunk an allocation takes (see {@link StaticMemoryPlanner} for the policies).
 * Chunks that fit always rank above chunks that must grow; ties go to the lowest address.
 * Each choice looks at few chunks ({@link FreeChunks}): size-first takes the best fit from the
 * index by size; the cost model looks at chunks from the most recently freed back, only as long
 * as their hotness could still make up for their fit.
 */
final class ChunkChoice {
  private ChunkChoice() {}

  /** The weight of cache hotness against size fit for chunks that fit. */
  static final double HOT_WEIGHT = 0.5;
  /** The weight of cache hotness against relative growth for chunks that must grow. */
  static final double HOT_WEIGHT_GROWING = 0.1;
  /** Cost-model scores closer than this to the highest are equal to it. */
  static final double TIE = 1e-12;

  /** The free chunk to place {@code size} bytes in at event {@code time}, or null if none. */
  static Chunk choose(FreeChunks free, long size, PlannerMode mode, long time) {
    if (free.isEmpty()) {
      return null;
    }
    boolean fits = free.largestSize() >= size;
    if (mode == PlannerMode.SIZE_FIRST) {
      // Least waste among chunks that fit, least growth among chunks that must grow.
      return fits ? free.smallestFitting(size) : free.lowestLargest();
    }
    // The best size score any candidate can have, and the hotness weight.
    double fit = fits ? (double) size / free.smallestFitting(size).size
        : -(double) (size - free.largestSize()) / size;
    double weight = fits ? HOT_WEIGHT : HOT_WEIGHT_GROWING;
    long minSize = fits ? size : 1;
    double highest = Double.NEGATIVE_INFINITY;
    Chunk[] seen = new Chunk[8];
    double[] scores = new double[8];
    int count = 0;
    for (Chunk c = free.latestBefore(time, minSize); c != null;
        c = free.latestBefore(c.freedAt, minSize)) {
      if (fit + weight * hot(c, time) < highest - TIE) {
        break; // neither this chunk nor any freed before it comes within TIE of the highest
      }
      double s = score(c, size, time);
      if (count == seen.length) {
        seen = Arrays.copyOf(seen, count * 2);
        scores = Arrays.copyOf(scores, count * 2);
      }
      seen[count] = c;
      scores[count++] = s;
      highest = Math.max(highest, s);
    }
    Chunk best = null;
    for (int i = 0; i < count; i++) {
      if (scores[i] >= highest - TIE && (best == null || FreeChunks.below(seen[i], best))) {
        best = seen[i];
      }
    }
    return best;
  }

  private static double hot(Chunk c, long time) {
    return 1.0 / (1 + (time - c.freedAt));
  }

  /** The cost model's score of a free chunk for a request of {@code size} bytes: higher wins. */
  static double score(Chunk c, long size, long time) {
    double hot = hot(c, time);
    if (c.size >= size) {
      return (double) size / c.size + HOT_WEIGHT * hot;
    }
    return -(double) (size - c.size) / size + HOT_WEIGHT_GROWING * hot;
  }
}
