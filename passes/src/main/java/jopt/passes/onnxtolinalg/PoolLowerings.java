package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.linalg.YieldOp;
import jopt.dialects.onnx.SymInt;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;

/**
 * MaxPool, AveragePool and the global pools. The input is padded (with the lowest value for
 * max, zero for average; ceil_mode's extra high padding included), then pooled by
 * {@code linalg.pooling_nchw_max/sum} ({@code _ncw_} in 1-D; a generic in 3-D or on unsigned
 * integers); the average divides by the window's size, or, where windows reach into padding,
 * by the count of the elements it covers ({@code count_include_pad} counting the explicit pads),
 * computed from {@code linalg.index}. Global pools are reductions over the spatial dims.
 */
final class PoolLowerings {
  private PoolLowerings() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.MaxPool", PoolLowerings::maxPool);
    m.put("onnx.MaxPoolSingleOut", PoolLowerings::maxPool);
    m.put("onnx.AveragePool", OnnxLowering.single(PoolLowerings::averagePool));
    m.put("onnx.GlobalAveragePool", OnnxLowering.single(l -> globalPool(l, false)));
    m.put("onnx.GlobalMaxPool", OnnxLowering.single(l -> globalPool(l, true)));
    m.put("onnx.MaxUnpool", OnnxLowering.single(PoolLowerings::maxUnpool));
  }

  private static List<Value> maxPool(Lowering l) {
    if (l.op.getNumResults() > 1 && !l.resultUnused(1)) {
      return maxPoolWithIndices(l);
    }
    RankedTensorType out = l.resultType(0);
    long[] kernel = l.intsAttr("kernel_shape");
    if (kernel == null) {
      throw l.fail("no kernel_shape");
    }
    Windows w = Windows.of(l, l.operand(0), kernel, l.resultDims(0));
    Type elt = out.getElementType();
    boolean unsigned = l.unsigned(l.operand(0));
    Value x = w.pad(l, l.operand(0), Scalars.lowest(l.b, l.loc, elt, unsigned));
    Value init = Linalg.fill(l, Scalars.lowest(l.b, l.loc, elt, unsigned), l.emptyResult(0));
    String named = unsigned ? null : w.rank() == 2 ? "linalg.pooling_nchw_max"
        : w.rank() == 1 ? "linalg.pooling_ncw_max" : null;
    Value r = pool(l, x, init, w, named, (b, loc, in, acc) -> Scalars.max(b, loc, in, acc, unsigned));
    List<Value> results = new ArrayList<>(List.of(r));
    if (l.op.getNumResults() > 1) {
      results.add(null);
    }
    return results;
  }

  /**
   * MaxPool with its Indices result: one generic with a value and an index accumulator, the
   * index of the first maximum flattened over the unpadded input (row-major, or with
   * storage_order 1 the spatial dims column-major).
   */
  private static List<Value> maxPoolWithIndices(Lowering l) {
    RankedTensorType out = l.resultType(0);
    RankedTensorType idxType = l.resultType(1);
    long[] kernel = l.intsAttr("kernel_shape");
    if (kernel == null) {
      throw l.fail("no kernel_shape");
    }
    Windows w = Windows.of(l, l.operand(0), kernel, l.resultDims(0));
    int sp = w.rank();
    Type elt = out.getElementType();
    boolean unsigned = l.unsigned(l.operand(0));
    boolean colMajor = l.intAttr("storage_order") != 0;
    Value x = w.pad(l, l.operand(0), Scalars.lowest(l.b, l.loc, elt, unsigned));
    Value vInit = Linalg.fill(l, Scalars.lowest(l.b, l.loc, elt, unsigned), l.emptyResult(0));
    Value iInit = Linalg.fill(l, Scalars.constant(l.b, l.loc, idxType.getElementType(), 0),
        l.emptyOf(idxType, l.resultDims(0)));
    SymInt channels = l.dim(l.operand(0), 1);
    Sized sized = new Sized(l);
    sized.add(channels);
    for (int i = 0; i < sp; i++) {
      sized.add(w.low()[i]);
      sized.add(w.in()[i]);
    }
    Value window = Linalg.filled(l, RankedTensorType.get(w.kernel(), elt), 0, null);
    int loops = 2 + 2 * sp;
    List<AffineExpr> in = new ArrayList<>(List.of(AffineExpr.dim(0), AffineExpr.dim(1)));
    List<AffineExpr> win = new ArrayList<>();
    List<AffineExpr> o = new ArrayList<>(List.of(AffineExpr.dim(0), AffineExpr.dim(1)));
    for (int i = 0; i < sp; i++) {
      in.add(w.position(i, AffineExpr.dim(2 + i), AffineExpr.dim(2 + sp + i)));
      win.add(AffineExpr.dim(2 + sp + i));
      o.add(AffineExpr.dim(2 + i));
    }
    List<String> iters = Linalg.iterators(2 + sp, "parallel");
    iters.addAll(Linalg.iterators(sp, "reduction"));
    AffineMap outMap = AffineMap.get(loops, 0, o);
    List<Value> r = Linalg.generic(l, List.of(x, window), List.of(vInit, iInit),
        List.of(AffineMap.get(loops, 0, in), AffineMap.get(loops, 0, win), outMap, outMap), iters, (b, loc, args) -> {
          Value better = Scalars.cmp(b, loc, Scalars.Cmp.GT, args.get(0), args.get(2), unsigned);
          // ((n * C + c) * D1 + p1) * D2 + p2 ..., p the unpadded position along each spatial dim.
          Value flat = Scalars.add(b, loc, Scalars.mul(b, loc, Linalg.index(b, loc, 0), sized.get(b, loc, channels)),
              Linalg.index(b, loc, 1));
          for (int k = 0; k < sp; k++) {
            int i = colMajor ? sp - 1 - k : k;
            Value pos = Scalars.add(b, loc, Scalars.mul(b, loc, Linalg.index(b, loc, 2 + i),
                Scalars.index(b, loc, w.strides()[i])), Scalars.mul(b, loc, Linalg.index(b, loc, 2 + sp + i),
                Scalars.index(b, loc, w.dilations()[i])));
            pos = Scalars.sub(b, loc, pos, sized.get(b, loc, w.low()[i]));
            flat = Scalars.add(b, loc, Scalars.mul(b, loc, flat, sized.get(b, loc, w.in()[i])), pos);
          }
          Value idx = Scalars.cast(b, loc, flat, idxType.getElementType(), false, false);
          YieldOp.create(b, loc, List.of(Scalars.select(b, loc, better, args.get(0), args.get(2)),
              Scalars.select(b, loc, better, idx, args.get(3))));
        });
    return List.of(r.get(0), r.get(1));
  }

  /**
   * MaxUnpool: zeros of the (static) result's shape with each input element at the flat index
   * its Indices operand gives; one generic whose input dims are reduction loops (quadratic).
   */
  private static Value maxUnpool(Lowering l) {
    RankedTensorType xt = l.staticType(0);
    RankedTensorType out = l.staticResultType(0);
    int rank = out.getRank();
    int loops = 2 * rank;
    // The indices count in the unpooled shape ((in - 1) * stride + kernel - pads), which
    // output_shape may only pad at the end.
    long[] kernel = l.intsAttr("kernel_shape");
    long[] strides = l.intsAttr("strides");
    long[] pads = l.intsAttr("pads");
    int sp = rank - 2;
    if (kernel == null || kernel.length != sp) {
      throw l.fail("kernel_shape");
    }
    long[] unpooled = out.getShape().clone();
    for (int i = 0; i < sp; i++) {
      long s = strides == null ? 1 : strides[i];
      long p = pads == null ? 0 : pads[i] + pads[i + sp];
      unpooled[i + 2] = (xt.getDimSize(i + 2) - 1) * s + kernel[i] - p;
    }
    List<AffineExpr> in = new ArrayList<>();
    List<AffineExpr> o = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      o.add(AffineExpr.dim(i));
      in.add(AffineExpr.dim(rank + i));
    }
    List<String> iters = Linalg.iterators(rank, "parallel");
    iters.addAll(Linalg.iterators(rank, "reduction"));
    AffineMap inMap = AffineMap.get(loops, 0, in);
    Type idxType = l.type(1).getElementType();
    return Linalg.generic(l, List.of(l.operand(0), l.operand(1)), List.of(Linalg.filled(l, out, 0, null)),
        List.of(inMap, inMap, AffineMap.get(loops, 0, o)), iters, (b, loc, args) -> {
          Value flat = Scalars.index(b, loc, 0);
          Value inside = null;
          for (int i = 0; i < rank; i++) {
            Value oi = Linalg.index(b, loc, i);
            flat = Scalars.add(b, loc, Scalars.mul(b, loc, flat, Scalars.index(b, loc, unpooled[i])), oi);
            Value in1 = Scalars.cmp(b, loc, Scalars.Cmp.LT, oi, Scalars.index(b, loc, unpooled[i]), false);
            inside = inside == null ? in1 : Scalars.and(b, loc, inside, in1);
          }
          Value hit = Scalars.and(b, loc, inside, Scalars.cmp(b, loc, Scalars.Cmp.EQ,
              Scalars.cast(b, loc, flat, idxType, false, false), args.get(1), false));
          YieldOp.create(b, loc, List.of(Scalars.select(b, loc, hit, args.get(0), args.get(2))));
        }).get(0);
  }

  /** The named pooling op {@code named} (or a generic combining with {@code combine}) over the window. */
  private static Value pool(Lowering l, Value x, Value init, Windows w, String named, Linalg.Combiner combine) {
    Type elt = ((RankedTensorType) init.getType()).getElementType();
    // The window operand only gives the loops their extent; filled, as loops lowered from the op
    // (MLIR's linalg-to-loops) load its elements.
    Value window = Linalg.filled(l, RankedTensorType.get(w.kernel(), elt), 0, null);
    if (named != null) {
      NamedAttrList attrs = new NamedAttrList();
      attrs.set("dilations", w.dilationsAttr());
      attrs.set("strides", w.stridesAttr());
      return NamedOps.get(named).create(l.b, l.loc, List.of(x, window), List.of(init), attrs).getOperation()
          .getResult(0);
    }
    int sp = w.rank();
    int loops = 2 + 2 * sp;
    List<AffineExpr> in = new ArrayList<>(List.of(AffineExpr.dim(0), AffineExpr.dim(1)));
    List<AffineExpr> win = new ArrayList<>();
    List<AffineExpr> o = new ArrayList<>(List.of(AffineExpr.dim(0), AffineExpr.dim(1)));
    for (int i = 0; i < sp; i++) {
      AffineExpr oi = AffineExpr.dim(2 + i);
      AffineExpr ki = AffineExpr.dim(2 + sp + i);
      in.add(w.position(i, oi, ki));
      win.add(ki);
      o.add(oi);
    }
    List<String> iters = Linalg.iterators(2 + sp, "parallel");
    iters.addAll(Linalg.iterators(sp, "reduction"));
    return Linalg.generic(l, List.of(x, window), List.of(init),
        List.of(AffineMap.get(loops, 0, in), AffineMap.get(loops, 0, win), AffineMap.get(loops, 0, o)), iters,
        (b, loc, args) -> YieldOp.create(b, loc, List.of(combine.apply(b, loc, args.get(0), args.get(2))))).get(0);
  }

  private static Value averagePool(Lowering l) {
    RankedTensorType out = l.resultType(0);
    Type elt = out.getElementType();
    if (!Scalars.isFloat(elt)) {
      throw l.fail("AveragePool of integers");
    }
    long[] kernel = l.intsAttr("kernel_shape");
    if (kernel == null) {
      throw l.fail("no kernel_shape");
    }
    Windows w = Windows.of(l, l.operand(0), kernel, l.resultDims(0));
    boolean countPad = l.intAttr("count_include_pad") != 0;
    Value x = w.pad(l, l.operand(0), Scalars.constant(l.b, l.loc, elt, 0));
    Value init = Linalg.fill(l, Scalars.constant(l.b, l.loc, elt, 0), l.emptyResult(0));
    String named = w.rank() == 2 ? "linalg.pooling_nchw_sum" : w.rank() == 1 ? "linalg.pooling_ncw_sum" : null;
    Value sum = pool(l, x, init, w, named, (b, loc, in, acc) -> Scalars.add(b, loc, in, acc));
    boolean partial = false;
    Sized sized = new Sized(l);
    for (int i = 0; i < w.rank(); i++) {
      partial |= w.hasExtra(i) || !countPad && (!w.low()[i].is(0) || !w.high()[i].is(0));
      sized.add(w.low()[i]);
      sized.add(countPad ? w.in()[i].add(w.high()[i]) : w.in()[i]);
      sized.add(w.in()[i]);
    }
    if (!partial) {
      long n = 1;
      for (long k : kernel) {
        n *= k;
      }
      long size = n;
      return Linalg.map(l, List.of(sum), out, (b, loc, in) -> Scalars.div(b, loc, in.get(0),
          Scalars.constant(b, loc, elt, size), false));
    }
    int sp = w.rank();
    return Linalg.map(l, List.of(sum), out, (b, loc, in) -> {
      Value count = Scalars.index(b, loc, 1);
      for (int i = 0; i < sp; i++) {
        count = Scalars.mul(b, loc, count, covered(b, loc, w, i, Linalg.index(b, loc, 2 + i), countPad, sized));
      }
      Value c = Scalars.cast(b, loc, Scalars.cast(b, loc, count, jopt.ir.type.IntegerType.get(64), false, false),
          elt, false, false);
      return Scalars.div(b, loc, in.get(0), c, false);
    });
  }

  /**
   * How many taps of window {@code o} along spatial dim {@code i} fall in the input (with the
   * explicit pads when {@code countPad}): taps {@code j} in {@code [0, k)} with
   * {@code o * s - low + j * d} in {@code [lo, hi)}.
   */
  private static Value covered(Builder b, Location loc, Windows w, int i, Value o, boolean countPad, Sized sized) {
    long s = w.strides()[i];
    long d = w.dilations()[i];
    long k = w.kernel()[i];
    SymInt lo = countPad ? w.low()[i].neg() : SymInt.ZERO;
    SymInt hi = countPad ? w.in()[i].add(w.high()[i]) : w.in()[i];
    Value start = Scalars.sub(b, loc, Scalars.mul(b, loc, o, Scalars.index(b, loc, s)), sized.get(b, loc, w.low()[i]));
    Value dd = Scalars.index(b, loc, d);
    Value loV = lo.isConstant() ? Scalars.index(b, loc, lo.value())
        : Scalars.sub(b, loc, Scalars.index(b, loc, 0), sized.get(b, loc, w.low()[i]));
    Value first = b.create(loc, "arith.ceildivsi", List.of(Scalars.sub(b, loc, loV, start), dd),
        List.of(IndexType.get()), null).getResult(0);
    first = Scalars.max(b, loc, Scalars.index(b, loc, 0), first, false);
    Value hiV = hi.isConstant() ? Scalars.index(b, loc, hi.value() - 1)
        : Scalars.sub(b, loc, sized.get(b, loc, hi), Scalars.index(b, loc, 1));
    Value last = b.create(loc, "arith.floordivsi",
        List.of(Scalars.sub(b, loc, hiV, start), dd), List.of(IndexType.get()), null)
        .getResult(0);
    last = Scalars.min(b, loc, Scalars.index(b, loc, k - 1), last, false);
    Value n = Scalars.add(b, loc, Scalars.sub(b, loc, last, first), Scalars.index(b, loc, 1));
    return Scalars.max(b, loc, Scalars.index(b, loc, 0), n, false);
  }

  /**
   * Sizes a generic's payload reads: a constant is built in the payload, a size known at run
   * time once before the generic (and captured).
   */
  private static final class Sized {
    private final Lowering l;
    private final java.util.Map<SymInt, Value> built = new java.util.HashMap<>();

    Sized(Lowering l) {
      this.l = l;
    }

    void add(SymInt s) {
      if (!s.isConstant() && !built.containsKey(s)) {
        built.put(s, l.size(s));
      }
    }

    Value get(Builder b, Location loc, SymInt s) {
      return s.isConstant() ? Scalars.index(b, loc, s.value()) : built.get(s);
    }
  }

  /** GlobalAveragePool / GlobalMaxPool: a reduction over the spatial dims, kept as unit dims. */
  private static Value globalPool(Lowering l, boolean max) {
    RankedTensorType xt = l.type(0);
    RankedTensorType out = l.resultType(0);
    Type elt = out.getElementType();
    int rank = xt.getRank();
    boolean[] reduced = new boolean[rank];
    SymInt n = SymInt.ONE;
    for (int i = 2; i < rank; i++) {
      reduced[i] = true;
      n = n.mul(l.dim(l.operand(0), i));
    }
    boolean unsigned = l.unsigned(l.operand(0));
    Value r;
    if (max) {
      r = Linalg.reduce(l, l.operand(0), reduced, elt, Scalars.lowest(l.b, l.loc, elt, unsigned), null,
          (b, loc, in, acc) -> Scalars.max(b, loc, in, acc, unsigned));
    } else {
      if (!Scalars.isFloat(elt)) {
        throw l.fail("GlobalAveragePool of integers");
      }
      Value sum = Linalg.reduce(l, l.operand(0), reduced, elt, Scalars.constant(l.b, l.loc, elt, 0), null,
          (b, loc, in, acc) -> Scalars.add(b, loc, in, acc));
      SymInt size = n;
      // The count of a dynamic window, as a float: read once, before the loops.
      Value count = size.isConstant() ? null : Scalars.cast(l.b, l.loc, Scalars.cast(l.b, l.loc, l.size(size),
          jopt.ir.type.IntegerType.get(64), false, false), elt, false, false);
      r = Linalg.map(l, List.of(sum), (RankedTensorType) sum.getType(), (b, loc, in) ->
          Scalars.div(b, loc, in.get(0), count != null ? count : Scalars.constant(b, loc, elt, size.value()), false));
    }
    return Reshapes.reshape(l, r, out, l.resultDims(0));
  }
}
