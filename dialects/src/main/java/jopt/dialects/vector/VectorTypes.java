package jopt.dialects.vector;

import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.IntegerType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.VectorType;

/** Type helpers of the vector dialect (MLIR's getElementTypeOrSelf, isBroadcastableTo, ...). */
public final class VectorTypes {
  private VectorTypes() {}

  /** A type as MLIR's diagnostics write it: in single quotes. */
  public static String quote(Type t) {
    return "'" + jopt.ir.AttrTypePrinter.print(t) + "'";
  }

  /** MLIR's getElementTypeOrSelf. */
  public static Type elementTypeOrSelf(Type t) {
    return t instanceof ShapedType s ? s.getElementType() : t;
  }

  public static long numElements(VectorType v) {
    long n = 1;
    for (int i = 0; i < v.getRank(); i++) {
      n *= v.getDimSize(i);
    }
    return n;
  }

  public static int numScalableDims(VectorType v) {
    int n = 0;
    for (int i = 0; i < v.getRank(); i++) {
      n += v.isScalableDim(i) ? 1 : 0;
    }
    return n;
  }

  /** {@code v} with element type i1 (a mask of its shape). */
  public static VectorType maskOf(VectorType v) {
    return v.withElementType(IntegerType.get(1));
  }

  /** The predicate of ODS's TCresVTEtIsSameAsOpBase: result 0 and operand {@code i} share an element type. */
  public static boolean resultElementMatchesOperand(Operation op, int i) {
    return op.getNumOperands() > i && op.getNumResults() > 0
        && elementTypeOrSelf(op.getResult(0).getType()).equals(elementTypeOrSelf(op.getOperand(i).getType()));
  }

  /** What {@link #broadcastable} found. */
  public enum Broadcastable { SUCCESS, SOURCE_NOT_A_VECTOR, SOURCE_RANK_HIGHER, DIMENSION_MISMATCH }

  /**
   * MLIR's isBroadcastableTo: a scalar of the element type, or a vector whose trailing dims
   * match or are 1 (a scalable {@code [1]} only onto itself). On a dimension mismatch
   * {@code mismatch} receives {src dim, src scalable, dst dim, dst scalable}.
   */
  public static Broadcastable broadcastable(Type src, VectorType dst, long[] mismatch) {
    if (!(src instanceof VectorType s)) {
      return src.equals(dst.getElementType()) && isVectorElement(src) ? Broadcastable.SUCCESS
          : Broadcastable.SOURCE_NOT_A_VECTOR;
    }
    int lead = dst.getRank() - s.getRank();
    if (lead < 0) {
      return Broadcastable.SOURCE_RANK_HIGHER;
    }
    for (int i = 0; i < s.getRank(); i++) {
      long sd = s.getDimSize(i);
      long dd = dst.getDimSize(lead + i);
      boolean ss = s.isScalableDim(i);
      boolean ds = dst.isScalableDim(lead + i);
      boolean bad = (sd != 1 && sd != dd) || (sd == 1 && ss && dd != 1) || (ss != ds && (sd != 1 || ss));
      if (bad) {
        if (mismatch != null) {
          mismatch[0] = sd;
          mismatch[1] = ss ? 1 : 0;
          mismatch[2] = dd;
          mismatch[3] = ds ? 1 : 0;
        }
        return Broadcastable.DIMENSION_MISMATCH;
      }
    }
    return Broadcastable.SUCCESS;
  }

  /** VectorElementTypeInterface: integer, index and float types. */
  public static boolean isVectorElement(Type t) {
    return t instanceof IntegerType || t instanceof jopt.ir.type.IndexType || t instanceof jopt.ir.type.FloatType;
  }
}
