package jopt.interpreter;

import jopt.dialects.affine.AffineApplyOp;
import jopt.interpreter.RuntimeError.Kind;
import jopt.ir.Operation;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;

/**
 * affine.apply: its map evaluated on the index operands (dims, then symbols) with the affine
 * meaning of {@code mod}, {@code floordiv} and {@code ceildiv} (rounding towards minus and plus
 * infinity, a non-negative remainder); a division by zero is undefined behaviour.
 */
final class AffineSemantics {
  private AffineSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register(AffineApplyOp.SPEC, AffineSemantics::apply);
  }

  private static void apply(Operation op, Execution ex) {
    AffineMap map = ((AffineMapAttr) op.getAttr("map")).getValue();
    long[] dims = new long[map.getNumDims()];
    long[] symbols = new long[map.getNumSymbols()];
    for (int i = 0; i < op.getNumOperands(); i++) {
      long v = ex.getInt(op.getOperand(i));
      if (i < dims.length) {
        dims[i] = v;
      } else {
        symbols[i - dims.length] = v;
      }
    }
    long result;
    try {
      result = map.eval(dims, symbols)[0];
    } catch (ArithmeticException e) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "affine.apply divides by zero");
    }
    ex.setInt(op.getResult(0), result);
  }
}
