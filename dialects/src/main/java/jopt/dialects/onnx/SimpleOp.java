package jopt.dialects.onnx;

import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.OpSpec;

/**
 * An op with no logic of its own beyond its {@link OpSpec}: a compute op (its results get
 * memory of their own) or a metadata-only noop (result 0 shares the memory of operand 0).
 */
public final class SimpleOp extends OnnxOp implements Traits.Pure {
  private final GraphAliasing aliasing;

  private SimpleOp(OpSpec spec, GraphAliasing aliasing) {
    super(spec);
    this.aliasing = aliasing;
  }

  public static SimpleOp compute(OpSpec spec) {
    return new SimpleOp(spec, new Compute());
  }

  public static SimpleOp noop(OpSpec spec) {
    return new SimpleOp(spec, new Noop(0));
  }

  /** Ops whose {@code axis} attribute names a dimension of operand 0, as onnx-mlir checks it. */
  private static final java.util.Set<String> AXIS_OF_INPUT = java.util.Set.of("onnx.ArgMax",
      "onnx.ArgMin", "onnx.Softmax", "onnx.SoftmaxV11", "onnx.LogSoftmax", "onnx.Hardmax",
      "onnx.GatherElements", "onnx.ScatterElements", "onnx.TopK", "onnx.LpNormalization",
      "onnx.Compress", "onnx.Flatten");

  /** The axis check of onnx-mlir's verifiers: in [-rank, rank) ([-rank, rank] for Flatten). */
  @Override
  protected boolean verifyOp(Operation op) {
    if (!AXIS_OF_INPUT.contains(op.getName()) || !(op.getAttr("axis") instanceof jopt.ir.attr.IntegerAttr a)) {
      return true;
    }
    int rank = Shapes.rank(op.getOperand(0).getType());
    if (rank < 0) {
      return true;
    }
    if (op.getName().equals("onnx.Flatten")) {
      if (a.getValue() >= -rank && a.getValue() <= rank) {
        return true;
      }
      op.emitError(op.getName() + ": 'axis' value is " + a.getValue() + ", accepted range is [" + (-rank)
          + ", " + rank + "]");
      return false;
    }
    return axisInRange(op, "axis", a.getValue(), rank);
  }

  @Override
  public GraphAliasing getGraphAliasing(Operation op) {
    return aliasing;
  }
}
