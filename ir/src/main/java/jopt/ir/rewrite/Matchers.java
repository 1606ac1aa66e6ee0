package jopt.ir.rewrite;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Traits;

/**
 * MLIR's constant matchers (Matchers.h): the value of a ConstantLike op, found by folding it,
 * and the {@code m_Zero}/{@code m_One} tests built on it.
 */
public final class Matchers {
  private Matchers() {}

  /** The constant value of a ConstantLike op (obtained by folding it), or null. */
  public static Attribute constantValue(Operation op) {
    if (op == null || !op.hasTrait(Traits.ConstantLike.class) || op.getNumResults() != 1) {
      return null;
    }
    List<OpFoldResult> results = new ArrayList<>(1);
    List<Attribute> noOperands = new ArrayList<>();
    for (int i = 0; i < op.getNumOperands(); i++) {
      noOperands.add(null);
    }
    if (!op.getDef().fold(op, noOperands, results) || results.size() != 1
        || !results.get(0).isAttribute()) {
      return null;
    }
    return results.get(0).attr();
  }

  /** The constant value of {@code v} when a ConstantLike op defines it, or null. */
  public static Attribute constantValue(jopt.ir.Value v) {
    return constantValue(v.getDefiningOp());
  }

  /** MLIR's {@code matchPattern(v, m_Zero())} on an integer: a constant op makes {@code v} zero. */
  public static boolean isConstantZero(jopt.ir.Value v) {
    return constantValue(v) instanceof jopt.ir.attr.IntegerAttr i && i.isZero();
  }

  /** MLIR's {@code matchPattern(v, m_One())} on an integer: a constant op makes {@code v} one (i1 true). */
  public static boolean isConstantOne(jopt.ir.Value v) {
    if (!(constantValue(v) instanceof jopt.ir.attr.IntegerAttr i)) {
      return false;
    }
    return i instanceof jopt.ir.attr.BoolAttr ? !i.isZero() : java.math.BigInteger.ONE.equals(i.getBigValue());
  }

  /**
   * MLIR's {@code isEqualConstantIntOrValue}: the same value, or two integer constants of equal
   * value.
   */
  public static boolean isEqualConstantIntOrValue(jopt.ir.Value a, jopt.ir.Value b) {
    if (a == b) {
      return true;
    }
    return constantValue(a) instanceof jopt.ir.attr.IntegerAttr x
        && constantValue(b) instanceof jopt.ir.attr.IntegerAttr y
        && x.getBigValue().equals(y.getBigValue());
  }
}
