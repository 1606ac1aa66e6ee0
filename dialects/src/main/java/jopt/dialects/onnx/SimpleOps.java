package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.ods.OpSpec;

/**
 * The specs of the onnx ops without logic of their own, one per schema of {@link OnnxSchemas}
 * that no hand-written op class defines: the metadata-only noops, Transpose, the element-wise ops
 * and the other compute ops.
 */
final class SimpleOps {
  private SimpleOps() {}

  /** The ops with a class of their own (custom syntax, verifier or aliasing). */
  static final Set<String> HAND_WRITTEN = Set.of("Constant", "Gather", "Slice", "Concat", "Split",
      "SplitV13", "SplitV11");

  /** Ops that only change metadata: the result shares operand 0's memory. */
  private static final Set<String> NOOP_NAMES = Set.of("Reshape", "Squeeze", "SqueezeV11",
      "Unsqueeze", "UnsqueezeV11", "Flatten", "Identity");

  /** Transpose: a noop where it moves only dimensions of size 1, else it moves data. */
  private static final Set<String> TRANSPOSE_NAMES = Set.of("Transpose");

  /**
   * Element-wise ops: each element of result 0 comes from the operand elements at its index
   * (broadcast operands, BatchNormalization's per-channel parameters), so it may be written over
   * an operand of its shape.
   */
  private static final Set<String> ELEMENTWISE_NAMES = Set.of("Abs", "Acos", "Acosh", "Asin",
      "Asinh", "Atan", "Atanh", "Ceil", "Celu", "Clip", "ClipV6", "ClipV11", "ClipV12", "Cos",
      "Cosh", "Elu", "Erf", "Exp", "Floor", "Gelu", "HardSigmoid", "HardSwish", "LeakyRelu", "Log",
      "Mish", "Neg", "Not", "Reciprocal", "Relu", "Round", "Selu", "Shrink", "Sigmoid", "Sign",
      "Sin", "Sinh", "Softplus", "Softsign", "Sqrt", "Tan", "Tanh", "ThresholdedRelu",
      "BitwiseNot", "Cast", "CastLike", "IsNaN", "IsInf", "PRelu", "Add", "Sub", "Mul", "Div",
      "Pow", "Mod", "Max", "Min", "Sum", "Mean", "And", "Or", "Xor", "BitShift", "BitwiseAnd",
      "BitwiseOr", "BitwiseXor", "Equal", "Less", "LessOrEqual", "Greater", "GreaterOrEqual",
      "Where", "BatchNormalizationInferenceMode");

  static final List<OpSpec> NOOPS = specs(NOOP_NAMES::contains);

  static final List<OpSpec> TRANSPOSES = specs(TRANSPOSE_NAMES::contains);

  static final List<OpSpec> ELEMENTWISE = specs(ELEMENTWISE_NAMES::contains);

  /** Ops computing new data: every result gets memory of its own. */
  static final List<OpSpec> COMPUTE = specs(n -> !NOOP_NAMES.contains(n)
      && !TRANSPOSE_NAMES.contains(n) && !ELEMENTWISE_NAMES.contains(n));

  private static List<OpSpec> specs(java.util.function.Predicate<String> named) {
    List<OpSpec> r = new ArrayList<>();
    for (OnnxSchemas.Schema s : OnnxSchemas.all()) {
      if (!HAND_WRITTEN.contains(s.name()) && named.test(s.name())) {
        r.add(s.spec());
      }
    }
    return List.copyOf(r);
  }
}
