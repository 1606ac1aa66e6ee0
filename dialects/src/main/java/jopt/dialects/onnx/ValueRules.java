package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DenseResourceElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.TensorType;

/** Ops whose result shape is read from values: Constant, Shape, Size, ConstantOfShape, Range, Resize. */
final class ValueRules {
  private ValueRules() {}

  private static final IntegerType I64 = IntegerType.get(64);

  /** Constant: the type of whichever attribute holds the value, and its elements. */
  static void constant(OnnxNode n) {
    for (String name : List.of("value", "sparse_value")) {
      Attribute a = n.attrs().get(name);
      if (a != null && a.getType() instanceof TensorType t) {
        Facts f = Facts.ofType(t, i -> n.unknownDim(0, i));
        Known k = a instanceof DenseElementsAttr d ? Known.of(d) : null;
        n.set(0, k != null ? f.withValue(k) : f);
        return;
      }
    }
    if (n.attrs().get("value_int") instanceof IntegerAttr i) {
      n.set(0, Facts.known(Known.ofInts(new long[0], I64, new SymInt[] {SymInt.of(i.getValue())})));
      return;
    }
    if (n.attrs().get("value_float") instanceof FloatAttr f) {
      n.set(0, Facts.known(Known.ofFloats(new long[0], FloatType.F32, new double[] {f.getValue()})));
      return;
    }
    if (n.attrs().get("value_string") != null) {
      n.setShape(0, List.of(), ElementTypes.STRING);
      return;
    }
    if (n.attrs().get("value_ints") instanceof ArrayAttr a) {
      long[] v = n.attrs().getInts("value_ints");
      if (v != null) {
        SymInt[] s = new SymInt[v.length];
        for (int i = 0; i < v.length; i++) {
          s[i] = SymInt.of(v[i]);
        }
        n.set(0, Facts.known(Known.ofInts(new long[] {v.length}, I64, s)));
      } else {
        n.setShape(0, Dims.of(a.size()), I64);
      }
      return;
    }
    if (n.attrs().get("value_floats") instanceof ArrayAttr a) {
      double[] v = n.attrs().getFloats("value_floats");
      n.set(0, v != null ? Facts.known(Known.ofFloats(new long[] {v.length}, FloatType.F32, v))
          : Facts.tensor(FloatType.F32, Dims.of(a.size())));
      return;
    }
    if (n.attrs().get("value_strings") instanceof ArrayAttr a) {
      n.setShape(0, Dims.of(a.size()), ElementTypes.STRING);
    }
  }

  /** The dims {@code [start, end)} of a rank-{@code rank} tensor that Shape takes (ONNX's clamping). */
  static int[] shapeRange(OnnxNode n, int rank) {
    long start = n.attrs().getInt("start");
    Long endAttr = n.attrs().optInt("end");
    long end = endAttr == null ? rank : endAttr;
    start = Math.max(0, Math.min(rank, start < 0 ? start + rank : start));
    end = Math.max(0, Math.min(rank, end < 0 ? end + rank : end));
    return new int[] {(int) start, (int) Math.max(start, end)};
  }

  static void shape(OnnxNode n) {
    Facts x = n.in(0);
    if (!x.hasRank()) {
      n.setShape(0, List.of(n.unknownDim(0, 0)));
      return;
    }
    int[] r = shapeRange(n, x.rank());
    n.setShape(0, Dims.of(r[1] - r[0]));
  }

  static void size(OnnxNode n) {
    n.setShape(0, List.of());
  }

  /** ConstantOfShape: the dims its input holds, of its value's type (f32 without one). */
  static void constantOfShape(OnnxNode n) {
    Attribute v = n.attrs().get("value");
    Type e = v instanceof DenseElementsAttr d ? d.getElementType()
        : v instanceof DenseResourceElementsAttr d ? ((TensorType) d.getType()).getElementType() : FloatType.F32;
    List<SymInt> shape = n.symInts(0);
    if (shape != null) {
      List<SymInt> r = new ArrayList<>();
      for (int i = 0; i < shape.size(); i++) {
        SymInt s = shape.get(i);
        if (s.isConstant() && s.value() < 0) {
          return;
        }
        r.add(s);
      }
      n.setShape(0, r, e);
      return;
    }
    n.setShape(0, LayoutRules.unknownOfLength(n, 0), e);
  }

