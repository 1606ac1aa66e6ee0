package jopt.dialects.vector;

import jopt.ir.Operation;
import jopt.ir.Type;

/**
 * MLIR's MaskableOpInterface: an op vector.mask may predicate, with the mask type it expects
 * and whether a pass-thru value may stand for its masked-off lanes.
 */
public interface MaskableOpInterface {
  /** The i1 vector type of the mask this op takes; null when the op lacks what it derives from. */
  Type getExpectedMaskType(Operation op);

  default boolean supportsPassthru(Operation op) {
    return false;
  }

  /** Whether {@code op} is the op a vector.mask masks. */
  static boolean isMasked(Operation op) {
    Operation parent = op.getParentOp();
    return parent != null && MaskOp.isa(parent);
  }
}
