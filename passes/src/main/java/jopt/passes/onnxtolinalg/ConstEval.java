package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.NoneType;
import jopt.ir.type.RankedTensorType;

/**
 * Evaluates one onnx op on constant operands, for {@link OnnxFolder}: the ops of shape
 * computations (Shape, Size, Gather, Slice, Concat, the reshapes, Cast, Range, Expand,
 * ConstantOfShape, Transpose, Where and the element-wise arithmetic and comparisons), with
 * numpy broadcasting, in double precision rounded to the result's type, integers in 64 bits.
 * Returns null for anything else.
 */
final class ConstEval {
  private ConstEval() {}

  /** A constant tensor: its shape, element type and values (integers and bools as longs). */
  record Arr(long[] shape, Type elt, long[] ints, double[] floats) {
    boolean isFloat() {
      return floats != null;
    }

    int size() {
      return isFloat() ? floats.length : ints.length;
    }

    double d(int i) {
      return isFloat() ? floats[i] : ints[i];
    }

    long l(int i) {
      return isFloat() ? (long) floats[i] : ints[i];
    }

    static Arr of(DenseElementsAttr a) {
      long[] shape = ((RankedTensorType) a.getType()).getShape();
      Type elt = a.getElementType();
      if (elt instanceof FloatType) {
        return new Arr(shape, elt, null, a.getDoubles());
      }
      if (elt instanceof IntegerType i && i.getWidth() == 1) {
        long[] v = new long[a.getNumElements()];
        for (int k = 0; k < v.length; k++) {
          v[k] = a.getBool(k) ? 1 : 0;
        }
        return new Arr(shape, elt, v, null);
      }
      return new Arr(shape, elt, a.getLongs(), null);
    }

    DenseElementsAttr toAttr(RankedTensorType type) {
      Type t = type.getElementType();
      if (t instanceof FloatType) {
        double[] v = new double[size()];
        for (int i = 0; i < v.length; i++) {
          v[i] = d(i);
        }
        return DenseElementsAttr.ofDoubles(type, v);
      }
      if (t instanceof IntegerType i && i.getWidth() == 1) {
        boolean[] v = new boolean[size()];
        for (int k = 0; k < v.length; k++) {
          v[k] = isFloat() ? floats[k] != 0 : ints[k] != 0;
        }
        return DenseElementsAttr.ofBools(type, v);
      }
      long[] v = new long[size()];
      for (int k = 0; k < v.length; k++) {
        v[k] = l(k);
      }
      return DenseElementsAttr.ofLongs(type, v);
    }
  }

  static long count(long[] shape) {
    long n = 1;
    for (long d : shape) {
      n *= d;
    }
    return n;
  }

  private static Arr operand(Operation op, int i) {
    if (i >= op.getNumOperands() || op.getOperand(i).getType() instanceof NoneType) {
      return null;
    }
    DenseElementsAttr d = OnnxTypes.constantElements(op.getOperand(i));
    return d == null || !(d.getType() instanceof RankedTensorType) ? null : Arr.of(d);
  }

  private static long intAttr(Operation op, String name, long dflt) {
    return op.getAttr(name) instanceof IntegerAttr i ? i.getValue() : dflt;
  }

