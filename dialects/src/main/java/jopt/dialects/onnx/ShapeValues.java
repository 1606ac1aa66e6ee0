package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * ONNX's data propagation: the values of the small integer tensors a graph computes from static
 * shapes and constants ({@code Shape}, then {@code Gather}, {@code Add}, {@code Div},
 * {@code Concat} ... into the {@code starts} of a Slice or the {@code shape} of a Reshape or
 * Expand), known without running the graph. The importer's shape inference reads constant
 * operands through it, and so do the ops' aliasing rules. Values of at most {@link #MAX_ELEMENTS}
 * elements, computed at most {@link #MAX_DEPTH} ops deep; anything else is unknown.
 */
public final class ShapeValues {
  /** Shape data, not tensors of data. */
  static final int MAX_ELEMENTS = 1024;
  /** Deeper chains are unknown (bounds the work and the stack on any graph). */
  static final int MAX_DEPTH = 64;

  private final Map<Value, Optional<long[]>> known = new HashMap<>();

  private ShapeValues() {}

  /**
   * The integer elements of {@code v} in row-major order when they are known at compile time: an
   * {@code onnx.Constant} of integers, or a shape computation over such constants and static
   * shapes; empty otherwise.
   */
  public static Optional<List<Long>> of(Value v) {
    return new ShapeValues().values(v, 0).map(ShapeValues::boxed);
  }

  private static List<Long> boxed(long[] a) {
    List<Long> r = new ArrayList<>(a.length);
    for (long x : a) {
      r.add(x);
    }
    return r;
  }

  private Optional<long[]> values(Value v, int depth) {
    if (v == null) {
      return Optional.empty();
    }
    Optional<long[]> r = known.get(v);
    if (r == null) {
      r = depth > MAX_DEPTH ? Optional.empty() : compute(v, depth);
      if (r.isPresent() && r.get().length > MAX_ELEMENTS) {
        r = Optional.empty();
      }
      known.put(v, r);
    }
    return r;
  }

  private Optional<long[]> compute(Value v, int depth) {
    Optional<List<Long>> constant = OnnxConstants.int64Values(v);
    if (constant.isPresent()) {
      return Optional.of(constant.get().stream().mapToLong(Long::longValue).toArray());
    }
    Operation op = v.getDefiningOp();
    if (op == null || op.getNumResults() != 1 || !isIntegerTensor(v)) {
      return Optional.empty();
    }
    try {
      return Optional.ofNullable(evaluate(op, depth + 1));
    } catch (ArithmeticException | IndexOutOfBoundsException e) {
      return Optional.empty(); // Division by zero, an index out of range: not known.
    }
  }

  private static boolean isIntegerTensor(Value v) {
    return v.getType() instanceof RankedTensorType t && t.getElementType() instanceof IntegerType;
  }

  /** The result of {@code op}, or null when it is not known. */
  private long[] evaluate(Operation op, int depth) {
    String name = op.getName().substring(op.getName().indexOf('.') + 1);
    switch (name) {
      case "Shape":
        return shape(op);
      case "Size": {
        long[] dims = staticDims(op.getOperand(0));
        return dims == null ? null : new long[] {product(dims)};
      }
      case "Identity", "Reshape", "Squeeze", "SqueezeV11", "Unsqueeze", "UnsqueezeV11":
        // Row-major values are the same whatever the shape.
        return operand(op, 0, depth);
      case "Cast":
        return op.getAttr("to") instanceof TypeAttr t && t.value() instanceof IntegerType i
            && i.width() == 64 ? operand(op, 0, depth) : null;
      case "Add", "Sub", "Mul", "Div", "Mod", "Equal", "Max", "Min":
        return binary(op, name, depth);
      case "Neg": {
        long[] a = operand(op, 0, depth);
        if (a == null) {
          return null;
        }
        long[] r = new long[a.length];
        for (int i = 0; i < a.length; i++) {
          r[i] = Math.negateExact(a[i]);
        }
        return r;
      }
      case "Where":
        return where(op, depth);
      case "Concat":
        return concat(op, depth);
      case "Gather":
        return gather(op, depth);
      case "Slice":
        return slice(op, depth);
      case "ConstantOfShape":
        return constantOfShape(op);
      default:
        return null;
    }
  }

  private long[] operand(Operation op, int i, int depth) {
    return i < op.getNumOperands() ? values(op.getOperand(i), depth).orElse(null) : null;
  }

  private static long[] staticDims(Value v) {
    if (!(v.getType() instanceof RankedTensorType t)) {
      return null;
    }
    long[] d = t.getShape();
    for (long x : d) {
      if (x == ShapedType.DYNAMIC || x < 0) {
        return null;
      }
    }
    return d;
  }

  private static long product(long[] dims) {
    long n = 1;
    for (long d : dims) {
      n = Math.multiplyExact(n, d);
    }
    return n;
  }

  /** The static shape of operand 0, from {@code start} to {@code end} (ONNX's clamping). */
  private static long[] shape(Operation op) {
    if (!(op.getOperand(0).getType() instanceof RankedTensorType t)) {
      return null;
    }
    int rank = t.getRank();
    long start = clampAxis(OnnxOp.intAttr(op, "start", 0), rank);
    long end = op.getAttr("end") instanceof IntegerAttr e ? clampAxis(e.getValue(), rank) : rank;
    List<Long> r = new ArrayList<>();
    for (long i = start; i < end; i++) {
      long d = t.getDimSize((int) i);
      if (d == ShapedType.DYNAMIC) {
        return null;
      }
      r.add(d);
    }
    return r.stream().mapToLong(Long::longValue).toArray();
  }

  private static long clampAxis(long a, int rank) {
    long x = a < 0 ? a + rank : a;
    return Math.max(0, Math.min(rank, x));
  }

  /** Numpy broadcasting of two values of rank at most 1 (what shape arithmetic uses). */
  private long[] binary(Operation op, String name, int depth) {
    long[] a = operand(op, 0, depth);
    long[] b = a == null ? null : operand(op, 1, depth);
    if (b == null || rank(op.getOperand(0)) > 1 || rank(op.getOperand(1)) > 1) {
      return null;
    }
    int n = Math.max(a.length, b.length);
    if (a.length != n && a.length != 1 || b.length != n && b.length != 1) {
      return null;
    }
    long[] r = new long[n];
    for (int i = 0; i < n; i++) {
      long x = a[a.length == 1 ? 0 : i];
      long y = b[b.length == 1 ? 0 : i];
      r[i] = switch (name) {
        case "Add" -> Math.addExact(x, y);
        case "Sub" -> Math.subtractExact(x, y);
        case "Mul" -> Math.multiplyExact(x, y);
        // Integer Div truncates (as onnxruntime); x / 0 throws ArithmeticException.
        case "Div" -> x / y;
        // fmod = 0: the sign of the divisor (Python's %); fmod = 1: of the dividend (C's).
        case "Mod" -> OnnxOp.intAttr(op, "fmod", 0) == 0 ? Math.floorMod(x, y) : x % y;
        case "Equal" -> x == y ? 1 : 0;
        case "Max" -> Math.max(x, y);
        default -> Math.min(x, y);
      };
    }
    return r;
  }

  private static int rank(Value v) {
    return v.getType() instanceof RankedTensorType t ? t.getRank() : Integer.MAX_VALUE;
  }

  private long[] where(Operation op, int depth) {
    long[] c = operand(op, 0, depth);
    long[] x = c == null ? null : operand(op, 1, depth);
    long[] y = x == null ? null : operand(op, 2, depth);
    if (y == null) {
      return null;
    }
    for (int i = 0; i < 3; i++) {
      if (rank(op.getOperand(i)) > 1) {
        return null;
      }
    }
    int n = Math.max(c.length, Math.max(x.length, y.length));
    for (long[] in : new long[][] {c, x, y}) {
      if (in.length != n && in.length != 1) {
        return null;
      }
    }
    long[] r = new long[n];
    for (int i = 0; i < n; i++) {
      r[i] = c[c.length == 1 ? 0 : i] != 0 ? x[x.length == 1 ? 0 : i] : y[y.length == 1 ? 0 : i];
    }
    return r;
  }

  /** Concat of 1-D values along axis 0. */
  private long[] concat(Operation op, int depth) {
    List<Long> r = new ArrayList<>();
    for (int i = 0; i < op.getNumOperands(); i++) {
      long[] a = operand(op, i, depth);
      if (a == null || rank(op.getOperand(i)) != 1) {
        return null;
      }
      for (long x : a) {
        r.add(x);
      }
    }
    return r.stream().mapToLong(Long::longValue).toArray();
  }

  /** Gather from a 1-D value along axis 0 (negative indices count from the end). */
  private long[] gather(Operation op, int depth) {
    long axis = OnnxOp.intAttr(op, "axis", 0);
    if (rank(op.getOperand(0)) != 1 || axis != 0 && axis != -1) {
      return null;
    }
    long[] data = operand(op, 0, depth);
    long[] idx = data == null ? null : operand(op, 1, depth);
    if (idx == null) {
      return null;
    }
    long[] r = new long[idx.length];
    for (int i = 0; i < idx.length; i++) {
      long k = idx[i] < 0 ? idx[i] + data.length : idx[i];
      r[i] = data[Math.toIntExact(k)];
    }
    return r;
  }

  /** Slice of a 1-D value with known starts, ends and (optional) axes and steps. */
  private long[] slice(Operation op, int depth) {
    if (rank(op.getOperand(0)) != 1 || op.getNumOperands() < 3) {
      return null;
    }
    long[] data = operand(op, 0, depth);
    long[] starts = data == null ? null : operand(op, 1, depth);
    long[] ends = starts == null ? null : operand(op, 2, depth);
    if (ends == null || starts.length != 1 || ends.length != 1) {
      return null;
    }
    if (!OnnxConstants.isAbsent(op, 3)) {
      long[] axes = operand(op, 3, depth);
      if (axes == null || axes.length != 1 || axes[0] != 0 && axes[0] != -1) {
        return null;
      }
    }
    long step = 1;
    if (!OnnxConstants.isAbsent(op, 4)) {
      long[] steps = operand(op, 4, depth);
      if (steps == null || steps.length != 1 || steps[0] == 0) {
        return null;
      }
      step = steps[0];
    }
    long n = data.length;
    long s = starts[0] < 0 ? starts[0] + n : starts[0];
    long e = ends[0] < 0 ? ends[0] + n : ends[0];
    List<Long> r = new ArrayList<>();
    if (step > 0) {
      s = Math.max(0, Math.min(n, s));
      e = Math.max(0, Math.min(n, e));
      for (long i = s; i < e; i += step) {
        r.add(data[(int) i]);
      }
    } else {
      s = Math.max(-1, Math.min(n - 1, s));
      e = Math.max(-1, Math.min(n - 1, e));
      for (long i = s; i > e; i += step) {
        r.add(data[(int) i]);
      }
    }
    return r.stream().mapToLong(Long::longValue).toArray();
  }

  /** ConstantOfShape of a known static result: its integer value, repeated. */
  private static long[] constantOfShape(Operation op) {
    long[] dims = staticDims(op.getResult(0));
    if (dims == null || product(dims) > MAX_ELEMENTS) {
      return null;
    }
    long fill = 0;
    Attribute value = op.getAttr("value");
    if (value instanceof DenseElementsAttr d) {
      if (!(d.getElementType() instanceof IntegerType) || d.getNumElements() != 1) {
        return null;
      }
      fill = d.getLongs()[0];
    } else if (value != null) {
      return null;
    }
    long[] r = new long[(int) product(dims)];
    java.util.Arrays.fill(r, fill);
    return r;
  }
}
