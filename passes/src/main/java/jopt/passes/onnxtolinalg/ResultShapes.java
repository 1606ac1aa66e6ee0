package jopt.passes.onnxtolinalg;

import java.util.List;
import java.util.Set;
import jopt.ir.Value;
import jopt.ir.type.NoneType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * The static shape of an onnx op's result when its declared type leaves dims dynamic but its
 * operands (lowered first, and refined in turn) are static: an imported graph whose shape
 * computations only fold here (Shape, Gather, Div feeding a Slice) gets static types from
 * there on. Covers the element-wise ops (numpy broadcasting), the ops shaped like their first
 * operand, Conv and the pools, MatMul, Gemm, Concat, Transpose, Slice, Gather and the reshapes
 * of constant shapes; returns null for others (their declared type then stands).
 */
final class ResultShapes {
  private ResultShapes() {}

  /** Ops whose result has the shape of all operands broadcast together. */
  private static final Set<String> BROADCAST = Set.of("Add", "Sub", "Mul", "Div", "Pow", "Mod", "And", "Or",
      "Xor", "Equal", "Less", "LessOrEqual", "Greater", "GreaterOrEqual", "PRelu", "BitShift", "Where", "Sum",
      "Max", "Min", "Mean");

  /** Ops whose (first) result has the shape of operand 0. */
  private static final Set<String> LIKE_FIRST = Set.of("Relu", "LeakyRelu", "Elu", "Selu", "Celu",
      "ThresholdedRelu", "HardSigmoid", "HardSwish", "Sigmoid", "Softplus", "Softsign", "Mish", "Gelu", "Tanh",
      "Erf", "Exp", "Log", "Sqrt", "Sin", "Cos", "Tan", "Asin", "Acos", "Atan", "Sinh", "Cosh", "Asinh", "Acosh",
      "Atanh", "Floor", "Ceil", "Round", "Abs", "Neg", "Reciprocal", "Sign", "Not", "Shrink", "IsNaN", "IsInf",
      "Clip", "ClipV6", "ClipV11", "ClipV12", "Cast", "CastLike", "Identity", "Dropout", "Softmax", "SoftmaxV11", "LogSoftmax",
      "Hardmax", "LayerNormalization", "BatchNormalization", "BatchNormalizationInferenceMode",
      "InstanceNormalization", "MeanVarianceNormalization", "LpNormalization", "Trilu", "CumSum", "LRN",
      "QuantizeLinear", "DequantizeLinear", "ScatterElements", "Scatter", "ScatterND");

  /** The shape of result {@code i} of {@code l}'s op, or null when it cannot be told. */
  static long[] infer(Lowering l, int i) {
    String name = l.name().substring("onnx.".length());
    try {
      if (i == 0 && LIKE_FIRST.contains(name)) {
        return rankedShapeOf(l.operand(0));
      }
      if (BROADCAST.contains(name)) {
        return broadcast(l.op.getOperands());
      }
      return switch (name) {
        case "Conv", "MaxPool", "MaxPoolSingleOut", "AveragePool" -> i == 0 ? windowed(l, name) : null;
        case "GlobalAveragePool", "GlobalMaxPool" -> {
          long[] s = shapeOf(l.operand(0));
          if (s == null) {
            yield null;
          }
          for (int d = 2; d < s.length; d++) {
            s[d] = 1;
          }
          yield s;
        }
        case "Concat" -> concat(l);
        case "Transpose" -> transpose(l);
        case "Gemm" -> gemm(l);
        case "MatMul" -> matmul(l);
        case "Flatten" -> flatten(l);
        case "Reshape" -> reshape(l);
        case "Squeeze", "SqueezeV11", "Unsqueeze", "UnsqueezeV11" -> squeezeOrUnsqueeze(l, name.startsWith("Unsqueeze"));
        case "Slice" -> slice(l);
        case "Gather" -> gather(l);
        case "GatherElements" -> shapeOf(l.operand(1));
        case "Expand" -> expand(l);
        case "Tile" -> tile(l);
        case "Split", "SplitV13", "SplitV11" -> split(l, i);
        case "ArgMax", "ArgMin" -> argExtreme(l);
        default -> name.startsWith("Reduce") ? reduce(l) : null;
      };
    } catch (Lowering.Failure e) {
      return null;
    }
  }

