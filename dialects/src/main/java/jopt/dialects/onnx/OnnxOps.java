package jopt.dialects.onnx;

import static jopt.dialects.onnx.OnnxOp.AttrKind.ANY;
import static jopt.dialects.onnx.OnnxOp.AttrKind.FLOAT;
import static jopt.dialects.onnx.OnnxOp.AttrKind.INT;
import static jopt.dialects.onnx.OnnxOp.AttrKind.INTS;
import static jopt.dialects.onnx.OnnxOp.AttrKind.STRING;
import static jopt.dialects.onnx.OnnxOp.AttrKind.TYPE;
import static jopt.dialects.onnx.OnnxOp.VARIADIC;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import jopt.dialects.onnx.OnnxOp.Attr;
import jopt.dialects.onnx.OnnxOp.AttrKind;
import jopt.ir.Operation;
import jopt.ir.interfaces.GraphAliasingOpInterface.Compute;
import jopt.ir.interfaces.GraphAliasingOpInterface.GraphAliasing;
import jopt.ir.interfaces.GraphAliasingOpInterface.Noop;

/**
 * The table of ONNX ops in ONNX-MLIR's form: operand and result counts (optional inputs are
 * {@code none} operands), attributes, and the seeds' classification: noop (metadata only),
 * runtime (gather, slice, concat, split) or compute.
 */
final class OnnxOps {
  private OnnxOps() {}

  private static final Function<Operation, GraphAliasing> COMPUTE = op -> new Compute();
  private static final Function<Operation, GraphAliasing> NOOP = op -> new Noop(0);

