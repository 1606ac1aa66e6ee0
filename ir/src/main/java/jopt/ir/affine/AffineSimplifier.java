package jopt.ir.affine;

import static jopt.ir.affine.AffineExprKind.ADD;
import static jopt.ir.affine.AffineExprKind.FLOOR_DIV;
import static jopt.ir.affine.AffineExprKind.MOD;
import static jopt.ir.affine.AffineExprKind.MUL;

/** MLIR's construction-time simplifications of affine binary expressions (AffineExpr.cpp). */
final class AffineSimplifier {
  private AffineSimplifier() {}

  static AffineExpr binary(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs) {
    AffineExpr s = switch (kind) {
      case ADD -> simplifyAdd(lhs, rhs);
      case MUL -> simplifyMul(lhs, rhs);
      case FLOOR_DIV -> simplifyFloorDiv(lhs, rhs);
      case CEIL_DIV -> simplifyCeilDiv(lhs, rhs);
      case MOD -> simplifyMod(lhs, rhs);
      default -> throw new IllegalArgumentException("not a binary kind: " + kind);
    };
    return s != null ? s : new AffineBinaryOpExpr(kind, lhs, rhs);
  }

  private static AffineConstantExpr cst(AffineExpr e) {
    return e instanceof AffineConstantExpr c ? c : null;
  }

  private static AffineBinaryOpExpr bin(AffineExpr e, AffineExprKind kind) {
    return e instanceof AffineBinaryOpExpr b && b.kind() == kind ? b : null;
  }

  private static AffineExpr simplifyAdd(AffineExpr lhs, AffineExpr rhs) {
    AffineConstantExpr lhsConst = cst(lhs);
    AffineConstantExpr rhsConst = cst(rhs);
    if (lhsConst != null && rhsConst != null) {
      long a = lhsConst.value();
      long b = rhsConst.value();
      long sum = a + b;
      if (((a ^ sum) & (b ^ sum)) < 0) {
        return null;
      }
      return AffineConstantExpr.get(sum);
    }
    // Only the RHS may be a constant; a lone symbolic operand goes to the right.
    if (lhsConst != null || (lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant())
        || outOfOrder(lhs, rhs)) {
      return rhs.add(lhs);
    }
    if (rhsConst != null && rhsConst.value() == 0) {
      return lhs;
    }
    // (d0 + 2) + 3 -> d0 + 5
    AffineBinaryOpExpr lAdd = bin(lhs, ADD);
    if (lAdd != null && rhsConst != null && lAdd.rhs() instanceof AffineConstantExpr lrhs) {
      return lAdd.lhs().add(lrhs.value() + rhsConst.value());
    }
    // c1 * e + c2 * e -> (c1 + c2) * e
    AffineExpr firstExpr = lhs;
    long lhsFactor = 1;
    AffineBinaryOpExpr lMul = bin(lhs, MUL);
    if (lMul != null && lMul.rhs() instanceof AffineConstantExpr c) {
      lhsFactor = c.value();
      firstExpr = lMul.lhs();
    }
    AffineExpr secondExpr = rhs;
    long rhsFactor = 1;
    AffineBinaryOpExpr rMul = bin(rhs, MUL);
    if (rMul != null && rMul.rhs() instanceof AffineConstantExpr c) {
      rhsFactor = c.value();
      secondExpr = rMul.lhs();
    }
    if (firstExpr.equals(secondExpr)) {
      return firstExpr.mul(AffineConstantExpr.get(lhsFactor + rhsFactor));
    }
    // (d0 + 2) + d1 -> (d0 + d1) + 2
    if (lAdd != null && lAdd.rhs() instanceof AffineConstantExpr lrhs) {
      return lAdd.lhs().add(rhs).add(lrhs);
    }
    if (rMul == null) {
      return null;
    }
    AffineExpr lrhs = rMul.lhs();
    AffineConstantExpr rrhsConst = cst(rMul.rhs());
    // e + ((e floordiv q) * q) * -1 -> e mod q, q symbolic
    AffineBinaryOpExpr lrhsMul = bin(lrhs, MUL);
    if (rrhsConst != null && rrhsConst.value() == -1 && lrhsMul != null) {
      AffineBinaryOpExpr div = bin(lrhsMul.lhs(), FLOOR_DIV);
      if (div == null) {
        return null;
      }
      if (div.rhs().equals(lrhsMul.rhs()) && lhs.equals(div.lhs())) {
        return lhs.mod(lrhsMul.rhs());
      }
    }
    // e + (e floordiv c) * -c -> e mod c
    AffineBinaryOpExpr lrDiv = bin(lrhs, FLOOR_DIV);
    if (lrDiv == null) {
      return null;
    }
    if (lrDiv.rhs() instanceof AffineConstantExpr c && c.value() > 0 && lhs.equals(lrDiv.lhs())
        && rrhsConst != null && c.value() == -rrhsConst.value()) {
      return lhs.mod(c);
    }
    // (a + b) + (e floordiv c) * f -> a + (b + (e floordiv c) * f) when the inner sum simplifies
    if (lAdd != null) {
      AffineExpr inner = simplifyAdd(lAdd.rhs(), rhs);
      if (inner != null) {
        return lAdd.lhs().add(inner);
      }
    }
    return null;
  }

  /** Two dims (or two symbols) in decreasing position order: commutative ops swap them. */
  private static boolean outOfOrder(AffineExpr lhs, AffineExpr rhs) {
    if (lhs instanceof AffineDimExpr l && rhs instanceof AffineDimExpr r) {
      return l.position() > r.position();
    }
    return lhs instanceof AffineSymbolExpr l && rhs instanceof AffineSymbolExpr r && l.position() > r.position();
  }

