package jopt.dialects.onnx;

import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.OpSpec;

/**
 * An op with no logic of its own beyond its {@link OpSpec}: a compute op (its results get
 * memory of their own), an element-wise op (which may compute in place), a metadata-only noop
 * (result 0 shares the memory of operand 0), or a Transpose (a noop where it moves only
 * dimensions of size 1).
 */
public final class SimpleOp extends OnnxOp implements Traits.Pure {
  private final java.util.function.Function<Operation, GraphAliasing> aliasing;

  private SimpleOp(OpSpec spec, java.util.function.Function<Operation, GraphAliasing> aliasing) {
    super(spec);
    this.aliasing = aliasing;
  }

  public static SimpleOp compute(OpSpec spec) {
    GraphAliasing compute = new Compute();
    return new SimpleOp(spec, op -> compute);
  }

  public static SimpleOp noop(OpSpec spec) {
    GraphAliasing noop = new Noop(0);
    return new SimpleOp(spec, op -> noop);
  }

  public static SimpleOp elementwise(OpSpec spec) {
    GraphAliasing elementwise = new Elementwise();
    return new SimpleOp(spec, op -> elementwise);
  }

  public static SimpleOp transpose(OpSpec spec) {
    return new SimpleOp(spec, SimpleOp::transposeAliasing);
  }

  /**
   * A Transpose leaves the bytes of its input as they are when the dimensions larger than 1 keep
   * their order ({@code 1x64x1 -> 1x1x64}): then it is a noop. Otherwise it moves data (ONNX's
   * default perm reverses the dimensions).
   */
  static GraphAliasing transposeAliasing(Operation op) {
    if (!(op.getOperand(0).getType() instanceof jopt.ir.type.RankedTensorType t)) {
      return new MovesData(0, "the input of 'onnx.Transpose' has no rank: its result is a copy");
    }
    long[] shape = t.getShape();
    long[] perm = new long[shape.length];
    if (op.getAttr("perm") instanceof jopt.ir.attr.ArrayAttr a && a.size() == shape.length) {
      for (int i = 0; i < perm.length; i++) {
        if (!(a.get(i) instanceof jopt.ir.attr.IntegerAttr p) || p.getValue() < 0
            || p.getValue() >= shape.length) {
          return new MovesData(0, "'onnx.Transpose' has no valid perm: its result is a copy");
        }
        perm[i] = p.getValue();
      }
    } else {
      for (int i = 0; i < perm.length; i++) {
        perm[i] = perm.length - 1 - i;
      }
    }
    long last = -1;
    for (long p : perm) {
      if (shape[(int) p] == 1) {
        continue;
      }
      if (p < last) {
        return new MovesData(0, "'onnx.Transpose' with perm " + java.util.Arrays.toString(perm)
            + " puts dimension " + p + " (" + dim(shape[(int) p]) + ") after dimension " + last
            + " (" + dim(shape[(int) last]) + "): it moves data, its result is a copy");
      }
      last = p;
    }
    return new Noop(0);
  }

  private static String dim(long d) {
    return d == jopt.ir.type.ShapedType.DYNAMIC ? "?" : Long.toString(d);
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
    return aliasing.apply(op);
  }
}
