package jopt.corpus;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import jopt.onnx.proto.NodeProto;

/**
 * The static shape at batch 1 of a node's result that {@code value_info} leaves without one (an
 * exporter's shape inference stops at shapes computed at run time): from its operands' shapes
 * and the values of its integer operands ({@link BatchInts}), for the ops such computations
 * feed (Reshape, Expand, ConstantOfShape) and those between them and the next typed value.
 * Null where an op or an operand is not known.
 */
final class BatchOneShapes {
  private BatchOneShapes() {}

  static long[] infer(NodeProto n, Function<String, long[]> shape, BatchInts ints) {
    try {
      return rule(n, shape, ints);
    } catch (IndexOutOfBoundsException | ArithmeticException | NegativeArraySizeException e) {
      return null; // operands that do not fit the op: left to the caller's checks
    }
  }

  private static long[] rule(NodeProto n, Function<String, long[]> shape, BatchInts ints) {
    List<String> in = n.getInputList();
    if (in.isEmpty()) {
      return null;
    }
    long[] d = shape.apply(in.get(0));
    String op = n.getOpType();
    switch (op) {
      case "Shape" -> {
        if (d == null) {
          return null;
        }
        int[] r = shapeRange(n, d.length);
        return new long[] {r[1] - r[0]};
      }
      case "ConstantOfShape" -> {
        return ints.atOne(in.get(0));
      }
      default -> {}
    }
    if (d == null) {
      return null;
    }
    long[] operand = in.size() > 1 && !in.get(1).isEmpty() ? ints.atOne(in.get(1)) : null;
    switch (op) {
      case "Identity", "Cast", "Sqrt", "Neg", "Erf", "Tanh", "Sigmoid", "Relu", "Exp", "Log",
          "Abs", "Reciprocal", "Not", "Softmax" -> {
        return d;
      }
      case "Add", "Sub", "Mul", "Div", "Mod", "Pow", "Equal", "Max", "Min", "Where", "Less",
          "Greater", "And", "Or" -> {
        long[] r = d;
        for (int i = 1; i < in.size(); i++) {
          r = broadcast(r, shape.apply(in.get(i)));
        }
        return r;
      }
      case "Reshape" -> {
        return operand == null ? null
            : reshaped(d, operand, BatchDynamic.attrInt(n, "allowzero", 0));
      }
      case "Expand" -> {
        return operand == null ? null : broadcast(d, operand);
      }
      case "Unsqueeze" -> {
        long[] axes = operand != null ? operand : list(BatchDynamic.attrInts(n, "axes"));
        int r = d.length + axes.length;
        long[] out = new long[r];
        Arrays.fill(out, -1);
        for (long a : axes) {
          out[normalized(a, r)] = 1;
        }
        for (int i = 0, k = 0; i < r; i++) {
          if (out[i] == -1) {
            out[i] = d[k++];
          }
        }
        return out;
      }
      case "Squeeze" -> {
        long[] axes = operand != null ? operand : list(BatchDynamic.attrInts(n, "axes"));
        boolean[] drop = new boolean[d.length];
        for (int i = 0; i < d.length; i++) {
          drop[i] = axes.length == 0 && d[i] == 1;
        }
        for (long a : axes) {
          drop[normalized(a, d.length)] = true;
        }
        long[] out = new long[d.length];
        int k = 0;
        for (int i = 0; i < d.length; i++) {
          if (!drop[i]) {
            out[k++] = d[i];
          }
        }
        return Arrays.copyOf(out, k);
      }
      case "Transpose" -> {
        List<Long> perm = BatchDynamic.attrInts(n, "perm");
        long[] out = new long[d.length];
        for (int i = 0; i < d.length; i++) {
          out[i] = d[perm.isEmpty() ? d.length - 1 - i : perm.get(i).intValue()];
        }
        return out;
      }
      case "Gather" -> {
        long[] idx = shape.apply(in.get(1));
        if (idx == null) {
          return null;
        }
        int g = normalized(BatchDynamic.attrInt(n, "axis", 0), d.length);
        long[] out = new long[d.length - 1 + idx.length];
        System.arraycopy(d, 0, out, 0, g);
        System.arraycopy(idx, 0, out, g, idx.length);
        System.arraycopy(d, g + 1, out, g + idx.length, d.length - g - 1);
        return out;
      }
      case "Concat" -> {
        int a = normalized(BatchDynamic.attrInt(n, "axis", 0), d.length);
        long[] out = d.clone();
        for (int i = 1; i < in.size(); i++) {
          long[] s = shape.apply(in.get(i));
          if (s == null || s.length != d.length) {
            return null;
          }
          out[a] += s[a];
        }
        return out;
      }
      case "Slice" -> {
        return sliced(n, d, ints);
      }
      default -> {
        return null;
      }
    }
  }

