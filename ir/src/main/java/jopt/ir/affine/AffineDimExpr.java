package jopt.ir.affine;

/** The dimension {@code d<position>}. */
public record AffineDimExpr(int position) implements AffinePositionalExpr {
  private static final AffineDimExpr[] CACHE = new AffineDimExpr[16];

  static {
    for (int i = 0; i < CACHE.length; i++) {
      CACHE[i] = new AffineDimExpr(i);
    }
  }

  public static AffineDimExpr get(int position) {
    return position >= 0 && position < CACHE.length ? CACHE[position] : new AffineDimExpr(position);
  }

  @Override
  public AffineExprKind getKind() {
    return AffineExprKind.DIM;
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