  private static AffineExpr simplifyMul(AffineExpr lhs, AffineExpr rhs) {
    AffineConstantExpr lhsConst = cst(lhs);
    AffineConstantExpr rhsConst = cst(rhs);
    if (lhsConst != null && rhsConst != null) {
      long a = lhsConst.value();
      long b = rhsConst.value();
      long hi = Math.multiplyHigh(a, b);
      long product = a * b;
      if (hi != (product >> 63)) {
        return null;
      }
      return AffineConstantExpr.get(product);
    }
    if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) {
      return null;
    }
    // The constant or symbolic operand goes to the right; a constant always does.
    if (!rhs.isSymbolicOrConstant() || lhsConst != null || outOfOrder(lhs, rhs)) {
      return rhs.mul(lhs);
    }
    if (rhsConst != null) {
      if (rhsConst.value() == 1) {
        return lhs;
      }
      if (rhsConst.value() == 0) {
        return rhsConst;
      }
    }
    AffineBinaryOpExpr lMul = bin(lhs, MUL);
    if (lMul != null && lMul.rhs() instanceof AffineConstantExpr lrhs) {
      // (d0 * 2) * 3 -> d0 * 6
      if (rhsConst != null) {
        return lMul.lhs().mul(lrhs.value() * rhsConst.value());
      }
      // (d0 * 2) * s0 -> (d0 * s0) * 2
      return lMul.lhs().mul(rhs).mul(lrhs);
    }
    return null;
  }

  private static AffineExpr simplifyFloorDiv(AffineExpr lhs, AffineExpr rhs) {
    AffineConstantExpr rhsConst = cst(rhs);
    if (rhsConst == null || rhsConst.value() == 0) {
      return null;
    }
    long c = rhsConst.value();
    if (lhs instanceof AffineConstantExpr lhsConst) {
      if (lhsConst.value() == Long.MIN_VALUE && c == -1) {
        return null;
      }
      return AffineConstantExpr.get(Math.floorDiv(lhsConst.value(), c));
    }
    if (c == 1) {
      return lhs;
    }
    // (e * 128) floordiv 64 -> e * 2
    AffineBinaryOpExpr lMul = bin(lhs, MUL);
    if (lMul != null && lMul.rhs() instanceof AffineConstantExpr lrhs && lrhs.value() % c == 0) {
      return lMul.lhs().mul(lrhs.value() / c);
    }
    // (e1 + e2) floordiv c when e1 or e2 is a multiple of c
    AffineBinaryOpExpr lAdd = bin(lhs, ADD);
    if (lAdd != null) {
      long llhsDiv = lAdd.lhs().getLargestKnownDivisor();
      long lrhsDiv = lAdd.rhs().getLargestKnownDivisor();
      if (llhsDiv % c == 0 || lrhsDiv % c == 0) {
        return lAdd.lhs().floorDiv(c).add(lAdd.rhs().floorDiv(c));
      }
    }
    return null;
  }

  private static AffineExpr simplifyCeilDiv(AffineExpr lhs, AffineExpr rhs) {
    AffineConstantExpr rhsConst = cst(rhs);
    if (rhsConst == null || rhsConst.value() == 0) {
      return null;
    }
    long c = rhsConst.value();
    if (lhs instanceof AffineConstantExpr lhsConst) {
      if (lhsConst.value() == Long.MIN_VALUE && c == -1) {
        return null;
      }
      return AffineConstantExpr.get(ceilDiv(lhsConst.value(), c));
    }
    if (c == 1) {
      return lhs;
    }
    AffineBinaryOpExpr lMul = bin(lhs, MUL);
    if (lMul != null && lMul.rhs() instanceof AffineConstantExpr lrhs && lrhs.value() % c == 0) {
      return lMul.lhs().mul(lrhs.value() / c);
    }
    return null;
  }

  private static AffineExpr simplifyMod(AffineExpr lhs, AffineExpr rhs) {
    AffineConstantExpr rhsConst = cst(rhs);
    if (rhsConst == null || rhsConst.value() < 1) {
      return null;
    }
    long c = rhsConst.value();
    if (lhs instanceof AffineConstantExpr lhsConst) {
      return AffineConstantExpr.get(Math.floorMod(lhsConst.value(), c));
    }
    // (i * 128) mod 64 -> 0
    if (lhs.getLargestKnownDivisor() % c == 0) {
      return AffineConstantExpr.get(0);
    }
    AffineBinaryOpExpr lAdd = bin(lhs, ADD);
    if (lAdd != null) {
      if (lAdd.lhs().getLargestKnownDivisor() % c == 0) {
        return lAdd.rhs().mod(c);
      }
      if (lAdd.rhs().getLargestKnownDivisor() % c == 0) {
        return lAdd.lhs().mod(c);
      }
    }
    // (e mod a) mod b -> e mod b when a % b == 0
    AffineBinaryOpExpr lMod = bin(lhs, MOD);
    if (lMod != null && lMod.rhs() instanceof AffineConstantExpr a && a.value() >= 1
        && Math.floorMod(a.value(), c) == 0) {
      return lMod.lhs().mod(c);
    }
    return null;
  }

  static long ceilDiv(long a, long b) {
    long q = a / b;
    if ((a % b != 0) && ((a ^ b) >= 0)) {
      q++;
    }
    return q;
  }
}
