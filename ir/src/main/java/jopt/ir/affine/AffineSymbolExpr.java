package jopt.ir.affine;

/** The symbol {@code s<position>}. */
public record AffineSymbolExpr(int position) implements AffinePositionalExpr {
  private static final AffineSymbolExpr[] CACHE = new AffineSymbolExpr[16];

  static {
    for (int i = 0; i < CACHE.length; i++) {
      CACHE[i] = new AffineSymbolExpr(i);
    }
  }

  public static AffineSymbolExpr get(int position) {
    return position >= 0 && position < CACHE.length ? CACHE[position] : new AffineSymbolExpr(position);
  }

  @Override
  public AffineExprKind getKind() {
    return AffineExprKind.SYMBOL;
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
