package jopt.passes.analysis;

import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.attr.DenseArrayAttr;

/**
 * The sizes a version of a function runs at: {@code jopt-version-for-sizes} writes it on each
 * version as {@code jopt.size_bucket = array<i64: lo, hi>} (hi -1: no bound), and what plans
 * the version's memory (merge-alloc's comparison of plans) reads it, so that a version is
 * judged only at the sizes its guard lets it run at.
 */
public record SizeBucket(long lo, long hi) {
  /** The attribute's name. */
  public static final String ATTR = "jopt.size_bucket";

  /** {@link #hi} of a bucket with no upper bound. */
  public static final long UNBOUNDED = -1;

  /** The attribute this bucket is written as. */
  public Attribute toAttr() {
    return DenseArrayAttr.ofI64(lo, hi);
  }

  /** The bucket {@code func} carries, or null. */
  public static SizeBucket of(Operation func) {
    if (func != null && func.getAttr(ATTR) instanceof DenseArrayAttr a && a.size() == 2) {
      long[] b = a.asLongs();
      return new SizeBucket(b[0], b[1]);
    }
    return null;
  }
}
