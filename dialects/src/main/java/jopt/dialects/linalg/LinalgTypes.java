package jopt.dialects.linalg;

import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/** The linalg dialect's type and attribute constraints, with MLIR's summaries. */
public final class LinalgTypes {
  private LinalgTypes() {}

  /** ODS's AnyShaped: the outputs of generic and named ops. */
  public static final TypeConstraint SHAPED = TypeConstraints.SHAPED;
  public static final TypeConstraint RANKED_TENSOR = TypeConstraints.RANKED_TENSOR;
  public static final TypeConstraint TENSOR = TypeConstraints.TENSOR;
  /** ODS's TensorOrMemref: the operands of map, reduce, transpose and broadcast. */
  public static final TypeConstraint TENSOR_OR_MEMREF = TypeConstraints.MEMREF.or(TypeConstraints.RANKED_TENSOR);

  /** ODS's AffineMapArrayAttr. */
  public static final AttrConstraint AFFINE_MAP_ARRAY = AttrConstraint.of("AffineMap array attribute",
      a -> a instanceof ArrayAttr, a -> a instanceof ArrayAttr arr && all(arr, AffineMapAttr.class));
  /** ODS's IteratorTypeArrayAttr. */
  public static final AttrConstraint ITERATOR_TYPE_ARRAY = AttrConstraint.of("Iterator type should be an enum.",
      a -> a instanceof ArrayAttr, a -> a instanceof ArrayAttr arr && all(arr, IteratorTypeAttr.class));
  /** ODS's TypeFnAttr (an EnumAttr over a 32-bit integer enum). */
  public static final AttrConstraint TYPE_FN = AttrConstraint.ofKind(
      "allowed 32-bit signless integer cases: 0, 1", a -> a instanceof TypeFnAttr);

  private static boolean all(ArrayAttr arr, Class<? extends Attribute> kind) {
    for (Attribute a : arr) {
      if (!kind.isInstance(a)) {
        return false;
      }
    }
    return true;
  }

  /** The rank of a shaped operand type (0 for scalars and unranked types), as LinalgOp::getRank. */
  public static int rank(Type t) {
    return t instanceof ShapedType s && s.hasRank() ? s.getRank() : 0;
  }

  /** The shape of a shaped operand type (empty for scalars), as LinalgOp::getShape. */
  public static long[] shape(Type t) {
    return t instanceof ShapedType s && s.hasRank() ? s.getShape() : new long[0];
  }

  /** The element type of a memref or ranked tensor, else the type itself (getElementTypeOrSelf for bbargs). */
  public static Type elementTypeOrSelf(Type t) {
    if (t instanceof MemRefType m) {
      return m.getElementType();
    }
    if (t instanceof RankedTensorType r) {
      return r.getElementType();
    }
    return t;
  }

  /** MLIR's getElementTypeOrSelf for any shaped type. */
  public static Type shapedElementTypeOrSelf(Type t) {
    return t instanceof ShapedType s ? s.getElementType() : t;
  }

  /** MLIR's verifyCompatibleShape: the same rank, and each pair of sizes equal or one dynamic. */
  public static boolean compatibleShapes(long[] a, long[] b) {
    if (a.length != b.length) {
      return false;
    }
    for (int i = 0; i < a.length; i++) {
      if (a[i] != b[i] && a[i] != ShapedType.DYNAMIC && b[i] != ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }
}