  /** The static shape of {@code v}, or null. */
  static long[] shapeOf(Value v) {
    if (v.getType() instanceof RankedTensorType t && Lowering.isStatic(t)) {
      return t.getShape().clone();
    }
    return null;
  }

  /** The shape of ranked {@code v}, dynamic dims included, or null. */
  static long[] rankedShapeOf(Value v) {
    return v.getType() instanceof RankedTensorType t ? t.getShape().clone() : null;
  }

  /** numpy's broadcast of the operands' shapes; a dynamic dim against a static one other than 1 takes it. */
  private static long[] broadcast(List<Value> values) {
    long[] r = new long[0];
    for (Value v : values) {
      if (v.getType() instanceof NoneType) {
        continue;
      }
      long[] s = rankedShapeOf(v);
      if (s == null) {
        return null;
      }
      int n = Math.max(r.length, s.length);
      long[] m = new long[n];
      for (int d = 0; d < n; d++) {
        long a = d - (n - r.length) >= 0 ? r[d - (n - r.length)] : 1;
        long b = d - (n - s.length) >= 0 ? s[d - (n - s.length)] : 1;
        if (a == 1 || a == b) {
          m[d] = b;
        } else if (b == 1) {
          m[d] = a;
        } else if (a == ShapedType.DYNAMIC) {
          m[d] = b;
        } else if (b == ShapedType.DYNAMIC) {
          m[d] = a;
        } else {
          return null;
        }
      }
      r = m;
    }
    return r;
  }

  /** Conv and the pools: {@code floor} (or with ceil_mode {@code ceil}) of the positions + 1. */
  private static long[] windowed(Lowering l, String name) {
    long[] x = shapeOf(l.operand(0));
    if (x == null || x.length < 3) {
      return null;
    }
    int sp = x.length - 2;
    long[] kernel;
    long channels = x[1];
    if (name.equals("Conv")) {
      long[] w = shapeOf(l.operand(1));
      if (w == null) {
        return null;
      }
      kernel = java.util.Arrays.copyOfRange(w, 2, w.length);
      channels = w[0];
    } else {
      kernel = l.intsAttr("kernel_shape");
    }
    if (kernel == null || kernel.length != sp) {
      return null;
    }
    long[] strides = l.intsAttr("strides");
    long[] dilations = l.intsAttr("dilations");
    long[] pads = l.intsAttr("pads");
    boolean ceil = l.intAttr("ceil_mode", 0) != 0;
    String autoPad = l.stringAttr("auto_pad", "NOTSET");
    long[] r = new long[x.length];
    r[0] = x[0];
    r[1] = channels;
    for (int d = 0; d < sp; d++) {
      long s = strides == null ? 1 : strides[d];
      long dil = dilations == null ? 1 : dilations[d];
      long in = x[d + 2];
      if (autoPad.equals("SAME_UPPER") || autoPad.equals("SAME_LOWER")) {
        r[d + 2] = (in + s - 1) / s;
        continue;
      }
      long p = autoPad.equals("VALID") || pads == null ? 0 : pads[d] + pads[d + sp];
      long span = in + p - ((kernel[d] - 1) * dil + 1);
      if (span < 0) {
        return null;
      }
      r[d + 2] = (ceil ? (span + s - 1) / s : span / s) + 1;
    }
    return r;
  }

  private static long[] concat(Lowering l) {
    long[] r = null;
    int axis = -1;
    for (Value v : l.op.getOperands()) {
      long[] s = shapeOf(v);
      if (s == null) {
        return null;
      }
      if (r == null) {
        r = s;
        axis = l.axis(l.intAttr("axis", 0), s.length);
      } else {
        r[axis] += s[axis];
      }
    }
    return r;
  }

  private static long[] transpose(Lowering l) {
    long[] x = shapeOf(l.operand(0));
    if (x == null) {
      return null;
    }
    long[] perm = l.intsAttr("perm");
    long[] r = new long[x.length];
    for (int d = 0; d < x.length; d++) {
      r[d] = x[(int) (perm == null ? x.length - 1 - d : perm[d])];
    }
    return r;
  }

