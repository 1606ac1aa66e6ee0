package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BinaryOperator;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import java.util.function.UnaryOperator;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.FloatType;

/**
 * The folders of the op table: each op's result from its operands' known elements, integers as
 * {@link SymInt}s (so {@code Shape -> Gather -> Mul} of a dynamic size is an expression), floats
 * in double precision (rounded to the result's type when materialized). Element-wise ops
 * broadcast as numpy does.
 */
final class Folders {
  private Folders() {}

  /** The result's static shape, or null. */
  static long[] outShape(OnnxNode n) {
    Facts r = n.result(0);
    return r != null && r.isStatic() ? Dims.values(r.dims()) : null;
  }

  private static Type outElement(OnnxNode n) {
    return n.result(0).element();
  }

  /** Operand {@code i}'s value when every element is a known constant, else null. */
  private static Known constant(OnnxNode n, int i) {
    Known k = n.in(i).value();
    return k != null && k.isConstant() ? k : null;
  }

  // ---- values from shapes

  static Known shape(OnnxNode n) {
    Facts x = n.in(0);
    if (!x.hasRank()) {
      return null;
    }
    int[] r = ValueRules.shapeRange(n, x.rank());
    return Known.vector(outElement(n), x.dims().subList(r[0], r[1]));
  }

  static Known size(OnnxNode n) {
    Facts x = n.in(0);
    return x.hasRank() ? Known.ofInts(new long[0], outElement(n), new SymInt[] {Dims.product(x.dims())}) : null;
  }

  static Known constantOfShape(OnnxNode n) {
    long[] shape = outShape(n);
    if (shape == null) {
      return null;
    }
    Attribute v = n.attrs().get("value") instanceof DenseElementsAttr d && d.getNumElements() > 0
        ? d.getElementAttr(0) : null;
    double x = v instanceof FloatAttr f ? f.getValue() : v instanceof IntegerAttr i ? i.getValue() : 0;
    return Known.splat(shape, outElement(n), x);
  }

  // ---- element-wise

  /** A unary folder: floats through {@code f}, integers through {@code i} (null: floats only). */
  static Folder unary(DoubleUnaryOperator f, UnaryOperator<SymInt> i) {
    return n -> {
      Known x = n.in(0).value();
      long[] shape = outShape(n);
      if (x == null || shape == null || x.size() != Known.count(shape)) {
        return null;
      }
      Type e = outElement(n);
      boolean outFloat = e instanceof FloatType;
      if (x.isFloat() || outFloat || i == null) {
        if (!x.isConstant() || i == null && !x.isFloat()) {
          return null;
        }
        double[] d = new double[x.size()];
        for (int k = 0; k < d.length; k++) {
          d[k] = x.isFloat() || i == null ? f.applyAsDouble(x.d(k)) : i.apply(x.sym(k)).value();
        }
        return outFloat ? Known.ofFloats(shape, e, d) : ints(shape, e, d);
      }
      SymInt[] r = new SymInt[x.size()];
      for (int k = 0; k < r.length; k++) {
        r[k] = bool(e, i.apply(x.sym(k)));
      }
      return Known.ofInts(shape, e, r);
    };
  }

  /** Doubles as integers of type {@code e} (truncated; booleans as whether non-zero). */
  private static Known ints(long[] shape, Type e, double[] d) {
    SymInt[] r = new SymInt[d.length];
    for (int k = 0; k < d.length; k++) {
      r[k] = isBool(e) ? SymInt.of(d[k] != 0 ? 1 : 0) : SymInt.of((long) d[k]);
    }
    return Known.ofInts(shape, e, r);
  }

  private static boolean isBool(Type e) {
    return e instanceof jopt.ir.type.IntegerType t && t.getWidth() == 1;
  }

  /** A boolean result as 0 or 1. */
  private static SymInt bool(Type e, SymInt v) {
    if (!isBool(e) || v.isConstant() && (v.value() == 0 || v.value() == 1)) {
      return v;
    }
    return v.isConstant() ? SymInt.ONE : SymInt.ONE.sub(v.eq(SymInt.ZERO));
  }

  /** Cast: integers keep their values, floats truncate to integers, anything non-zero is true. */
  static Known cast(OnnxNode n) {
    return unary(v -> v, v -> v).fold(n);
  }

