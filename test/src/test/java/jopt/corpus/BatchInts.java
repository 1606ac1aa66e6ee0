package jopt.corpus;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongBinaryOperator;
import jopt.onnx.proto.AttributeProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.TensorProto;

/**
 * The small integer tensors of a graph made batch-dynamic ({@link BatchDynamic}): constants and
 * the shape vectors exporters compute at run time (Shape, then Gather, Slice, Concat, Unsqueeze,
 * Cast, arithmetic), each element a {@link Form} of the batch. What this cannot follow gets no
 * value; a node that then reads a value depending on the batch is the caller's to judge.
 */
final class BatchInts {
  /** Elements of larger constants are not followed (no shape vector is that long). */
  private static final int MAX_ELEMENTS = 64;

  /**
   * An element: {@code atOne} at batch 1; where {@code affine}, {@code coef * batch + atOne -
   * coef} at every batch (a constant where {@code coef} is 0), else it depends on the batch in a
   * way not followed.
   */
  record Form(long atOne, long coef, boolean affine) {
    static Form constant(long v) {
      return new Form(v, 0, true);
    }

    boolean isConstant() {
      return affine && coef == 0;
    }

    /** Exactly {@code coef} times the batch (a dimension carrying the batch). */
    boolean isBatchMultiple() {
      return affine && coef != 0 && atOne == coef;
    }
  }

  private final Map<String, Form[]> values = new HashMap<>();

  /** The elements of {@code name} (row-major), or null where not known. */
  Form[] get(String name) {
    return values.get(name);
  }

  /** Whether {@code name}'s value is known and changes with the batch. */
  boolean dependsOnBatch(String name) {
    Form[] f = values.get(name);
    return f != null && !Arrays.stream(f).allMatch(Form::isConstant);
  }

  /** Whether {@code name} is known and the same at every batch. */
  boolean isConstant(String name) {
    Form[] f = values.get(name);
    return f != null && Arrays.stream(f).allMatch(Form::isConstant);
  }

  /** The values at batch 1, or null where not known. */
  long[] atOne(String name) {
    Form[] f = values.get(name);
    return f == null ? null : Arrays.stream(f).mapToLong(Form::atOne).toArray();
  }

  /** An integer constant (an initializer or a Constant's tensor). */
  void putConstant(String name, TensorProto t) {
    long[] v = integers(t);
    if (v != null) {
      values.put(name, Arrays.stream(v).mapToObj(Form::constant).toArray(Form[]::new));
    }
  }

  /** {@code Shape} of a value of {@code dims} at batch 1 carrying the batch on {@code axis}. */
  void putShape(String name, long[] dims, int axis) {
    Form[] f = new Form[dims.length];
    for (int i = 0; i < dims.length; i++) {
      f[i] = i == axis ? new Form(dims[i], dims[i], true) : Form.constant(dims[i]);
    }
    values.put(name, f);
  }

  /** Follows {@code n}'s integer result where its inputs are known; true where it did. */
  boolean eval(NodeProto n) {
    Form[] r = result(n);
    if (r != null && r.length <= MAX_ELEMENTS) {
      values.put(n.getOutput(0), r);
      return true;
    }
    return false;
  }

  private Form[] result(NodeProto n) {
    List<Form[]> in = new ArrayList<>();
    for (String i : n.getInputList()) {
      in.add(i.isEmpty() ? null : values.get(i));
    }
    if (in.isEmpty() || in.get(0) == null) {
      return null;
    }
    Form[] a = in.get(0);
    switch (n.getOpType()) {
      case "Identity", "Unsqueeze", "Squeeze", "Reshape", "Flatten" -> {
        return a;
      }
      case "Cast" -> {
        long to = BatchDynamic.attrInt(n, "to", 0);
        return to == Arr.INT64 || to == Arr.INT32 ? a : null;
      }
      case "Concat" -> {
        List<Form> out = new ArrayList<>();
        for (Form[] f : in) {
          if (f == null) {
            return null;
          }
          out.addAll(List.of(f));
        }
        return out.toArray(Form[]::new);
      }
      case "Gather" -> {
        long[] idx = constantAtOne(in, 1);
        if (idx == null) {
          return null;
        }
        Form[] out = new Form[idx.length];
        for (int k = 0; k < idx.length; k++) {
          long i = idx[k] < 0 ? idx[k] + a.length : idx[k];
          if (i < 0 || i >= a.length) {
            return null;
          }
          out[k] = a[(int) i];
        }
        return out;
      }
      case "Slice" -> {
        return slice(n, a, in);
      }
      case "ConstantOfShape" -> {
        long[] dims = constantAtOne(in, 0);
        TensorProto t = null;
        for (AttributeProto at : n.getAttributeList()) {
          if (at.getName().equals("value")) {
            t = at.getT();
          }
        }
        long[] fill = t == null ? new long[] {0} : integers(t);
        if (dims == null || fill == null || fill.length != 1) {
          return null;
        }
        long count = Arrays.stream(dims).reduce(1, (x, y) -> x * y);
        if (count < 0 || count > MAX_ELEMENTS) {
          return null;
        }
        Form[] out = new Form[(int) count];
        Arrays.fill(out, Form.constant(fill[0]));
        return out;
      }
      case "Add" -> {
        return binary(in, (x, y) -> x + y, true);
      }
      case "Sub" -> {
        return binary(in, (x, y) -> x - y, true);
      }
      case "Mul" -> {
        return multiply(in);
      }
      case "Div" -> {
        return binary(in, (x, y) -> y == 0 ? 0 : x / y, false);
      }
      case "Mod" -> {
        return binary(in, (x, y) -> y == 0 ? 0 : Math.floorMod(x, y), false);
      }
      case "Equal" -> {
        return binary(in, (x, y) -> x == y ? 1 : 0, false);
      }
      case "Max" -> {
        return binary(in, Math::max, false);
      }
      case "Min" -> {
        return binary(in, Math::min, false);
      }
      case "Where" -> {
        long[] c = constantAtOne(in, 0);
        if (c == null || in.size() < 3 || in.get(1) == null || in.get(2) == null) {
          return null;
        }
        int len = Math.max(c.length, Math.max(in.get(1).length, in.get(2).length));
        Form[] out = new Form[len];
        for (int i = 0; i < len; i++) {
          Form[] pick = c[c.length == 1 ? 0 : i] != 0 ? in.get(1) : in.get(2);
          if (pick.length != 1 && pick.length != len || c.length != 1 && c.length != len) {
            return null;
          }
          out[i] = pick[pick.length == 1 ? 0 : i];
        }
        return out;
      }
      default -> {
        return null;
      }
    }
  }

