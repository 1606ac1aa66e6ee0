package jopt.ir.affine;

import java.util.List;

/** An integer constant. */
public record AffineConstantExpr(long value) implements AffineExpr {
  private static final AffineConstantExpr[] CACHE = new AffineConstantExpr[130];

  static {
    for (int i = 0; i < CACHE.length; i++) {
      CACHE[i] = new AffineConstantExpr(i - 1);
    }
  }

  public static AffineConstantExpr get(long value) {
    return value >= -1 && value < CACHE.length - 1 ? CACHE[(int) value + 1] : new AffineConstantExpr(value);
  }

  public long getValue() {
    return value;
  }

  @Override
  public AffineExprKind getKind() {
    return AffineExprKind.CONSTANT;
  }

  @Override
  public boolean isSymbolicOrConstant() {
    return true;
  }

  @Override
  public boolean isPureAffine() {
    return true;
  }

  @Override
  public long getLargestKnownDivisor() {
    return Math.abs(value);
  }

  @Override
  public boolean isFunctionOfDim(int p) {
    return false;
  }

  @Override
  public boolean isFunctionOfSymbol(int p) {
    return false;
  }

  @Override
  public AffineExpr replaceDimsAndSymbols(List<AffineExpr> dimReplacements, List<AffineExpr> symReplacements) {
    return this;
  }

  @Override
  public long eval(long[] dims, long[] symbols) {
    return value;
  }

  @Override
  public String toString() {
    return Long.toString(value);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AffineConstantExpr r && value == r.value;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(value);
  }
}
