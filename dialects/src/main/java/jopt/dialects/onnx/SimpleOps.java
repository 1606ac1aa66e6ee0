package jopt.dialects.onnx;

import static jopt.dialects.onnx.AttrKind.ELEMENTS;
import static jopt.dialects.onnx.AttrKind.F32;
import static jopt.dialects.onnx.AttrKind.F32S;
import static jopt.dialects.onnx.AttrKind.I64S;
import static jopt.dialects.onnx.AttrKind.SI64;
import static jopt.dialects.onnx.AttrKind.STR;
import static jopt.dialects.onnx.AttrKind.TYPE;
import static jopt.dialects.onnx.OnnxSpecs.of;
import static jopt.dialects.onnx.OnnxSpecs.opt;
import static jopt.dialects.onnx.OnnxSpecs.req;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.onnx.OnnxSpecs.AttrSpec;
import jopt.ir.ods.OpSpec;

/**
 * The ONNX-MLIR ops without logic of their own, as their ODS declares them (opset 13+ forms,
 * where axes, split and shape are operands, plus the "V11"/"V13" variants with attributes):
 * the metadata-only noops and the compute ops of ResNet blocks, transformer attention blocks
 * and image preprocessing chains.
 */
final class SimpleOps {
  private SimpleOps() {}

  /** Ops that only change metadata: the result shares operand 0's memory. */
  static final List<OpSpec> NOOPS = List.of(
      of("Reshape", "TT", "T", opt("allowzero", SI64)),
      of("Transpose", "T", "T", opt("perm", I64S)),
      of("Squeeze", "TO", "T"),
      of("SqueezeV11", "T", "T", opt("axes", I64S)),
      of("Unsqueeze", "TT", "T"),
      of("UnsqueezeV11", "T", "T", req("axes", I64S)),
      of("Flatten", "T", "T", opt("axis", SI64)),
      of("Identity", "T", "T"));

  private static final AttrSpec[] CONV = {opt("auto_pad", STR), opt("dilations", I64S),
      opt("group", SI64), opt("kernel_shape", I64S), opt("pads", I64S), opt("strides", I64S)};

  private static final AttrSpec[] MAX_POOL = {opt("auto_pad", STR), opt("ceil_mode", SI64),
      opt("dilations", I64S), req("kernel_shape", I64S), opt("pads", I64S),
      opt("storage_order", SI64), opt("strides", I64S)};

  private static final AttrSpec[] REDUCE = {opt("keepdims", SI64),
      opt("noop_with_empty_axes", SI64)};

  private static final AttrSpec[] REDUCE_V13 = {opt("axes", I64S), opt("keepdims", SI64)};

  private static final AttrSpec[] ARG = {opt("axis", SI64), opt("keepdims", SI64),
      opt("select_last_index", SI64)};

  /** Ops computing new data: every result gets memory of its own. */
  static final List<OpSpec> COMPUTE = compute();

