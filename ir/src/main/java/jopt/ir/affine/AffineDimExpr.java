package jopt.ir.affine;

import java.util.List;

/** The dimension {@code d<position>}. */
public record AffineDimExpr(int position) implements AffineExpr {
  private static final AffineDimExpr[] CACHE = new AffineDimExpr[16];

  static {
    for (int i = 0; i < CACHE.length; i++) {
      CACHE[i] = new AffineDimExpr(i);
    }
  }

  public static AffineDimExpr get(int position) {
    return position >= 0 && position < CACHE.length ? CACHE[position] : new AffineDimExpr(position);
  }

  public int getPosition() {
    return position;
  }

  @Override
  public AffineExprKind getKind() {
    return AffineExprKind.DIM;
  }

  @Override
  public boolean isSymbolicOrConstant() {
    return false;
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
    return p == position;
  }

  @Override
  public boolean isFunctionOfSymbol(int p) {
    return false;
  }

  @Override
  public AffineExpr replaceDimsAndSymbols(List<AffineExpr> dimReplacements, List<AffineExpr> symReplacements) {
    return position < dimReplacements.size() ? dimReplacements.get(position) : this;
  }

  @Override
  public long eval(long[] dims, long[] symbols) {
    return dims[position];
  }

  @Override
  public String toString() {
    return "d" + position;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AffineDimExpr r && position == r.position;
  }

  @Override
  public int hashCode() {
    return Integer.hashCode(position);
  }
}