  /** Range: {@code max(0, ceil((limit - start) / delta))} elements. */
  static void range(OnnxNode n) {
    Known s = n.in(0).value();
    Known l = n.in(1).value();
    Known d = n.in(2).value();
    SymInt count = null;
    if (s != null && l != null && d != null && s.size() == 1 && l.size() == 1 && d.size() == 1) {
      if (s.isFloat()) {
        double delta = d.d(0);
        if (delta != 0) {
          count = SymInt.of((long) Math.max(0, Math.ceil((l.d(0) - s.d(0)) / delta)));
        }
      } else if (d.sym(0).isConstant() && d.l(0) != 0) {
        long delta = d.l(0);
        SymInt span = l.sym(0).sub(s.sym(0));
        count = (delta > 0 ? span : span.neg()).ceilDiv(Math.abs(delta)).max(SymInt.ZERO);
      }
    }
    n.setShape(0, List.of(count != null ? count : n.unknownDim(0, 0)));
  }

  /** Resize and Upsample: sizes, or each dim times its scale (floor), from constants. */
  static void resize(OnnxNode n) {
    Facts x = n.in(0);
    if (!x.hasRank()) {
      n.setShape(0, null);
      return;
    }
    List<SymInt> xd = x.dims();
    List<SymInt> sizes = null;
    double[] scales = null;
    if (n.op().equals("Upsample")) {
      scales = n.attrs().getFloats("scales");
      if (scales == null && n.numOperands() > 1) {
        scales = n.constFloats(1);
      }
    } else {
      int si = n.numOperands() >= 4 ? 2 : 1;
      if (n.numOperands() > 3 && !n.absent(3)) {
        sizes = n.symInts(3);
      }
      if (sizes == null && !n.absent(si)) {
        scales = n.constFloats(si);
      }
    }
    long[] axes = n.attrs().getInts("axes");
    List<SymInt> r = new ArrayList<>(xd);
    int k = axes == null ? xd.size() : axes.length;
    if (sizes != null && sizes.size() == k) {
      String policy = n.attrs().optString("keep_aspect_ratio_policy");
      if (policy != null && !policy.equals("stretch")) {
        n.setShape(0, n.unknownDims(0, r.size()));
        return;
      }
      for (int i = 0; i < k; i++) {
        int a = axes == null ? i : (int) (axes[i] < 0 ? axes[i] + xd.size() : axes[i]);
        SymInt s = sizes.get(i);
        r.set(a, s);
      }
      n.setShape(0, Dims.checked(n, r));
      return;
    }
    if (scales != null && scales.length == k) {
      for (int i = 0; i < k; i++) {
        int a = axes == null ? i : (int) (axes[i] < 0 ? axes[i] + xd.size() : axes[i]);
        SymInt in = xd.get(a);
        r.set(a, in.isConstant() ? SymInt.of((long) Math.floor(in.value() * scales[i]))
            : scales[i] == 1 ? in : scales[i] == Math.rint(scales[i]) ? in.mul((long) scales[i]) : n.unknownDim(0, a));
      }
      n.setShape(0, Dims.checked(n, r));
      return;
    }
    n.setShape(0, n.unknownDims(0, r.size()));
  }

  /** The window functions: {@code [size]}, of type {@code output_datatype}. */
  static void window(OnnxNode n) {
    List<SymInt> size = n.symInts(0);
    Type e = ElementTypes.fromDataType(n.attrs().getInt("output_datatype"));
    n.setShape(0, List.of(size != null && size.size() == 1 ? size.get(0) : n.unknownDim(0, 0)), e);
  }

  /** RandomNormal, RandomUniform: the {@code shape} attribute, of type {@code dtype}. */
  static void randomShape(OnnxNode n) {
    long[] shape = n.attrs().getInts("shape");
    Type e = ElementTypes.fromDataType(n.attrs().getInt("dtype"));
    if (shape != null) {
      n.setShape(0, Dims.checked(n, Dims.of(shape)), e);
    }
  }

  /** Multinomial: {@code [batch, sample_size]} of type {@code dtype}. */
  static void multinomial(OnnxNode n) {
    Facts x = n.in(0);
    Type e = ElementTypes.fromDataType(n.attrs().getInt("dtype"));
    n.setShape(0, List.of(x.hasRank() && x.rank() == 2 ? x.dim(0) : n.unknownDim(0, 0),
        SymInt.of(n.attrs().getInt("sample_size"))), e);
  }
}