  private static List<OpSpec> compute() {
    List<OpSpec> ops = new ArrayList<>();
    // Binary (broadcasting) ops without attributes.
    for (String n : List.of("Add", "Sub", "Mul", "Div", "Pow", "Equal", "Less", "LessOrEqual",
        "Greater", "GreaterOrEqual", "And", "Or", "Xor", "PRelu", "MatMul", "Expand", "Tile")) {
      ops.add(of(n, "TT", "T"));
    }
    // Unary ops without attributes.
    for (String n : List.of("Sqrt", "Erf", "Exp", "Log", "Tanh", "Sigmoid", "Relu", "Neg", "Abs",
        "Reciprocal", "Floor", "Ceil", "Round", "Sign", "Not", "Sin", "Cos", "Softplus",
        "Softsign", "HardSwish", "Mish", "GlobalAveragePool", "GlobalMaxPool", "Size",
        "NonZero")) {
      ops.add(of(n, "T", "T"));
    }
    // Variadic element-wise ops.
    for (String n : List.of("Sum", "Max", "Min", "Mean")) {
      ops.add(of(n, "T*", "T"));
    }
    ops.addAll(List.of(
        of("Mod", "TT", "T", opt("fmod", SI64)),
        of("BitShift", "TT", "T", req("direction", STR)),
        of("Shape", "T", "T", opt("end", SI64), opt("start", SI64)),
        of("LeakyRelu", "T", "T", opt("alpha", F32)),
        of("Elu", "T", "T", opt("alpha", F32)),
        of("Selu", "T", "T", opt("alpha", F32), opt("gamma", F32)),
        of("HardSigmoid", "T", "T", opt("alpha", F32), opt("beta", F32)),
        of("Gelu", "T", "T", opt("approximate", STR)),
        of("Clip", "TOO", "T"),
        of("Softmax", "T", "T", opt("axis", SI64)),
        of("SoftmaxV11", "T", "T", opt("axis", SI64)),
        of("LogSoftmax", "T", "T", opt("axis", SI64)),
        of("Hardmax", "T", "T", opt("axis", SI64)),
        of("Gemm", "TTO", "T", opt("alpha", F32), opt("beta", F32), opt("transA", SI64),
            opt("transB", SI64)),
        of("Conv", "TTO", "T", CONV),
        of("ConvTranspose", "TTO", "T", concat(CONV, opt("output_padding", I64S),
            opt("output_shape", I64S))),
        of("MaxPool", "T", "TO", MAX_POOL),
        of("MaxPoolSingleOut", "T", "T", MAX_POOL),
        of("AveragePool", "T", "T", opt("auto_pad", STR), opt("ceil_mode", SI64),
            opt("count_include_pad", SI64), opt("dilations", I64S), req("kernel_shape", I64S),
            opt("pads", I64S), opt("strides", I64S)),
        of("BatchNormalization", "TTTTT", "TOO", opt("epsilon", F32), opt("momentum", F32),
            opt("training_mode", SI64)),
        of("BatchNormalizationInferenceMode", "TTTTT", "T", opt("epsilon", F32),
            opt("momentum", F32)),
        of("LayerNormalization", "TTO", "TOO", opt("axis", SI64), opt("epsilon", F32),
            opt("stash_type", SI64)),
        of("InstanceNormalization", "TTT", "T", opt("epsilon", F32)),
        of("ReduceMean", "TO", "T", REDUCE),
        of("ReduceMeanV13", "T", "T", REDUCE_V13),
        of("ReduceSum", "TO", "T", REDUCE),
        of("ReduceSumV11", "T", "T", REDUCE_V13),
        of("ReduceMax", "TO", "T", REDUCE),
        of("ReduceMaxV13", "T", "T", REDUCE_V13),
        of("ReduceMin", "TO", "T", REDUCE),
        of("ReduceMinV13", "T", "T", REDUCE_V13),
        of("ReduceProd", "TO", "T", REDUCE),
        of("ReduceL2", "TO", "T", REDUCE),
        of("ArgMax", "T", "T", ARG),
        of("ArgMin", "T", "T", ARG),
        of("Cast", "T", "T", opt("saturate", SI64), req("to", TYPE)),
        of("CastLike", "TT", "T", opt("saturate", SI64)),
        of("Resize", "TOOO", "T", opt("antialias", SI64), opt("axes", I64S),
            opt("coordinate_transformation_mode", STR), opt("cubic_coeff_a", F32),
            opt("exclude_outside", SI64), opt("extrapolation_value", F32),
            opt("keep_aspect_ratio_policy", STR), opt("mode", STR), opt("nearest_mode", STR)),
        of("Pad", "TTOO", "T", opt("mode", STR)),
        of("Where", "TTT", "T"),
        of("Dropout", "TOO", "TO", opt("seed", SI64)),
        of("ConstantOfShape", "T", "T", opt("value", ELEMENTS)),
        of("Range", "TTT", "T"),
        of("DepthToSpace", "T", "T", req("blocksize", SI64), opt("mode", STR)),
        of("SpaceToDepth", "T", "T", req("blocksize", SI64)),
        of("Einsum", "T*", "T", req("equation", STR)),
        of("TopK", "TT", "TT", opt("axis", SI64), opt("largest", SI64), opt("sorted", SI64)),
        of("CumSum", "TT", "T", opt("exclusive", SI64), opt("reverse", SI64)),
        of("GatherElements", "TT", "T", opt("axis", SI64)),
        of("GatherND", "TT", "T", opt("batch_dims", SI64)),
        of("ScatterND", "TTT", "T", opt("reduction", STR)),
        of("ScatterElements", "TTT", "T", opt("axis", SI64), opt("reduction", STR)),
        of("Trilu", "TO", "T", opt("upper", SI64)),
        of("QuantizeLinear", "TTO", "T", opt("axis", SI64), opt("saturate", SI64)),
        of("DequantizeLinear", "TTO", "T", opt("axis", SI64)),
        of("Upsample", "TT", "T", opt("mode", STR)),
        of("LRN", "T", "T", opt("alpha", F32), opt("beta", F32), opt("bias", F32),
            req("size", SI64)),
        of("LpNormalization", "T", "T", opt("axis", SI64), opt("p", SI64)),
        of("MeanVarianceNormalization", "T", "T", opt("axes", I64S)),
        of("Scaler", "T", "T", opt("offset", F32S), opt("scale", F32S))));
    return List.copyOf(ops);
  }

  private static AttrSpec[] concat(AttrSpec[] a, AttrSpec... b) {
    AttrSpec[] r = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, r, a.length, b.length);
    return r;
  }
}
