package jopt.dialects.onnx;

/**
 * How an op's result shapes follow from its operands and attributes: sets the facts of the
 * results of a {@link OnnxNode} (those it leaves unset are unranked tensors of the schema's element
 * type), throws {@link ShapeError} for shapes that cannot be. Named in the op's row of the op
 * table ({@code shape=...}); see {@link OnnxRules}.
 */
@FunctionalInterface
public interface ShapeRule {
  void infer(OnnxNode n);
}