  /** The folded value of {@code op} of static result type {@code rt}, or null. */
  static DenseElementsAttr eval(Operation op, RankedTensorType rt) {
    String name = op.getName().substring("onnx.".length());
    long n = rt.getNumElements();
    switch (name) {
      case "Shape": {
        if (!(op.getOperand(0).getType() instanceof RankedTensorType in) || !Lowering.isStatic(in)) {
          return null;
        }
        int rank = in.getRank();
        long start = intAttr(op, "start", 0);
        long end = intAttr(op, "end", rank);
        start = Math.max(0, Math.min(rank, start < 0 ? start + rank : start));
        end = Math.max(start, Math.min(rank, end < 0 ? end + rank : end));
        long[] v = java.util.Arrays.copyOfRange(in.getShape(), (int) start, (int) end);
        return v.length == n ? DenseElementsAttr.ofLongs(rt, v) : null;
      }
      case "Size": {
        if (!(op.getOperand(0).getType() instanceof RankedTensorType in) || !Lowering.isStatic(in)) {
          return null;
        }
        return DenseElementsAttr.ofLongs(rt, in.getNumElements());
      }
      case "ConstantOfShape": {
        Arr shape = operand(op, 0);
        if (shape == null) {
          return null;
        }
        Attribute v = op.getAttr("value") instanceof DenseElementsAttr d ? d.getElementAttr(0) : null;
        double x = v instanceof FloatAttr f ? f.getValue() : v instanceof IntegerAttr i ? i.getValue() : 0;
        Type elt = rt.getElementType();
        return DenseElementsAttr.getSplat(rt, Scalars.attr(elt, x));
      }
      default:
        break;
    }
    List<Arr> args = new ArrayList<>();
    for (int i = 0; i < op.getNumOperands(); i++) {
      if (op.getOperand(i).getType() instanceof NoneType) {
        args.add(null);
        continue;
      }
      Arr a = operand(op, i);
      if (a == null) {
        return null;
      }
      args.add(a);
    }
    if (args.isEmpty() || args.get(0) == null || n > OnnxFolder.MAX_ELEMENTS) {
      return null;
    }
    Arr r = compute(op, name, args, rt);
    return r == null || r.size() != n ? null : r.toAttr(rt);
  }

  private static Arr compute(Operation op, String name, List<Arr> a, RankedTensorType rt) {
    Arr x = a.get(0);
    Type elt = rt.getElementType();
    boolean f = elt instanceof FloatType;
    switch (name) {
      case "Identity", "Reshape", "Flatten", "Squeeze", "SqueezeV11", "Unsqueeze", "UnsqueezeV11":
        return new Arr(rt.getShape(), elt, x.ints(), x.floats());
      case "Cast": {
        if (!(op.getAttr("to") instanceof TypeAttr)) {
          return null;
        }
        return map1(x, rt, v -> v, v -> v);
      }
      case "Neg":
        return map1(x, rt, v -> -v, v -> -v);
      case "Abs":
        return map1(x, rt, Math::abs, Math::abs);
      case "Sqrt":
        return f ? map1(x, rt, Math::sqrt, null) : null;
      case "Reciprocal":
        return f ? map1(x, rt, v -> 1 / v, null) : null;
      case "Floor":
        return f ? map1(x, rt, Math::floor, null) : null;
      case "Ceil":
        return f ? map1(x, rt, Math::ceil, null) : null;
      case "Not":
        return map1(x, rt, v -> v == 0 ? 1 : 0, v -> v == 0 ? 1 : 0);
      case "Add", "Sub", "Mul", "Div", "Mod", "Pow", "Max", "Min", "Equal", "Less", "Greater", "LessOrEqual",
          "GreaterOrEqual", "And", "Or", "Xor":
        if (a.size() != 2 || a.get(1) == null) {
          return null;
        }
        return binary(op, name, x, a.get(1), rt);
      case "Where":
        return where(a.get(0), a.get(1), a.get(2), rt);
      case "Concat":
        return concat(a, (int) normalizeAxis(intAttr(op, "axis", 0), rt.getRank()), rt);
      case "Gather":
        return gather(x, a.get(1), (int) normalizeAxis(intAttr(op, "axis", 0), x.shape().length), rt);
      case "Slice":
        return slice(a, rt);
      case "Range": {
        double start = x.d(0);
        double delta = a.get(2).d(0);
        long n = rt.getNumElements();
        if (f) {
          double[] v = new double[(int) n];
          for (int i = 0; i < n; i++) {
            v[i] = start + i * delta;
          }
          return new Arr(rt.getShape(), elt, null, v);
        }
        long[] v = new long[(int) n];
        for (int i = 0; i < n; i++) {
          v[i] = x.l(0) + i * a.get(2).l(0);
        }
        return new Arr(rt.getShape(), elt, v, null);
      }
      case "Expand":
        return broadcast(x, rt);
      case "Transpose":
        return transpose(op, x, rt);
      default:
        return null;
    }
  }

