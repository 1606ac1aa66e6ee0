package jopt.dialects.affine;

import jopt.ir.type.ShapedType;
import jopt.dialects.scf.OpUtils;
import jopt.ir.Operation;

/**
 * The basis of affine.delinearize_index and affine.linearize_index ({@code (4, %n)}, written
 * with {@code custom<DynamicIndexList>} in parentheses): the checks both ops share.
 */
final class BasisList {
  private BasisList() {}

  static long[] staticBasis(Operation op) {
    return OpUtils.denseValues(op, "static_basis");
  }

  /**
   * The dynamic entries match the dynamic operands, and (delinearize_index only, as in MLIR)
   * no static entry is non-positive.
   */
  static boolean verifyBasis(Operation op, long[] statics, int numDynamic, boolean positive) {
    int markers = 0;
    for (long v : statics) {
      if (v == ShapedType.DYNAMIC) {
        markers++;
      }
    }
    if (markers != numDynamic) {
      op.emitOpError("mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis "
          + "entry) -- this can only happen due to an incorrect fold/rewrite");
      return false;
    }
    for (long v : statics) {
      if (positive && v != ShapedType.DYNAMIC && v <= 0) {
        op.emitOpError("no basis element may be statically non-positive");
        return false;
      }
    }
    return true;
  }

}
