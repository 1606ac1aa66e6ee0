package jopt.dialects.onnx;

import static jopt.dialects.onnx.OpSpec.req;

import jopt.ir.Operation;
import jopt.ir.Traits;

/**
 * onnx.Concat: {@code "onnx.Concat"(%a, %b) {axis = 0 : si64}}; the inputs are laid out one
 * after another and the result starts at the first. The ranked inputs must share one rank, in
 * whose range {@code [-rank, rank - 1]} the axis lies.
 */
public final class ConcatOp extends OnnxOp implements Traits.Pure {
  public ConcatOp() {
    super(OpSpec.of("Concat", "T*", "T", req("axis", AttrKind.SI64)));
  }

  @Override
  protected boolean verifyOp(Operation op) {
    int rank = -1;
    int first = -1;
    for (int i = 0; i < op.getNumOperands(); i++) {
      int r = Shapes.rank(op.getOperand(i).getType());
      if (r < 0) {
        continue;
      }
      if (rank < 0) {
        rank = r;
        first = i;
      } else if (r != rank) {
        op.emitOpError("operand #" + i + " has rank " + r + ", but operand #" + first + " has rank "
            + rank);
        return false;
      }
    }
    return rank < 0 || OnnxVerify.axisInRange(op, "axis", intAttr(op, "axis", 0), rank);
  }

  @Override
  public GraphAliasing getGraphAliasing(Operation op) {
    if (op.getAttr("axis") == null) {
      return new Unknown("'onnx.Concat' has no 'axis' attribute");
    }
    return new Concat(intAttr(op, "axis", 0));
  }
}