  private static long[] gemm(Lowering l) {
    long[] a = shapeOf(l.operand(0));
    long[] b = shapeOf(l.operand(1));
    if (a == null || b == null || a.length != 2 || b.length != 2) {
      return null;
    }
    long m = l.intAttr("transA", 0) != 0 ? a[1] : a[0];
    long n = l.intAttr("transB", 0) != 0 ? b[0] : b[1];
    return new long[] {m, n};
  }

  private static long[] matmul(Lowering l) {
    long[] a = shapeOf(l.operand(0));
    long[] b = shapeOf(l.operand(1));
    if (a == null || b == null || a.length < 2 || b.length < 2) {
      return null;
    }
    long[] batch = broadcastShapes(java.util.Arrays.copyOf(a, a.length - 2), java.util.Arrays.copyOf(b, b.length - 2));
    if (batch == null) {
      return null;
    }
    long[] r = java.util.Arrays.copyOf(batch, batch.length + 2);
    r[batch.length] = a[a.length - 2];
    r[batch.length + 1] = b[b.length - 1];
    return r;
  }

  private static long[] broadcastShapes(long[] x, long[] y) {
    int n = Math.max(x.length, y.length);
    long[] r = new long[n];
    for (int d = 0; d < n; d++) {
      long a = d - (n - x.length) >= 0 ? x[d - (n - x.length)] : 1;
      long b = d - (n - y.length) >= 0 ? y[d - (n - y.length)] : 1;
      if (a != b && a != 1 && b != 1) {
        return null;
      }
      r[d] = a == 1 ? b : a;
    }
    return r;
  }

  private static long[] flatten(Lowering l) {
    long[] x = shapeOf(l.operand(0));
    if (x == null) {
      return null;
    }
    int axis = (int) l.intAttr("axis", 1);
    if (axis < 0) {
      axis += x.length;
    }
    long outer = 1;
    long inner = 1;
    for (int d = 0; d < x.length; d++) {
      if (d < axis) {
        outer *= x[d];
      } else {
        inner *= x[d];
      }
    }
    return new long[] {outer, inner};
  }

  private static long[] reshape(Lowering l) {
    long[] x = shapeOf(l.operand(0));
    long[] shape = l.constantInts(1);
    if (x == null || shape == null) {
      return null;
    }
    return ShapeLowerings.targetShape(l, x, shape, l.intAttr("allowzero", 0) != 0);
  }

  /** Squeeze / Unsqueeze by constant axes (operand 1, or the V11 attribute); Squeeze without axes drops unit dims. */
  private static long[] squeezeOrUnsqueeze(Lowering l, boolean unsqueeze) {
    long[] x = shapeOf(l.operand(0));
    if (x == null) {
      return null;
    }
    long[] axes = l.intsAttr("axes");
    if (axes == null && !l.absent(1)) {
      axes = l.constantInts(1);
      if (axes == null) {
        return null;
      }
    }
    java.util.List<Long> r = new java.util.ArrayList<>();
    if (unsqueeze) {
      if (axes == null) {
        return null;
      }
      int rank = x.length + axes.length;
      boolean[] added = new boolean[rank];
      for (long a : axes) {
        added[l.axis(a, rank)] = true;
      }
      int k = 0;
      for (int d = 0; d < rank; d++) {
        r.add(added[d] ? 1L : x[k++]);
      }
    } else {
      boolean[] removed = new boolean[x.length];
      if (axes == null) {
        for (int d = 0; d < x.length; d++) {
          removed[d] = x[d] == 1;
        }
      } else {
        for (long a : axes) {
          removed[l.axis(a, x.length)] = true;
        }
      }
      for (int d = 0; d < x.length; d++) {
        if (!removed[d]) {
          r.add(x[d]);
        }
      }
    }
    return r.stream().mapToLong(Long::longValue).toArray();
  }

  private static long[] slice(Lowering l) {
    if (!(l.operand(0).getType() instanceof RankedTensorType in)) {
      return null;
    }
    SliceLowerings.Params p = SliceLowerings.constantParams(l, in);
    return p == null ? null : p.sizes();
  }

