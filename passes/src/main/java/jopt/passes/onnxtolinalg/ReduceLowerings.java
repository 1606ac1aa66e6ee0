package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.SoftmaxOp;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * The reductions: Reduce{Sum,Mean,Max,Min,Prod,L1,L2,LogSum,LogSumExp,SumSquare} as a generic
 * with reduction loops into a filled accumulator (then the mean's division, the root or the
 * logarithm element-wise), kept dims restored by {@code tensor.expand_shape}; ArgMax and ArgMin
 * as a generic with a value and an index accumulator; Softmax as {@code linalg.softmax};
 * LogSoftmax and Hardmax as reductions and an element-wise generic.
 */
final class ReduceLowerings {
  private ReduceLowerings() {}

  /** What a reduction does: the accumulator's start, the per-element step, the final step. */
  private record Kind(double init, boolean lowestInit, boolean highestInit, Linalg.Payload pre,
      Linalg.Combiner combine, Post post) {}

  /** The element-wise step after the reduction, given the reduced element count. */
  private interface Post {
    Value apply(Builder b, Location loc, Value acc, Count count, boolean unsigned);
  }

  /**
   * The reduced element count: a constant, or an index value computed before the loops (sizes
   * known at run time).
   */
  private record Count(long n, Value v) {
    /** The count as a scalar of type {@code t}. */
    Value of(Builder b, Location loc, Type t) {
      if (v == null) {
        return Scalars.constant(b, loc, t, n);
      }
      Value i = Scalars.cast(b, loc, v, jopt.ir.type.IntegerType.get(64), false, false);
      return Scalars.cast(b, loc, i, t, false, false);
    }
  }

  static void register(Map<String, OnnxLowering> m) {
    Linalg.Combiner add = (b, loc, x, acc) -> Scalars.add(b, loc, x, acc);
    Linalg.Combiner mul = (b, loc, x, acc) -> Scalars.mul(b, loc, x, acc);
    reduction(m, "ReduceSum", new Kind(0, false, false, null, add, null), "V11");
    reduction(m, "ReduceMean", new Kind(0, false, false, null, add,
        (b, loc, acc, n, u) -> Scalars.div(b, loc, acc, n.of(b, loc, acc.getType()), u)), "V13");
    reduction(m, "ReduceProd", new Kind(1, false, false, null, mul, null), "V13");
    reduction(m, "ReduceSumSquare", new Kind(0, false, false,
        (b, loc, in) -> Scalars.mul(b, loc, in.get(0), in.get(0)), add, null), "V13");
    reduction(m, "ReduceL1", new Kind(0, false, false, (b, loc, in) -> abs(b, loc, in.get(0)), add, null), "V13");
    reduction(m, "ReduceL2", new Kind(0, false, false, (b, loc, in) -> Scalars.mul(b, loc, in.get(0), in.get(0)), add,
        (b, loc, acc, n, u) -> floatOp(b, loc, "math.sqrt", acc)), "V13");
    reduction(m, "ReduceLogSum", new Kind(0, false, false, null, add,
        (b, loc, acc, n, u) -> floatOp(b, loc, "math.log", acc)), "V13");
    reduction(m, "ReduceLogSumExp", new Kind(0, false, false,
        (b, loc, in) -> Scalars.math(b, loc, "math.exp", in.get(0)), add,
        (b, loc, acc, n, u) -> Scalars.math(b, loc, "math.log", acc)), "V13");
    m.put("onnx.ReduceMax", reduceMinMax(true));
    m.put("onnx.ReduceMaxV13", reduceMinMax(true));
    m.put("onnx.ReduceMaxV18", reduceMinMax(true));
    m.put("onnx.ReduceMinV18", reduceMinMax(false));
    m.put("onnx.ReduceMin", reduceMinMax(false));
    m.put("onnx.ReduceMinV13", reduceMinMax(false));
    m.put("onnx.ArgMax", OnnxLowering.single(l -> argExtreme(l, true)));
    m.put("onnx.ArgMin", OnnxLowering.single(l -> argExtreme(l, false)));
    m.put("onnx.Softmax", OnnxLowering.single(l -> softmax(l, false)));
    m.put("onnx.SoftmaxV11", OnnxLowering.single(l -> softmax(l, true)));
    m.put("onnx.LogSoftmax", OnnxLowering.single(ReduceLowerings::logSoftmax));
    m.put("onnx.Hardmax", OnnxLowering.single(ReduceLowerings::hardmax));
    m.put("onnx.CumSum", OnnxLowering.single(ReduceLowerings::cumSum));
    m.put("onnx.TopK", ReduceLowerings::topK);
  }

