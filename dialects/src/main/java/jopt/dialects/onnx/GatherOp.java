package jopt.dialects.onnx;

import static jopt.dialects.onnx.OpSpec.opt;

import jopt.ir.Operation;
import jopt.ir.Traits;

/**
 * onnx.Gather: {@code "onnx.Gather"(%data, %indices) {axis = 0 : si64}}; the result reuses the
 * buffer of {@code data}. The axis (default 0) must lie in {@code [-rank, rank - 1]}.
 */
public final class GatherOp extends OnnxOp implements Traits.Pure {
  public GatherOp() {
    super(OpSpec.of("Gather", "TT", "T", opt("axis", AttrKind.SI64)));
  }

  public static long axis(Operation op) {
    return intAttr(op, "axis", 0);
  }

  @Override
  protected boolean verifyOp(Operation op) {
    int rank = Shapes.rank(op.getOperand(0).getType());
    return rank < 0 || OnnxVerify.axisInRange(op, "axis", axis(op), rank);
  }

  @Override
  public GraphAliasing getGraphAliasing(Operation op) {
    return new Gather(0, axis(op));
  }
}
