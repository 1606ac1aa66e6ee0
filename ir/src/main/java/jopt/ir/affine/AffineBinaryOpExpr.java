package jopt.ir.affine;

import java.util.List;
import java.util.Objects;

/**
 * {@code lhs kind rhs}. The constructor builds the node as given; use {@link AffineExpr#binary}
 * or the builder methods to get MLIR's simplified form.
 */
public record AffineBinaryOpExpr(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs) implements AffineExpr {
  public AffineBinaryOpExpr {
    if (!kind.isBinary()) {
      throw new IllegalArgumentException("not a binary kind: " + kind);
    }
    Objects.requireNonNull(lhs);
    Objects.requireNonNull(rhs);
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
    return lhs.isSymbolicOrConstant() && rhs.isSymbolicOrConstant();
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

  /** Deterministic across runs (an enum's own hashCode is not). */
  @Override
  public int hashCode() {
    return (kind.ordinal() * 31 + lhs.hashCode()) * 31 + rhs.hashCode();
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    print(sb);
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AffineBinaryOpExpr r && Objects.equals(kind, r.kind)
        && Objects.equals(lhs, r.lhs)
        && Objects.equals(rhs, r.rhs);
  }
}