  private static Value abs(Builder b, Location loc, Value x) {
    if (Scalars.isFloat(x.getType())) {
      return Scalars.math(b, loc, "math.absf", x);
    }
    return Scalars.math(b, loc, "math.absi", x);
  }

  /** A float math op; on an integer accumulator (ONNX allows integer L2 and LogSum) computed in f64. */
  private static Value floatOp(Builder b, Location loc, String name, Value x) {
    if (!Scalars.isFloat(x.getType())) {
      Value f = Scalars.cast(b, loc, x, jopt.ir.type.FloatType.F64, false, false);
      return Scalars.cast(b, loc, Scalars.math(b, loc, name, f), x.getType(), false, false);
    }
    return Scalars.math(b, loc, name, x);
  }

  /** The reduction {@code name} and its onnx-mlir versions (axes as an attribute) {@code versions}. */
  private static void reduction(Map<String, OnnxLowering> m, String name, Kind kind, String... versions) {
    OnnxLowering lowering = OnnxLowering.single(l -> reduce(l, kind));
    m.put("onnx." + name, lowering);
    for (String v : versions) {
      m.put("onnx." + name + v, lowering);
    }
  }

  /**
   * The reduced dims of op {@code l}: axes from the attribute or the second operand; none given
   * means all (or none, with {@code noop_with_empty_axes}); null when nothing is reduced.
   */
  static boolean[] reducedDims(Lowering l, int rank) {
    long[] axes = l.intsAttr("axes");
    if (axes == null && !l.absent(1)) {
      axes = l.constantInts(1);
      if (axes == null) {
        RankedTensorType at = l.type(1);
        if (at.getRank() == 1 && at.getDimSize(0) == 0) {
          axes = new long[0];
        } else {
          return reducedFromShapes(l, rank);
        }
      }
    }
    boolean[] reduced = new boolean[rank];
    if (axes == null || axes.length == 0) {
      if (l.intAttr("noop_with_empty_axes") != 0) {
        return null;
      }
      java.util.Arrays.fill(reduced, true);
      return reduced;
    }
    for (long a : axes) {
      reduced[l.axis(a, rank)] = true;
    }
    return reduced;
  }

  /**
   * The reduced dims when the axes are a runtime value: told by the static input and result
   * shapes where they can only be one set (with keepdims, the result's unit dims; reducing an
   * input dim of size 1 or not is the same), else a failure.
   */
  private static boolean[] reducedFromShapes(Lowering l, int rank) {
    long[] in = Lowering.staticShape(l.operand(0));
    if (!(l.op.getResult(0).getType() instanceof RankedTensorType rt) || in == null || !Lowering.isStatic(rt)) {
      throw l.fail("the axes are no constant and the shapes are not static");
    }
    long[] out = rt.getShape();
    boolean[] reduced = new boolean[rank];
    if (l.intAttr("keepdims") != 0) {
      if (out.length != rank) {
        throw l.fail("the result's rank differs from the input's");
      }
      for (int i = 0; i < rank; i++) {
        reduced[i] = out[i] == 1 && in[i] != 1;
      }
      return reduced;
    }
    // The kept dims are a subsequence of the input's: it must be the only one.
    int[] first = embed(in, out, false);
    int[] last = embed(in, out, true);
    if (first == null || !java.util.Arrays.equals(first, last)) {
      throw l.fail("the axes are no constant and the shapes do not tell which dims are reduced");
    }
    java.util.Arrays.fill(reduced, true);
    for (int k : first) {
      reduced[k] = false;
    }
    return reduced;
  }

