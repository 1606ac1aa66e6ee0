package jopt.dialects.memref;

import jopt.ir.attr.ArrayAttr;
import jopt.ir.type.ShapedType;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.StridesAndOffset;

/** Checks shared by expand_shape and collapse_shape (MLIR's verifyReshapeLikeTypes). */
final class ReassociativeReshape {
  private ReassociativeReshape() {}

  /**
   * Verifies groups of {@code expanded} dims against {@code collapsed} dims and returns the
   * groups, or null after reporting (MLIR's verifyCollapsedShape).
   */
  static List<long[]> verify(Operation op, Type collapsed, Type expanded, boolean isExpansion) {
    List<long[]> groups = ArrayAttr.indexLists(op.getAttr("reassociation"));
    long[] cs = ShapedTypes.shape(collapsed);
    long[] es = ShapedTypes.shape(expanded);
    if (cs.length > es.length) {
      long src = isExpansion ? cs.length : es.length;
      long res = isExpansion ? es.length : cs.length;
      op.emitOpError("has source rank " + src + " and result rank " + res + ". This is not "
          + (isExpansion ? "an expansion (" + src + " > " + res : "a collapse (" + src + " < " + res) + ").");
      return null;
    }
    if (groups.size() != cs.length) {
      op.emitOpError("invalid number of reassociation groups: found " + groups.size() + ", expected " + cs.length);
      return null;
    }
    if (cs.length == 0) {
      for (long d : es) {
        if (d != 1) {
          op.emitOpError("rank 0 memrefs can only be extended/collapsed with/from ones");
          return null;
        }
      }
      return groups;
    }
    long next = 0;
    for (int i = 0; i < groups.size(); i++) {
      boolean dynamic = false;
      long product = 1;
      for (long d : groups.get(i)) {
        if (d != next++) {
          op.emitOpError("reassociation indices must be contiguous");
          return null;
        }
        if (d >= es.length) {
          op.emitOpError("reassociation index " + d + " is out of bounds");
          return null;
        }
        if (es[(int) d] == ShapedType.DYNAMIC) {
          dynamic = true;
        } else {
          product *= es[(int) d];
        }
      }
      if (dynamic != (cs[i] == ShapedType.DYNAMIC)) {
        op.emitOpError("collapsed dim (" + i + ") must be dynamic if and only if reassociation group is dynamic");
        return null;
      }
      if (!dynamic && cs[i] != product) {
        op.emitOpError("collapsed dim size (" + cs[i] + ") must equal reassociation group size (" + product + ")");
        return null;
      }
    }
    if (next != es.length) {
      op.emitOpError("expanded rank (" + es.length + ") inconsistent with number of reassociation indices ("
          + next + ")");
      return null;
    }
    return groups;
  }

  private static long mul(long a, long b) {
    return ShapedTypes.satMul(a, b);
  }

  /**
   * MLIR's ExpandShapeOp::computeExpandedType: a source with an identity layout (none, or one
   * that maps to the identity) expands to an identity layout; else each group's strides grow
   * from the source stride by the sizes after it, and dims of no group (a rank-0 source) get 1.
   */
  static Type expandedType(Type src, long[] resultShape, List<long[]> groups) {
    Type elt = ShapedTypes.elementType(src);
    if (ShapedTypes.hasIdentityLayout(src)) {
      return ShapedTypes.memref(resultShape, elt, null, ShapedTypes.memorySpace(src));
    }
    StridesAndOffset so = ShapedTypes.stridesAndOffset(src);
    if (so == null) {
      return null;
    }
    long[] strides = new long[resultShape.length];
    java.util.Arrays.fill(strides, 1);
    for (int i = 0; i < groups.size(); i++) {
      long current = so.getStride(i);
      long[] g = groups.get(i);
      for (int k = g.length - 1; k >= 0; k--) {
        strides[(int) g[k]] = current;
        current = mul(current, resultShape[(int) g[k]]);
      }
    }
    return ShapedTypes.memref(resultShape, elt, ShapedTypes.stridedLayout(so.offset(), strides),
        ShapedTypes.memorySpace(src));
  }

  /** MLIR's CollapseShapeOp::computeCollapsedType: the shape of each group's product. */
  static Type collapsedType(Type src, List<long[]> groups) {
    long[] srcShape = ShapedTypes.shape(src);
    long[] shape = new long[groups.size()];
    for (int i = 0; i < shape.length; i++) {
      long size = 1;
      for (long d : groups.get(i)) {
        size = mul(size, srcShape[(int) d]);
      }
      shape[i] = size;
    }
    return collapsedType(src, groups, shape);
  }

  /**
   * The type CollapseShapeOp::verify expects for a result of {@code shape}: an identity layout
   * for a source with one, else the strides of each group's last non-unit dim; null when a
   * group is certainly not contiguous.
   */
  static Type collapsedType(Type src, List<long[]> groups, long[] shape) {
    long[] srcShape = ShapedTypes.shape(src);
    Type elt = ShapedTypes.elementType(src);
    if (ShapedTypes.hasIdentityLayout(src)) {
      return ShapedTypes.memref(shape, elt, null, ShapedTypes.memorySpace(src));
    }
    StridesAndOffset so = ShapedTypes.stridesAndOffset(src);
    if (so == null) {
      return null;
    }
    long[] srcStrides = so.strides();
    long[] strides = new long[groups.size()];
    for (int i = 0; i < groups.size(); i++) {
      long[] g = groups.get(i);
      if (g.length == 0) {
        strides[i] = 1;
        continue;
      }
      int n = g.length;
      while (n > 1 && srcShape[(int) g[n - 1]] == 1) {
        n--;
      }
      long last = g[n - 1];
      strides[i] = srcShape[(int) last] != ShapedType.DYNAMIC || n == 1 ? srcStrides[(int) last] : ShapedType.DYNAMIC;
    }
    for (int i = groups.size() - 1; i >= 0; i--) {
      long[] g = groups.get(i);
      long stride = strides[i];
      for (int k = g.length - 1; k >= 1; k--) {
        int idx = (int) g[k];
        stride = mul(stride, srcShape[idx]);
        long srcStride = srcStrides[idx - 1];
        if (srcShape[idx - 1] == 1) {
          continue;
        }
        if (stride != ShapedType.DYNAMIC && srcStride != ShapedType.DYNAMIC && stride != srcStride) {
          return null;
        }
      }
    }
    return ShapedTypes.memref(shape, elt, ShapedTypes.stridedLayout(so.offset(), strides),
        ShapedTypes.memorySpace(src));
  }
}
