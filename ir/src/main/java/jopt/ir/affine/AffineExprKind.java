package jopt.ir.affine;

/** The kinds of affine expressions. */
public enum AffineExprKind {
  ADD(" + "),
  MUL(" * "),
  MOD(" mod "),
  FLOOR_DIV(" floordiv "),
  CEIL_DIV(" ceildiv "),
  CONSTANT(null),
  DIM(null),
  SYMBOL(null);

  /** How a binary kind is spelled between its operands, with the surrounding spaces. */
  final String spelling;

  AffineExprKind(String spelling) {
    this.spelling = spelling;
  }

  public boolean isBinary() {
    return spelling != null;
  }
}
