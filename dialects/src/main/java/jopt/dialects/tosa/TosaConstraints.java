package jopt.dialects.tosa;

import java.util.function.Predicate;
import jopt.ir.Type;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DenseResourceElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;
import jopt.ir.type.VectorType;

/**
 * The type and attribute constraints of MLIR 22's TOSA ops (TosaTypesBase.td), each with the
 * summary mlir-opt-22 reports. A "tosa-conformant" tensor is unranked or has no 0-sized
 * dimension; TOSA's numbers are signless or unsigned integers and floats.
 */
public final class TosaConstraints {
  private TosaConstraints() {}

  // ---- element types

  /** Tosa_Int: AnyUnsignedInteger or AnySignlessInteger. */
  static boolean isInt(Type t) {
    return t instanceof IntegerType i && !i.isSigned();
  }

  /** Tosa_AnyNumber ("number"): integers, floats (quantized types are not modelled). */
  static boolean isNumber(Type t) {
    return isInt(t) || t instanceof FloatType;
  }

  static boolean isIntOrFloat(Type t) {
    return isInt(t) || t instanceof FloatType;
  }

  private static Predicate<Type> signless(int... widths) {
    return t -> {
      if (!(t instanceof IntegerType i) || !i.isSignless()) {
        return false;
      }
      for (int w : widths) {
        if (i.width() == w) {
          return true;
        }
      }
      return false;
    };
  }

  /** Tosa_MXFPValue: the micro-scaling value formats. */
  static boolean isMxfpValue(Type t) {
    return t == FloatType.F8E4M3FN || t == FloatType.F8E5M2 || t == FloatType.F4E2M1FN
        || t == FloatType.F6E2M3FN || t == FloatType.F6E3M2FN;
  }

  /** Tosa_MXFPScale: f8E8M0FNU. */
  static boolean isMxfpScale(Type t) {
    return t == FloatType.F8E8M0FNU;
  }

  // ---- tensor shapes

  /** HasNo0Dimensions on a ranked tensor. */
  private static boolean noZeroDims(RankedTensorType r) {
    for (long d : r.getShape()) {
      if (d == 0) {
        return false;
      }
    }
    return true;
  }

  /** TosaTensorOf: a tensor of the elements, unranked or without 0-sized dimensions. */
  private static boolean tensorOf(Type t, Predicate<Type> element) {
    if (!(t instanceof TensorType tt) || !element.test(tt.getElementType())) {
      return false;
    }
    return !(t instanceof RankedTensorType r) || noZeroDims(r);
  }

  /** TosaUnrankedTensorOf. */
  private static boolean unrankedOf(Type t, Predicate<Type> element) {
    return t instanceof TensorType tt && !(t instanceof RankedTensorType) && element.test(tt.getElementType());
  }

  /** TosaTensorRankOf: ranked, one of the ranks, no 0-sized dimension. */
  private static boolean rankOf(Type t, Predicate<Type> element, int rank) {
    return t instanceof RankedTensorType r && r.getRank() == rank && noZeroDims(r)
        && element.test(r.getElementType());
  }

  /** TosaScalarTensorOf rank 1: one element. */
  private static boolean scalarOf(Type t, Predicate<Type> element) {
    return t instanceof RankedTensorType r && r.getRank() == 1 && r.getDimSize(0) == 1
        && element.test(r.getElementType());
  }

  private static TypeConstraint tensor(String summary, Predicate<Type> test) {
    return TypeConstraint.of(summary, test).withStorageKind(TypeConstraints.TENSOR_TYPE);
  }