  /** A binary folder with numpy broadcasting: floats through {@code f}, integers through {@code i}. */
  static Folder binary(DoubleBinaryOperator f, BinaryOperator<SymInt> i) {
    return n -> {
      Known x = n.in(0).value();
      Known y = n.in(1).value();
      long[] shape = outShape(n);
      if (x == null || y == null || shape == null || n.numOperands() != 2) {
        return null;
      }
      Type e = outElement(n);
      int size = Math.toIntExact(Known.count(shape));
      if (x.isFloat() || y.isFloat() || e instanceof FloatType || i == null) {
        if (!x.isConstant() || !y.isConstant() || f == null) {
          return null;
        }
        double[] d = new double[size];
        for (int k = 0; k < size; k++) {
          double p = x.d(source(x.shape(), shape, k));
          double q = y.d(source(y.shape(), shape, k));
          d[k] = x.isFloat() || i == null ? f.applyAsDouble(p, q)
              : i.apply(SymInt.of((long) p), SymInt.of((long) q)).value();
        }
        return e instanceof FloatType ? Known.ofFloats(shape, e, d) : ints(shape, e, d);
      }
      SymInt[] r = new SymInt[size];
      for (int k = 0; k < size; k++) {
        r[k] = bool(e, i.apply(x.sym(source(x.shape(), shape, k)), y.sym(source(y.shape(), shape, k))));
      }
      return Known.ofInts(shape, e, r);
    };
  }

  /** A binary folder of integer constants only (as And, Pow of integers). */
  static BinaryOperator<SymInt> constantOnly(java.util.function.LongBinaryOperator op) {
    return (a, b) -> {
      if (!a.isConstant() || !b.isConstant()) {
        throw new ArithmeticException("not constant");
      }
      return SymInt.of(op.applyAsLong(a.value(), b.value()));
    };
  }

  static Known mod(OnnxNode n) {
    boolean fmod = n.attrs().optInt("fmod") != null && n.attrs().getInt("fmod") != 0;
    return binary(fmod ? (p, q) -> p % q : (p, q) -> p - Math.floor(p / q) * q,
        fmod ? SymInt::rem : SymInt::floorMod).fold(n);
  }

  static Known where(OnnxNode n) {
    Known c = n.in(0).value();
    Known x = n.in(1).value();
    Known y = n.in(2).value();
    long[] shape = outShape(n);
    if (c == null || x == null || y == null || shape == null || x.isFloat() != y.isFloat()) {
      return null;
    }
    int size = Math.toIntExact(Known.count(shape));
    if (x.isFloat()) {
      if (!c.isConstant()) {
        return null;
      }
      double[] d = new double[size];
      for (int k = 0; k < size; k++) {
        boolean t = c.l(source(c.shape(), shape, k)) != 0;
        Known s = t ? x : y;
        d[k] = s.d(source(s.shape(), shape, k));
      }
      return Known.ofFloats(shape, outElement(n), d);
    }
    SymInt[] r = new SymInt[size];
    for (int k = 0; k < size; k++) {
      r[k] = SymInt.select(c.sym(source(c.shape(), shape, k)), x.sym(source(x.shape(), shape, k)),
          y.sym(source(y.shape(), shape, k)));
    }
    return Known.ofInts(shape, outElement(n), r);
  }

  // ---- data movement

  /** Identity and the reshapes: the same elements in the result's shape. */
  static Known view(OnnxNode n) {
    Known x = n.in(0).value();
    long[] shape = outShape(n);
    return x == null || shape == null || Known.count(shape) != x.size() ? null : x.reshape(shape);
  }

  static Known expand(OnnxNode n) {
    Known x = n.in(0).value();
    long[] shape = outShape(n);
    return x == null || shape == null ? null : gatherFrom(List.of(x), null, broadcastIndex(x.shape(), shape), shape, n);
  }

  private static int[] broadcastIndex(long[] in, long[] out) {
    int[] at = new int[Math.toIntExact(Known.count(out))];
    for (int k = 0; k < at.length; k++) {
      at[k] = source(in, out, k);
    }
    return at;
  }