  private static long[] gather(Lowering l) {
    long[] data = shapeOf(l.operand(0));
    long[] idx = shapeOf(l.operand(1));
    if (data == null || idx == null) {
      return null;
    }
    int axis = l.axis(l.intAttr("axis", 0), data.length);
    long[] r = new long[data.length - 1 + idx.length];
    int k = 0;
    for (int d = 0; d < axis; d++) {
      r[k++] = data[d];
    }
    for (long d : idx) {
      r[k++] = d;
    }
    for (int d = axis + 1; d < data.length; d++) {
      r[k++] = data[d];
    }
    return r;
  }

  private static long[] expand(Lowering l) {
    long[] x = shapeOf(l.operand(0));
    long[] shape = l.constantInts(1);
    if (x == null || shape == null) {
      return null;
    }
    return broadcastShapes(x, shape);
  }

  private static long[] tile(Lowering l) {
    long[] x = shapeOf(l.operand(0));
    long[] repeats = l.constantInts(1);
    if (x == null || repeats == null || repeats.length != x.length) {
      return null;
    }
    for (int d = 0; d < x.length; d++) {
      x[d] *= repeats[d];
    }
    return x;
  }

  /** Result {@code i} of Split: the split sizes (operand or attribute), else equal parts. */
  private static long[] split(Lowering l, int i) {
    long[] x = shapeOf(l.operand(0));
    if (x == null) {
      return null;
    }
    int axis = l.axis(l.intAttr("axis", 0), x.length);
    long[] sizes = l.intsAttr("split");
    if (sizes == null && !l.absent(1)) {
      sizes = l.constantInts(1);
      if (sizes == null) {
        return null;
      }
    }
    int n = l.op.getNumResults();
    if (sizes == null) {
      // Equal parts, the last one smaller when the size does not divide (opset 18's num_outputs).
      long part = (x[axis] + n - 1) / n;
      long before = part * i;
      x[axis] = Math.max(0, Math.min(part, x[axis] - before));
    } else {
      if (sizes.length != n) {
        return null;
      }
      x[axis] = sizes[i];
    }
    return x;
  }

  private static long[] reduce(Lowering l) {
    long[] x = shapeOf(l.operand(0));
    if (x == null) {
      return null;
    }
    boolean[] reduced = ReduceLowerings.reducedDims(l, x.length);
    if (reduced == null) {
      return x;
    }
    boolean keep = l.intAttr("keepdims", 1) != 0;
    java.util.List<Long> r = new java.util.ArrayList<>();
    for (int d = 0; d < x.length; d++) {
      if (!reduced[d]) {
        r.add(x[d]);
      } else if (keep) {
        r.add(1L);
      }
    }
    return r.stream().mapToLong(Long::longValue).toArray();
  }

  private static long[] argExtreme(Lowering l) {
    long[] x = shapeOf(l.operand(0));
    if (x == null) {
      return null;
    }
    int axis = l.axis(l.intAttr("axis", 0), x.length);
    if (l.intAttr("keepdims", 1) != 0) {
      x[axis] = 1;
      return x;
    }
    long[] r = new long[x.length - 1];
    for (int d = 0, k = 0; d < x.length; d++) {
      if (d != axis) {
        r[k++] = x[d];
      }
    }
    return r;
  }

  /** {@code declared} with its dynamic dims taken from {@code inferred} (null if they disagree). */
  static RankedTensorType join(jopt.ir.type.TensorType declaredType, long[] inferred) {
    if (inferred == null) {
      return null;
    }
    if (!(declaredType instanceof RankedTensorType declared)) {
      return RankedTensorType.get(inferred, declaredType.getElementType());
    }
    if (inferred.length != declared.getRank()) {
      return null;
    }
    long[] r = declared.getShape().clone();
    for (int d = 0; d < r.length; d++) {
      if (r[d] == ShapedType.DYNAMIC) {
        r[d] = inferred[d];
      } else if (inferred[d] != ShapedType.DYNAMIC && r[d] != inferred[d]) {
        return null;
      }
    }
    return RankedTensorType.get(r, declared.getElementType(), declared.getEncoding());
  }
}
