package jopt.dialects.onnx;

import static jopt.dialects.onnx.OpSpec.req;

import jopt.ir.Operation;

/** onnx.EntryPoint: {@code "onnx.EntryPoint"() {func = @main_graph} : () -> ()}, the model's entry. */
public final class EntryPointOp extends OnnxOp {
  public static final String NAME = "onnx.EntryPoint";

  public EntryPointOp() {
    super(OpSpec.of("EntryPoint", "", "", req("func", AttrKind.SYMBOL)));
  }

  /** Has no results to place. */
  @Override
  public GraphAliasing getGraphAliasing(Operation op) {
    return new Compute();
  }
}
