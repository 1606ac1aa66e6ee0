package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.FloatType;
import jopt.ir.type.RankedTensorType;

/**
 * The normalizations. BatchNormalization at inference is one element-wise generic reading the
 * per-channel statistics; LayerNormalization, InstanceNormalization, MeanVarianceNormalization
 * and LpNormalization reduce the statistics over their dims (sum, then sum of squared
 * deviations) and normalize in a final element-wise generic, reading scale and bias with
 * broadcasting.
 */
final class NormLowerings {
  private NormLowerings() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.BatchNormalization", NormLowerings::batchNorm);
    m.put("onnx.BatchNormalizationInferenceMode", NormLowerings::batchNorm);
    m.put("onnx.LayerNormalization", NormLowerings::layerNorm);
    m.put("onnx.InstanceNormalization", OnnxLowering.single(NormLowerings::instanceNorm));
    m.put("onnx.MeanVarianceNormalization", OnnxLowering.single(NormLowerings::meanVarianceNorm));
    m.put("onnx.LpNormalization", OnnxLowering.single(NormLowerings::lpNorm));
    m.put("onnx.LRN", OnnxLowering.single(NormLowerings::lrn));
  }

  /** The map reading a per-channel vector (dim 1) in a loop nest of rank {@code rank}. */
  private static AffineMap channel(int rank) {
    return AffineMap.get(rank, 0, AffineExpr.dim(1));
  }

  private static List<Value> batchNorm(Lowering l) {
    if (l.intAttr("training_mode") != 0) {
      return batchNormTraining(l);
    }
    for (int i = 1; i < l.op.getNumResults(); i++) {
      if (!l.resultUnused(i)) {
        throw l.fail("the running statistics results are used");
      }
    }
    RankedTensorType xt = l.type(0);
    RankedTensorType out = l.resultType(0);
    int rank = xt.getRank();
    if (rank < 2) {
      throw l.fail("input of rank " + rank);
    }
    double eps = l.floatAttr("epsilon");
    AffineMap id = AffineMap.getMultiDimIdentityMap(rank);
    AffineMap c = channel(rank);
    Value init = Linalg.empty(l, out, l.operand(0));
    Value y = Linalg.generic1(l, List.of(l.operand(0), l.operand(1), l.operand(2), l.operand(3), l.operand(4)),
        init, List.of(id, c, c, c, c, id), Linalg.iterators(rank, "parallel"), (b, loc, in) -> {
          Value x = in.get(0);
          Value var = Scalars.add(b, loc, in.get(4), Scalars.constant(b, loc, x.getType(), eps));
          Value norm = Scalars.div(b, loc, Scalars.sub(b, loc, x, in.get(3)), Scalars.math(b, loc, "math.sqrt", var),
              false);
          return Scalars.add(b, loc, Scalars.mul(b, loc, norm, in.get(1)), in.get(2));
        });
    List<Value> r = new ArrayList<>(List.of(y));
    for (int i = 1; i < l.op.getNumResults(); i++) {
      r.add(null);
    }
    return r;
  }

  /**
   * BatchNormalization in training mode: the batch's mean and (population) variance per channel
   * normalize; the running statistics results are {@code input * momentum + batch * (1 - momentum)}.
   */
  private static List<Value> batchNormTraining(Lowering l) {
    RankedTensorType xt = l.type(0);
    RankedTensorType out = l.resultType(0);
    int rank = xt.getRank();
    double eps = l.floatAttr("epsilon");
    double momentum = l.floatAttr("momentum");
    boolean[] reduced = new boolean[rank];
    for (int i = 0; i < rank; i++) {
      reduced[i] = i != 1;
    }
    Value x = l.operand(0);
    Type st = statType(xt.getElementType());
    Value[] mv = moments(l, x, reduced, st);
    Value y = normalize(l, x, mv[0], mv[1], reduced, eps, l.operand(1), channel(rank), l.operand(2), channel(rank), out);
    List<Value> r = new ArrayList<>(List.of(y));
    for (int k = 1; k < l.op.getNumResults(); k++) {
      if (l.resultUnused(k)) {
        r.add(null);
        continue;
      }
      Value running = l.operand(k == 1 ? 3 : 4);
      RankedTensorType rt = l.resultType(k);
      Value batch = castTo(l, mv[k - 1], rt);
      r.add(Linalg.map(l, List.of(running, batch), rt, (b, loc, in) -> Scalars.add(b, loc,
          Scalars.mul(b, loc, in.get(0), Scalars.constant(b, loc, in.get(0).getType(), momentum)),
          Scalars.mul(b, loc, in.get(1), Scalars.constant(b, loc, in.get(1).getType(), 1 - momentum)))));
    }
    return r;
  }

  /** The element type statistics are computed in: f32 for narrower floats (stash_type 1). */
  private static Type statType(Type elt) {
    return elt instanceof FloatType f && f.getWidth() < 32 ? FloatType.F32 : elt;
  }

  /**
   * The mean and the variance (population) of {@code x} over the {@code reduced} dims, each a
   * tensor of the kept dims, of element type {@code st}.
   */
  private static Value[] moments(Lowering l, Value x, boolean[] reduced, Type st) {
    RankedTensorType xt = (RankedTensorType) x.getType();
    long n = 1;
    for (int i = 0; i < xt.getRank(); i++) {
      if (reduced[i]) {
        if (xt.isDynamicDim(i)) {
          throw l.fail("a normalized dim is dynamic");
        }
        n *= xt.getDimSize(i);
      }
    }
    long count = n;
    Value sum = Linalg.reduce(l, x, reduced, st, Scalars.constant(l.b, l.loc, st, 0),
        (b, loc, in) -> Scalars.cast(b, loc, in.get(0), st, false, false), (b, loc, v, acc) -> Scalars.add(b, loc, v, acc));
    RankedTensorType kept = (RankedTensorType) sum.getType();
    Value mean = Linalg.map(l, List.of(sum), kept, (b, loc, in) ->
        Scalars.div(b, loc, in.get(0), Scalars.constant(b, loc, st, count), false));
    int rank = xt.getRank();
    AffineMap id = AffineMap.getMultiDimIdentityMap(rank);
    AffineMap keptMap = keptMap(reduced);
    List<String> iters = new ArrayList<>();
    for (boolean r : reduced) {
      iters.add(r ? "reduction" : "parallel");
    }
    Value sqInit = Linalg.fill(l, Scalars.constant(l.b, l.loc, st, 0), Linalg.empty(l, kept, mean));
    Value sq = Linalg.generic(l, List.of(x, mean), List.of(sqInit), List.of(id, keptMap, keptMap), iters,
        (b, loc, args) -> {
          Value d = Scalars.sub(b, loc, Scalars.cast(b, loc, args.get(0), st, false, false), args.get(1));
          YieldOp.create(b, loc, List.of(Scalars.add(b, loc, Scalars.mul(b, loc, d, d), args.get(2))));
        }).get(0);
    Value var = Linalg.map(l, List.of(sq), kept, (b, loc, in) ->
        Scalars.div(b, loc, in.get(0), Scalars.constant(b, loc, st, count), false));
    return new Value[] {mean, var};
  }

  /** The map of a tensor of the kept (not reduced) dims in the full loop nest. */
  private static AffineMap keptMap(boolean[] reduced) {
    List<AffineExpr> exprs = new ArrayList<>();
    for (int i = 0; i < reduced.length; i++) {
      if (!reduced[i]) {
        exprs.add(AffineExpr.dim(i));
      }
    }
    return AffineMap.get(reduced.length, 0, exprs);
  }

  /**
   * {@code (x - mean) * rsqrt(var + eps)}, times and plus the optional {@code scale} and
   * {@code bias} read through their maps, in the result's element type.
   */
  private static Value normalize(Lowering l, Value x, Value mean, Value var, boolean[] reduced, double eps,
      Value scale, AffineMap scaleMap, Value bias, AffineMap biasMap, RankedTensorType out) {
    int rank = reduced.length;
    AffineMap id = AffineMap.getMultiDimIdentityMap(rank);
    AffineMap keptMap = keptMap(reduced);
    List<Value> inputs = new ArrayList<>(List.of(x, mean, var));
    List<AffineMap> maps = new ArrayList<>(List.of(id, keptMap, keptMap));
    if (scale != null) {
      inputs.add(scale);
      maps.add(scaleMap);
    }
    if (bias != null) {
      inputs.add(bias);
      maps.add(biasMap);
    }
    maps.add(id);
    Type elt = out.getElementType();
    Value init = Linalg.empty(l, out, x);
    return Linalg.generic1(l, inputs, init, maps, Linalg.iterators(rank, "parallel"), (b, loc, in) -> {
      Value m = in.get(1);
      Type st = m.getType();
      Value inv = Scalars.math(b, loc, "math.rsqrt", Scalars.add(b, loc, in.get(2), Scalars.constant(b, loc, st, eps)));
      Value y = Scalars.mul(b, loc, Scalars.sub(b, loc, Scalars.cast(b, loc, in.get(0), st, false, false), m), inv);
      y = Scalars.cast(b, loc, y, elt, false, false);
      int k = 3;
      if (scale != null) {
        y = Scalars.mul(b, loc, y, in.get(k++));
      }
      if (bias != null) {
        y = Scalars.add(b, loc, y, in.get(k));
      }
      return y;
    });
  }

  /** LayerNormalization: statistics over the dims from the axis on; Mean and InvStdDev results when used. */
  private static List<Value> layerNorm(Lowering l) {
    RankedTensorType xt = l.type(0);
    RankedTensorType out = l.resultType(0);
    int rank = xt.getRank();
    int axis = l.axis(l.intAttr("axis"), rank);
    double eps = l.floatAttr("epsilon");
    Type st = l.intAttr("stash_type") == 1 ? statType(xt.getElementType()) : xt.getElementType();
    boolean[] reduced = new boolean[rank];
    for (int i = axis; i < rank; i++) {
      reduced[i] = true;
    }
    Value x = l.operand(0);
    Value[] mv = moments(l, x, reduced, st);
    RankedTensorType scaleType = l.type(1);
    Value bias = l.absent(2) ? null : l.operand(2);
    Value y = normalize(l, x, mv[0], mv[1], reduced, eps, l.operand(1), Linalg.broadcastMap(scaleType, xt), bias,
        bias == null ? null : Linalg.broadcastMap(l.type(2), xt), out);
    List<Value> r = new ArrayList<>(List.of(y));
    if (l.op.getNumResults() > 1) {
      r.add(l.resultUnused(1) ? null : Reshapes.reshape(l, castTo(l, mv[0], l.resultType(1)), l.resultType(1)));
    }
    if (l.op.getNumResults() > 2) {
      Value inv = null;
      if (!l.resultUnused(2)) {
        RankedTensorType kept = (RankedTensorType) mv[1].getType();
        Value s = Linalg.map(l, List.of(mv[1]), kept, (b, loc, in) -> Scalars.math(b, loc, "math.rsqrt",
            Scalars.add(b, loc, in.get(0), Scalars.constant(b, loc, in.get(0).getType(), eps))));
        inv = Reshapes.reshape(l, castTo(l, s, l.resultType(2)), l.resultType(2));
      }
      r.add(inv);
    }
    return r;
  }

  /** {@code v} converted element-wise to {@code like}'s element type (same shape). */
  private static Value castTo(Lowering l, Value v, RankedTensorType like) {
    RankedTensorType t = (RankedTensorType) v.getType();
    if (t.getElementType().equals(like.getElementType())) {
      return v;
    }
    Type to = like.getElementType();
    return Linalg.map(l, List.of(v), RankedTensorType.get(t.getShape(), to),
        (b, loc, in) -> Scalars.cast(b, loc, in.get(0), to, false, false));
  }

  /** InstanceNormalization: statistics per sample and channel over the spatial dims. */
  private static Value instanceNorm(Lowering l) {
    RankedTensorType xt = l.type(0);
    int rank = xt.getRank();
    boolean[] reduced = new boolean[rank];
    for (int i = 2; i < rank; i++) {
      reduced[i] = true;
    }
    Value x = l.operand(0);
    Value[] mv = moments(l, x, reduced, statType(xt.getElementType()));
    return normalize(l, x, mv[0], mv[1], reduced, l.floatAttr("epsilon"), l.operand(1), channel(rank),
        l.operand(2), channel(rank), l.resultType(0));
  }

  /**
   * MeanVarianceNormalization as ONNX's function body computes it:
   * {@code (x - E[x]) / (sqrt(E[x^2] - E[x]^2) + 1e-9)} over the axes (the op table's default
   * when absent).
   */
  private static Value meanVarianceNorm(Lowering l) {
    RankedTensorType xt = l.type(0);
    RankedTensorType out = l.resultType(0);
    int rank = xt.getRank();
    long[] axes = l.attrs().getInts("axes");
    if (axes == null) {
      throw l.fail("attribute 'axes' is not an integer array");
    }
    boolean[] reduced = new boolean[rank];
    long n = 1;
    for (long a : axes) {
      int ax = l.axis(a, rank);
      reduced[ax] = true;
    }
    for (int i = 0; i < rank; i++) {
      if (reduced[i]) {
        n *= xt.getDimSize(i);
      }
    }
    Type elt = xt.getElementType();
    Value x = l.operand(0);
    long count = n;
    Value sum = Linalg.reduce(l, x, reduced, elt, Scalars.constant(l.b, l.loc, elt, 0), null,
        (b, loc, v, acc) -> Scalars.add(b, loc, v, acc));
    Value sumSq = Linalg.reduce(l, x, reduced, elt, Scalars.constant(l.b, l.loc, elt, 0),
        (b, loc, in) -> Scalars.mul(b, loc, in.get(0), in.get(0)), (b, loc, v, acc) -> Scalars.add(b, loc, v, acc));
    AffineMap id = AffineMap.getMultiDimIdentityMap(rank);
    AffineMap kept = keptMap(reduced);
    return Linalg.generic1(l, List.of(x, sum, sumSq), Linalg.empty(l, out, x), List.of(id, kept, kept, id),
        Linalg.iterators(rank, "parallel"), (b, loc, in) -> {
          Value cnt = Scalars.constant(b, loc, elt, count);
          Value mean = Scalars.div(b, loc, in.get(1), cnt, false);
          Value meanSq = Scalars.div(b, loc, in.get(2), cnt, false);
          Value var = Scalars.sub(b, loc, meanSq, Scalars.mul(b, loc, mean, mean));
          Value std = Scalars.add(b, loc, Scalars.math(b, loc, "math.sqrt", var), Scalars.constant(b, loc, elt, 1e-9));
          return Scalars.div(b, loc, Scalars.sub(b, loc, in.get(0), mean), std, false);
        });
  }

  /**
   * LRN: {@code x / (bias + alpha / size * sum(x^2 over the channel window))^beta}, the window
   * {@code [c - (size - 1) / 2, c + ceil((size - 1) / 2)]}: the squares summed over a zero-padded
   * channel dim by a generic with a window loop, then one element-wise generic.
   */
  private static Value lrn(Lowering l) {
    RankedTensorType xt = l.staticType(0);
    RankedTensorType out = l.resultType(0);
    int rank = xt.getRank();
    long size = l.intAttr("size");
    if (size < 1 || rank < 3) {
      throw l.fail("size " + size + " or rank " + rank);
    }
    double alpha = l.floatAttr("alpha");
    double beta = l.floatAttr("beta");
    double bias = l.floatAttr("bias");
    Type elt = xt.getElementType();
    long lo = (size - 1) / 2;
    long hi = size - 1 - lo;
    long[] low = new long[rank];
    long[] high = new long[rank];
    low[1] = lo;
    high[1] = hi;
    Value padded = jopt.dialects.tensor.PadOp.create(l.b, l.loc, null, l.operand(0), SliceLowerings.idxs(low),
        SliceLowerings.idxs(high), Scalars.constant(l.b, l.loc, elt, 0), false).getOperation().getResult(0);
    Value window = Linalg.filled(l, RankedTensorType.get(new long[] {size}, elt), 0, null);
    int loops = rank + 1;
    List<AffineExpr> in = new ArrayList<>();
    List<AffineExpr> o = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      in.add(i == 1 ? AffineExpr.dim(1).add(AffineExpr.dim(rank)) : AffineExpr.dim(i));
      o.add(AffineExpr.dim(i));
    }
    List<String> iters = Linalg.iterators(rank, "parallel");
    iters.add("reduction");
    Value sq = Linalg.generic(l, List.of(padded, window), List.of(Linalg.filled(l, xt, 0, null)),
        List.of(AffineMap.get(loops, 0, in), AffineMap.get(loops, 0, AffineExpr.dim(rank)), AffineMap.get(loops, 0, o)),
        iters, (b, loc, args) -> YieldOp.create(b, loc,
            List.of(Scalars.add(b, loc, args.get(2), Scalars.mul(b, loc, args.get(0), args.get(0)))))).get(0);
    return Linalg.map(l, List.of(l.operand(0), sq), out, (b, loc, v) -> {
      Value d = Scalars.add(b, loc, Scalars.constant(b, loc, elt, bias),
          Scalars.mul(b, loc, Scalars.constant(b, loc, elt, alpha / size), v.get(1)));
      return Scalars.div(b, loc, v.get(0), Scalars.math(b, loc, "math.powf", d, Scalars.constant(b, loc, elt, beta)),
          false);
    });
  }

  /** LpNormalization: {@code x / ||x||_p} along the axis, p 1 or 2. */
  private static Value lpNorm(Lowering l) {
    RankedTensorType xt = l.type(0);
    int rank = xt.getRank();
    int axis = l.axis(l.intAttr("axis"), rank);
    long p = l.intAttr("p");
    if (p != 1 && p != 2) {
      throw l.fail("p = " + p);
    }
    boolean[] reduced = new boolean[rank];
    reduced[axis] = true;
    Type elt = xt.getElementType();
    Value x = l.operand(0);
    Value norm = Linalg.reduce(l, x, reduced, elt, Scalars.constant(l.b, l.loc, elt, 0),
        (b, loc, in) -> p == 1 ? Scalars.math(b, loc, "math.absf", in.get(0)) : Scalars.mul(b, loc, in.get(0), in.get(0)),
        (b, loc, v, acc) -> Scalars.add(b, loc, v, acc));
    AffineMap id = AffineMap.getMultiDimIdentityMap(rank);
    return Linalg.generic1(l, List.of(x, norm), Linalg.empty(l, l.resultType(0), x), List.of(id, keptMap(reduced), id),
        Linalg.iterators(rank, "parallel"), (b, loc, in) -> {
          Value d = p == 1 ? in.get(1) : Scalars.math(b, loc, "math.sqrt", in.get(1));
          return Scalars.div(b, loc, in.get(0), d, false);
        });
  }
}
