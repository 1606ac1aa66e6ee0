package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.tensor.FromElementsOp;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DenseResourceElementsAttr;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * The ops that make tensors from nothing or from shapes: onnx.Constant becomes
 * {@code arith.constant} (dense and {@code dense_resource} values kept as they are), Shape and
 * Size constants (or {@code tensor.dim}s), ConstantOfShape a {@code linalg.fill}, and Range,
 * EyeLike, Trilu and OneHot generics over {@code linalg.index}.
 */
final class ConstantLowerings {
  private ConstantLowerings() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.Constant", OnnxLowering.single(ConstantLowerings::constant));
    m.put("onnx.ConstantOfShape", OnnxLowering.single(ConstantLowerings::constantOfShape));
    m.put("onnx.Shape", OnnxLowering.single(ConstantLowerings::shape));
    m.put("onnx.Size", OnnxLowering.single(ConstantLowerings::size));
    m.put("onnx.Range", OnnxLowering.single(ConstantLowerings::range));
    m.put("onnx.EyeLike", OnnxLowering.single(ConstantLowerings::eyeLike));
    m.put("onnx.Trilu", OnnxLowering.single(ConstantLowerings::trilu));
    m.put("onnx.OneHot", OnnxLowering.single(ConstantLowerings::oneHot));
    m.put("onnx.HannWindow", OnnxLowering.single(l -> window(l, new double[] {0.5, 0.5, 0})));
    m.put("onnx.HammingWindow", OnnxLowering.single(l -> window(l, new double[] {25.0 / 46, 21.0 / 46, 0})));
    m.put("onnx.BlackmanWindow", OnnxLowering.single(l -> window(l, new double[] {0.42, 0.5, 0.08})));
  }

  private static Value constant(Lowering l) {
    Attribute value = l.attr("value");
    // An unranked result takes the value's type.
    RankedTensorType type;
    if (l.op.getResult(0).getType() instanceof RankedTensorType) {
      type = l.resultType(0);
    } else if (value != null && value.getType() instanceof RankedTensorType vt) {
      type = OnnxTypes.signless(vt);
    } else {
      // value_float / value_int are scalars, value_floats / value_ints vectors.
      Type elt = ((jopt.ir.type.TensorType) OnnxTypes.signless(l.op.getResult(0).getType())).getElementType();
      Attribute list = l.attr("value_floats") != null ? l.attr("value_floats") : l.attr("value_ints");
      long[] shape = list instanceof jopt.ir.attr.ArrayAttr arr ? new long[] {arr.size()} : new long[0];
      type = RankedTensorType.get(shape, elt);
      DenseElementsAttr d = scalarsOf(l, type);
      return ConstantOp.create(l.b, l.loc, d).getOperation().getResult(0);
    }
    Attribute lowered;
    if (value instanceof DenseResourceElementsAttr r) {
      lowered = r.getType().equals(type) ? r : new DenseResourceElementsAttr(type, r.handle());
    } else {
      DenseElementsAttr d = value instanceof DenseElementsAttr v ? v : OnnxTypes.constantElements(l.op.getResult(0));
      if (d == null) {
        throw l.fail("the value is no dense numeric tensor");
      }
      if (!d.getType().equals(type)) {
        d = DenseElementsAttr.fromRawBuffer(type, d.getRawData());
        if (d == null) {
          throw l.fail("the value does not have the result's type");
        }
      }
      lowered = d;
    }
    return ConstantOp.create(l.b, l.loc, lowered).getOperation().getResult(0);
  }

  /** The value_float(s) / value_int(s) of an onnx.Constant as dense elements of {@code type}. */
  private static DenseElementsAttr scalarsOf(Lowering l, RankedTensorType type) {
    List<Attribute> items = new ArrayList<>();
    for (String name : List.of("value_float", "value_int", "value_floats", "value_ints")) {
      Attribute a = l.attr(name);
      if (a instanceof jopt.ir.attr.ArrayAttr arr) {
        items.addAll(arr.getValue());
      } else if (a != null) {
        items.add(a);
      }
    }
    if (items.size() != type.getNumElements()) {
      throw l.fail("the value is no dense numeric tensor");
    }
    List<Attribute> elements = new ArrayList<>();
    for (Attribute a : items) {
      if (a instanceof jopt.ir.attr.IntegerAttr i && !Scalars.isFloat(type.getElementType())) {
        elements.add(jopt.ir.attr.IntegerAttr.get(type.getElementType(), i.getValue()));
      } else {
        double v = a instanceof jopt.ir.attr.FloatAttr f ? f.getValue() : ((jopt.ir.attr.IntegerAttr) a).getValue();
        elements.add(Scalars.attr(type.getElementType(), v));
      }
    }
    return DenseElementsAttr.get(type, elements);
  }

  private static Value constantOfShape(Lowering l) {
    RankedTensorType out = l.resultType(0);
    double v = 0;
    if (l.attr("value") instanceof DenseElementsAttr d) {
      v = Scalars.isFloat(d.getElementType()) ? d.getDouble(0) : d.getLong(0);
    }
    List<Value> sizes = new ArrayList<>();
    for (int i = 0; i < out.getRank(); i++) {
      if (out.isDynamicDim(i)) {
        Value e = Linalg.extract(l.b, l.loc, l.operand(0), List.of(Scalars.index(l.b, l.loc, i)));
        sizes.add(Scalars.cast(l.b, l.loc, e, jopt.ir.type.IndexType.get(), false, false));
      }
    }
    return Linalg.fill(l, Scalars.constant(l.b, l.loc, out.getElementType(), v), Linalg.empty(l, out, sizes));
  }

  /** The dims {@code [start, end)} of operand 0's shape (ONNX's clamping of negative bounds). */
  private static int[] shapeRange(Lowering l, int rank) {
    long start = l.intAttr("start");
    Long endAttr = l.attrs().optInt("end");
    long end = endAttr == null ? rank : endAttr;
    start = Math.max(0, Math.min(rank, start < 0 ? start + rank : start));
    end = Math.max(0, Math.min(rank, end < 0 ? end + rank : end));
    return new int[] {(int) start, (int) Math.max(start, end)};
  }

  private static Value shape(Lowering l) {
    RankedTensorType in = l.type(0);
    RankedTensorType out = l.resultType(0);
    int[] r = shapeRange(l, in.getRank());
    Type elt = out.getElementType();
    if (Lowering.isStatic(in)) {
      long[] dims = new long[r[1] - r[0]];
      for (int i = r[0]; i < r[1]; i++) {
        dims[i - r[0]] = in.getDimSize(i);
      }
      RankedTensorType t = RankedTensorType.get(new long[] {dims.length}, elt);
      Value c = ConstantOp.create(l.b, l.loc, DenseElementsAttr.ofLongs(t, dims)).getOperation().getResult(0);
      return Reshapes.castTo(l, c, out);
    }
    List<Value> elements = new ArrayList<>();
    for (int i = r[0]; i < r[1]; i++) {
      elements.add(Scalars.cast(l.b, l.loc, Linalg.dim(l, l.operand(0), i), elt, false, false));
    }
    Value v = FromElementsOp.create(l.b, l.loc, elements, RankedTensorType.get(new long[] {elements.size()}, elt))
        .getOperation().getResult(0);
    return Reshapes.castTo(l, v, out);
  }

  private static Value size(Lowering l) {
    RankedTensorType in = l.type(0);
    RankedTensorType out = l.resultType(0);
    Type elt = out.getElementType();
    Value n = Scalars.index(l.b, l.loc, 1);
    for (int i = 0; i < in.getRank(); i++) {
      n = jopt.dialects.arith.IntBinaryOps.MulIOp.create(l.b, l.loc, n, Linalg.dim(l, l.operand(0), i))
          .getOperation().getResult(0);
    }
    Value e = Scalars.cast(l.b, l.loc, n, elt, false, false);
    return FromElementsOp.create(l.b, l.loc, List.of(e), out).getOperation().getResult(0);
  }

  /** Range: {@code start + i * delta}, as many elements as the (static) result has. */
  private static Value range(Lowering l) {
    RankedTensorType out = l.resultType(0);
    Value start = Linalg.extractFirst(l, l.operand(0));
    Value delta = Linalg.extractFirst(l, l.operand(2));
    Type elt = out.getElementType();
    List<Value> sizes = new ArrayList<>();
    if (out.isDynamicDim(0)) {
      // max(ceil((limit - start) / delta), 0) elements, in f64.
      jopt.ir.type.FloatType f64 = jopt.ir.type.FloatType.F64;
      Value limit = Linalg.extractFirst(l, l.operand(1));
      Value s = Scalars.cast(l.b, l.loc, start, f64, false, false);
      Value d = Scalars.cast(l.b, l.loc, delta, f64, false, false);
      Value n = Scalars.math(l.b, l.loc, "math.ceil",
          Scalars.div(l.b, l.loc, Scalars.sub(l.b, l.loc, Scalars.cast(l.b, l.loc, limit, f64, false, false), s), d, false));
      n = Scalars.max(l.b, l.loc, n, Scalars.constant(l.b, l.loc, f64, 0), false);
      sizes.add(Scalars.cast(l.b, l.loc, Scalars.cast(l.b, l.loc, n, IntegerType.get(64), false, false),
          jopt.ir.type.IndexType.get(), false, false));
    }
    Value init = Linalg.empty(l, out, sizes);
    return Linalg.generic1(l, List.of(), init, List.of(AffineMap.getMultiDimIdentityMap(1)),
        Linalg.iterators(1, "parallel"), (b, loc, in) -> {
          Value i = Scalars.cast(b, loc, Linalg.index(b, loc, 0), Scalars.isFloat(elt) ? IntegerType.get(64) : elt,
              false, false);
          if (Scalars.isFloat(elt)) {
            i = Scalars.cast(b, loc, i, elt, false, false);
          }
          return Scalars.add(b, loc, start, Scalars.mul(b, loc, i, delta));
        });
  }

  /**
   * The cosine windows: {@code a0 - a1 cos(2 pi n / N) + a2 cos(4 pi n / N)}, N the (static)
   * size, or the size minus 1 when not periodic; computed in f64.
   */
  private static Value window(Lowering l, double[] a) {
    RankedTensorType out = l.staticResultType(0);
    long size = out.getDimSize(0);
    double n = l.intAttr("periodic") != 0 ? size : size - 1;
    Type elt = out.getElementType();
    Value init = Linalg.empty(l, out, (Value) null);
    return Linalg.generic1(l, List.of(), init, List.of(AffineMap.getMultiDimIdentityMap(1)),
        Linalg.iterators(1, "parallel"), (b, loc, in) -> {
          jopt.ir.type.FloatType f64 = jopt.ir.type.FloatType.F64;
          Value i = Scalars.cast(b, loc, Scalars.cast(b, loc, Linalg.index(b, loc, 0), IntegerType.get(64), false, false),
              f64, false, false);
          Value t = Scalars.mul(b, loc, i, Scalars.constant(b, loc, f64, 2 * Math.PI / n));
          Value v = Scalars.sub(b, loc, Scalars.constant(b, loc, f64, a[0]),
              Scalars.mul(b, loc, Scalars.constant(b, loc, f64, a[1]), Scalars.math(b, loc, "math.cos", t)));
          if (a[2] != 0) {
            Value t2 = Scalars.mul(b, loc, t, Scalars.constant(b, loc, f64, 2));
            v = Scalars.add(b, loc, v, Scalars.mul(b, loc, Scalars.constant(b, loc, f64, a[2]),
                Scalars.math(b, loc, "math.cos", t2)));
          }
          return Scalars.cast(b, loc, v, elt, false, false);
        });
  }

  /** EyeLike: ones where {@code j - i == k}, zeros elsewhere. */
  private static Value eyeLike(Lowering l) {
    RankedTensorType out = l.resultType(0);
    if (out.getRank() != 2) {
      throw l.fail("EyeLike of rank " + out.getRank());
    }
    long k = l.intAttr("k");
    Type elt = out.getElementType();
    Value init = Linalg.empty(l, out, l.operand(0));
    return Linalg.generic1(l, List.of(), init, List.of(AffineMap.getMultiDimIdentityMap(2)),
        Linalg.iterators(2, "parallel"), (b, loc, in) -> {
          Value d = Scalars.sub(b, loc, Linalg.index(b, loc, 1), Linalg.index(b, loc, 0));
          Value on = Scalars.cmp(b, loc, Scalars.Cmp.EQ, d, Scalars.index(b, loc, k), false);
          return Scalars.select(b, loc, on, Scalars.constant(b, loc, elt, 1), Scalars.constant(b, loc, elt, 0));
        });
  }

  /** Trilu: the elements on and above (upper) or below (lower) diagonal k of the last two dims. */
  private static Value trilu(Lowering l) {
    RankedTensorType out = l.resultType(0);
    int rank = out.getRank();
    if (rank < 2) {
      throw l.fail("Trilu of rank " + rank);
    }
    boolean upper = l.intAttr("upper") != 0;
    Value k = l.absent(1) ? Scalars.index(l.b, l.loc, 0)
        : Scalars.cast(l.b, l.loc, Linalg.extractFirst(l, l.operand(1)), jopt.ir.type.IndexType.get(), false, false);
    Value x = l.operand(0);
    return Linalg.map(l, List.of(x), out, (b, loc, in) -> {
      Value d = Scalars.sub(b, loc, Linalg.index(b, loc, rank - 1), Linalg.index(b, loc, rank - 2));
      Value keep = Scalars.cmp(b, loc, upper ? Scalars.Cmp.GE : Scalars.Cmp.LE, d, k, false);
      return Scalars.select(b, loc, keep, in.get(0), Scalars.constant(b, loc, in.get(0).getType(), 0));
    });
  }

  /** OneHot: {@code values[1]} where the (normalized) index equals the position along axis, else {@code values[0]}. */
  private static Value oneHot(Lowering l) {
    RankedTensorType out = l.staticResultType(0);
    int rank = out.getRank();
    int axis = l.axis(l.intAttr("axis"), rank);
    long depth = out.getDimSize(axis);
    Value off = Linalg.extract(l.b, l.loc, l.operand(2), List.of(Scalars.index(l.b, l.loc, 0)));
    Value on = Linalg.extract(l.b, l.loc, l.operand(2), List.of(Scalars.index(l.b, l.loc, 1)));
    List<jopt.ir.affine.AffineExpr> exprs = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      if (i != axis) {
        exprs.add(jopt.ir.affine.AffineExpr.dim(i));
      }
    }
    AffineMap inMap = AffineMap.get(rank, 0, exprs);
    Value init = Linalg.empty(l, out, (Value) null);
    boolean iu = l.unsigned(l.operand(0));
    return Linalg.generic1(l, List.of(l.operand(0)), init, List.of(inMap, AffineMap.getMultiDimIdentityMap(rank)),
        Linalg.iterators(rank, "parallel"), (b, loc, in) -> {
          Value idx = in.get(0);
          if (Scalars.isFloat(idx.getType())) {
            idx = Scalars.cast(b, loc, idx, IntegerType.get(64), false, false);
          }
          idx = Scalars.cast(b, loc, idx, jopt.ir.type.IndexType.get(), iu, false);
          Value n = Scalars.index(b, loc, depth);
          Value wrapped = Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, idx, Scalars.index(b, loc, 0), false),
              Scalars.add(b, loc, idx, n), idx);
          Value hit = Scalars.cmp(b, loc, Scalars.Cmp.EQ, wrapped, Linalg.index(b, loc, axis), false);
          return Scalars.select(b, loc, hit, on, off);
        });
  }
}