  /** Tosa_Tensor. */
  public static final TypeConstraint TENSOR =
      tensor("tosa-conformant tensor of number values", t -> tensorOf(t, TosaConstraints::isNumber));
  /** Tosa_I1Tensor. */
  public static final TypeConstraint I1_TENSOR =
      tensor("tosa-conformant tensor of 1-bit signless integer values", t -> tensorOf(t, signless(1)));
  /** Tosa_FloatTensor. */
  public static final TypeConstraint FLOAT_TENSOR =
      tensor("tosa-conformant tensor of floating-point values", t -> tensorOf(t, e -> e instanceof FloatType));
  /** Tosa_Int32Or64Tensor. */
  public static final TypeConstraint INT32_OR_64_TENSOR = tensor(
      "tosa-conformant tensor of 32-bit signless integer or 64-bit signless integer values",
      t -> tensorOf(t, signless(32, 64)));
  /** Tosa_TensorAtLeast1D. */
  public static final TypeConstraint TENSOR_AT_LEAST_1D = tensor("tosa-conformant tensor of at least rank 1",
      t -> unrankedOf(t, TosaConstraints::isNumber) || t instanceof RankedTensorType r && r.getRank() >= 1
          && noZeroDims(r) && isNumber(r.getElementType()));

  /** Tosa_Tensor{N}D: unranked or of rank N. */
  public static TypeConstraint tensorND(int rank) {
    return tensor(rank + "-d tosa-conformant tensor",
        t -> unrankedOf(t, TosaConstraints::isNumber) || rankOf(t, TosaConstraints::isNumber, rank));
  }

  public static final TypeConstraint TENSOR_1D = tensorND(1);
  public static final TypeConstraint TENSOR_3D = tensorND(3);
  public static final TypeConstraint TENSOR_4D = tensorND(4);
  public static final TypeConstraint TENSOR_5D = tensorND(5);

  private static final String INT_OR_FLOAT = "unsigned integer or signless integer or floating-point";

  /** Tosa_ScalarIntOrFloatTensor: the zero points. */
  public static final TypeConstraint SCALAR_INT_OR_FLOAT_TENSOR = tensor("tosa-conformant unranked tensor of "
      + INT_OR_FLOAT + " values or tosa-conformant scalar tensor of " + INT_OR_FLOAT + " values",
      t -> unrankedOf(t, TosaConstraints::isIntOrFloat) || scalarOf(t, TosaConstraints::isIntOrFloat));
  /** Tosa_ScalarTensor: pad's pad_const. */
  public static final TypeConstraint SCALAR_TENSOR = tensor("tosa-conformant unranked tensor of "
      + INT_OR_FLOAT + " values or tosa-conformant scalar tensor of number values",
      t -> unrankedOf(t, TosaConstraints::isIntOrFloat) || scalarOf(t, TosaConstraints::isNumber));
  /** Tosa_ScalarInt8Tensor: mul's shift. */
  public static final TypeConstraint SCALAR_INT8_TENSOR = scalarInt(8);
  /** Tosa_ScalarInt32Tensor. */
  public static final TypeConstraint SCALAR_INT32_TENSOR = scalarInt(32);

  private static TypeConstraint scalarInt(int width) {
    String e = width + "-bit signless integer";
    return tensor("tosa-conformant unranked tensor of " + e + " values or tosa-conformant scalar tensor of " + e
        + " values", t -> unrankedOf(t, signless(width)) || scalarOf(t, signless(width)));
  }

  /** Tosa_IndexTensor2D: gather's and scatter's indices. */
  public static final TypeConstraint INDEX_TENSOR_2D = tensor("tosa-conformant unranked tensor of number values or "
      + "2D tensor of 32-bit signless integer or 64-bit signless integer values",
      t -> unrankedOf(t, TosaConstraints::isNumber) || rankOf(t, signless(32, 64), 2));

  /** Tosa_1DInt16Or32Tensor (1DTensorOf): rescale's multiplier. */
  public static final TypeConstraint INT16_OR_32_TENSOR_1D =
      tensor("1D tensor of 16-bit signless integer or 32-bit signless integer values",
          t -> t instanceof RankedTensorType r && r.getRank() == 1 && signless(16, 32).test(r.getElementType()));
  /** Tosa_1DInt8Tensor: rescale's shift. */
  public static final TypeConstraint INT8_TENSOR_1D = tensor("1D tensor of 8-bit signless integer values",
      t -> t instanceof RankedTensorType r && r.getRank() == 1 && signless(8).test(r.getElementType()));