  /** ONNX's Reshape at batch 1: {@code 0} copies the input's size (unless allowzero), one -1. */
  private static long[] reshaped(long[] d, long[] s, long allowZero) {
    long[] out = s.clone();
    long total = Arrays.stream(d).reduce(1, (x, y) -> x * y);
    long known = 1;
    int free = -1;
    for (int i = 0; i < out.length; i++) {
      if (out[i] == 0 && allowZero == 0) {
        if (i >= d.length) {
          return null;
        }
        out[i] = d[i];
      }
      if (out[i] == -1) {
        free = i;
      } else {
        known *= out[i];
      }
    }
    if (free >= 0) {
      if (known == 0 || total % known != 0) {
        return null;
      }
      out[free] = total / known;
    }
    return out;
  }

  /** Multidirectional broadcast, or null where the shapes do not broadcast. */
  static long[] broadcast(long[] a, long[] b) {
    if (a == null || b == null) {
      return null;
    }
    int r = Math.max(a.length, b.length);
    long[] out = new long[r];
    for (int i = 0; i < r; i++) {
      long x = i - r + a.length >= 0 ? a[i - r + a.length] : 1;
      long y = i - r + b.length >= 0 ? b[i - r + b.length] : 1;
      if (x != y && x != 1 && y != 1) {
        return null;
      }
      out[i] = x == 1 ? y : x;
    }
    return out;
  }

  private static long[] sliced(NodeProto n, long[] d, BatchInts ints) {
    List<String> in = n.getInputList();
    long[] starts = ints.atOne(in.get(1));
    long[] ends = ints.atOne(in.get(2));
    if (starts == null || ends == null || !ints.isConstant(in.get(1))
        || !ints.isConstant(in.get(2))) {
      return null;
    }
    long[] axes = optional(in, 3, ints);
    long[] steps = optional(in, 4, ints);
    if (axes != null && axes.length != starts.length
        || steps != null && steps.length != starts.length || ends.length != starts.length) {
      return null;
    }
    long[] out = d.clone();
    for (int k = 0; k < starts.length; k++) {
      int a = axes == null ? k : normalized(axes[k], d.length);
      long step = steps == null ? 1 : steps[k];
      if (step <= 0) {
        return null;
      }
      long[] r = BatchInts.range(starts[k], ends[k], d[a]);
      out[a] = (r[1] - r[0] + step - 1) / step;
    }
    return out;
  }

  /** An optional operand's values: none where absent, {@code {}} where not known. */
  private static long[] optional(List<String> in, int i, BatchInts ints) {
    if (in.size() <= i || in.get(i).isEmpty()) {
      return null;
    }
    long[] v = ints.isConstant(in.get(i)) ? ints.atOne(in.get(i)) : null;
    return v == null ? new long[0] : v;
  }

  private static long[] list(List<Long> v) {
    return v.stream().mapToLong(Long::longValue).toArray();
  }

  /** The dimensions {@code [start, end)} a Shape of a value of {@code rank} gives (opset 15). */
  static int[] shapeRange(NodeProto n, int rank) {
    long[] r = BatchInts.range(BatchDynamic.attrInt(n, "start", 0),
        BatchDynamic.attrInt(n, "end", rank), rank);
    return new int[] {(int) r[0], (int) r[1]};
  }

  private static int normalized(long x, int rank) {
    return BatchDynamic.normalized(x, rank);
  }
}