  static List<OnnxOp> all() {
    List<OnnxOp> ops = new ArrayList<>();
    // noop: metadata only
    ops.add(op("onnx.Reshape", 2, 2, 1, 1, NOOP, opt("allowzero", INT)));
    ops.add(op("onnx.Transpose", 1, 1, 1, 1, NOOP, opt("perm", INTS)));
    ops.add(op("onnx.Squeeze", 2, 2, 1, 1, NOOP));
    ops.add(op("onnx.Unsqueeze", 2, 2, 1, 1, NOOP));
    ops.add(op("onnx.SqueezeV11", 1, 1, 1, 1, NOOP, opt("axes", INTS)));
    ops.add(op("onnx.UnsqueezeV11", 1, 1, 1, 1, NOOP, req("axes", INTS)));
    ops.add(op("onnx.Flatten", 1, 1, 1, 1, NOOP, opt("axis", INT)));
    ops.add(op("onnx.Identity", 1, 1, 1, 1, NOOP));
    // runtime
    ops.add(op("onnx.Gather", 2, 2, 1, 1, OnnxAliasing::gather, opt("axis", INT)));
    ops.add(op("onnx.Slice", 3, 5, 1, 1, OnnxAliasing::slice));
    ops.add(op("onnx.Concat", 1, VARIADIC, 1, 1, OnnxAliasing::concat, req("axis", INT)));
    ops.add(op("onnx.Split", 1, 2, 1, VARIADIC, OnnxAliasing::split, opt("axis", INT),
        opt("num_outputs", INT)));
    ops.add(op("onnx.SplitV11", 1, 1, 1, VARIADIC, OnnxAliasing::split, opt("axis", INT),
        opt("split", INTS)));
    // compute: element-wise
    for (String name : List.of("Add", "Sub", "Mul", "Div", "Pow", "Equal", "Less", "Greater",
        "And", "Or", "Max", "Min", "Mod", "PRelu")) {
      ops.add(op("onnx." + name, 2, 2, 1, 1, COMPUTE, opt("fmod", INT)));
    }
    for (String name : List.of("Relu", "Sqrt", "Erf", "Exp", "Log", "Tanh", "Sigmoid", "Neg",
        "Abs", "Reciprocal", "Not", "Floor", "Ceil", "Round", "Sin", "Cos", "Softplus",
        "HardSwish", "Gelu")) {
      ops.add(op("onnx." + name, 1, 1, 1, 1, COMPUTE, opt("approximate", STRING)));
    }
    ops.add(op("onnx.LeakyRelu", 1, 1, 1, 1, COMPUTE, opt("alpha", FLOAT)));
    ops.add(op("onnx.HardSigmoid", 1, 1, 1, 1, COMPUTE, opt("alpha", FLOAT), opt("beta", FLOAT)));
    ops.add(op("onnx.Clip", 1, 3, 1, 1, COMPUTE));
    ops.add(op("onnx.Where", 3, 3, 1, 1, COMPUTE));
    ops.add(op("onnx.Cast", 1, 1, 1, 1, COMPUTE, req("to", TYPE), opt("saturate", INT)));
    ops.add(op("onnx.Softmax", 1, 1, 1, 1, COMPUTE, opt("axis", INT)));
    ops.add(op("onnx.LogSoftmax", 1, 1, 1, 1, COMPUTE, opt("axis", INT)));
    // compute: contractions, convolutions, pooling, normalization
    ops.add(op("onnx.MatMul", 2, 2, 1, 1, COMPUTE));
    ops.add(op("onnx.Gemm", 3, 3, 1, 1, COMPUTE, opt("alpha", FLOAT), opt("beta", FLOAT),
        opt("transA", INT), opt("transB", INT)));
    List<Attr> conv = List.of(opt("auto_pad", STRING), opt("dilations", INTS),
        opt("group", INT), opt("kernel_shape", INTS), opt("pads", INTS), opt("strides", INTS));
    ops.add(op("onnx.Conv", 3, 3, 1, 1, COMPUTE, conv));
    ops.add(op("onnx.ConvTranspose", 3, 3, 1, 1, COMPUTE, conv));
    List<Attr> pool = List.of(opt("auto_pad", STRING), opt("ceil_mode", INT),
        opt("dilations", INTS), req("kernel_shape", INTS), opt("pads", INTS),
        opt("storage_order", INT), opt("strides", INTS), opt("count_include_pad", INT));
    ops.add(op("onnx.MaxPool", 1, 1, 2, 2, COMPUTE, pool));
    ops.add(op("onnx.MaxPoolSingleOut", 1, 1, 1, 1, COMPUTE, pool));
    ops.add(op("onnx.AveragePool", 1, 1, 1, 1, COMPUTE, pool));
    ops.add(op("onnx.GlobalAveragePool", 1, 1, 1, 1, COMPUTE));
    ops.add(op("onnx.GlobalMaxPool", 1, 1, 1, 1, COMPUTE));
    ops.add(op("onnx.BatchNormalization", 5, 5, 1, 3, COMPUTE, opt("epsilon", FLOAT),
        opt("momentum", FLOAT), opt("training_mode", INT)));
    ops.add(op("onnx.BatchNormalizationInferenceMode", 5, 5, 1, 1, COMPUTE,
        opt("epsilon", FLOAT), opt("momentum", FLOAT)));
    ops.add(op("onnx.LayerNormalization", 2, 3, 1, 3, COMPUTE, opt("axis", INT),
        opt("epsilon", FLOAT), opt("stash_type", INT)));
    ops.add(op("onnx.InstanceNormalization", 3, 3, 1, 1, COMPUTE, opt("epsilon", FLOAT)));
    // compute: reductions and data movement that copies
    for (String name : List.of("ReduceMean", "ReduceSum", "ReduceMax", "ReduceMin")) {
      ops.add(op("onnx." + name, 1, 2, 1, 1, COMPUTE, opt("keepdims", INT),
          opt("noop_with_empty_axes", INT)));
      ops.add(op("onnx." + name + "V13", 1, 1, 1, 1, COMPUTE, opt("axes", INTS),
          opt("keepdims", INT)));
    }
    ops.add(op("onnx.Resize", 1, 4, 1, 1, COMPUTE, opt("mode", STRING),
        opt("coordinate_transformation_mode", STRING), opt("nearest_mode", STRING),
        opt("cubic_coeff_a", FLOAT), opt("exclude_outside", INT),
        opt("extrapolation_value", FLOAT), opt("antialias", INT), opt("axes", INTS),
        opt("keep_aspect_ratio_policy", STRING)));
    ops.add(op("onnx.Pad", 2, 4, 1, 1, COMPUTE, opt("mode", STRING)));
    ops.add(op("onnx.Expand", 2, 2, 1, 1, COMPUTE));
    ops.add(op("onnx.Tile", 2, 2, 1, 1, COMPUTE));
    ops.add(op("onnx.Dropout", 1, 3, 1, 2, COMPUTE, opt("seed", INT)));
    ops.add(op("onnx.Shape", 1, 1, 1, 1, COMPUTE, opt("start", INT), opt("end", INT)));
    ops.add(op("onnx.ConstantOfShape", 1, 1, 1, 1, COMPUTE, opt("value", ANY)));
    ops.add(op("onnx.NoValue", 0, 0, 1, 1, COMPUTE, req("value", ANY)));
    ops.add(op("onnx.EntryPoint", 0, 0, 0, 0, COMPUTE, req("func", ANY)));
    return ops;
  }

  private static Attr opt(String name, AttrKind kind) {
    return new Attr(name, kind, false);
  }

  private static Attr req(String name, AttrKind kind) {
    return new Attr(name, kind, true);
  }

  private static OnnxOp op(String name, int minOperands, int maxOperands, int minResults,
      int maxResults, Function<Operation, GraphAliasing> aliasing, Attr... attrs) {
    return new OnnxOp(name, minOperands, maxOperands, minResults, maxResults, List.of(attrs),
        aliasing);
  }

  private static OnnxOp op(String name, int minOperands, int maxOperands, int minResults,
      int maxResults, Function<Operation, GraphAliasing> aliasing, List<Attr> attrs) {
    return new OnnxOp(name, minOperands, maxOperands, minResults, maxResults, attrs, aliasing);
  }
}