  /** The positions of {@code out}'s dims in {@code in}, leftmost (or rightmost) match; null if none. */
  private static int[] embed(long[] in, long[] out, boolean fromRight) {
    int[] pos = new int[out.length];
    if (!fromRight) {
      int j = 0;
      for (int k = 0; k < out.length; k++) {
        while (j < in.length && in[j] != out[k]) {
          j++;
        }
        if (j == in.length) {
          return null;
        }
        pos[k] = j++;
      }
    } else {
      int j = in.length - 1;
      for (int k = out.length - 1; k >= 0; k--) {
        while (j >= 0 && in[j] != out[k]) {
          j--;
        }
        if (j < 0) {
          return null;
        }
        pos[k] = j--;
      }
    }
    return pos;
  }

  private static Value reduce(Lowering l, Kind kind) {
    List<boolean[]> candidates = runtimeAxesCandidates(l);
    if (candidates != null) {
      return reduceRuntimeAxes(l, kind, candidates);
    }
    return reduce(l, kind, reducedDims(l, l.type(0).getRank()));
  }

  /**
   * The sets of reduced dims the static shapes allow when the axes are a value known at run
   * time and keepdims is 0 (each way the result's dims embed in the input's); null when the axes
   * are known or the shapes tell them (then {@link #reducedDims} has them).
   */
  private static List<boolean[]> runtimeAxesCandidates(Lowering l) {
    if (l.intsAttr("axes") != null || l.numOperands() < 2 || l.absent(1) || l.constantInts(1) != null
        || l.intAttr("keepdims") != 0) {
      return null;
    }
    long[] in = Lowering.staticShape(l.operand(0));
    if (in == null || !(l.op.getResult(0).getType() instanceof RankedTensorType rt) || !Lowering.isStatic(rt)
        || !(l.operand(1).getType() instanceof RankedTensorType at) || at.getRank() != 1
        || at.getDimSize(0) != in.length - rt.getRank()) {
      return null;
    }
    List<boolean[]> all = new java.util.ArrayList<>();
    embeddings(in, rt.getShape(), 0, 0, new boolean[in.length], all);
    return all.size() > 1 ? all : null;
  }

  /** Every way {@code out[k..]} embeds in {@code in[j..]}, as the dims left out (reduced). */
  private static void embeddings(long[] in, long[] out, int j, int k, boolean[] reduced, List<boolean[]> all) {
    if (k == out.length) {
      boolean[] r = reduced.clone();
      for (int i = j; i < in.length; i++) {
        r[i] = true;
      }
      all.add(r);
      return;
    }
    for (int i = j; i < in.length; i++) {
      if (in[i] == out[k]) {
        boolean[] r = reduced.clone();
        for (int s = j; s < i; s++) {
          r[s] = true;
        }
        embeddings(in, out, i + 1, k + 1, r, all);
      }
    }
  }

