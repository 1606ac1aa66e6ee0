package jopt.onnx;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import jopt.dialects.onnx.ShapeValues;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DenseResourceElementsAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.NoneType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;
import jopt.ir.type.UnrankedTensorType;

/**
 * The result types of an ONNX node from its operand types, attributes and constant operands,
 * where the model does not give them: element-wise ops and broadcasting, convolution and
 * pooling, matrix products, shape ops with constant shapes, reductions. A dimension that cannot
 * be known is {@code ?}; a result nothing is known of is null. Shapes that cannot agree (inputs
 * that do not broadcast, a convolution's channels, a reshape's element count) are errors.
 */
final class ShapeInference {
  private static final long DYN = ShapedType.DYNAMIC;
  /** Ranks beyond this are taken as unknown (a constant shape of more entries is not believed). */
  private static final long MAX_RANK = 64;
  private static final IntegerType I64 = IntegerType.get(64);
  private static final IntegerType I1 = IntegerType.get(1);

  private static final Set<String> SAME_AS_INPUT = Set.of("Abs", "Acos", "Acosh", "Asin", "Asinh",
      "Atan", "Atanh", "Ceil", "Celu", "Clip", "Cos", "Cosh", "Elu", "Erf", "Exp", "Floor", "Gelu",
      "HardSigmoid", "HardSwish", "Hardmax", "Identity", "LeakyRelu", "Log", "LogSoftmax", "Mish",
      "Neg", "Reciprocal", "Relu", "Round", "Selu", "Shrink", "Sigmoid", "Sign", "Sin", "Sinh",
      "Softmax", "Softplus", "Softsign", "Sqrt", "Tan", "Tanh", "ThresholdedRelu", "Not",
      "BitwiseNot", "LRN", "LpNormalization", "MeanVarianceNormalization", "CumSum", "Trilu",
      "InstanceNormalization", "Dropout", "BatchNormalization", "BatchNormalizationInferenceMode",
      "LayerNormalization", "GroupNormalization", "CastLike", "EyeLike", "RandomNormalLike",
      "RandomUniformLike", "Bernoulli", "ReverseSequence", "ScatterElements", "ScatterND",
      "Scatter", "Scaler", "DequantizeLinear", "QuantizeLinear", "RMSNormalization",
      // The slope broadcasts to X (before opset 7, along the channels).
      "PRelu");

  private static final Set<String> BROADCAST = Set.of("Add", "Sub", "Mul", "Div", "Pow", "Mod",
      "And", "Or", "Xor", "BitShift", "BitwiseAnd", "BitwiseOr", "BitwiseXor", "Max", "Min", "Sum",
      "Mean", "Equal", "Less", "LessOrEqual", "Greater", "GreaterOrEqual", "Where");

  private static final Set<String> COMPARISONS = Set.of("Equal", "Less", "LessOrEqual", "Greater",
      "GreaterOrEqual", "And", "Or", "Xor");

  private ShapeInference() {}

  /**
   * The result types of ONNX op {@code op} (without version suffix) for {@code operands} and
   * {@code attrs}; an entry is null where nothing is known.
   */
  static Type[] infer(String op, List<Value> operands, Map<String, Attribute> attrs, int results)
      throws OnnxImportException {
    try {
      return inferTypes(op, operands, attrs, results);
    } catch (ShapeError e) {
      throw new OnnxImportException(e.getMessage());
    } catch (ArithmeticException e) {
      throw new OnnxImportException("its dimension sizes overflow");
    }
  }

