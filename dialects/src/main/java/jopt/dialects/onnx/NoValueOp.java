package jopt.dialects.onnx;

import static jopt.dialects.onnx.OpSpec.opt;

import jopt.ir.Operation;
import jopt.ir.Traits;

/** onnx.NoValue: {@code %0 = "onnx.NoValue"() {value} : () -> none}, an absent optional input. */
public final class NoValueOp extends OnnxOp implements Traits.Pure {
  public static final String NAME = "onnx.NoValue";

  public NoValueOp() {
    super(OpSpec.of("NoValue", "", "N", opt("value", AttrKind.UNIT)));
  }

  /** Holds no data: planned as a compute op (the planner has nothing to place). */
  @Override
  public GraphAliasing getGraphAliasing(Operation op) {
    return new Compute();
  }
}
