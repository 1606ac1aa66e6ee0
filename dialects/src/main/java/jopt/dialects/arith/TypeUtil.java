package jopt.dialects.arith;

import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
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

  /** True for vectors and tensors, the containers the "-like" constraints accept. */
  public static boolean isContainer(Type t) {
    return t instanceof VectorType || t instanceof RankedTensorType || t instanceof UnrankedTensorType;
  }

  public static boolean isSignlessInt(Type t) {
    return t instanceof IntegerType i && i.isSignless();
  }

  public static boolean isIndex(Type t) {
    return t instanceof IndexType;
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
    return isSignlessInt(e) || isIndex(e);
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
      return isSignlessInt(e) || isIndex(e);
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

  /** Whether two types have the same container kind and shape (SameOperandsAndResultShape). */
  public static boolean sameShape(Type a, Type b) {
    if (isContainer(a) != isContainer(b) || (a instanceof MemRefType) != (b instanceof MemRefType)) {
      return false;
    }
    return java.util.Objects.equals(shapeOf(a), shapeOf(b));
  }

  /** The shape as a list (null for scalars and unranked tensors). */
  public static java.util.List<Long> shapeOf(Type t) {
    long[] s = null;
    if (t instanceof VectorType v) {
      s = v.shape();
    } else if (t instanceof RankedTensorType r) {
      s = r.shape();
    } else if (t instanceof MemRefType m) {
      s = m.shape();
    }
    if (s == null) {
      return null;
    }
    java.util.List<Long> r = new java.util.ArrayList<>();
    for (long d : s) {
      r.add(d);
    }
    return r;
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