  /** A 1-D Slice with constant starts, ends, axes and steps. */
  private static Form[] slice(NodeProto n, Form[] a, List<Form[]> in) {
    long[] starts = constantAtOne(in, 1);
    long[] ends = constantAtOne(in, 2);
    long[] axes = in.size() > 3 && in.get(3) != null ? constantAtOne(in, 3) : new long[] {0};
    long[] steps = in.size() > 4 && in.get(4) != null ? constantAtOne(in, 4) : new long[] {1};
    if (starts == null || ends == null || axes == null || steps == null || starts.length != 1
        || ends.length != 1 || axes.length != 1 || (axes[0] != 0 && axes[0] != -1)
        || steps.length != 1 || steps[0] != 1) {
      return null;
    }
    long[] r = range(starts[0], ends[0], a.length);
    return Arrays.copyOfRange(a, (int) r[0], (int) r[1]);
  }

  /** Slice's {@code [start, end)} of {@code len} elements: negative ones from the end, clamped. */
  static long[] range(long start, long end, long len) {
    long s = Math.max(0, Math.min(start < 0 ? start + len : start, len));
    long e = Math.max(0, Math.min(end < 0 ? end + len : end, len));
    return new long[] {s, Math.max(s, e)};
  }

  /** Elementwise with broadcast of a single element; affine where {@code linear} allows. */
  private static Form[] binary(List<Form[]> in, LongBinaryOperator op, boolean linear) {
    if (in.size() != 2 || in.get(1) == null) {
      return null;
    }
    Form[] a = in.get(0);
    Form[] b = in.get(1);
    int len = Math.max(a.length, b.length);
    if (a.length != len && a.length != 1 || b.length != len && b.length != 1) {
      return null;
    }
    Form[] out = new Form[len];
    for (int i = 0; i < len; i++) {
      Form x = a[a.length == 1 ? 0 : i];
      Form y = b[b.length == 1 ? 0 : i];
      long v = op.applyAsLong(x.atOne(), y.atOne());
      if (x.isConstant() && y.isConstant()) {
        out[i] = Form.constant(v);
      } else if (linear && x.affine() && y.affine()) {
        out[i] = new Form(v, op.applyAsLong(x.coef(), y.coef()), true);
      } else {
        out[i] = new Form(v, 0, false);
      }
    }
    return out;
  }

  private static Form[] multiply(List<Form[]> in) {
    Form[] r = binary(in, (x, y) -> x * y, false);
    if (r == null) {
      return null;
    }
    Form[] a = in.get(0);
    Form[] b = in.get(1);
    for (int i = 0; i < r.length; i++) {
      Form x = a[a.length == 1 ? 0 : i];
      Form y = b[b.length == 1 ? 0 : i];
      if (x.affine() && y.isConstant()) {
        r[i] = new Form(r[i].atOne(), x.coef() * y.atOne(), true);
      } else if (y.affine() && x.isConstant()) {
        r[i] = new Form(r[i].atOne(), y.coef() * x.atOne(), true);
      }
    }
    return r;
  }

  private static long[] constantAtOne(List<Form[]> in, int i) {
    if (i >= in.size() || in.get(i) == null) {
      return null;
    }
    Form[] f = in.get(i);
    return Arrays.stream(f).allMatch(Form::isConstant)
        ? Arrays.stream(f).mapToLong(Form::atOne).toArray() : null;
  }

  /** The elements of an integer (or bool) tensor, or null where it is of another type or large. */
  static long[] integers(TensorProto t) {
    int type = t.getDataType();
    long count = t.getDimsList().stream().mapToLong(Long::longValue).reduce(1, (x, y) -> x * y);
    if (count > MAX_ELEMENTS) {
      return null;
    }
    if (type == Arr.INT64 && t.getInt64DataCount() > 0) {
      return t.getInt64DataList().stream().mapToLong(Long::longValue).toArray();
    }
    if ((type == Arr.INT32 || type == Arr.BOOL) && t.getInt32DataCount() > 0) {
      return t.getInt32DataList().stream().mapToLong(Integer::longValue).toArray();
    }
    if (t.getExternalDataCount() > 0) {
      return null;
    }
    java.nio.ByteBuffer b = t.getRawData().asReadOnlyByteBuffer()
        .order(java.nio.ByteOrder.LITTLE_ENDIAN);
    int width = type == Arr.INT64 ? 8 : type == Arr.INT32 ? 4 : type == Arr.BOOL ? 1 : 0;
    if (width == 0 || b.remaining() != count * width) {
      return null;
    }
    long[] v = new long[(int) count];
    for (int i = 0; i < v.length; i++) {
      v[i] = width == 8 ? b.getLong() : width == 4 ? b.getInt() : b.get();
    }
    return v;
  }
}
