package jopt.dialects.vector;

import java.util.Arrays;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.VectorType;

/** The checks vector's memory ops share, with MLIR's messages. */
final class MemoryAccess {
  private MemoryAccess() {}

  /** "requires N indices" unless {@code count} is the base's rank. */
  static boolean requiresIndices(Operation op, int count, ShapedType base) {
    if (count != base.getRank()) {
      op.emitOpError("requires " + base.getRank() + " indices");
      return false;
    }
    return true;
  }

  /** vector.load and vector.store: the memref's layout, rank and element type against the vector's. */
  static boolean verifyLoadStore(Operation op, VectorType vector, MemRefType memref, int indices, String lowerRank,
      String vectorTypesDiffer, String elementTypesDiffer) {
    boolean scalar = !vector.isScalable() && (vector.getRank() == 0 || VectorTypes.numElements(vector) == 1);
    if (!scalar && !memref.isLastDimUnitStride()) {
      op.emitOpError("most minor memref dim must have unit stride");
      return false;
    }
    if (memref.getRank() < vector.getRank()) {
      op.emitOpError(lowerRank);
      return false;
    }
    Type element = memref.getElementType();
    if (element instanceof VectorType v) {
      if (!v.equals(vector)) {
        op.emitOpError(vectorTypesDiffer);
        return false;
      }
      element = v.getElementType();
    }
    if (!vector.getElementType().equals(element)) {
      op.emitOpError(elementTypesDiffer);
      return false;
    }
    return requiresIndices(op, indices, memref);
  }

  /** Whether two vectors have the same shape (their scalable flags aside). */
  static boolean sameShape(VectorType a, VectorType b) {
    return Arrays.equals(a.getShape(), b.getShape());
  }
}
