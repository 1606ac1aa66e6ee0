package jopt.ir.affine;

import java.util.List;

/** The symbol {@code s<position>}. */
public record AffineSymbolExpr(int position) implements AffineExpr {
  private static final AffineSymbolExpr[] CACHE = new AffineSymbolExpr[16];

  static {
    for (int i = 0; i < CACHE.length; i++) {
      CACHE[i] = new AffineSymbolExpr(i);
    }
  }

  public static AffineSymbolExpr get(int position) {
    return position >= 0 && position < CACHE.length ? CACHE[position] : new AffineSymbolExpr(position);
  }

  public int getPosition() {
    return position;
  }

  @Override
  public AffineExprKind getKind() {
    return AffineExprKind.SYMBOL;
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
    return 1;
  }

  @Override
  public boolean isFunctionOfDim(int p) {
    return false;
  }

  @Override
  public boolean isFunctionOfSymbol(int p) {
    return p == position;
  }

  @Override
  public AffineExpr replaceDimsAndSymbols(List<AffineExpr> dimReplacements, List<AffineExpr> symReplacements) {
    return position < symReplacements.size() ? symReplacements.get(position) : this;
  }

  @Override
  public long eval(long[] dims, long[] symbols) {
    return symbols[position];
  }

  @Override
  public String toString() {
    return "s" + position;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AffineSymbolExpr r && position == r.position;
  }

  @Override
  public int hashCode() {
    return Integer.hashCode(position);
  }
}
