package jopt.ir.affine;

import java.util.function.IntConsumer;

/** MLIR's printAffineExprInternal: precedence-driven parentheses and "a - b" pretty forms. */
final class AffinePrinter {
  private AffinePrinter() {}

  private static final IntConsumer NO_LEAVES = i -> { };

  static void print(AffineExpr expr, StringBuilder out) {
    print(expr, false, out, null, NO_LEAVES);
  }

  /**
   * Prints {@code expr} with its dims and symbols written by {@code dim} and {@code symbol}
   * (which append to {@code out} themselves), as MLIR's printAffineExpr with a callback.
   */
  static void print(AffineExpr expr, StringBuilder out, IntConsumer dim, IntConsumer symbol) {
    print(expr, false, out, dim, symbol);
  }

  /** {@code strong}: the enclosing operator binds tighter than + (parenthesize binary ops). */
  private static void print(AffineExpr expr, boolean strong, StringBuilder out, IntConsumer dimLeaf,
      IntConsumer symLeaf) {
    if (expr instanceof AffineDimExpr d) {
      if (dimLeaf != null) {
        dimLeaf.accept(d.position());
      } else {
        out.append('d').append(d.position());
      }
      return;
    }
    if (expr instanceof AffineSymbolExpr s) {
      if (dimLeaf != null) {
        symLeaf.accept(s.position());
      } else {
        out.append('s').append(s.position());
      }
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
        print(lhs, true, out, dimLeaf, symLeaf);
      } else {
        print(lhs, true, out, dimLeaf, symLeaf);
        out.append(bin.kind().spelling);
        print(rhs, true, out, dimLeaf, symLeaf);
      }
    } else if (rhs instanceof AffineBinaryOpExpr rMul && rMul.kind() == AffineExprKind.MUL
        && rMul.rhs() instanceof AffineConstantExpr rrhs && rrhs.value() < 0) {
      // a + b * -1 -> a - b;  a + b * -c -> a - b * c
      print(lhs, false, out, dimLeaf, symLeaf);
      out.append(" - ");
      if (rrhs.value() == -1) {
        print(rMul.lhs(), rMul.lhs().getKind() == AffineExprKind.ADD, out, dimLeaf, symLeaf);
      } else {
        print(rMul.lhs(), true, out, dimLeaf, symLeaf);
        out.append(" * ").append(-rrhs.value());
      }
    } else if (rhs instanceof AffineConstantExpr c && c.value() < 0) {
      print(lhs, false, out, dimLeaf, symLeaf);
      out.append(" - ").append(-c.value());
    } else {
      print(lhs, false, out, dimLeaf, symLeaf);
      out.append(" + ");
      print(rhs, false, out, dimLeaf, symLeaf);
    }
    if (strong) {
      out.append(')');
    }
  }
}
