package jopt.dialects.xegpu;

import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.VectorType;

/** The checks load_matrix and store_matrix share (reported as errors, not op errors, as MLIR does). */
final class MatrixChecks {
  private MatrixChecks() {}

  /** A 2-D mem_desc, and a vector no larger than it along the dimensions they share. */
  static boolean verify(Operation op, Type data, MemDescType desc) {
    if (desc.getRank() != 2) {
      op.emitError("mem_desc must be 2D.");
      return false;
    }
    if (data instanceof VectorType v) {
      long[] shape = v.getShape();
      for (int i = 0; i < Math.min(shape.length, desc.getRank()); i++) {
        if (shape[i] > desc.shape().get(i)) {
          op.emitError("data shape must not exceed mem_desc shape.");
          return false;
        }
      }
    }
    return true;
  }
}
