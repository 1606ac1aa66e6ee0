package jopt.ir.affine;

import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's simplifyAffineMap for the results that are linear in the dims and symbols (sums of
 * constant multiples): each is flattened to its coefficients and rebuilt the way MLIR's
 * getAffineExprFromFlatForm does, dims first, then symbols, then the constant, so
 * {@code s1 + s0 * 2 + 3 + s0} becomes {@code s0 * 3 + s1 + 3}. Results with {@code mod},
 * {@code floordiv}, {@code ceildiv} or a product of two variables are kept as they are (MLIR
 * flattens those too, with local variables; jopt does not yet).
 */
public final class AffineLinearSimplifier {
  private AffineLinearSimplifier() {}

  public static AffineMap simplifyAffineMap(AffineMap map) {
    List<AffineExpr> results = new ArrayList<>(map.getNumResults());
    for (AffineExpr e : map.getResults()) {
      results.add(simplifyAffineExpr(e, map.getNumDims(), map.getNumSymbols()));
    }
    return AffineMap.get(map.getNumDims(), map.getNumSymbols(), results);
  }

  /** The rebuilt linear form of {@code expr}, or {@code expr} itself when it is not linear. */
  public static AffineExpr simplifyAffineExpr(AffineExpr expr, int numDims, int numSymbols) {
    long[] flat = new long[numDims + numSymbols + 1];
    if (!flatten(expr, 1, numDims, flat)) {
      return expr;
    }
    AffineExpr r = AffineExpr.constant(0);
    for (int j = 0; j < numDims + numSymbols; j++) {
      if (flat[j] == 0) {
        continue;
      }
      AffineExpr id = j < numDims ? AffineExpr.dim(j) : AffineExpr.symbol(j - numDims);
      r = r.add(id.mul(flat[j]));
    }
    long constant = flat[flat.length - 1];
    if (constant != 0) {
      r = r.add(constant);
    }
    return r;
  }

  /**
   * The flattened form of a linear {@code expr}: its coefficients of the dims, then of the
   * symbols, then its constant; null when it is not linear.
   */
  public static long[] flatten(AffineExpr expr, int numDims, int numSymbols) {
    long[] flat = new long[numDims + numSymbols + 1];
    return flatten(expr, 1, numDims, flat) ? flat : null;
  }

  /** Adds {@code factor * expr} to {@code flat}; false when {@code expr} is not linear. */
  private static boolean flatten(AffineExpr expr, long factor, int numDims, long[] flat) {
    if (expr instanceof AffineConstantExpr c) {
      flat[flat.length - 1] += factor * c.value();
    } else if (expr instanceof AffineDimExpr d) {
      flat[d.position()] += factor;
    } else if (expr instanceof AffineSymbolExpr s) {
      flat[numDims + s.position()] += factor;
    } else {
      AffineBinaryOpExpr b = (AffineBinaryOpExpr) expr;
      if (b.kind() == AffineExprKind.ADD) {
        return flatten(b.lhs(), factor, numDims, flat) && flatten(b.rhs(), factor, numDims, flat);
      }
      if (b.kind() == AffineExprKind.MUL && b.rhs() instanceof AffineConstantExpr c) {
        return flatten(b.lhs(), factor * c.value(), numDims, flat);
      }
      if (b.kind() == AffineExprKind.MUL && b.lhs() instanceof AffineConstantExpr c) {
        return flatten(b.rhs(), factor * c.value(), numDims, flat);
      }
      return false;
    }
    return true;
  }
}
