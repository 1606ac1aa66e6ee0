package jopt.interpreter.semantics;

import jopt.interpreter.runtime.RuntimeError;
import jopt.interpreter.runtime.VectorValue;
import jopt.ir.Operation;
import jopt.ir.type.VectorType;

/**
 * Elementwise ops (arith, math) on vectors: the scalar semantics run once per element, with
 * each vector operand standing for its element and scalar operands as they are, and the
 * results gathered into vectors of the result types. A fault names the op, as on scalars.
 */
final class ElementwiseLifting {
  private ElementwiseLifting() {}

  /** Registers {@code scalar} for {@code spec}, lifted over vectors. */
  static void register(SemanticsRegistry r, jopt.ir.ods.OpSpec spec, OpSemantics scalar) {
    r.register(spec, lift(scalar));
  }

  /** {@code scalar}, also over vectors. */
  static OpSemantics lift(OpSemantics scalar) {
    return (op, ex) -> {
      int n = -1;
      for (int k = 0; k < op.getNumOperands(); k++) {
        if (ex.get(op.getOperand(k)) instanceof VectorValue v) {
          n = v.size();
        }
      }
      if (n < 0) {
        scalar.execute(op, ex);
        return;
      }
      run(op, ex, scalar, n);
    };
  }

  private static void run(Operation op, Execution ex, OpSemantics scalar, int n) {
    int operands = op.getNumOperands();
    Object[] saved = new Object[operands];
    for (int k = 0; k < operands; k++) {
      saved[k] = ex.get(op.getOperand(k));
    }
    Object[][] out = new Object[op.getNumResults()][n];
    try {
      for (int i = 0; i < n; i++) {
        for (int k = 0; k < operands; k++) {
          if (saved[k] instanceof VectorValue v) {
            ex.set(op.getOperand(k), v.get(i));
          }
        }
        scalar.execute(op, ex);
        for (int r = 0; r < out.length; r++) {
          out[r][i] = ex.get(op.getResult(r));
        }
      }
    } finally {
      for (int k = 0; k < operands; k++) {
        ex.set(op.getOperand(k), saved[k]);
      }
    }
    for (int r = 0; r < out.length; r++) {
      if (!(op.getResult(r).getType() instanceof VectorType t) || t.isScalable()) {
        throw ex.error(RuntimeError.Kind.UNSUPPORTED, op, "elementwise op on vectors with a "
            + "result of type " + op.getResult(r).getType());
      }
      ex.set(op.getResult(r), VectorValue.of(t, out[r]));
    }
  }
}
