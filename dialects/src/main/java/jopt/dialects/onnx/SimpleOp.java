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

  @Override
  public GraphAliasing getGraphAliasing(Operation op) {
    return aliasing;
  }
}
