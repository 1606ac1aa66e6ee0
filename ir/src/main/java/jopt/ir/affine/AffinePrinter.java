package jopt.ir.affine;

/** MLIR's printAffineExprInternal: precedence-driven parentheses and "a - b" pretty forms. */
final class AffinePrinter {
  private AffinePrinter() {}

  static void print(AffineExpr expr, StringBuilder out) {
    print(expr, false, out);
  }

  /** {@code strong}: the enclosing operator binds tighter than + (parenthesize binary ops). */
  private static void print(AffineExpr expr, boolean strong, StringBuilder out) {
    if (expr instanceof AffineDimExpr d) {
      out.append('d').append(d.position());
      return;
    }
    if (expr instanceof AffineSymbolExpr s) {
      out.append('s').append(s.position());
      return;
    }
    if (expr instanceof AffineConstantExpr c) {
      out.append(c.value());
      return;
    }
    AffineBinaryOpExpr bin = (AffineBinaryOpExpr) expr;
    AffineExpr lhs = bin.lhs();
    AffineExpr rhs = bin.rhs();
    if (strong) {
      out.append('(');
    }
    if (bin.kind() != AffineExprKind.ADD) {
      if (bin.kind() == AffineExprKind.MUL && rhs instanceof AffineConstantExpr c && c.value() == -1) {
        out.append('-');
        print(lhs, true, out);
      } else {
        print(lhs, true, out);
        out.append(bin.kind().spelling);
        print(rhs, true, out);
      }
    } else if (rhs instanceof AffineBinaryOpExpr rMul && rMul.kind() == AffineExprKind.MUL
        && rMul.rhs() instanceof AffineConstantExpr rrhs && rrhs.value() < 0) {
      // a + b * -1 -> a - b;  a + b * -c -> a - b * c
      print(lhs, false, out);
      out.append(" - ");
      if (rrhs.value() == -1) {
        print(rMul.lhs(), rMul.lhs().getKind() == AffineExprKind.ADD, out);
      } else {
        print(rMul.lhs(), true, out);
        out.append(" * ").append(-rrhs.value());
      }
    } else if (rhs instanceof AffineConstantExpr c && c.value() < 0) {
      print(lhs, false, out);
      out.append(" - ").append(-c.value());
    } else {
      print(lhs, false, out);
      out.append(" + ");
      print(rhs, false, out);
    }
    if (strong) {
      out.append(')');
    }
  }
}