  static Known transpose(OnnxNode n) {
    Known x = n.in(0).value();
    long[] shape = outShape(n);
    if (x == null || shape == null) {
      return null;
    }
    int rank = x.rank();
    int[] perm = LayoutRules.perm(n, rank);
    long[] xs = strides(x.shape());
    int[] at = new int[x.size()];
    for (int k = 0; k < at.length; k++) {
      long[] c = coords(k, shape);
      long flat = 0;
      for (int d = 0; d < rank; d++) {
        flat += c[d] * xs[perm[d]];
      }
      at[k] = (int) flat;
    }
    return gatherFrom(List.of(x), null, at, shape, n);
  }

  static Known concat(OnnxNode n) {
    long[] shape = outShape(n);
    if (shape == null || n.numOperands() == 0) {
      return null;
    }
    List<Known> in = new ArrayList<>();
    for (Facts f : n.operands()) {
      if (f.value() == null || f.value().isFloat() != n.in(0).value().isFloat()) {
        return null;
      }
      in.add(f.value());
    }
    int axis = n.axis(n.attrs().getInt("axis"), shape.length, "axis");
    int size = Math.toIntExact(Known.count(shape));
    int[] which = new int[size];
    int[] at = new int[size];
    for (int k = 0; k < size; k++) {
      long[] c = coords(k, shape);
      long pos = c[axis];
      int j = 0;
      while (pos >= in.get(j).shape()[axis]) {
        pos -= in.get(j).shape()[axis];
        j++;
      }
      c[axis] = pos;
      long[] s = strides(in.get(j).shape());
      long idx = 0;
      for (int d = 0; d < c.length; d++) {
        idx += c[d] * s[d];
      }
      which[k] = j;
      at[k] = (int) idx;
    }
    return gatherFrom(in, which, at, shape, n);
  }

  static Known gather(OnnxNode n) {
    Known data = n.in(0).value();
    Known indices = constant(n, 1);
    long[] shape = outShape(n);
    if (data == null || indices == null || shape == null) {
      return null;
    }
    long[] ds = data.shape();
    int axis = n.axis(n.attrs().getInt("axis"), ds.length, "axis");
    long[] dstr = strides(ds);
    int q = indices.rank();
    long[] istr = strides(indices.shape());
    int[] at = new int[Math.toIntExact(Known.count(shape))];
    for (int k = 0; k < at.length; k++) {
      long[] c = coords(k, shape);
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
      at[k] = (int) flat;
    }
    return gatherFrom(List.of(data), null, at, shape, n);
  }

  static Known slice(OnnxNode n) {
    Known data = n.in(0).value();
    Known starts = constant(n, 1);
    Known ends = constant(n, 2);
    Known axes = n.absent(3) ? null : constant(n, 3);
    Known steps = n.absent(4) ? null : constant(n, 4);
    long[] shape = outShape(n);
    if (data == null || starts == null || ends == null || shape == null || !n.absent(3) && axes == null
        || !n.absent(4) && steps == null) {
      return null;
    }
    long[] ds = data.shape();
    int rank = ds.length;
    long[] begin = new long[rank];
    long[] step = new long[rank];
    java.util.Arrays.fill(step, 1);
    for (int k = 0; k < starts.size(); k++) {
      int ax = n.axis(axes == null ? k : axes.l(k), rank, "axis");
      long st = steps == null ? 1 : steps.l(k);
      long dim = ds[ax];
      long s = starts.l(k);
      s = s < 0 ? s + dim : s;
      s = st > 0 ? Math.max(0, Math.min(dim, s)) : Math.max(0, Math.min(dim - 1, s));
      begin[ax] = s;
      step[ax] = st;
    }
    long[] dstr = strides(ds);
    int[] at = new int[Math.toIntExact(Known.count(shape))];
    for (int k = 0; k < at.length; k++) {
      long[] c = coords(k, shape);
      long flat = 0;
      for (int d = 0; d < rank; d++) {
        long cd = begin[d] + c[d] * step[d];
        if (cd < 0 || cd >= ds[d]) {
          throw new IndexOutOfBoundsException();
        }
        flat += cd * dstr[d];
      }
      at[k] = (int) flat;
    }
    return gatherFrom(List.of(data), null, at, shape, n);
  }