  /** A shape that cannot be: a negative size. */
  private static final class ShapeError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ShapeError(String message) {
      super(message, null, false, false);
    }
  }

  private static Type[] inferTypes(String op, List<Value> operands, Map<String, Attribute> attrs, int results)
      throws OnnxImportException {
    Type[] r = new Type[results];
    if (results == 0) {
      return r;
    }
    Type t0 = operands.isEmpty() ? null : operands.get(0).getType();
    if (SAME_AS_INPUT.contains(op)) {
      Type e = elem(t0);
      if (op.equals("CastLike") && operands.size() > 1) {
        e = elem(operands.get(1).getType());
      }
      if (attrs.get("dtype") instanceof IntegerAttr dt && op.matches("EyeLike|Random.*Like|Bernoulli")) {
        Type d = jopt.dialects.onnx.ElementTypes.fromDataType(dt.getValue());
        e = d != null ? d : e;
      }
      if (op.equals("QuantizeLinear") && operands.size() > 2 && !(operands.get(2).getType() instanceof NoneType)) {
        e = elem(operands.get(2).getType());
      } else if (op.equals("QuantizeLinear")) {
        e = IntegerType.get(8, IntegerType.Signedness.UNSIGNED);
      } else if (op.equals("DequantizeLinear")) {
        e = operands.size() > 1 ? elem(operands.get(1).getType()) : FloatType.F32;
      } else if (op.equals("Scaler")) {
        e = FloatType.F32;
      }
      r[0] = withElem(t0, e);
      if (op.equals("Dropout") && results > 1) {
        r[1] = withElem(t0, I1);
      }
      return r;
    }
    if (BROADCAST.contains(op)) {
      List<Type> ins = new ArrayList<>();
      for (Value v : operands) {
        ins.add(v.getType());
      }
      Type e = op.equals("Where") ? elem(operands.get(1).getType()) : elem(t0);
      if (COMPARISONS.contains(op)) {
        e = I1;
      }
      long[] shape = broadcast(ins);
      r[0] = shape == null ? unranked(e) : tensor(shape, e);
      return r;
    }
    switch (op) {
      case "Constant" -> r[0] = constant(attrs);
      case "IsNaN", "IsInf" -> r[0] = withElem(t0, I1);
      case "Cast" -> r[0] = withElem(t0, attrs.get("to") instanceof TypeAttr ta ? ta.value() : null);
      case "MatMul", "MatMulInteger", "QLinearMatMul" -> r[0] = matmul(operands, op);
      case "Gemm" -> r[0] = gemm(operands, attrs);
      case "Conv", "ConvInteger", "QLinearConv" -> r[0] = conv(operands, attrs, op);
      case "ConvTranspose" -> r[0] = convTranspose(operands, attrs);
      case "MaxPool", "MaxPoolSingleOut", "AveragePool", "LpPool" -> {
        r[0] = pool(t0, attrs);
        if (results > 1) {
          r[1] = withElem(r[0], I64);
        }
      }
      case "GlobalAveragePool", "GlobalMaxPool", "GlobalLpPool" -> r[0] = globalPool(t0);
      case "Reshape" -> r[0] = reshape(operands, attrs);
      case "Flatten" -> r[0] = flatten(t0, attrs);
      case "Transpose" -> r[0] = transpose(t0, attrs);
      case "Squeeze" -> r[0] = squeeze(t0, axes(operands, attrs, 1));
      case "Unsqueeze" -> r[0] = unsqueeze(t0, axes(operands, attrs, 1));
      case "Concat" -> r[0] = concat(operands, attrs);
      case "Slice" -> r[0] = slice(operands);
      case "Gather" -> r[0] = gather(operands, attrs);
      case "GatherElements" -> r[0] = withElem(operands.get(1).getType(), elem(t0));
      case "Shape" -> r[0] = shapeOf(t0, attrs);
      case "Size" -> r[0] = tensor(new long[0], I64);
      case "ConstantOfShape" -> r[0] = constantOfShape(operands, attrs);
      case "Expand" -> r[0] = expand(operands);
      case "Tile" -> r[0] = tile(operands);
      case "Split" -> split(operands, attrs, r);
      case "Pad" -> r[0] = pad(operands, attrs);
      case "Range" -> r[0] = range(operands);
      case "ArgMax", "ArgMin" -> r[0] = reduce(t0, List.of(intAttr(attrs, "axis", 0)),
          intAttr(attrs, "keepdims", 1) != 0, false, I64);
      case "ReduceMax", "ReduceMin", "ReduceMean", "ReduceSum", "ReduceProd", "ReduceL1",
          "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceSumSquare" -> r[0] = reduce(t0,
              axes(operands, attrs, 1), intAttr(attrs, "keepdims", 1) != 0,
              intAttr(attrs, "noop_with_empty_axes", 0) != 0, elem(t0));
      case "TopK" -> {
        Optional<List<Long>> k = ShapeValues.of(operands.get(1));
        long kk = k.isPresent() && k.get().size() == 1 ? k.get().get(0) : DYN;
        r[0] = replaceDim(t0, intAttr(attrs, "axis", -1), kk);
        if (results > 1) {
          r[1] = withElem(r[0], I64);
        }
      }
      case "NonZero" -> r[0] = tensor(new long[] {rank(t0) < 0 ? DYN : rank(t0), DYN}, I64);
      case "DepthToSpace", "SpaceToDepth" -> r[0] = depthSpace(t0, attrs, op.equals("DepthToSpace"));
      case "Resize", "Upsample" -> r[0] = resize(operands, attrs, op);
      case "OneHot" -> r[0] = oneHot(operands, attrs);
      default -> { }
    }
    return r;
  }

  /** The type of a Constant's value, whichever attribute holds it. */
  private static Type constant(Map<String, Attribute> attrs) {
    for (String name : List.of("value", "sparse_value")) {
      if (attrs.get(name) != null && attrs.get(name).getType() instanceof TensorType t) {
        return t;
      }
    }
    if (attrs.get("value_int") != null) {
      return tensor(new long[0], I64);
    }
    if (attrs.get("value_float") != null) {
      return tensor(new long[0], FloatType.F32);
    }
    if (attrs.get("value_string") != null) {
      return tensor(new long[0], jopt.dialects.onnx.ElementTypes.STRING);
    }
    for (String name : List.of("value_ints", "value_floats", "value_strings")) {
      if (attrs.get(name) instanceof ArrayAttr a) {
        Type e = name.equals("value_ints") ? I64 : name.equals("value_floats") ? FloatType.F32
            : jopt.dialects.onnx.ElementTypes.STRING;
        return tensor(new long[] {a.size()}, e);
      }
    }
    return null;
  }

  // ---- helpers on types

  static Type elem(Type t) {
    return t instanceof TensorType tt ? tt.getElementType() : null;
  }

  private static int rank(Type t) {
    return t instanceof RankedTensorType r ? r.getRank() : -1;
  }

  private static long[] dims(Type t) {
    return t instanceof RankedTensorType r ? r.getShape().clone() : null;
  }

  private static Type tensor(long[] shape, Type e) {
    for (long d : shape) {
      if (d < 0 && d != DYN) {
        throw new ShapeError("its attributes and input shapes give a negative size (" + shapeStr(shape) + ")");
      }
    }
    return e == null ? null : RankedTensorType.get(shape, e);
  }

  private static Type unranked(Type e) {
    return e == null ? null : UnrankedTensorType.get(e);
  }

  private static Type withElem(Type t, Type e) {
    if (e == null || !(t instanceof TensorType)) {
      return null;
    }
    long[] d = dims(t);
    return d == null ? unranked(e) : tensor(d, e);
  }

  private static Type replaceDim(Type t, long axis, long size) {
    long[] d = dims(t);
    if (d == null) {
      return unranked(elem(t));
    }
    int a = (int) (axis < 0 ? axis + d.length : axis);
    if (a >= 0 && a < d.length) {
      d[a] = size;
    }
    return tensor(d, elem(t));
  }

  private static long intAttr(Map<String, Attribute> attrs, String name, long dflt) {
    return attrs.get(name) instanceof IntegerAttr i ? i.getValue() : dflt;
  }

  private static long[] ints(Map<String, Attribute> attrs, String name) {
    if (!(attrs.get(name) instanceof ArrayAttr a)) {
      return null;
    }
    long[] r = new long[a.size()];
    for (int i = 0; i < r.length; i++) {
      if (!(a.get(i) instanceof IntegerAttr ia)) {
        return null;
      }
      r[i] = ia.getValue();
    }
    return r;
  }

  private static long[] constInts(List<Value> operands, int i) {
    if (i >= operands.size()) {
      return null;
    }
    Optional<List<Long>> v = ShapeValues.of(operands.get(i));
    return v.map(l -> l.stream().mapToLong(Long::longValue).toArray()).orElse(null);
  }

  private static boolean absent(List<Value> operands, int i) {
    return i >= operands.size() || operands.get(i).getType() instanceof NoneType;
  }

  /** The axes of a reduction, Squeeze or Unsqueeze: the attribute, else constant operand i; null unknown, empty none. */
  private static List<Long> axes(List<Value> operands, Map<String, Attribute> attrs, int i) {
    long[] a = ints(attrs, "axes");
    if (a == null) {
      if (absent(operands, i)) {
        return List.of();
      }
      a = constInts(operands, i);
      if (a == null) {
        return null;
      }
    }
    List<Long> r = new ArrayList<>();
    for (long x : a) {
      r.add(x);
    }
    return r;
  }

  private static int norm(long axis, int rank, String what) throws OnnxImportException {
    if (axis < -rank || axis >= rank) {
      throw new OnnxImportException(what + " " + axis + " is out of range for rank " + rank);
    }
    return (int) (axis < 0 ? axis + rank : axis);
  }

  private static String shapeStr(long[] d) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < d.length; i++) {
      sb.append(i > 0 ? "x" : "").append(d[i] == DYN ? "?" : Long.toString(d[i]));
    }
    return d.length == 0 ? "scalar" : sb.toString();
  }

  // ---- op rules

  /** Numpy broadcasting of the operand shapes; null when a rank is unknown. */
  private static long[] broadcast(List<Type> types) throws OnnxImportException {
    int rank = 0;
    for (Type t : types) {
      if (t instanceof NoneType) {
        continue;
      }
      if (rank(t) < 0) {
        return null;
      }
      rank = Math.max(rank, rank(t));
    }
    long[] out = new long[rank];
    Arrays.fill(out, 1);
    boolean[] dynamic = new boolean[rank];
    for (Type t : types) {
      if (t instanceof NoneType) {
        continue;
      }
      long[] d = dims(t);
      for (int i = 0; i < d.length; i++) {
        int o = rank - d.length + i;
        long x = d[i];
        if (x == DYN) {
          dynamic[o] = true;
        } else if (x != 1) {
          if (out[o] != 1 && out[o] != x) {
            throw new OnnxImportException("operands of shapes " + shapesOf(types) + " do not broadcast");
          }
          out[o] = x;
        }
      }
    }
    for (int i = 0; i < rank; i++) {
      if (dynamic[i] && out[i] == 1) {
        out[i] = DYN;
      }
    }
    return out;
  }

  private static String shapesOf(List<Type> types) {
    List<String> s = new ArrayList<>();
    for (Type t : types) {
      long[] d = dims(t);
      s.add(d == null ? "*" : shapeStr(d));
    }
    return String.join(", ", s);
  }

  private static Type matmul(List<Value> operands, String op) throws OnnxImportException {
    Type a = operands.get(0).getType();
    Type b = operands.get(op.equals("QLinearMatMul") ? 3 : 1).getType();
    Type e = op.equals("MatMul") ? elem(a) : op.equals("MatMulInteger") ? IntegerType.get(32)
        : elem(operands.get(7).getType());
    long[] x = dims(a);
    long[] y = dims(b);
    if (x == null || y == null || x.length == 0 || y.length == 0) {
      return unranked(e);
    }
    long[] xs = x.length == 1 ? new long[] {1, x[0]} : x;
    long[] ys = y.length == 1 ? new long[] {y[0], 1} : y;
    long k1 = xs[xs.length - 1];
    long k2 = ys[ys.length - 2];
    if (k1 != DYN && k2 != DYN && k1 != k2) {
      throw new OnnxImportException("operands of shapes " + shapeStr(x) + " and " + shapeStr(y)
          + " cannot be multiplied");
    }
    long[] batch = broadcast(List.of(tensor(Arrays.copyOf(xs, xs.length - 2), FloatType.F32),
        tensor(Arrays.copyOf(ys, ys.length - 2), FloatType.F32)));
    List<Long> out = new ArrayList<>();
    for (long d : batch) {
      out.add(d);
    }
    if (x.length > 1) {
      out.add(xs[xs.length - 2]);
    }
    if (y.length > 1) {
      out.add(ys[ys.length - 1]);
    }
    return tensor(out.stream().mapToLong(Long::longValue).toArray(), e);
  }

  private static Type gemm(List<Value> operands, Map<String, Attribute> attrs) throws OnnxImportException {
    long[] a = dims(operands.get(0).getType());
    long[] b = dims(operands.get(1).getType());
    Type e = elem(operands.get(0).getType());
    if (a == null || b == null || a.length != 2 || b.length != 2) {
      return a != null && a.length != 2 ? null : tensor(new long[] {DYN, DYN}, e);
    }
    boolean ta = intAttr(attrs, "transA", 0) != 0;
    boolean tb = intAttr(attrs, "transB", 0) != 0;
    long m = ta ? a[1] : a[0];
    long k1 = ta ? a[0] : a[1];
    long k2 = tb ? b[1] : b[0];
    long n = tb ? b[0] : b[1];
    if (k1 != DYN && k2 != DYN && k1 != k2) {
      throw new OnnxImportException("operands of shapes " + shapeStr(a) + " and " + shapeStr(b)
          + " cannot be multiplied (transA = " + (ta ? 1 : 0) + ", transB = " + (tb ? 1 : 0) + ")");
    }
    return tensor(new long[] {m, n}, e);
  }

  /** The output size of one spatial axis of a convolution or pooling window. */
  private static long window(long in, long k, long stride, long dilation, long padBegin, long padEnd,
      String autoPad, boolean ceil) {
    if (in == DYN || k == DYN) {
      return DYN;
    }
    if (autoPad.equals("SAME_UPPER") || autoPad.equals("SAME_LOWER")) {
      return (in + stride - 1) / stride;
    }
    long ek = (k - 1) * dilation + 1;
    long pads = autoPad.equals("VALID") ? 0 : padBegin + padEnd;
    long span = in + pads - ek;
    if (span < 0) {
      return -1;
    }
    long out = (ceil ? (span + stride - 1) / stride : span / stride) + 1;
    if (ceil && (out - 1) * stride >= in + padBegin) {
      out--;
    }
    return out;
  }

  private static long[] spatial(long[] in, long[] kernel, Map<String, Attribute> attrs, boolean ceil)
      throws OnnxImportException {
    int n = kernel.length;
    long[] strides = ints(attrs, "strides");
    long[] dil = ints(attrs, "dilations");
    long[] pads = ints(attrs, "pads");
    String autoPad = attrs.get("auto_pad") instanceof StringAttr s ? s.value() : "NOTSET";
    if (strides != null && strides.length != n || dil != null && dil.length != n
        || pads != null && pads.length != 2 * n) {
      throw new OnnxImportException("strides, dilations and pads do not fit a kernel of rank " + n);
    }
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      long s = strides == null ? 1 : strides[i];
      long d = dil == null ? 1 : dil[i];
      if (s <= 0 || d <= 0) {
        throw new OnnxImportException("strides and dilations must be positive");
      }
      out[i] = window(in[i], kernel[i], s, d, pads == null ? 0 : pads[i], pads == null ? 0 : pads[i + n],
          autoPad, ceil);
      if (out[i] < 0 && out[i] != DYN) {
        throw new OnnxImportException("a window of " + kernel[i] + " does not fit input size " + in[i]);
      }
    }
    return out;
  }

  private static Type conv(List<Value> operands, Map<String, Attribute> attrs, String op)
      throws OnnxImportException {
    boolean q = op.equals("QLinearConv");
    Type x = operands.get(0).getType();
    Type w = operands.get(q ? 3 : 1).getType();
    Type e = op.equals("Conv") ? elem(x) : op.equals("ConvInteger") ? IntegerType.get(32)
        : elem(operands.get(7).getType());
    long[] xd = dims(x);
    long[] wd = dims(w);
    if (xd == null || wd == null) {
      return unranked(e);
    }
    if (xd.length < 3 || wd.length != xd.length) {
      throw new OnnxImportException("input of shape " + shapeStr(xd) + " and weight of shape "
          + shapeStr(wd) + " do not make a convolution");
    }
    long group = intAttr(attrs, "group", 1);
    if (group <= 0) {
      throw new OnnxImportException("group " + group + " is not positive");
    }
    if (xd[1] != DYN && wd[1] != DYN && xd[1] != wd[1] * group) {
      throw new OnnxImportException("input has " + xd[1] + " channels, weight of shape "
          + shapeStr(wd) + " with group " + group + " takes " + wd[1] * group);
    }
    long[] kernel = ints(attrs, "kernel_shape");
    if (kernel == null) {
      kernel = Arrays.copyOfRange(wd, 2, wd.length);
    }
    if (kernel.length != xd.length - 2) {
      throw new OnnxImportException("kernel_shape has " + kernel.length + " axes, the input " + (xd.length - 2));
    }
    long[] out = spatial(Arrays.copyOfRange(xd, 2, xd.length), kernel, attrs, false);
    long[] r = new long[xd.length];
    r[0] = xd[0];
    r[1] = wd[0];
    System.arraycopy(out, 0, r, 2, out.length);
    return tensor(r, e);
  }

  private static Type convTranspose(List<Value> operands, Map<String, Attribute> attrs) {
    Type x = operands.get(0).getType();
    long[] xd = dims(x);
    long[] wd = dims(operands.get(1).getType());
    if (xd == null || wd == null || xd.length < 3 || wd.length != xd.length) {
      return unranked(elem(x));
    }
    int n = xd.length - 2;
    long group = intAttr(attrs, "group", 1);
    long[] r = new long[xd.length];
    r[0] = xd[0];
    r[1] = wd[1] == DYN ? DYN : wd[1] * group;
    long[] outShape = ints(attrs, "output_shape");
    long[] kernel = ints(attrs, "kernel_shape");
    long[] strides = ints(attrs, "strides");
    long[] dil = ints(attrs, "dilations");
    long[] pads = ints(attrs, "pads");
    long[] opad = ints(attrs, "output_padding");
    String autoPad = attrs.get("auto_pad") instanceof StringAttr s ? s.value() : "NOTSET";
    for (int i = 0; i < n; i++) {
      if (outShape != null && outShape.length == n) {
        r[2 + i] = outShape[i];
        continue;
      }
      long in = xd[2 + i];
      long k = kernel != null && kernel.length == n ? kernel[i] : wd[2 + i];
      long s = strides != null && strides.length == n ? strides[i] : 1;
      long d = dil != null && dil.length == n ? dil[i] : 1;
      long p = pads != null && pads.length == 2 * n ? pads[i] + pads[i + n] : 0;
      long op = opad != null && opad.length == n ? opad[i] : 0;
      if (in == DYN || k == DYN) {
        r[2 + i] = DYN;
      } else if (autoPad.equals("SAME_UPPER") || autoPad.equals("SAME_LOWER")) {
        r[2 + i] = Math.multiplyExact(in, s);
      } else {
        r[2 + i] = Math.addExact(Math.multiplyExact(s, in - 1), Math.multiplyExact(k - 1, d)) + op + 1 - p;
      }
    }
    return tensor(r, elem(x));
  }

  private static Type pool(Type x, Map<String, Attribute> attrs) throws OnnxImportException {
    long[] xd = dims(x);
    long[] kernel = ints(attrs, "kernel_shape");
    if (xd == null || kernel == null) {
      return unranked(elem(x));
    }
    if (xd.length != kernel.length + 2) {
      throw new OnnxImportException("kernel_shape has " + kernel.length + " axes, the input of shape "
          + shapeStr(xd) + " " + (xd.length - 2));
    }
    long[] out = spatial(Arrays.copyOfRange(xd, 2, xd.length), kernel, attrs,
        intAttr(attrs, "ceil_mode", 0) != 0);
    long[] r = new long[xd.length];
    r[0] = xd[0];
    r[1] = xd[1];
    System.arraycopy(out, 0, r, 2, out.length);
    return tensor(r, elem(x));
  }

  private static Type globalPool(Type x) {
    long[] xd = dims(x);
    if (xd == null || xd.length < 2) {
      return unranked(elem(x));
    }
    for (int i = 2; i < xd.length; i++) {
      xd[i] = 1;
    }
    return tensor(xd, elem(x));
  }

  private static Type reshape(List<Value> operands, Map<String, Attribute> attrs) throws OnnxImportException {
    Type x = operands.get(0).getType();
    long[] shape = constInts(operands, 1);
    if (shape == null) {
      long[] sd = dims(operands.get(1).getType());
      if (sd != null && sd.length == 1 && sd[0] != DYN && sd[0] <= MAX_RANK) {
        long[] r = new long[(int) sd[0]];
        Arrays.fill(r, DYN);
        return tensor(r, elem(x));
      }
      return unranked(elem(x));
    }
    long[] xd = dims(x);
    boolean allowZero = intAttr(attrs, "allowzero", 0) != 0;
    long[] r = shape.clone();
    int infer = -1;
    long known = 1;
    for (int i = 0; i < r.length; i++) {
      if (r[i] == 0 && !allowZero) {
        r[i] = xd != null && i < xd.length ? xd[i] : DYN;
        if (xd != null && i >= xd.length) {
          throw new OnnxImportException("shape " + Arrays.toString(shape) + " copies dimension " + i
              + " of an input of shape " + shapeStr(xd));
        }
      }
      if (r[i] == -1) {
        if (infer >= 0) {
          throw new OnnxImportException("shape " + Arrays.toString(shape) + " has more than one -1");
        }
        infer = i;
      } else if (r[i] < -1) {
        throw new OnnxImportException("shape " + Arrays.toString(shape) + " has a negative dimension");
      } else if (r[i] == DYN || known == DYN) {
        known = DYN;
      } else {
        known *= r[i];
      }
    }
    long total = xd == null ? DYN : product(xd);
    if (infer >= 0) {
      r[infer] = total == DYN || known == DYN || known == 0 ? DYN : total / known;
      if (total != DYN && known != DYN && known != 0 && total % known != 0) {
        throw new OnnxImportException("an input of shape " + shapeStr(xd) + " cannot take shape "
            + Arrays.toString(shape));
      }
    } else if (total != DYN && known != DYN && total != known) {
      throw new OnnxImportException("an input of shape " + shapeStr(xd) + " has " + total
          + " elements, shape " + Arrays.toString(shape) + " has " + known);
    }
    return tensor(r, elem(x));
  }

  private static long product(long[] d) {
    long n = 1;
    for (long x : d) {
      if (x == DYN) {
        return DYN;
      }
      n = Math.multiplyExact(n, x);
    }
    return n;
  }

  private static Type flatten(Type x, Map<String, Attribute> attrs) throws OnnxImportException {
    long[] xd = dims(x);
    if (xd == null) {
      return tensor(new long[] {DYN, DYN}, elem(x));
    }
    long axis = intAttr(attrs, "axis", 1);
    int a = axis == xd.length ? xd.length : norm(axis, xd.length, "axis");
    return tensor(new long[] {product(Arrays.copyOfRange(xd, 0, a)),
        product(Arrays.copyOfRange(xd, a, xd.length))}, elem(x));
  }

  private static Type transpose(Type x, Map<String, Attribute> attrs) throws OnnxImportException {
    long[] xd = dims(x);
    if (xd == null) {
      return unranked(elem(x));
    }
    long[] perm = ints(attrs, "perm");
    long[] r = new long[xd.length];
    if (perm != null && perm.length != xd.length) {
      throw new OnnxImportException("perm has " + perm.length + " entries, the input of shape "
          + shapeStr(xd) + " rank " + xd.length);
    }
    boolean[] seen = new boolean[xd.length];
    for (int i = 0; i < r.length; i++) {
      int p = perm == null ? r.length - 1 - i : norm(perm[i], xd.length, "perm entry");
      if (seen[p]) {
        throw new OnnxImportException("perm " + Arrays.toString(perm) + " is not a permutation");
      }
      seen[p] = true;
      r[i] = xd[p];
    }
    return tensor(r, elem(x));
  }

  private static Type squeeze(Type x, List<Long> axes) throws OnnxImportException {
    long[] xd = dims(x);
    if (xd == null || axes == null) {
      return unranked(elem(x));
    }
    boolean[] drop = new boolean[xd.length];
    if (axes.isEmpty()) {
      for (int i = 0; i < xd.length; i++) {
        if (xd[i] == DYN) {
          return unranked(elem(x));
        }
        drop[i] = xd[i] == 1;
      }
    }
    for (long a : axes) {
      int i = norm(a, xd.length, "axis");
      if (xd[i] != 1 && xd[i] != DYN) {
        throw new OnnxImportException("axis " + a + " of an input of shape " + shapeStr(xd) + " is not 1");
      }
      drop[i] = true;
    }
    List<Long> r = new ArrayList<>();
    for (int i = 0; i < xd.length; i++) {
      if (!drop[i]) {
        r.add(xd[i]);
      }
    }
    return tensor(r.stream().mapToLong(Long::longValue).toArray(), elem(x));
  }

  private static Type unsqueeze(Type x, List<Long> axes) throws OnnxImportException {
    long[] xd = dims(x);
    if (xd == null || axes == null) {
      return unranked(elem(x));
    }
    int rank = xd.length + axes.size();
    boolean[] added = new boolean[rank];
    for (long a : axes) {
      int i = norm(a, rank, "axis");
      if (added[i]) {
        throw new OnnxImportException("axis " + a + " is given twice");
      }
      added[i] = true;
    }
    long[] r = new long[rank];
    for (int i = 0, j = 0; i < rank; i++) {
      r[i] = added[i] ? 1 : xd[j++];
    }
    return tensor(r, elem(x));
  }

  private static Type concat(List<Value> operands, Map<String, Attribute> attrs) throws OnnxImportException {
    Type e = elem(operands.get(0).getType());
    long[] r = null;
    long axis = intAttr(attrs, "axis", 0);
    int a = -1;
    for (Value v : operands) {
      long[] d = dims(v.getType());
      if (d == null) {
        return unranked(e);
      }
      if (r == null) {
        r = d.clone();
        a = norm(axis, d.length, "axis");
        continue;
      }
      if (d.length != r.length) {
        throw new OnnxImportException("inputs of ranks " + r.length + " and " + d.length + " cannot be concatenated");
      }
      for (int i = 0; i < d.length; i++) {
        if (i == a) {
          r[i] = r[i] == DYN || d[i] == DYN ? DYN : Math.addExact(r[i], d[i]);
        } else if (r[i] == DYN) {
          r[i] = d[i];
        } else if (d[i] != DYN && d[i] != r[i]) {
          throw new OnnxImportException("inputs of shapes " + shapesOf(types(operands))
              + " cannot be concatenated along axis " + axis);
        }
      }
    }
    return r == null ? null : tensor(r, e);
  }

  private static List<Type> types(List<Value> vs) {
    List<Type> r = new ArrayList<>();
    for (Value v : vs) {
      r.add(v.getType());
    }
    return r;
  }

  private static Type slice(List<Value> operands) throws OnnxImportException {
    Type x = operands.get(0).getType();
    long[] xd = dims(x);
    if (xd == null) {
      return unranked(elem(x));
    }
    long[] starts = constInts(operands, 1);
    long[] ends = constInts(operands, 2);
    long[] axes = absent(operands, 3) ? null : constInts(operands, 3);
    long[] steps = absent(operands, 4) ? null : constInts(operands, 4);
    long[] r = xd.clone();
    if (starts == null || ends == null || !absent(operands, 3) && axes == null
        || !absent(operands, 4) && steps == null) {
      long[] sd = dims(operands.get(1).getType());
      if (absent(operands, 3) && sd != null && sd.length == 1 && sd[0] != DYN) {
        for (int i = 0; i < sd[0] && i < r.length; i++) {
          r[i] = DYN;
        }
        return tensor(r, elem(x));
      }
      Arrays.fill(r, DYN);
      return tensor(r, elem(x));
    }
    if (starts.length != ends.length || axes != null && axes.length != starts.length
        || steps != null && steps.length != starts.length) {
      throw new OnnxImportException("starts, ends, axes and steps have different lengths");
    }
    for (int i = 0; i < starts.length; i++) {
      int a = norm(axes == null ? i : axes[i], xd.length, "axis");
      long step = steps == null ? 1 : steps[i];
      if (step == 0) {
        throw new OnnxImportException("step 0 on axis " + a);
      }
      long dim = xd[a];
      if (dim == DYN) {
        continue;
      }
      long s = starts[i];
      long e = ends[i];
      if (step > 0) {
        s = clamp(s < 0 ? s + dim : s, 0, dim);
        e = clamp(e < 0 ? e + dim : e, 0, dim);
        r[a] = e > s ? (e - s + step - 1) / step : 0;
      } else {
        s = clamp(s < 0 ? s + dim : s, -1, dim - 1);
        e = clamp(e < 0 ? e + dim : e, -1, dim - 1);
        r[a] = s > e ? (s - e + (-step) - 1) / (-step) : 0;
      }
    }
    return tensor(r, elem(x));
  }

  private static long clamp(long v, long lo, long hi) {
    return Math.max(lo, Math.min(hi, v));
  }

  private static Type gather(List<Value> operands, Map<String, Attribute> attrs) throws OnnxImportException {
    Type x = operands.get(0).getType();
    long[] xd = dims(x);
    long[] id = dims(operands.get(1).getType());
    if (xd == null || id == null) {
      return unranked(elem(x));
    }
    int a = norm(intAttr(attrs, "axis", 0), xd.length, "axis");
    long[] r = new long[xd.length - 1 + id.length];
    int k = 0;
    for (int i = 0; i < a; i++) {
      r[k++] = xd[i];
    }
    for (long d : id) {
      r[k++] = d;
    }
    for (int i = a + 1; i < xd.length; i++) {
      r[k++] = xd[i];
    }
    return tensor(r, elem(x));
  }

  private static Type shapeOf(Type x, Map<String, Attribute> attrs) {
    int rank = rank(x);
    if (rank < 0) {
      return tensor(new long[] {DYN}, I64);
    }
    long start = intAttr(attrs, "start", 0);
    long end = intAttr(attrs, "end", rank);
    start = clamp(start < 0 ? start + rank : start, 0, rank);
    end = clamp(end < 0 ? end + rank : end, 0, rank);
    return tensor(new long[] {Math.max(0, end - start)}, I64);
  }

  private static Type constantOfShape(List<Value> operands, Map<String, Attribute> attrs) {
    Attribute v = attrs.get("value");
    Type e = v instanceof DenseElementsAttr d ? d.getElementType()
        : v instanceof DenseResourceElementsAttr d ? elem(d.getType()) : FloatType.F32;
    long[] shape = constInts(operands, 0);
    if (shape != null) {
      for (long s : shape) {
        if (s < 0) {
          return null;
        }
      }
      return tensor(shape, e);
    }
    long[] sd = dims(operands.get(0).getType());
    if (sd != null && sd.length == 1 && sd[0] != DYN && sd[0] <= MAX_RANK) {
      long[] r = new long[(int) sd[0]];
      Arrays.fill(r, DYN);
      return tensor(r, e);
    }
    return unranked(e);
  }

  private static Type expand(List<Value> operands) throws OnnxImportException {
    Type x = operands.get(0).getType();
    long[] shape = constInts(operands, 1);
    if (shape == null) {
      return unranked(elem(x));
    }
    long[] b = broadcast(List.of(x, tensor(shape, elem(x))));
    return b == null ? unranked(elem(x)) : tensor(b, elem(x));
  }

  private static Type tile(List<Value> operands) throws OnnxImportException {
    Type x = operands.get(0).getType();
    long[] xd = dims(x);
    long[] reps = constInts(operands, 1);
    if (xd == null) {
      return unranked(elem(x));
    }
    if (reps == null) {
      Arrays.fill(xd, DYN);
      return tensor(xd, elem(x));
    }
    if (reps.length != xd.length) {
      throw new OnnxImportException("repeats has " + reps.length + " entries, the input rank " + xd.length);
    }
    for (int i = 0; i < xd.length; i++) {
      xd[i] = xd[i] == DYN ? DYN : Math.multiplyExact(xd[i], reps[i]);
    }
    return tensor(xd, elem(x));
  }

  private static void split(List<Value> operands, Map<String, Attribute> attrs, Type[] r)
      throws OnnxImportException {
    Type x = operands.get(0).getType();
    long[] xd = dims(x);
    if (xd == null) {
      Arrays.fill(r, unranked(elem(x)));
      return;
    }
    int a = norm(intAttr(attrs, "axis", 0), xd.length, "axis");
    long[] sizes = ints(attrs, "split");
    if (sizes == null && !absent(operands, 1)) {
      sizes = constInts(operands, 1);
      if (sizes == null) {
        for (int i = 0; i < r.length; i++) {
          r[i] = replaceDim(x, a, DYN);
        }
        return;
      }
    }
    long dim = xd[a];
    if (sizes == null) {
      int n = r.length;
      sizes = new long[n];
      for (int i = 0; i < n; i++) {
        sizes[i] = dim == DYN ? DYN : (dim + n - 1) / n;
      }
      if (dim != DYN) {
        sizes[n - 1] = dim - (dim + n - 1) / n * (n - 1);
        if (sizes[n - 1] < 0) {
          throw new OnnxImportException("axis " + a + " of size " + dim + " cannot be split in " + n);
        }
      }
    }
    if (sizes.length != r.length) {
      throw new OnnxImportException("split has " + sizes.length + " sizes for " + r.length + " outputs");
    }
    long sum = 0;
    for (int i = 0; i < r.length; i++) {
      r[i] = replaceDim(x, a, sizes[i]);
      sum = sum == DYN || sizes[i] == DYN ? DYN : sum + sizes[i];
    }
    if (dim != DYN && sum != DYN && sum != dim) {
      throw new OnnxImportException("split sizes " + Arrays.toString(sizes) + " do not add up to "
          + dim + ", the size of axis " + a);
    }
  }

  private static Type pad(List<Value> operands, Map<String, Attribute> attrs) throws OnnxImportException {
    Type x = operands.get(0).getType();
    long[] xd = dims(x);
    if (xd == null) {
      return unranked(elem(x));
    }
    long[] pads = ints(attrs, "pads");
    if (pads == null) {
      pads = constInts(operands, 1);
    }
    long[] axes = operands.size() > 3 && !absent(operands, 3) ? constInts(operands, 3) : null;
    if (pads == null || operands.size() > 3 && !absent(operands, 3) && axes == null) {
      Arrays.fill(xd, DYN);
      return tensor(xd, elem(x));
    }
    int n = axes == null ? xd.length : axes.length;
    if (pads.length != 2 * n) {
      throw new OnnxImportException("pads has " + pads.length + " entries for " + n + " axes");
    }
    for (int i = 0; i < n; i++) {
      int a = axes == null ? i : norm(axes[i], xd.length, "axis");
      if (xd[a] != DYN) {
        xd[a] = Math.addExact(xd[a], Math.addExact(pads[i], pads[i + n]));
      }
    }
    return tensor(xd, elem(x));
  }

  private static Type range(List<Value> operands) {
    Type e = elem(operands.get(0).getType());
    DenseElementsAttr s = scalar(operands.get(0));
    DenseElementsAttr l = scalar(operands.get(1));
    DenseElementsAttr d = scalar(operands.get(2));
    if (s == null || l == null || d == null) {
      return tensor(new long[] {DYN}, e);
    }
    double delta = d.getDouble(0);
    if (delta == 0) {
      return tensor(new long[] {DYN}, e);
    }
    long n = (long) Math.max(0, Math.ceil((l.getDouble(0) - s.getDouble(0)) / delta));
    return tensor(new long[] {n}, e);
  }

  private static DenseElementsAttr scalar(Value v) {
    var def = v.getDefiningOp();
    if (def != null && def.getName().equals("onnx.Constant")
        && def.getAttr("value") instanceof DenseElementsAttr d && d.getNumElements() == 1
        && !(d.getElementType() instanceof jopt.ir.type.ComplexType)) {
      return d;
    }
    return null;
  }

  private static Type reduce(Type x, List<Long> axes, boolean keep, boolean noopEmpty, Type e)
      throws OnnxImportException {
    long[] xd = dims(x);
    if (xd == null) {
      return unranked(e);
    }
    if (axes == null) {
      if (keep) {
        Arrays.fill(xd, DYN);
        return tensor(xd, e);
      }
      return unranked(e);
    }
    boolean[] red = new boolean[xd.length];
    if (axes.isEmpty()) {
      if (noopEmpty) {
        return tensor(xd, e);
      }
      Arrays.fill(red, true);
    }
    for (long a : axes) {
      red[norm(a, xd.length, "axis")] = true;
    }
    List<Long> r = new ArrayList<>();
    for (int i = 0; i < xd.length; i++) {
      if (!red[i]) {
        r.add(xd[i]);
      } else if (keep) {
        r.add(1L);
      }
    }
    return tensor(r.stream().mapToLong(Long::longValue).toArray(), e);
  }

  private static Type depthSpace(Type x, Map<String, Attribute> attrs, boolean toSpace) {
    long[] xd = dims(x);
    long b = intAttr(attrs, "blocksize", 1);
    if (xd == null || xd.length != 4 || b <= 0) {
      return unranked(elem(x));
    }
    if (toSpace) {
      xd[1] = xd[1] == DYN ? DYN : xd[1] / Math.multiplyExact(b, b);
      xd[2] = xd[2] == DYN ? DYN : Math.multiplyExact(xd[2], b);
      xd[3] = xd[3] == DYN ? DYN : Math.multiplyExact(xd[3], b);
    } else {
      xd[1] = xd[1] == DYN ? DYN : Math.multiplyExact(xd[1], Math.multiplyExact(b, b));
      xd[2] = xd[2] == DYN ? DYN : xd[2] / b;
      xd[3] = xd[3] == DYN ? DYN : xd[3] / b;
    }
    return tensor(xd, elem(x));
  }

  private static Type resize(List<Value> operands, Map<String, Attribute> attrs, String op) {
    Type x = operands.get(0).getType();
    long[] xd = dims(x);
    if (xd == null) {
      return unranked(elem(x));
    }
    long[] sizes = null;
    double[] scales = null;
    if (op.equals("Upsample")) {
      scales = floats(attrs.get("scales"));
      if (scales == null && operands.size() > 1) {
        scales = constFloats(operands.get(1));
      }
    } else {
      int si = operands.size() >= 4 ? 2 : 1;
      if (operands.size() > 3 && !absent(operands, 3)) {
        sizes = constInts(operands, 3);
      }
      if (sizes == null && !absent(operands, si)) {
        scales = constFloats(operands.get(si));
      }
    }
    long[] axes = ints(attrs, "axes");
    long[] r = xd.clone();
    int n = axes == null ? xd.length : axes.length;
    if (sizes != null && sizes.length == n) {
      for (int i = 0; i < n; i++) {
        r[axes == null ? i : (int) (axes[i] < 0 ? axes[i] + xd.length : axes[i])] = sizes[i];
      }
      boolean policy = attrs.get("keep_aspect_ratio_policy") instanceof StringAttr s
          && !s.value().equals("stretch");
      if (policy) {
        Arrays.fill(r, DYN);
      }
      return tensor(r, elem(x));
    }
    if (scales != null && scales.length == n) {
      for (int i = 0; i < n; i++) {
        int a = axes == null ? i : (int) (axes[i] < 0 ? axes[i] + xd.length : axes[i]);
        r[a] = xd[a] == DYN ? DYN : (long) Math.floor(xd[a] * scales[i]);
      }
      return tensor(r, elem(x));
    }
    Arrays.fill(r, DYN);
    return tensor(r, elem(x));
  }

  private static double[] floats(Attribute a) {
    if (!(a instanceof ArrayAttr arr)) {
      return null;
    }
    double[] r = new double[arr.size()];
    for (int i = 0; i < r.length; i++) {
      if (!(arr.get(i) instanceof jopt.ir.attr.FloatAttr f)) {
        return null;
      }
      r[i] = f.getValue();
    }
    return r;
  }

  private static double[] constFloats(Value v) {
    var def = v.getDefiningOp();
    if (def != null && def.getName().equals("onnx.Constant")
        && def.getAttr("value") instanceof DenseElementsAttr d && d.getElementType() instanceof FloatType) {
      return d.getDoubles();
    }
    return null;
  }

  private static Type oneHot(List<Value> operands, Map<String, Attribute> attrs) throws OnnxImportException {
    long[] id = dims(operands.get(0).getType());
    Type e = elem(operands.get(2).getType());
    if (id == null) {
      return unranked(e);
    }
    DenseElementsAttr depth = scalar(operands.get(1));
    long d = depth == null ? DYN : (long) depth.getDouble(0);
    int rank = id.length + 1;
    int a = norm(intAttr(attrs, "axis", -1), rank, "axis");
    long[] r = new long[rank];
    for (int i = 0, j = 0; i < rank; i++) {
      r[i] = i == a ? d : id[j++];
    }
    return tensor(r, e);
  }
}