  private static long normalizeAxis(long axis, int rank) {
    long r = axis < 0 ? axis + rank : axis;
    if (r < 0 || r >= Math.max(rank, 1)) {
      throw new IllegalArgumentException("axis");
    }
    return r;
  }

  private interface D2D {
    double apply(double v);
  }

  private interface L2L {
    long apply(long v);
  }

  /** An element-wise map: floats through {@code fd}, integers through {@code fl} (null: no integer form). */
  private static Arr map1(Arr x, RankedTensorType rt, D2D fd, L2L fl) {
    Type elt = rt.getElementType();
    if (x.size() != rt.getNumElements()) {
      return null;
    }
    boolean bool = elt instanceof IntegerType it && it.getWidth() == 1;
    if (elt instanceof FloatType) {
      double[] v = new double[x.size()];
      for (int i = 0; i < v.length; i++) {
        v[i] = x.isFloat() ? fd.apply(x.d(i)) : fl == null ? fd.apply(x.l(i)) : fl.apply(x.l(i));
      }
      return new Arr(rt.getShape(), elt, null, v);
    }
    if (!x.isFloat() && fl == null) {
      return null;
    }
    long[] v = new long[x.size()];
    for (int i = 0; i < v.length; i++) {
      if (x.isFloat()) {
        double d = fd.apply(x.d(i));
        v[i] = bool ? (d != 0 ? 1 : 0) : (long) d;
      } else {
        long r = fl.apply(x.l(i));
        v[i] = bool ? (r != 0 ? 1 : 0) : r;
      }
    }
    return new Arr(rt.getShape(), elt, v, null);
  }

  /** The flat index into {@code in} (broadcast to {@code out}) of flat index {@code i} of {@code out}. */
  private static int source(long[] in, long[] out, long i) {
    int offset = out.length - in.length;
    long idx = 0;
    long stride = 1;
    long rem = i;
    long[] coords = new long[out.length];
    for (int d = out.length - 1; d >= 0; d--) {
      coords[d] = rem % out[d];
      rem /= out[d];
    }
    for (int d = in.length - 1; d >= 0; d--) {
      long c = in[d] == 1 ? 0 : coords[d + offset];
      idx += c * stride;
      stride *= in[d];
    }
    return (int) idx;
  }

  private static Arr broadcast(Arr x, RankedTensorType rt) {
    long n = rt.getNumElements();
    long[] out = rt.getShape();
    if (x.isFloat()) {
      double[] v = new double[(int) n];
      for (int i = 0; i < n; i++) {
        v[i] = x.floats()[source(x.shape(), out, i)];
      }
      return new Arr(out, rt.getElementType(), null, v);
    }
    long[] v = new long[(int) n];
    for (int i = 0; i < n; i++) {
      v[i] = x.ints()[source(x.shape(), out, i)];
    }
    return new Arr(out, rt.getElementType(), v, null);
  }

