package jopt.passes.analysis;

import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.attr.DenseArrayAttr;

/**
 * The sizes a version of a function runs at: {@code jopt-version-for-sizes} writes it on each
 * version as {@code jopt.size_bucket = array<i64: lo, hi>} (hi -1: no bound), every dynamic size
 * of the arguments in [lo, hi], or, for a function of several dynamic sizes, as
 * {@code array<i64: lo, hi, arg, dim>}: dimension {@code dim} of argument {@code arg} in [lo, hi],
 * the others any size. What plans the version's memory (merge-alloc's comparison of plans) reads
 * it, so that a version is judged only at the sizes its guard lets it run at.
 *
 * @param arg the argument whose dimension {@code dim} the bucket bounds; -1: every dynamic size
 */
public record SizeBucket(long lo, long hi, int arg, int dim) {
  /** The attribute's name. */
  public static final String ATTR = "jopt.size_bucket";

  /** {@link #hi} of a bucket with no upper bound. */
  public static final long UNBOUNDED = -1;

  /** A bucket of every dynamic size. */
  public SizeBucket(long lo, long hi) {
    this(lo, hi, -1, -1);
  }

  /** Whether the bucket bounds every dynamic size (not one argument dimension). */
  public boolean everySize() {
    return arg < 0;
  }

  /** Whether dimension {@code d} of argument {@code a} is bounded by this bucket. */
  public boolean bounds(int a, int d) {
    return everySize() || (a == arg && d == dim);
  }

  /** {@code size} moved into [max(lo, 1), hi]: the nearest size the bucket runs at. */
  public long clamp(long size) {
    long least = Math.max(1, lo);
    long s = Math.max(least, size);
    return hi == UNBOUNDED ? s : Math.min(s, Math.max(least, hi));
  }

  /** The attribute this bucket is written as. */
  public Attribute toAttr() {
    return everySize() ? DenseArrayAttr.ofI64(lo, hi) : DenseArrayAttr.ofI64(lo, hi, arg, dim);
  }

  /** The bucket {@code func} carries, or null. */
  public static SizeBucket of(Operation func) {
    if (func != null && func.getAttr(ATTR) instanceof DenseArrayAttr a && (a.size() == 2 || a.size() == 4)) {
      long[] b = a.asLongs();
      return b.length == 2 ? new SizeBucket(b[0], b[1])
          : new SizeBucket(b[0], b[1], (int) b[2], (int) b[3]);
    }
    return null;
  }
}
