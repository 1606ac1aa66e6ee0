package jopt.dialects.onnx;

/**
 * ONNX's Slice along one dim of size {@code dim}: the first element it takes (a negative start
 * or end counted from the end, both clamped: to [0, dim] going up, to [-1, dim - 1] going down)
 * and how many elements, for a step that is not 0. Sizes known only at run time give
 * expressions; the shape rule and the lowering both read them here.
 */
public record SliceBounds(SymInt first, SymInt count) {
  public static SliceBounds of(SymInt dim, SymInt start, SymInt end, long step) {
    SymInt s = fromEnd(start, dim);
    SymInt e = fromEnd(end, dim);
    if (step > 0) {
      s = s.max(SymInt.ZERO).min(dim);
      e = e.max(SymInt.ZERO).min(dim);
      return new SliceBounds(s, e.sub(s).ceilDiv(step).max(SymInt.ZERO));
    }
    s = s.max(SymInt.of(-1)).min(dim.sub(1));
    e = e.max(SymInt.of(-1)).min(dim.sub(1));
    return new SliceBounds(s, s.sub(e).ceilDiv(-step).max(SymInt.ZERO));
  }

  /** A bound, a negative one counted from the end of {@code dim}. */
  private static SymInt fromEnd(SymInt bound, SymInt dim) {
    if (bound.lower() >= 0) {
      return bound;
    }
    if (bound.upper() < 0) {
      return bound.add(dim);
    }
    return SymInt.select(bound.lt(SymInt.ZERO), bound.add(dim), bound);
  }
}
