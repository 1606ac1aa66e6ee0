package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.cf.AssertOp;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * Ops whose result size is the number of selected elements (Compress, NonZero), lowered where
 * the model declares that size statically: the positions of the selected elements computed by
 * two quadratic reduction generics (each element's count of selected ones before it, then the
 * k-th selected position), a {@code cf.assert} that the data select exactly the declared count,
 * and a gather.
 */
final class SelectionLowerings {
  private SelectionLowerings() {}

  private static final IntegerType I64 = IntegerType.get(64);

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.Compress", OnnxLowering.single(SelectionLowerings::compress));
    m.put("onnx.NonZero", OnnxLowering.single(SelectionLowerings::nonZero));
  }

  /** Compress: the slices along the axis (or elements of the flattened input) whose condition holds. */
  private static Value compress(Lowering l) {
    RankedTensorType out = l.staticResultType(0);
    Value input = l.operand(0);
    RankedTensorType in = l.staticType(0);
    int axis;
    if (l.attr("axis") == null) {
      input = Reshapes.reshape(l, input, RankedTensorType.get(new long[] {in.getNumElements()}, in.getElementType()));
      in = (RankedTensorType) input.getType();
      axis = 0;
    } else {
      axis = l.axis(l.intAttr("axis"), in.getRank());
    }
    RankedTensorType ct = l.staticType(1);
    long n = Math.min(ct.getDimSize(0), in.getDimSize(axis));
    Value cond = l.operand(1);
    if (ct.getDimSize(0) != n) {
      cond = SliceLowerings.extractSlice(l, cond, new long[] {0}, new long[] {n}, new long[] {1});
    }
    Value src = positions(l, cond, n, out.getDimSize(axis), l.unsigned(l.operand(1)));
    Value data = input;
    int a = axis;
    int rank = out.getRank();
    return Linalg.generic1(l, List.of(src), Linalg.empty(l, out, List.of()),
        List.of(AffineMap.get(rank, 0, List.of(AffineExpr.dim(a))), AffineMap.getMultiDimIdentityMap(rank)),
        Linalg.iterators(rank, "parallel"), (b, loc, e) -> {
          List<Value> idx = new ArrayList<>();
          for (int d = 0; d < rank; d++) {
            idx.add(d == a ? Scalars.cast(b, loc, e.get(0), IndexType.get(), false, false) : Linalg.index(b, loc, d));
          }
          return Linalg.extract(b, loc, data, idx);
        });
  }

  /** NonZero: the coordinates (one row per dim) of the non-zero elements in row-major order. */
  private static Value nonZero(Lowering l) {
    RankedTensorType out = l.staticResultType(0);
    RankedTensorType in = l.staticType(0);
    long n = in.getNumElements();
    Value flat = Reshapes.reshape(l, l.operand(0), RankedTensorType.get(new long[] {n}, in.getElementType()));
    boolean u = l.unsigned(l.operand(0));
    Value flags = Linalg.map(l, List.of(flat), RankedTensorType.get(new long[] {n}, IntegerType.get(1)),
        (b, loc, e) -> Scalars.cmp(b, loc, Scalars.Cmp.NE, e.get(0),
            Scalars.constant(b, loc, e.get(0).getType(), 0), u));
    Value src = positions(l, flags, n, out.getDimSize(1), false);
    long[] shape = in.getShape();
    return Linalg.generic1(l, List.of(src), Linalg.empty(l, out, List.of()),
        List.of(AffineMap.get(2, 0, List.of(AffineExpr.dim(1))), AffineMap.getMultiDimIdentityMap(2)),
        Linalg.iterators(2, "parallel"), (b, loc, e) -> {
          // coordinate d of flat index p: (p / stride_d) mod size_d, d chosen by linalg.index 0
          Value d = Linalg.index(b, loc, 0);
          Value r = Scalars.constant(b, loc, I64, 0);
          long stride = 1;
          for (int k = shape.length - 1; k >= 0; k--) {
            Value c = Scalars.div(b, loc, e.get(0), Scalars.constant(b, loc, I64, stride), false);
            c = jopt.dialects.arith.IntBinaryOps.RemSIOp.create(b, loc, c, Scalars.constant(b, loc, I64, shape[k]))
                .getOperation().getResult(0);
            r = Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.EQ, d, Scalars.index(b, loc, k), false), c, r);
            stride *= shape[k];
          }
          return r;
        });
  }

  /**
   * The positions (i64) of the {@code m} set elements of 1-D {@code flags} (n elements, bools or
   * integers, non-zero set), in order; asserts at run time that exactly {@code m} are set.
   */
  static Value positions(Lowering l, Value flags, long n, long m, boolean unsigned) {
    Type ft = ((RankedTensorType) flags.getType()).getElementType();
    // before[i] = number of set flags at positions j < i
    Value zeros = Linalg.filled(l, RankedTensorType.get(new long[] {n}, I64), 0, null);
    Value before = Linalg.generic(l, List.of(flags), List.of(zeros),
        List.of(AffineMap.get(2, 0, List.of(AffineExpr.dim(1))), AffineMap.get(2, 0, List.of(AffineExpr.dim(0)))),
        List.of("parallel", "reduction"), (b, loc, args) -> {
          Value set = isSet(b, loc, args.get(0), ft, unsigned);
          Value earlier = Scalars.cmp(b, loc, Scalars.Cmp.LT, Linalg.index(b, loc, 1), Linalg.index(b, loc, 0), false);
          Value one = Scalars.select(b, loc, Scalars.and(b, loc, set, earlier), Scalars.constant(b, loc, I64, 1),
              Scalars.constant(b, loc, I64, 0));
          YieldOp.create(b, loc, List.of(Scalars.add(b, loc, args.get(1), one)));
        }).get(0);
    // the count, checked against m
    Value total = Linalg.reduce(l, flags, new boolean[] {true}, I64, Scalars.constant(l.b, l.loc, I64, 0),
        (b, loc, x) -> Scalars.select(b, loc, isSet(b, loc, x.get(0), ft, unsigned), Scalars.constant(b, loc, I64, 1),
            Scalars.constant(b, loc, I64, 0)),
        (b, loc, x, acc) -> Scalars.add(b, loc, x, acc));
    Value count = Linalg.extract(l.b, l.loc, total, List.of());
    AssertOp.create(l.b, l.loc, Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, count, Scalars.constant(l.b, l.loc, I64, m), false),
        l.name() + ": the data select another number of elements than the declared result size " + m);
    // src[k] = the position i that is set with before[i] = k
    Value init = Linalg.filled(l, RankedTensorType.get(new long[] {m}, I64), 0, null);
    AffineMap byI = AffineMap.get(2, 0, List.of(AffineExpr.dim(1)));
    return Linalg.generic(l, List.of(flags, before), List.of(init),
        List.of(byI, byI, AffineMap.get(2, 0, List.of(AffineExpr.dim(0)))),
        List.of("parallel", "reduction"), (b, loc, args) -> {
          Value k = Scalars.cast(b, loc, Linalg.index(b, loc, 0), I64, false, false);
          Value hit = Scalars.and(b, loc, isSet(b, loc, args.get(0), ft, unsigned),
              Scalars.cmp(b, loc, Scalars.Cmp.EQ, args.get(1), k, false));
          Value i = Scalars.cast(b, loc, Linalg.index(b, loc, 1), I64, false, false);
          YieldOp.create(b, loc, List.of(Scalars.select(b, loc, hit, i, args.get(2))));
        }).get(0);
  }

  private static Value isSet(Builder b, Location loc, Value v, Type t, boolean unsigned) {
    return Scalars.isBool(t) ? v : Scalars.cmp(b, loc, Scalars.Cmp.NE, v, Scalars.constant(b, loc, t, 0), unsigned);
  }
}
