package jopt.dialects.index;

import java.util.List;

/**
 * The comparisons of {@code index.cmp} (MLIR's IndexCmpPredicate, in its case order), with how
 * each compares two integers of one width and how it is decided over ranges of values.
 */
public enum IndexCmpPredicate {
  EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE;

  /** The keywords, in case order: {@code eq, ne, slt, ...}. */
  public static final List<String> KEYWORDS =
      List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");

  public String keyword() {
    return KEYWORDS.get(ordinal());
  }

  /** The predicate spelled {@code keyword}, or null. */
  public static IndexCmpPredicate byKeyword(String keyword) {
    int i = KEYWORDS.indexOf(keyword);
    return i < 0 ? null : values()[i];
  }

  /** Compares {@code a} and {@code b}, two values of {@code width} bits sign-extended to longs. */
  public boolean compare(long a, long b, int width) {
    long ua = IndexArith.unsigned(a, width);
    long ub = IndexArith.unsigned(b, width);
    return switch (this) {
      case EQ -> a == b;
      case NE -> a != b;
      case SLT -> a < b;
      case SLE -> a <= b;
      case SGT -> a > b;
      case SGE -> a >= b;
      case ULT -> Long.compareUnsigned(ua, ub) < 0;
      case ULE -> Long.compareUnsigned(ua, ub) <= 0;
      case UGT -> Long.compareUnsigned(ua, ub) > 0;
      case UGE -> Long.compareUnsigned(ua, ub) >= 0;
    };
  }

  /** The predicate that holds exactly where this one does not (MLIR's invertPredicate). */
  public IndexCmpPredicate inverse() {
    return switch (this) {
      case EQ -> NE;
      case NE -> EQ;
      case SLT -> SGE;
      case SLE -> SGT;
      case SGT -> SLE;
      case SGE -> SLT;
      case ULT -> UGE;
      case ULE -> UGT;
      case UGT -> ULE;
      case UGE -> ULT;
    };
  }

  /** The value of {@code cmp(x, x)}: true for the reflexive predicates. */
  public boolean sameArgs() {
    return switch (this) {
      case EQ, SGE, SLE, UGE, ULE -> true;
      default -> false;
    };
  }
}