  /**
   * A reduction over axes given at run time that the shapes leave open: one reduction per
   * candidate set, the one whose dims the axes name selected (the last when none is).
   */
  private static Value reduceRuntimeAxes(Lowering l, Kind kind, List<boolean[]> candidates) {
    int rank = candidates.get(0).length;
    int k = (int) l.type(1).getDimSize(0);
    List<Value> axes = new java.util.ArrayList<>();
    for (int j = 0; j < k; j++) {
      Value a = Scalars.cast(l.b, l.loc, Linalg.extract(l.b, l.loc, l.operand(1),
          List.of(Scalars.index(l.b, l.loc, j))), jopt.ir.type.IndexType.get(), false, false);
      Value n = Scalars.index(l.b, l.loc, rank);
      axes.add(Scalars.select(l.b, l.loc, Scalars.cmp(l.b, l.loc, Scalars.Cmp.LT, a,
          Scalars.index(l.b, l.loc, 0), false), Scalars.add(l.b, l.loc, a, n), a));
    }
    Value r = reduce(l, kind, candidates.get(candidates.size() - 1));
    for (int c = candidates.size() - 2; c >= 0; c--) {
      boolean[] reduced = candidates.get(c);
      // every axis one of the candidate's dims (k distinct axes, k dims: the same set)
      Value all = Scalars.constant(l.b, l.loc, jopt.ir.type.IntegerType.get(1), 1);
      for (Value a : axes) {
        Value any = Scalars.constant(l.b, l.loc, jopt.ir.type.IntegerType.get(1), 0);
        for (int d = 0; d < rank; d++) {
          if (reduced[d]) {
            any = Scalars.or(l.b, l.loc, any, Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, a,
                Scalars.index(l.b, l.loc, d), false));
          }
        }
        all = Scalars.and(l.b, l.loc, all, any);
      }
      r = Scalars.select(l.b, l.loc, all, reduce(l, kind, reduced), r);
    }
    return r;
  }

  private static Value reduce(Lowering l, Kind kind, boolean[] reduced) {
    RankedTensorType in = l.type(0);
    RankedTensorType out = l.resultType(0);
    Type elt = out.getElementType();
    boolean u = l.unsigned(l.operand(0));
    if (reduced == null) {
      // noop_with_empty_axes: the input, with the reduction's element-wise steps applied.
      if (kind.pre() == null && kind.post() == null) {
        return Reshapes.castTo(l, l.operand(0), out);
      }
      return Linalg.map(l, List.of(l.operand(0)), out, (b, loc, x) -> {
        Value v = kind.pre() == null ? x.get(0) : kind.pre().apply(b, loc, x);
        return kind.post() == null ? v : kind.post().apply(b, loc, v, new Count(1, null), u);
      });
    }
    long count = 1;
    jopt.dialects.onnx.SymInt symCount = jopt.dialects.onnx.SymInt.ONE;
    boolean dynamicCount = false;
    for (int i = 0; i < in.getRank(); i++) {
      if (reduced[i]) {
        dynamicCount |= in.isDynamicDim(i);
        symCount = symCount.mul(l.dim(l.operand(0), i));
        count *= in.isDynamicDim(i) ? 1 : in.getDimSize(i);
      }
    }
    Count counted = !dynamicCount || kind.post() == null ? new Count(count, null) : new Count(0, l.size(symCount));
    Value init = kind.lowestInit() ? Scalars.lowest(l.b, l.loc, elt, u)
        : kind.highestInit() ? Scalars.highest(l.b, l.loc, elt, u) : Scalars.constant(l.b, l.loc, elt, kind.init());
    Value r = Linalg.reduce(l, l.operand(0), reduced, elt, init, kind.pre(), kind.combine());
    if (kind.post() != null) {
      r = Linalg.map(l, List.of(r), (RankedTensorType) r.getType(),
          (b, loc, x) -> kind.post().apply(b, loc, x.get(0), counted, u));
    }
    return Reshapes.reshape(l, r, out);
  }

  private static OnnxLowering reduceMinMax(boolean max) {
    return OnnxLowering.single(l -> {
      boolean u = l.unsigned(l.operand(0));
      Kind kind = new Kind(0, max, !max, null, (b, loc, x, acc) -> max ? Scalars.max(b, loc, x, acc, u)
          : Scalars.min(b, loc, x, acc, u), null);
      return reduce(l, kind);
    });
  }

  /** ArgMax / ArgMin: the (first, or with select_last_index last) position of the extreme along the axis. */
  private static Value argExtreme(Lowering l, boolean max) {
    RankedTensorType in = l.type(0);
    RankedTensorType out = l.resultType(0);
    int rank = in.getRank();
    int axis = l.axis(l.intAttr("axis"), rank);
    boolean last = l.intAttr("select_last_index") != 0;
    boolean u = l.unsigned(l.operand(0));
    Type elt = in.getElementType();
    Type idxType = out.getElementType();
    List<Long> shape = new ArrayList<>();
    List<AffineExpr> exprs = new ArrayList<>();
    List<Value> sizes = new ArrayList<>();
    List<String> iters = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      iters.add(i == axis ? "reduction" : "parallel");
      if (i != axis) {
        shape.add(in.getDimSize(i));
        exprs.add(AffineExpr.dim(i));
        if (in.isDynamicDim(i)) {
          sizes.add(Linalg.dim(l, l.operand(0), i));
        }
      }
    }
    long[] s = shape.stream().mapToLong(Long::longValue).toArray();
    Value vInit = Linalg.fill(l, max ? Scalars.lowest(l.b, l.loc, elt, u) : Scalars.highest(l.b, l.loc, elt, u),
        Linalg.empty(l, RankedTensorType.get(s, elt), sizes));
    Value iInit = Linalg.fill(l, Scalars.constant(l.b, l.loc, idxType, 0),
        Linalg.empty(l, RankedTensorType.get(s, idxType), sizes));
    AffineMap outMap = AffineMap.get(rank, 0, exprs);
    List<Value> r = Linalg.generic(l, List.of(l.operand(0)), List.of(vInit, iInit),
        List.of(AffineMap.getMultiDimIdentityMap(rank), outMap, outMap), iters, (b, loc, args) -> {
          Value x = args.get(0);
          Value cur = args.get(1);
          Scalars.Cmp c = max ? (last ? Scalars.Cmp.GE : Scalars.Cmp.GT) : (last ? Scalars.Cmp.LE : Scalars.Cmp.LT);
          Value better = Scalars.cmp(b, loc, c, x, cur, u);
          Value i = Scalars.cast(b, loc, Linalg.index(b, loc, axis), idxType, false, false);
          YieldOp.create(b, loc, List.of(Scalars.select(b, loc, better, x, cur),
              Scalars.select(b, loc, better, i, args.get(2))));
        });
    return Reshapes.reshape(l, r.get(1), out);
  }

  /** Softmax over one axis ({@code linalg.softmax}); SoftmaxV11 over all dims from the axis on. */
  private static Value softmax(Lowering l, boolean coerced) {
    RankedTensorType in = l.type(0);
    RankedTensorType out = l.resultType(0);
    int rank = in.getRank();
    int axis = l.axis(l.intAttr("axis"), rank);
    if (!Scalars.isFloat(in.getElementType())) {
      throw l.fail("Softmax of integers");
    }
    Value x = l.operand(0);
    int dim = axis;
    if (coerced && axis != rank - 1) {
      if (Linalg.isDynamic(in)) {
        throw l.fail("coerced softmax of a dynamic shape");
      }
      long[] shape = new long[axis + 1];
      long inner = 1;
      for (int i = 0; i < rank; i++) {
        if (i < axis) {
          shape[i] = in.getDimSize(i);
        } else {
          inner *= in.getDimSize(i);
        }
      }
      shape[axis] = inner;
      x = Reshapes.reshape(l, x, RankedTensorType.get(shape, in.getElementType()));
    }
    RankedTensorType xt = (RankedTensorType) x.getType();
    Value init = Linalg.empty(l, xt, x);
    Value r = SoftmaxOp.create(l.b, l.loc, x, init, jopt.ir.attr.IntegerAttr.getI64(dim), List.of(xt))
        .getOperation().getResult(0);
    return Reshapes.reshape(l, r, out);
  }

  /**
   * CumSum: a generic with one more loop, a reduction over the axis, adding the elements at or
   * before (reverse: at or after; exclusive: strictly) each position; quadratic along the axis.
   */
  private static Value cumSum(Lowering l) {
    int rank = l.type(0).getRank();
    long[] axisValue = l.constantInts(1);
    if (axisValue == null) {
      if (rank == 1) {
        axisValue = new long[] {0};
      } else {
        return cumSumRuntimeAxis(l, rank);
      }
    }
    int axis = l.axis(axisValue[0], rank);
    return cumSum(l, axis);
  }

  /** CumSum along an axis known at run time: one CumSum per axis, the right one selected. */
  private static Value cumSumRuntimeAxis(Lowering l, int rank) {
    Value a = Scalars.cast(l.b, l.loc, Linalg.extractFirst(l, l.operand(1)), jopt.ir.type.IndexType.get(), false, false);
    Value n = Scalars.index(l.b, l.loc, rank);
    Value zero = Scalars.index(l.b, l.loc, 0);
    Value axis = Scalars.select(l.b, l.loc, Scalars.cmp(l.b, l.loc, Scalars.Cmp.LT, a, zero, false),
        Scalars.add(l.b, l.loc, a, n), a);
    Value r = cumSum(l, rank - 1);
    for (int i = rank - 2; i >= 0; i--) {
      Value c = cumSum(l, i);
      Value is = Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, axis, Scalars.index(l.b, l.loc, i), false);
      r = Scalars.select(l.b, l.loc, is, c, r);
    }
    return r;
  }

  private static Value cumSum(Lowering l, int axis) {
    RankedTensorType in = l.type(0);
    RankedTensorType out = l.resultType(0);
    int rank = in.getRank();
    boolean exclusive = l.intAttr("exclusive") != 0;
    boolean reverse = l.intAttr("reverse") != 0;
    Type elt = out.getElementType();
    int loops = rank + 1;
    List<AffineExpr> inExprs = new ArrayList<>();
    List<AffineExpr> outExprs = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      inExprs.add(AffineExpr.dim(i == axis ? rank : i));
      outExprs.add(AffineExpr.dim(i));
    }
    List<String> iters = Linalg.iterators(rank, "parallel");
    iters.add("reduction");
    Value init = Linalg.fill(l, Scalars.constant(l.b, l.loc, elt, 0), Linalg.empty(l, out, l.operand(0)));
    Scalars.Cmp cmp = reverse ? (exclusive ? Scalars.Cmp.GT : Scalars.Cmp.GE) : (exclusive ? Scalars.Cmp.LT : Scalars.Cmp.LE);
    return Linalg.generic(l, List.of(l.operand(0)), List.of(init),
        List.of(AffineMap.get(loops, 0, inExprs), AffineMap.get(loops, 0, outExprs)), iters, (b, loc, args) -> {
          Value take = Scalars.cmp(b, loc, cmp, Linalg.index(b, loc, rank), Linalg.index(b, loc, axis), false);
          Value sum = Scalars.add(b, loc, args.get(1), args.get(0));
          YieldOp.create(b, loc, List.of(Scalars.select(b, loc, take, sum, args.get(1))));
        }).get(0);
  }

  /**
   * TopK: each element's rank along the axis counted by a reduction generic (elements before it
   * in the order: larger, or equal at a lower index; smaller for largest = 0), then the k results
   * gathered by rank in a second reduction generic: sorted, ties in index order, as ONNX asks.
   * Quadratic along the axis; k is the static result's size.
   */
  private static List<Value> topK(Lowering l) {
    RankedTensorType in = l.staticType(0);
    RankedTensorType vt = l.staticResultType(0);
    RankedTensorType it = l.staticResultType(1);
    int rank = in.getRank();
    int axis = l.axis(l.intAttr("axis"), rank);
    boolean largest = l.intAttr("largest") != 0;
    boolean u = l.unsigned(l.operand(0));
    IntegerType i64 = IntegerType.get(64);
    Value x = l.operand(0);
    int loops = rank + 1;
    List<AffineExpr> self = new ArrayList<>();
    List<AffineExpr> other = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      self.add(AffineExpr.dim(i));
      other.add(AffineExpr.dim(i == axis ? rank : i));
    }
    List<String> iters = Linalg.iterators(rank, "parallel");
    iters.add("reduction");
    Value rankInit = Linalg.fill(l, Scalars.constant(l.b, l.loc, i64, 0),
        Linalg.empty(l, RankedTensorType.get(in.getShape(), i64), (Value) null));
    Value ranks = Linalg.generic(l, List.of(x, x), List.of(rankInit),
        List.of(AffineMap.get(loops, 0, self), AffineMap.get(loops, 0, other), AffineMap.get(loops, 0, self)), iters,
        (b, loc, args) -> {
          Value xi = args.get(0);
          Value xj = args.get(1);
          Value before = Scalars.cmp(b, loc, largest ? Scalars.Cmp.GT : Scalars.Cmp.LT, xj, xi, u);
          Value tie = Scalars.and(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.EQ, xj, xi, u),
              Scalars.cmp(b, loc, Scalars.Cmp.LT, Linalg.index(b, loc, rank), Linalg.index(b, loc, axis), false));
          Value one = Scalars.select(b, loc, Scalars.or(b, loc, before, tie), Scalars.constant(b, loc, i64, 1),
              Scalars.constant(b, loc, i64, 0));
          YieldOp.create(b, loc, List.of(Scalars.add(b, loc, args.get(2), one)));
        }).get(0);
    // Result position r along the axis takes the element of rank r.
    Value vInit = Linalg.filled(l, vt, 0, null);
    Value iInit = Linalg.filled(l, it, 0, null);
    List<Value> r = Linalg.generic(l, List.of(x, ranks), List.of(vInit, iInit),
        List.of(AffineMap.get(loops, 0, other), AffineMap.get(loops, 0, other), AffineMap.get(loops, 0, self),
            AffineMap.get(loops, 0, self)), iters, (b, loc, args) -> {
          Value pos = Scalars.cast(b, loc, Linalg.index(b, loc, axis), i64, false, false);
          Value hit = Scalars.cmp(b, loc, Scalars.Cmp.EQ, args.get(1), pos, false);
          Value j = Scalars.cast(b, loc, Linalg.index(b, loc, rank), it.getElementType(), false, false);
          YieldOp.create(b, loc, List.of(Scalars.select(b, loc, hit, args.get(0), args.get(2)),
              Scalars.select(b, loc, hit, j, args.get(3))));
        });
    return List.of(r.get(0), r.get(1));
  }

  /** The maximum along {@code axis} of {@code x}, with that dim dropped. */
  private static Value maxAlong(Lowering l, Value x, int axis) {
    RankedTensorType t = (RankedTensorType) x.getType();
    boolean[] reduced = new boolean[t.getRank()];
    reduced[axis] = true;
    return Linalg.reduce(l, x, reduced, t.getElementType(), Scalars.lowest(l.b, l.loc, t.getElementType(), false),
        null, (b, loc, v, acc) -> Scalars.max(b, loc, v, acc, false));
  }

  /** The map of a tensor reduced along {@code axis} read in a loop nest of rank {@code rank}. */
  private static AffineMap dropAxis(int rank, int axis) {
    List<AffineExpr> exprs = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      if (i != axis) {
        exprs.add(AffineExpr.dim(i));
      }
    }
    return AffineMap.get(rank, 0, exprs);
  }

  /** LogSoftmax: {@code x - max - log(sum(exp(x - max)))} along the axis. */
  private static Value logSoftmax(Lowering l) {
    RankedTensorType in = l.type(0);
    return logSoftmax(l, l.operand(0), l.axis(l.intAttr("axis"), in.getRank()), l.resultType(0));
  }

  /** {@code x - max - log(sum(exp(x - max)))} along {@code axis}, into a tensor of type {@code out}. */
  static Value logSoftmax(Lowering l, Value x, int axis, RankedTensorType out) {
    RankedTensorType in = (RankedTensorType) x.getType();
    int rank = in.getRank();
    Value max = maxAlong(l, x, axis);
    Type elt = in.getElementType();
    RankedTensorType reducedType = (RankedTensorType) max.getType();
    Value sumInit = Linalg.fill(l, Scalars.constant(l.b, l.loc, elt, 0), Linalg.empty(l, reducedType, max));
    List<String> iters = Linalg.iterators(rank, "parallel");
    iters.set(axis, "reduction");
    AffineMap id = AffineMap.getMultiDimIdentityMap(rank);
    AffineMap dropped = dropAxis(rank, axis);
    Value sum = Linalg.generic(l, List.of(x, max), List.of(sumInit), List.of(id, dropped, dropped), iters,
        (b, loc, args) -> {
          Value e = Scalars.math(b, loc, "math.exp", Scalars.sub(b, loc, args.get(0), args.get(1)));
          YieldOp.create(b, loc, List.of(Scalars.add(b, loc, e, args.get(2))));
        }).get(0);
    Value init = Linalg.empty(l, out, x);
    return Linalg.generic1(l, List.of(x, max, sum), init, List.of(id, dropped, dropped, id),
        Linalg.iterators(rank, "parallel"), (b, loc, in2) -> Scalars.sub(b, loc,
            Scalars.sub(b, loc, in2.get(0), in2.get(1)), Scalars.math(b, loc, "math.log", in2.get(2))));
  }

  /** Hardmax: 1 at the first maximum along the axis, 0 elsewhere. */
  private static Value hardmax(Lowering l) {
    RankedTensorType in = l.type(0);
    RankedTensorType out = l.resultType(0);
    int rank = in.getRank();
    int axis = l.axis(l.intAttr("axis"), rank);
    Type elt = in.getElementType();
    Value x = l.operand(0);
    Value max = maxAlong(l, x, axis);
    RankedTensorType reducedType = (RankedTensorType) max.getType();
    IntegerType i64 = IntegerType.get(64);
    // The first position holding the maximum: a min-reduction of the positions that hold it.
    Value firstInit = Linalg.fill(l, Scalars.highest(l.b, l.loc, i64, false),
        Linalg.empty(l, RankedTensorType.get(reducedType.getShape(), i64), max));
    List<String> iters = Linalg.iterators(rank, "parallel");
    iters.set(axis, "reduction");
    AffineMap id = AffineMap.getMultiDimIdentityMap(rank);
    AffineMap dropped = dropAxis(rank, axis);
    Value first = Linalg.generic(l, List.of(x, max), List.of(firstInit), List.of(id, dropped, dropped), iters,
        (b, loc, args) -> {
          Value i = Scalars.cast(b, loc, Linalg.index(b, loc, axis), i64, false, false);
          Value hit = Scalars.cmp(b, loc, Scalars.Cmp.EQ, args.get(0), args.get(1), false);
          Value cand = Scalars.select(b, loc, hit, i, args.get(2));
          YieldOp.create(b, loc, List.of(Scalars.min(b, loc, cand, args.get(2), false)));
        }).get(0);
    Value init = Linalg.empty(l, out, x);
    return Linalg.generic1(l, List.of(first), init, List.of(dropped, id), Linalg.iterators(rank, "parallel"),
        (b, loc, in2) -> {
          Value i = Scalars.cast(b, loc, Linalg.index(b, loc, axis), i64, false, false);
          Value hit = Scalars.cmp(b, loc, Scalars.Cmp.EQ, in2.get(0), i, false);
          return Scalars.select(b, loc, hit, Scalars.constant(b, loc, elt, 1), Scalars.constant(b, loc, elt, 0));
        });
  }
}
