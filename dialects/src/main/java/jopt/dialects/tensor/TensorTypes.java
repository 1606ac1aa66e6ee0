package jopt.dialects.tensor;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;
import jopt.ir.type.UnrankedTensorType;

/** The tensor dialect's type and attribute constraints (MLIR's summaries) and shape helpers. */
public final class TensorTypes {
  private TensorTypes() {}

  public static final TypeConstraint ANY = TypeConstraints.TENSOR;
  public static final TypeConstraint RANKED = TypeConstraints.RANKED_TENSOR;
  /** ODS's AnyNon0RankedOrUnrankedTensor. */
  public static final TypeConstraint NON_0_RANKED_OR_UNRANKED = TypeConstraint.of(
      "non-0-ranked or unranked tensor",
      t -> t instanceof UnrankedTensorType || t instanceof RankedTensorType r && r.getRank() > 0)
      .withStorageKind(TypeConstraints.TENSOR_TYPE);
  /** ODS's AnyStaticShapeTensor. */
  public static final TypeConstraint STATIC_SHAPE = TypeConstraint.of(
      "statically shaped tensor of any type values", t -> t instanceof RankedTensorType r && isStatic(r.getShape()))
      .withStorageKind(TypeConstraints.RANKED_TENSOR_TYPE);
  /** {@code RankedTensorOf<[AnySignlessIntegerOrIndex]>}: gather and scatter indices. */
  public static final TypeConstraint RANKED_INT_OR_INDEX = TypeConstraint.of(
      "ranked tensor of signless integer or index values",
      t -> t instanceof RankedTensorType r && isSignlessIntOrIndex(r.getElementType()))
      .withStorageKind(TypeConstraints.RANKED_TENSOR_TYPE);
  /** {@code TensorRankOf<[AnySignlessInteger, Index], [1]>}: tensor.reshape's shape. */
  public static final TypeConstraint SHAPE_1D = TypeConstraint.of(
      "1D tensor of signless integer or index values",
      t -> t instanceof RankedTensorType r && r.getRank() == 1 && isSignlessIntOrIndex(r.getElementType()));
  /** tensor.bitcast's operand and result: tensors of integers or floats. */
  public static final TypeConstraint INT_OR_FLOAT = TypeConstraint.of(
      "tensor of signless integer or unsigned integer or signed integer or floating-point values",
      t -> t instanceof TensorType tt && (tt.getElementType() instanceof IntegerType
          || tt.getElementType() instanceof FloatType)).withStorageKind(TypeConstraints.TENSOR_TYPE);

  private static boolean isSignlessIntOrIndex(Type t) {
    return t instanceof IndexType || t instanceof IntegerType it && it.isSignless();
  }

  public static boolean isStatic(long[] shape) {
    for (long d : shape) {
      if (d == ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }


  /** MLIR's diagnostic spelling of a type: {@code 'tensor<4xf32>'}. */
  public static String quoted(Type t) {
    return "'" + AttrTypePrinter.print(t) + "'";
  }

  /** MLIR's verifyCompatibleShape between two tensor types with the same element type. */
  public static boolean castCompatible(Type a, Type b) {
    if (!(a instanceof TensorType ta) || !(b instanceof TensorType tb)) {
      return false;
    }
    return ta.getElementType().equals(tb.getElementType()) && compatibleShapes(ta, tb);
  }

  /** Ranks agree and static sizes agree where both are static; unranked is compatible with all. */
  static boolean compatibleShapes(TensorType a, TensorType b) {
    if (a instanceof UnrankedTensorType || b instanceof UnrankedTensorType) {
      return true;
    }
    long[] x = ((RankedTensorType) a).getShape();
    long[] y = ((RankedTensorType) b).getShape();
    if (x.length != y.length) {
      return false;
    }
    for (int i = 0; i < x.length; i++) {
      if (x[i] != ShapedType.DYNAMIC && y[i] != ShapedType.DYNAMIC && x[i] != y[i]) {
        return false;
      }
    }
    return true;
  }

  /** The bit width of an integer or float element type. */
  static int bitWidth(Type t) {
    return t instanceof IntegerType it ? it.getWidth() : ((FloatType) t).getWidth();
  }

  /**
   * MLIR's computeRankReductionMask: whether {@code reduced} is {@code shape} with some unit
   * dims dropped (matched greedily from the front).
   */
  public static boolean isRankReduction(long[] shape, long[] reduced) {
    int r = 0;
    for (long size : shape) {
      if (r < reduced.length && size == reduced[r]) {
        r++;
      } else if (size != 1) {
        return false;
      }
    }
    return r == reduced.length;
  }

  /** The dims of {@code shape} that the greedy rank-reduction mask drops to get {@code reduced}. */
  public static boolean[] droppedDims(long[] shape, long[] reduced) {
    boolean[] dropped = new boolean[shape.length];
    int r = 0;
    for (int i = 0; i < shape.length; i++) {
      if (r < reduced.length && shape[i] == reduced[r]) {
        r++;
      } else {
        dropped[i] = true;
      }
    }
    return dropped;
  }
}
