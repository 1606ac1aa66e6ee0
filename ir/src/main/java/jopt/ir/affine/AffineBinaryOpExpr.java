package jopt.ir.affine;

import java.util.List;
import java.util.Objects;

/**
 * {@code lhs kind rhs}. The constructor builds the node as given; use {@link AffineExpr#binary}
 * or the builder methods to get MLIR's simplified form. Immutable; whether it is symbolic or
 * constant and its hash are kept, not recomputed over the tree at each question (a sum of n
 * terms asked once per term made parsing it quadratic).
 */
public final class AffineBinaryOpExpr implements AffineExpr {
  private final AffineExprKind kind;
  private final AffineExpr lhs;
  private final AffineExpr rhs;
  private final boolean symbolicOrConstant;
  private final int hash;

  public AffineBinaryOpExpr(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs) {
    if (!kind.isBinary()) {
      throw new IllegalArgumentException("not a binary kind: " + kind);
    }
    this.kind = kind;
    this.lhs = Objects.requireNonNull(lhs);
    this.rhs = Objects.requireNonNull(rhs);
    this.symbolicOrConstant = lhs.isSymbolicOrConstant() && rhs.isSymbolicOrConstant();
    // Deterministic across runs (an enum's own hashCode is not).
    this.hash = (kind.ordinal() * 31 + lhs.hashCode()) * 31 + rhs.hashCode();
  }

  public AffineExprKind kind() {
    return kind;
  }

  public AffineExpr lhs() {
    return lhs;
  }

  public AffineExpr rhs() {
    return rhs;
  }

  public AffineExpr getLHS() {
    return lhs;
  }

  public AffineExpr getRHS() {
    return rhs;
  }

  @Override
  public AffineExprKind getKind() {
    return kind;
  }

  @Override
  public boolean isSymbolicOrConstant() {
    return symbolicOrConstant;
  }

  @Override
  public boolean isPureAffine() {
    return switch (kind) {
      case ADD -> lhs.isPureAffine() && rhs.isPureAffine();
      case MUL -> lhs.isPureAffine() && rhs.isPureAffine()
          && (lhs instanceof AffineConstantExpr || rhs instanceof AffineConstantExpr);
      default -> lhs.isPureAffine() && rhs instanceof AffineConstantExpr;
    };
  }

  @Override
  public long getLargestKnownDivisor() {
    switch (kind) {
      case MUL:
        return lhs.getLargestKnownDivisor() * rhs.getLargestKnownDivisor();
      case FLOOR_DIV:
      case CEIL_DIV:
        if (rhs instanceof AffineConstantExpr c && c.value() != 0) {
          long lhsDiv = lhs.getLargestKnownDivisor();
          if (lhsDiv % c.value() == 0) {
            return Math.abs(lhsDiv / c.value());
          }
        }
        return 1;
      default:
        return gcd(lhs.getLargestKnownDivisor(), rhs.getLargestKnownDivisor());
    }
  }

  private static long gcd(long a, long b) {
    while (b != 0) {
      long t = Long.remainderUnsigned(a, b);
      a = b;
      b = t;
    }
    return a;
  }

  @Override
  public boolean isFunctionOfDim(int p) {
    return lhs.isFunctionOfDim(p) || rhs.isFunctionOfDim(p);
  }

  @Override
  public boolean isFunctionOfSymbol(int p) {
    return lhs.isFunctionOfSymbol(p) || rhs.isFunctionOfSymbol(p);
  }

  @Override
  public AffineExpr replaceDimsAndSymbols(List<AffineExpr> dimReplacements, List<AffineExpr> symReplacements) {
    AffineExpr l = lhs.replaceDimsAndSymbols(dimReplacements, symReplacements);
    AffineExpr r = rhs.replaceDimsAndSymbols(dimReplacements, symReplacements);
    return l == lhs && r == rhs ? this : AffineExpr.binary(kind, l, r);
  }

  @Override
  public long eval(long[] dims, long[] symbols) {
    long l = lhs.eval(dims, symbols);
    long r = rhs.eval(dims, symbols);
    return switch (kind) {
      case ADD -> l + r;
      case MUL -> l * r;
      case MOD -> Math.floorMod(l, r);
      case FLOOR_DIV -> Math.floorDiv(l, r);
      default -> AffineSimplifier.ceilDiv(l, r);
    };
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    print(sb);
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof AffineBinaryOpExpr r && hash == r.hash && kind == r.kind
        && rhs.equals(r.rhs) && lhs.equals(r.lhs);
  }
}