  /** Tosa_MXFPDataTensor3D / Tosa_MXFPScaleTensor3D. */
  public static final TypeConstraint MXFP_DATA_3D = tensor("tosa-conformant unranked tensor of micro-scaling "
      + "format number values or 3D tensor of micro-scaling format number values",
      t -> unrankedOf(t, TosaConstraints::isMxfpValue) || rankOf(t, TosaConstraints::isMxfpValue, 3));
  public static final TypeConstraint MXFP_SCALE_3D = tensor("tosa-conformant unranked tensor of micro-scaling "
      + "format scale number values or 3D tensor of micro-scaling format scale number values",
      t -> unrankedOf(t, TosaConstraints::isMxfpScale) || rankOf(t, TosaConstraints::isMxfpScale, 3));
  /** Tosa_MXFPDataTensorAtLeast1D / Tosa_MXFPScaleTensorAtLeast1D. */
  public static final TypeConstraint MXFP_DATA_AT_LEAST_1D = atLeast1D(TosaConstraints::isMxfpValue);
  public static final TypeConstraint MXFP_SCALE_AT_LEAST_1D = atLeast1D(TosaConstraints::isMxfpScale);

  private static TypeConstraint atLeast1D(Predicate<Type> element) {
    return tensor("tosa-conformant tensor of at least rank 1", t -> unrankedOf(t, element)
        || t instanceof RankedTensorType r && r.getRank() >= 1 && noZeroDims(r) && element.test(r.getElementType()));
  }

  /** Tosa_IntLike / Tosa_Int8Like: a scalar, vector or tensor of integers (apply_scale). */
  private static TypeConstraint intLike(String summary, Predicate<Type> element) {
    return TypeConstraint.of(summary, t -> element.test(t)
        || t instanceof VectorType v && element.test(v.getElementType()) || tensorOf(t, element));
  }

  public static final TypeConstraint INT_LIKE = intLike("signless-integer-like", TosaConstraints::isInt);
  public static final TypeConstraint INT8_LIKE = intLike("signless-integer-8-bit-like",
      t -> t instanceof IntegerType i && !i.isSigned() && i.width() == 8);

  /** Tosa_Shape. */
  public static final TypeConstraint SHAPE =
      TypeConstraint.of("Shape with static rank and Index element type", t -> t instanceof ShapeType);

  /** Rank{N}TosaShape. */
  public static TypeConstraint shapeOfRank(int rank) {
    return TypeConstraint.of("Tosa shape type of rank " + rank, t -> t instanceof ShapeType s && s.rank() == rank);
  }

  // ---- attributes

  /** Tosa_IntArrayAttr{N}: DenseI64ArrayAttr with exactly N elements. */
  public static AttrConstraint i64Array(int n) {
    AttrConstraint base = AttrConstraints.DENSE_I64_ARRAY;
    return base.confined("i64 dense array attribute with exactly " + n + " elements",
        a -> ((jopt.ir.attr.DenseArrayAttr) a).size() == n).withFormat(base::printInFormat, base::parseInFormat);
  }

  /** TypeAttrOf<Tosa_AccType>. */
  public static final AttrConstraint ACC_TYPE = AttrConstraint.of(
      "type attribute of 32-bit signless integer or 48-bit signless integer or 16-bit float or 32-bit float",
      a -> a instanceof TypeAttr, a -> a instanceof TypeAttr t && (signless(32, 48).test(t.getValue())
          || t.getValue() == FloatType.F16 || t.getValue() == FloatType.F32));

  /** Tosa_IntOrFloatAttr (AnyAttrOf, stored as any attribute): clamp's bounds. */
  public static final AttrConstraint INT_OR_FLOAT_ATTR =
      AttrConstraint.of("arbitrary integer attribute or arbitrary float attribute", a -> true,
          a -> a instanceof IntegerAttr || a instanceof FloatAttr);

  /** ElementsAttr. */
  public static final AttrConstraint ELEMENTS = AttrConstraint.ofKind("constant vector/tensor attribute",
      a -> a instanceof DenseElementsAttr || a instanceof DenseResourceElementsAttr);

  /** IndexElementsAttr: dense integer elements of index type. */
  public static final AttrConstraint INDEX_ELEMENTS = AttrConstraint.of("index elements attribute",
      a -> a instanceof DenseElementsAttr,
      a -> a instanceof DenseElementsAttr d && d.getType().getElementType() instanceof IndexType);
}
