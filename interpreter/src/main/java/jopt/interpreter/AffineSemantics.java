package jopt.interpreter;

import jopt.dialects.affine.AffineApplyOp;
import jopt.dialects.affine.AffineMinMaxOp;
import jopt.interpreter.RuntimeError.Kind;
import jopt.ir.Operation;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;

/**
 * affine.apply: its map evaluated on the index operands (dims, then symbols) with the affine
 * meaning of {@code mod}, {@code floordiv} and {@code ceildiv} (rounding towards minus and plus
 * infinity, a non-negative remainder); a division by zero is undefined behaviour. affine.min
 * and affine.max: the least or greatest of the map's results.
 */
final class AffineSemantics {
  private AffineSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register(AffineApplyOp.SPEC, (op, ex) -> ex.setInt(op.getResult(0), eval(op, ex)[0]));
    r.register(AffineMinMaxOp.MIN, (op, ex) ->
        ex.setInt(op.getResult(0), java.util.Arrays.stream(eval(op, ex)).min().getAsLong()));
    r.register(AffineMinMaxOp.MAX, (op, ex) ->
        ex.setInt(op.getResult(0), java.util.Arrays.stream(eval(op, ex)).max().getAsLong()));
  }

  /** The results of the op's map on its index operands. */
  private static long[] eval(Operation op, Execution ex) {
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
    try {
      return map.eval(dims, symbols);
    } catch (ArithmeticException e) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, op.getName() + " divides by zero");
    }
  }
}
