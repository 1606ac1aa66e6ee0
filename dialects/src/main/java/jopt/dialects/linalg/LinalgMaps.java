package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;

/** Default indexing maps of named linalg ops. */
final class LinalgMaps {
  private LinalgMaps() {}

  private static Attribute map(int numDims, int... dims) {
    AffineExpr[] exprs = new AffineExpr[dims.length];
    for (int i = 0; i < dims.length; i++) {
      exprs[i] = AffineExpr.dim(dims[i]);
    }
    return new AffineMapAttr(AffineMap.get(numDims, 0, List.of(exprs)));
  }

  /** (m, n, k): A(m, k), B(k, n), C(m, n). */
  static List<Attribute> matmulDefaults() {
    return List.of(map(3, 0, 2), map(3, 2, 1), map(3, 0, 1));
  }
}