  /**
   * The parts of a Split of a known value along its axis, one per result of static shape (null
   * where a result or any before it along the axis is not static, or has more than
   * {@link OnnxInference#MAX_ELEMENTS} elements): shape arithmetic a converter split into scalars
   * (tf2onnx's pads reordered by Split and Concat).
   */
  static Known[] splitParts(OnnxNode n, Facts[] results) {
    Known data = n.in(0).value();
    Known[] parts = new Known[results.length];
    if (data == null) {
      return parts;
    }
    long[] ds = data.shape();
    int rank = ds.length;
    int axis = n.axis(n.attrs().getInt("axis"), rank, "axis");
    long[] dstr = strides(ds);
    long offset = 0;
    for (int i = 0; i < results.length; i++) {
      Facts r = results[i];
      if (r == null || !r.isTensor() || !r.isStatic()) {
        return parts;
      }
      long[] shape = Dims.values(r.dims());
      if (shape.length != rank || offset + shape[axis] > ds[axis]) {
        return parts;
      }
      long count = Known.count(shape);
      if (count <= OnnxInference.MAX_ELEMENTS) {
        int[] at = new int[Math.toIntExact(count)];
        for (int k = 0; k < at.length; k++) {
          long[] c = coords(k, shape);
          long flat = 0;
          for (int d = 0; d < rank; d++) {
            flat += (d == axis ? c[d] + offset : c[d]) * dstr[d];
          }
          at[k] = Math.toIntExact(flat);
        }
        parts[i] = gatherFrom(List.of(data), null, at, shape, n);
      }
      offset += shape[axis];
    }
    return parts;
  }

  static Known range(OnnxNode n) {
    Known s = n.in(0).value();
    Known d = n.in(2).value();
    long[] shape = outShape(n);
    if (s == null || d == null || shape == null || n.in(1).value() == null) {
      return null;
    }
    int count = Math.toIntExact(Known.count(shape));
    Type e = outElement(n);
    if (e instanceof FloatType) {
      if (!s.isConstant() || !d.isConstant()) {
        return null;
      }
      double[] v = new double[count];
      for (int k = 0; k < count; k++) {
        v[k] = s.d(0) + k * d.d(0);
      }
      return Known.ofFloats(shape, e, v);
    }
    SymInt[] v = new SymInt[count];
    for (int k = 0; k < count; k++) {
      v[k] = s.sym(0).add(d.sym(0).mul(k));
    }
    return Known.ofInts(shape, e, v);
  }

  // ---- indexing helpers

  /** The elements {@code at} of {@code from} (of {@code which} when several) in the result's shape. */
  private static Known gatherFrom(List<Known> from, int[] which, int[] at, long[] shape, OnnxNode n) {
    Type e = outElement(n);
    if (from.get(0).isFloat()) {
      double[] d = new double[at.length];
      for (int k = 0; k < at.length; k++) {
        d[k] = from.get(which == null ? 0 : which[k]).d(at[k]);
      }
      return e instanceof FloatType ? Known.ofFloats(shape, e, d) : ints(shape, e, d);
    }
    SymInt[] r = new SymInt[at.length];
    for (int k = 0; k < at.length; k++) {
      r[k] = from.get(which == null ? 0 : which[k]).sym(at[k]);
    }
    if (e instanceof FloatType) {
      double[] d = new double[r.length];
      for (int k = 0; k < r.length; k++) {
        d[k] = r[k].value();
      }
      return Known.ofFloats(shape, e, d);
    }
    return Known.ofInts(shape, e, r);
  }

  /** The flat index into {@code in} (broadcast to {@code out}) of flat index {@code i} of {@code out}. */
  static int source(long[] in, long[] out, long i) {
    int offset = out.length - in.length;
    long idx = 0;
    long stride = 1;
    long[] c = coords(i, out);
    for (int d = in.length - 1; d >= 0; d--) {
      long cd = in[d] == 1 ? 0 : c[d + offset];
      idx += cd * stride;
      stride *= in[d];
    }
    return (int) idx;
  }

  static long[] strides(long[] shape) {
    long[] s = new long[shape.length];
    long acc = 1;
    for (int d = shape.length - 1; d >= 0; d--) {
      s[d] = acc;
      acc *= shape[d];
    }
    return s;
  }

  static long[] coords(long i, long[] shape) {
    long[] c = new long[shape.length];
    for (int d = shape.length - 1; d >= 0; d--) {
      c[d] = shape[d] == 0 ? 0 : i % shape[d];
      i = shape[d] == 0 ? i : i / shape[d];
    }
    return c;
  }
}
