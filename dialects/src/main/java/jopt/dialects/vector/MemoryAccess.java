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

  /**
   * The checks of a masked access of a memref (maskedload, expandload, maskedstore,
   * compressstore; operands: base, indices, mask, then pass_thru or the stored value): the
   * element types, the index count, and the mask against the accessed vector (the result, or
   * the stored value): its whole shape, or with {@code expanding} its one dim (expandload,
   * compressstore). A read's pass_thru must have the result's type.
   */
  static boolean verifyMasked(Operation op, boolean expanding) {
    int n = op.getNumOperands();
    boolean read = op.getNumResults() == 1;
    String role = read ? "result" : "valueToStore";
    MemRefType memref = (MemRefType) op.getOperand(0).getType();
    VectorType mask = (VectorType) op.getOperand(n - 2).getType();
    VectorType vector = (VectorType) (read ? op.getResult(0) : op.getOperand(n - 1)).getType();
    if (!vector.getElementType().equals(memref.getElementType())) {
      op.emitOpError("base and " + role + " element type should match");
      return false;
    }
    if (!requiresIndices(op, n - 3, memref)) {
      return false;
    }
    if (expanding ? vector.getDimSize(0) != mask.getDimSize(0) : !sameShape(vector, mask)) {
      op.emitOpError("expected " + role + (expanding ? " dim to match mask dim"
          : " shape to match mask shape"));
      return false;
    }
    if (read && !vector.equals(op.getOperand(n - 1).getType())) {
      op.emitOpError("expected pass_thru of same type as result type");
      return false;
    }
    return true;
  }

  /** Whether two vectors have the same shape (their scalable flags aside). */
  static boolean sameShape(VectorType a, VectorType b) {
    return Arrays.equals(a.getShape(), b.getShape());
  }
}
