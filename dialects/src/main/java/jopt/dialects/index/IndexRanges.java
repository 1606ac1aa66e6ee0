package jopt.dialects.index;

/**
 * Ranges of integer values, signed and unsigned at once (MLIR's ConstantIntRanges), as far as
 * {@code index.cmp}'s folder uses them: deciding a comparison of {@code min/max(x, cstA)}
 * with a constant for every {@code x}, at 32 and at 64 bits.
 */
final class IndexRanges {
  private IndexRanges() {}

  /** Bounds of {@code width} bits, sign-extended in longs. */
  private record Range(long umin, long umax, long smin, long smax, int width) {
    /** ConstantIntRanges::fromSigned. */
    static Range fromSigned(long smin, long smax, int width) {
      if ((smin >= 0) == (smax >= 0)) {
        boolean ult = IndexArith.ugt(smax, smin, width);
        return new Range(ult ? smin : smax, ult ? smax : smin, smin, smax, width);
      }
      return new Range(0, -1, smin, smax, width);
    }

    /** ConstantIntRanges::fromUnsigned. */
    static Range fromUnsigned(long umin, long umax, int width) {
      if ((umin < 0) == (umax < 0)) {
        return new Range(umin, umax, Math.min(umin, umax), Math.max(umin, umax), width);
      }
      return new Range(umin, umax, min(width), max(width), width);
    }

    static Range constant(long v, int width) {
      return new Range(v, v, v, v, width);
    }

    /** getConstantValue: the one value of the range, or null. */
    Long constantValue() {
      if (umin == umax) {
        return umin;
      }
      return smin == smax ? Long.valueOf(smin) : null;
    }
  }

  private static long min(int width) {
    return width == 64 ? Long.MIN_VALUE : Integer.MIN_VALUE;
  }

  private static long max(int width) {
    return width == 64 ? Long.MAX_VALUE : Integer.MAX_VALUE;
  }

  /**
   * {@code cmp(op(x, cstA), cstB)} for {@code op} one of index.mins, minu, maxs, maxu: the value
   * it has for every x at 64 and at 32 bits alike, or null.
   */
  static Boolean foldCmpOfMinMax(String op, long cstA, long cstB, IndexCmpPredicate pred) {
    Boolean r64 = evaluate(op, cstA, cstB, 64, pred);
    Boolean r32 = evaluate(op, IndexArith.trunc(cstA, 32), IndexArith.trunc(cstB, 32), 32, pred);
    return r64 != null && r32 != null && r64.equals(r32) ? r64 : null;
  }

  private static Boolean evaluate(String op, long cstA, long cstB, int width, IndexCmpPredicate pred) {
    Range lhs = switch (op) {
      case "index.mins" -> Range.fromSigned(min(width), cstA, width);
      case "index.minu" -> Range.fromUnsigned(0, cstA, width);
      case "index.maxs" -> Range.fromSigned(cstA, max(width), width);
      case "index.maxu" -> Range.fromUnsigned(cstA, -1, width);
      default -> null;
    };
    if (lhs == null) {
      return null;
    }
    Range rhs = Range.constant(cstB, width);
    if (staticallyTrue(pred, lhs, rhs)) {
      return true;
    }
    return staticallyTrue(pred.inverse(), lhs, rhs) ? false : null;
  }

  /** MLIR's isStaticallyTrue of intrange::evaluatePred. */
  private static boolean staticallyTrue(IndexCmpPredicate pred, Range l, Range r) {
    int w = l.width();
    return switch (pred) {
      case SLE -> l.smax() <= r.smin();
      case SLT -> l.smax() < r.smin();
      case ULE -> !IndexArith.ugt(l.umax(), r.umin(), w);
      case ULT -> IndexArith.ugt(r.umin(), l.umax(), w);
      case SGE -> l.smin() >= r.smax();
      case SGT -> l.smin() > r.smax();
      case UGE -> !IndexArith.ugt(r.umax(), l.umin(), w);
      case UGT -> IndexArith.ugt(l.umin(), r.umax(), w);
      case EQ -> l.constantValue() != null && r.constantValue() != null
          && l.constantValue().equals(r.constantValue());
      case NE -> (staticallyTrue(IndexCmpPredicate.SLT, l, r) || staticallyTrue(IndexCmpPredicate.SGT, l, r))
          && (staticallyTrue(IndexCmpPredicate.ULT, l, r) || staticallyTrue(IndexCmpPredicate.UGT, l, r));
    };
  }
}