  private static Arr binary(Operation op, String name, Arr x, Arr y, RankedTensorType rt) {
    long n = rt.getNumElements();
    long[] out = rt.getShape();
    boolean fIn = x.isFloat();
    Type elt = rt.getElementType();
    boolean fOut = elt instanceof FloatType;
    boolean fmod = intAttr(op, "fmod", 0) != 0;
    double[] dv = fOut ? new double[(int) n] : null;
    long[] lv = fOut ? null : new long[(int) n];
    for (int i = 0; i < n; i++) {
      int ix = source(x.shape(), out, i);
      int iy = source(y.shape(), out, i);
      if (fIn) {
        double p = x.d(ix);
        double q = y.d(iy);
        double r = switch (name) {
          case "Add" -> p + q;
          case "Sub" -> p - q;
          case "Mul" -> p * q;
          case "Div" -> p / q;
          case "Pow" -> Math.pow(p, q);
          case "Max" -> Math.max(p, q);
          case "Min" -> Math.min(p, q);
          case "Mod" -> fmod ? p % q : p - Math.floor(p / q) * q;
          case "Equal" -> p == q ? 1 : 0;
          case "Less" -> p < q ? 1 : 0;
          case "Greater" -> p > q ? 1 : 0;
          case "LessOrEqual" -> p <= q ? 1 : 0;
          case "GreaterOrEqual" -> p >= q ? 1 : 0;
          default -> throw new IllegalArgumentException(name);
        };
        if (fOut) {
          dv[i] = r;
        } else {
          lv[i] = (long) r;
        }
      } else {
        long p = x.l(ix);
        long q = y.l(iy);
        long r = switch (name) {
          case "Add" -> p + q;
          case "Sub" -> p - q;
          case "Mul" -> p * q;
          case "Div" -> p / q;
          case "Pow" -> (long) Math.pow(p, q);
          case "Max" -> Math.max(p, q);
          case "Min" -> Math.min(p, q);
          case "Mod" -> fmod ? p % q : Math.floorMod(p, q);
          case "Equal" -> p == q ? 1 : 0;
          case "Less" -> p < q ? 1 : 0;
          case "Greater" -> p > q ? 1 : 0;
          case "LessOrEqual" -> p <= q ? 1 : 0;
          case "GreaterOrEqual" -> p >= q ? 1 : 0;
          case "And" -> (p != 0 && q != 0) ? 1 : 0;
          case "Or" -> (p != 0 || q != 0) ? 1 : 0;
          case "Xor" -> ((p != 0) != (q != 0)) ? 1 : 0;
          default -> throw new IllegalArgumentException(name);
        };
        if (fOut) {
          dv[i] = r;
        } else {
          lv[i] = r;
        }
      }
    }
    return new Arr(out, elt, lv, dv);
  }

  private static Arr where(Arr c, Arr x, Arr y, RankedTensorType rt) {
    if (c == null || x == null || y == null || x.isFloat() != y.isFloat()) {
      return null;
    }
    long n = rt.getNumElements();
    long[] out = rt.getShape();
    double[] dv = x.isFloat() ? new double[(int) n] : null;
    long[] lv = x.isFloat() ? null : new long[(int) n];
    for (int i = 0; i < n; i++) {
      boolean t = c.l(source(c.shape(), out, i)) != 0;
      Arr s = t ? x : y;
      int k = source(s.shape(), out, i);
      if (dv != null) {
        dv[i] = s.d(k);
      } else {
        lv[i] = s.l(k);
      }
    }
    return new Arr(out, rt.getElementType(), lv, dv);
  }

  /** Row-major strides of {@code shape}. */
  private static long[] strides(long[] shape) {
    long[] s = new long[shape.length];
    long acc = 1;
    for (int d = shape.length - 1; d >= 0; d--) {
      s[d] = acc;
      acc *= shape[d];
    }
    return s;
  }

  private static long[] coords(long i, long[] shape) {
    long[] c = new long[shape.length];
    for (int d = shape.length - 1; d >= 0; d--) {
      c[d] = i % shape[d];
      i /= shape[d];
    }
    return c;
  }

  /** A gathered element list into an Arr of the result type. */
  private static Arr pick(List<Arr> from, int[] which, int[] at, RankedTensorType rt) {
    boolean f = from.get(0).isFloat();
    double[] dv = f ? new double[at.length] : null;
    long[] lv = f ? null : new long[at.length];
    for (int i = 0; i < at.length; i++) {
      Arr s = from.get(which == null ? 0 : which[i]);
      if (f) {
        dv[i] = s.d(at[i]);
      } else {
        lv[i] = s.l(at[i]);
      }
    }
    return new Arr(rt.getShape(), rt.getElementType(), lv, dv);
  }

