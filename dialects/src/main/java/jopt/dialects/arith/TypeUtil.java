package jopt.dialects.arith;

import java.util.ArrayList;
import jopt.ir.type.Types;
import java.util.List;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;
import jopt.ir.type.UnrankedTensorType;
import jopt.ir.type.VectorType;

/** Type predicates of the arith ops (MLIR's ODS type constraints) and shape helpers. */
public final class TypeUtil {
  private TypeUtil() {}

  public static final IntegerType I1 = IntegerType.get(1);

  /** The element type of a vector or tensor, else {@code t} itself (the "-like" constraints). */
  public static Type elementOf(Type t) {
    if (t instanceof VectorType v) {
      return v.elementType();
    }
    if (t instanceof RankedTensorType r) {
      return r.elementType();
    }
    if (t instanceof UnrankedTensorType u) {
      return u.elementType();
    }
    return t;
  }

  /** MLIR's getElementTypeOrSelf: the element type of any shaped type, else {@code t}. */
  public static Type elementOrSelf(Type t) {
    return t instanceof ShapedType s ? s.getElementType() : t;
  }

  /** True for vectors and tensors, the containers the "-like" constraints accept. */
  public static boolean isContainer(Type t) {
    return t instanceof VectorType || t instanceof RankedTensorType || t instanceof UnrankedTensorType;
  }

  public static boolean isSignlessInt(Type t) {
    return t instanceof IntegerType i && i.isSignless();
  }


  public static boolean isFloat(Type t) {
    return t instanceof FloatType;
  }

  /** Bit width of an integer or float type; index counts as 64 (MLIR's internal storage width). */
  public static int width(Type t) {
    if (t instanceof IntegerType i) {
      return i.width();
    }
    if (t instanceof FloatType f) {
      return f.getWidth();
    }
    return 64;
  }

  /** signless-integer-like: signless integer or index, or a vector/tensor of them. */
  public static boolean isSignlessIntegerLike(Type t) {
    Type e = elementOf(t);
    return isSignlessInt(e) || Types.isIndex(e);
  }

  /** signless-fixed-width-integer-like: signless integer (not index), or a vector/tensor of them. */
  public static boolean isSignlessFixedWidthIntegerLike(Type t) {
    return isSignlessInt(elementOf(t));
  }

  /** floating-point-like: a float, or a vector/tensor of floats. */
  public static boolean isFloatLike(Type t) {
    return isFloat(elementOf(t));
  }

  /** bool-like: i1, or a vector/tensor of i1. */
  public static boolean isBoolLike(Type t) {
    return I1.equals(elementOf(t));
  }

  /** signless-integer-like or memref of signless-integer (index_cast operands). */
  public static boolean isIndexCastable(Type t) {
    if (t instanceof MemRefType m) {
      Type e = m.elementType();
      return isSignlessInt(e) || Types.isIndex(e);
    }
    return isSignlessIntegerLike(t);
  }

  /** signless-integer-or-float-like or memref of signless-integer or float (bitcast operands). */
  public static boolean isBitcastable(Type t) {
    Type e = t instanceof MemRefType m ? m.elementType() : elementOf(t);
    return isSignlessInt(e) || isFloat(e);
  }

  /** The element type of a container or memref, else {@code t}. */
  public static Type scalarOf(Type t) {
    return t instanceof MemRefType m ? m.elementType() : elementOf(t);
  }

  /** MLIR's verifyCompatibleShapes of two types: both unshaped, or shapes that may agree. */
  public static boolean compatibleShapes(Type a, Type b) {
    return jopt.ir.type.ShapeCompatibility.compatible(a, b);
  }

  /** MLIR's verifyCompatibleShapes of a type list (SameOperandsAndResultShape). */
  public static boolean compatibleShapes(List<Type> types) {
    return jopt.ir.type.ShapeCompatibility.compatible(types);
  }

  /** The shape of a ranked tensor, an empty shape for other types (SameInputOutputTensorDims). */
  public static long[] tensorDims(Type t) {
    return t instanceof RankedTensorType r ? r.shape() : new long[0];
  }

  /** Vectors and tensors: the types the Elementwise trait maps over. */
  public static boolean isMappable(Type t) {
    return t instanceof VectorType || t instanceof TensorType;
  }

  /** {@code t} with its element type replaced (i1 results of comparisons). */
  public static Type withElementType(Type t, Type elem) {
    if (t instanceof VectorType v) {
      return v.withElementType(elem);
    }
    if (t instanceof RankedTensorType r) {
      return r.withElementType(elem);
    }
    if (t instanceof UnrankedTensorType) {
      return new UnrankedTensorType(elem);
    }
    return elem;
  }
}
