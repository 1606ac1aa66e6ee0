package jopt.ir.interfaces;

import jopt.ir.Operation;
import jopt.ir.Value;

/** An op whose result is a view of (aliases) one of its operands. */
public interface ViewLikeOpInterface {
  /**
   * The viewed value; by default the first operand, where every upstream view op (memref.cast,
   * subview, reinterpret_cast, view, the reshapes, vector.type_cast, ...) declares its source.
   */
  default Value getViewSource(Operation op) {
    return op.getOperand(0);
  }
}