  private static Arr concat(List<Arr> a, int axis, RankedTensorType rt) {
    long[] out = rt.getShape();
    int n = (int) rt.getNumElements();
    int[] which = new int[n];
    int[] at = new int[n];
    for (int i = 0; i < n; i++) {
      long[] c = coords(i, out);
      long pos = c[axis];
      int k = 0;
      while (pos >= a.get(k).shape()[axis]) {
        pos -= a.get(k).shape()[axis];
        k++;
      }
      c[axis] = pos;
      long[] s = strides(a.get(k).shape());
      long idx = 0;
      for (int d = 0; d < c.length; d++) {
        idx += c[d] * s[d];
      }
      which[i] = k;
      at[i] = (int) idx;
    }
    for (Arr x : a) {
      if (x.isFloat() != a.get(0).isFloat()) {
        return null;
      }
    }
    return pick(a, which, at, rt);
  }

  private static Arr gather(Arr data, Arr indices, int axis, RankedTensorType rt) {
    long[] out = rt.getShape();
    long[] ds = data.shape();
    long[] dstr = strides(ds);
    int q = indices.shape().length;
    long[] istr = strides(indices.shape());
    int n = (int) rt.getNumElements();
    int[] at = new int[n];
    for (int i = 0; i < n; i++) {
      long[] c = coords(i, out);
      long ii = 0;
      for (int d = 0; d < q; d++) {
        ii += c[axis + d] * istr[d];
      }
      long idx = indices.l((int) ii);
      if (idx < 0) {
        idx += ds[axis];
      }
      if (idx < 0 || idx >= ds[axis]) {
        throw new IndexOutOfBoundsException();
      }
      long flat = 0;
      for (int d = 0; d < ds.length; d++) {
        long cd = d < axis ? c[d] : d == axis ? idx : c[d - 1 + q];
        flat += cd * dstr[d];
      }
      at[i] = (int) flat;
    }
    return pick(List.of(data), null, at, rt);
  }

  private static Arr slice(List<Arr> a, RankedTensorType rt) {
    Arr data = a.get(0);
    long[] ds = data.shape();
    int rank = ds.length;
    Arr starts = a.get(1);
    Arr ends = a.get(2);
    Arr axes = a.size() > 3 ? a.get(3) : null;
    Arr steps = a.size() > 4 ? a.get(4) : null;
    long[] begin = new long[rank];
    long[] step = new long[rank];
    java.util.Arrays.fill(step, 1);
    for (int k = 0; k < starts.size(); k++) {
      int ax = (int) normalizeAxis(axes == null ? k : axes.l(k), rank);
      long st = steps == null ? 1 : steps.l(k);
      long dim = ds[ax];
      long s = starts.l(k);
      s = s < 0 ? s + dim : s;
      s = st > 0 ? Math.max(0, Math.min(dim, s)) : Math.max(0, Math.min(dim - 1, s));
      begin[ax] = s;
      step[ax] = st;
    }
    long[] out = rt.getShape();
    long[] dstr = strides(ds);
    int n = (int) rt.getNumElements();
    int[] at = new int[n];
    for (int i = 0; i < n; i++) {
      long[] c = coords(i, out);
      long flat = 0;
      for (int d = 0; d < rank; d++) {
        long cd = begin[d] + c[d] * step[d];
        if (cd < 0 || cd >= ds[d]) {
          throw new IndexOutOfBoundsException();
        }
        flat += cd * dstr[d];
      }
      at[i] = (int) flat;
    }
    return pick(List.of(data), null, at, rt);
  }

  private static Arr transpose(Operation op, Arr x, RankedTensorType rt) {
    int rank = x.shape().length;
    long[] perm = OnnxFolder.ints(op.getAttr("perm"));
    if (perm == null) {
      perm = new long[rank];
      for (int i = 0; i < rank; i++) {
        perm[i] = rank - 1 - i;
      }
    }
    long[] xs = strides(x.shape());
    int n = (int) rt.getNumElements();
    int[] at = new int[n];
    for (int i = 0; i < n; i++) {
      long[] c = coords(i, rt.getShape());
      long flat = 0;
      for (int d = 0; d < rank; d++) {
        flat += c[d] * xs[(int) perm[d]];
      }
      at[i] = (int) flat;
    }
    return pick(List.of(x), null, at, rt);
  }
}
