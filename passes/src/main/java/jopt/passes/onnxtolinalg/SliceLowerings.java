package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.YieldOp;
import jopt.dialects.tensor.ConcatOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.dialects.tensor.PadOp;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;

/**
 * Slice, Split, Concat and Pad: {@code tensor.extract_slice} (a reversal generic for negative
 * steps), {@code tensor.concat}, {@code tensor.pad} for constant padding and generics of clamped
 * or reflected indices for edge and reflect padding.
 */
final class SliceLowerings {
  private SliceLowerings() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.Slice", OnnxLowering.single(SliceLowerings::slice));
    m.put("onnx.Split", SliceLowerings::split);
    m.put("onnx.SplitV13", SliceLowerings::split);
    m.put("onnx.SplitV11", SliceLowerings::split);
    m.put("onnx.Concat", OnnxLowering.single(SliceLowerings::concat));
    for (String v : List.of("Pad", "PadV2", "PadV11", "PadV13", "PadV18")) {
      m.put("onnx." + v, OnnxLowering.single(SliceLowerings::pad));
    }
  }

  static OpFoldResult idx(long v) {
    return OpFoldResult.of(IntegerAttr.getIndex(v));
  }

  static List<OpFoldResult> idxs(long[] v) {
    List<OpFoldResult> r = new ArrayList<>();
    for (long x : v) {
      r.add(idx(x));
    }
    return r;
  }

  /** {@code tensor.extract_slice} with static offsets, sizes and strides. */
  static Value extractSlice(Lowering l, Value x, long[] offsets, long[] sizes, long[] strides) {
    return ExtractSliceOp.create(l.b, l.loc, x, idxs(offsets), idxs(sizes), idxs(strides)).getOperation().getResult(0);
  }

  /** A slice of constant parameters: where it starts, how many elements, the strides, the reversed dims. */
  record Params(long[] offsets, long[] sizes, long[] strides, boolean[] reversed) {}

  /** The axes and steps of a Slice (constant; absent axes are 0.., absent steps 1). */
  private static long[][] axesAndSteps(Lowering l, int count) {
    long[] axes;
    if (l.absent(3)) {
      axes = new long[count];
      for (int i = 0; i < count; i++) {
        axes[i] = i;
      }
    } else {
      axes = l.requireConstantInts(3, "axes");
    }
    long[] steps = new long[axes.length];
    java.util.Arrays.fill(steps, 1);
    if (!l.absent(4)) {
      steps = l.requireConstantInts(4, "steps");
    }
    if (steps.length != axes.length) {
      throw l.fail("steps and axes differ in length");
    }
    return new long[][] {axes, steps};
  }

  /**
   * The slice of static {@code in} that constant starts, ends, axes and steps select, clamped
   * as ONNX clamps them; null when the starts or ends are no constants.
   */
  static Params constantParams(Lowering l, RankedTensorType in) {
    long[] starts = l.constantInts(1);
    long[] ends = l.constantInts(2);
    if (starts == null || ends == null || Linalg.isDynamic(in)) {
      return null;
    }
    long[][] as = axesAndSteps(l, starts.length);
    long[] axes = as[0];
    long[] steps = as[1];
    if (starts.length != axes.length || ends.length != axes.length) {
      throw l.fail("starts, ends and axes differ in length");
    }
    int rank = in.getRank();
    long[] offsets = new long[rank];
    long[] sizes = in.getShape().clone();
    long[] strides = new long[rank];
    java.util.Arrays.fill(strides, 1);
    boolean[] reversed = new boolean[rank];
    for (int k = 0; k < axes.length; k++) {
      int a = l.axis(axes[k], rank);
      long dim = in.getDimSize(a);
      long step = steps[k];
      if (step == 0) {
        throw l.fail("a step is 0");
      }
      long s = starts[k] < 0 ? starts[k] + dim : starts[k];
      long e = ends[k] < 0 ? ends[k] + dim : ends[k];
      long size;
      if (step > 0) {
        s = Math.max(0, Math.min(dim, s));
        e = Math.max(0, Math.min(dim, e));
        size = e > s ? (e - s + step - 1) / step : 0;
        offsets[a] = s;
        strides[a] = step;
      } else {
        s = Math.max(0, Math.min(dim - 1, s));
        e = Math.max(-1, Math.min(dim - 1, e));
        size = s > e ? (s - e + (-step) - 1) / (-step) : 0;
        // The elements s, s - |step|, ...: read upwards from the last of them, then reversed.
        offsets[a] = size == 0 ? 0 : s - (size - 1) * (-step);
        strides[a] = -step;
        reversed[a] = true;
      }
      sizes[a] = size;
    }
    return new Params(offsets, sizes, strides, reversed);
  }

  /**
   * Slice: constant starts, ends, axes and steps clamped as ONNX does; starts may also be
   * dynamic when the steps are constant and positive (the sizes then come from the static result).
   */
  private static Value slice(Lowering l) {
    RankedTensorType in = l.type(0);
    Params p = constantParams(l, in);
    if (p == null) {
      if (l.constantInts(1) != null && l.constantInts(2) != null) {
        throw l.fail("the input shape is dynamic");
      }
      int n = (int) l.type(1).getDimSize(0);
      if (n < 0) {
        throw l.fail("the number of starts is dynamic");
      }
      boolean constAxesSteps = (l.absent(3) || l.constantInts(3) != null) && (l.absent(4) || l.constantInts(4) != null);
      if (constAxesSteps) {
        long[][] as = axesAndSteps(l, n);
        boolean positive = true;
        for (long st : as[1]) {
          positive &= st > 0;
        }
        if (positive) {
          return dynamicSlice(l, in, l.resultType(0), as[0], as[1]);
        }
      }
      return gatherSlice(l, in, l.staticResultType(0), n);
    }
    Value v = extractSlice(l, l.operand(0), p.offsets(), p.sizes(), p.strides());
    boolean anyReversed = false;
    for (boolean r : p.reversed()) {
      anyReversed |= r;
    }
    if (anyReversed) {
      v = reverse(l, v, p.reversed());
    }
    return Reshapes.castTo(l, v, l.resultType(0));
  }

  /** A copy of static {@code x} with the marked dims reversed. */
  static Value reverse(Lowering l, Value x, boolean[] dims) {
    RankedTensorType t = (RankedTensorType) x.getType();
    List<AffineExpr> exprs = new ArrayList<>();
    for (int i = 0; i < t.getRank(); i++) {
      exprs.add(dims[i] ? AffineExpr.constant(t.getDimSize(i) - 1).sub(AffineExpr.dim(i)) : AffineExpr.dim(i));
    }
    int rank = t.getRank();
    return Linalg.generic1(l, List.of(x), Linalg.empty(l, t, (Value) null),
        List.of(AffineMap.get(rank, 0, exprs), AffineMap.getMultiDimIdentityMap(rank)),
        Linalg.iterators(rank, "parallel"), (b, loc, in) -> in.get(0));
  }

  /**
   * A slice whose axes or steps are runtime values too: per dim, the start and step the axes
   * select (a chain of selects over the {@code n} entries), normalized and clamped, then a
   * generic reading {@code start + i * step} along each dim ({@code tensor.extract}); the sizes
   * are the static result's.
   */
  private static Value gatherSlice(Lowering l, RankedTensorType in, RankedTensorType out, int n) {
    if (Linalg.isDynamic(in)) {
      throw l.fail("the input shape is dynamic");
    }
    Builder b = l.b;
    Location loc = l.loc;
    int rank = in.getRank();
    Value[] start = new Value[rank];
    Value[] step = new Value[rank];
    for (int d = 0; d < rank; d++) {
      start[d] = Scalars.index(b, loc, 0);
      step[d] = Scalars.index(b, loc, 1);
    }
    for (int k = 0; k < n; k++) {
      Value kk = Scalars.index(b, loc, k);
      Value st = Scalars.cast(b, loc, Linalg.extract(b, loc, l.operand(1), List.of(kk)), IndexType.get(), false, false);
      Value sp = l.absent(4) ? Scalars.index(b, loc, 1)
          : Scalars.cast(b, loc, Linalg.extract(b, loc, l.operand(4), List.of(kk)), IndexType.get(), false, false);
      Value ax = l.absent(3) ? kk
          : Scalars.cast(b, loc, Linalg.extract(b, loc, l.operand(3), List.of(kk)), IndexType.get(), false, false);
      Value r = Scalars.index(b, loc, rank);
      ax = Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, ax, Scalars.index(b, loc, 0), false),
          Scalars.add(b, loc, ax, r), ax);
      for (int d = 0; d < rank; d++) {
        Value is = Scalars.cmp(b, loc, Scalars.Cmp.EQ, ax, Scalars.index(b, loc, d), false);
        start[d] = Scalars.select(b, loc, is, st, start[d]);
        step[d] = Scalars.select(b, loc, is, sp, step[d]);
      }
    }
    Value[] first = new Value[rank];
    for (int d = 0; d < rank; d++) {
      long dim = in.getDimSize(d);
      Value zero = Scalars.index(b, loc, 0);
      Value s0 = Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, start[d], zero, false),
          Scalars.add(b, loc, start[d], Scalars.index(b, loc, dim)), start[d]);
      Value up = Scalars.cmp(b, loc, Scalars.Cmp.GT, step[d], zero, false);
      Value hi = Scalars.select(b, loc, up, Scalars.index(b, loc, dim), Scalars.index(b, loc, dim - 1));
      first[d] = Scalars.max(b, loc, zero, Scalars.min(b, loc, s0, hi, false), false);
    }
    Value src = l.operand(0);
    return Linalg.generic(l, List.of(), List.of(Linalg.empty(l, out, (Value) null)),
        List.of(AffineMap.getMultiDimIdentityMap(rank)), Linalg.iterators(rank, "parallel"), (bb, lc, args) -> {
          List<Value> at = new ArrayList<>();
          for (int d = 0; d < rank; d++) {
            at.add(Scalars.add(bb, lc, first[d], Scalars.mul(bb, lc, Linalg.index(bb, lc, d), step[d])));
          }
          YieldOp.create(bb, lc, List.of(Linalg.extract(bb, lc, src, at)));
        }).get(0);
  }

  /** A slice whose starts (or ends) are runtime values: offsets computed and clamped in index arithmetic. */
  private static Value dynamicSlice(Lowering l, RankedTensorType in, RankedTensorType out, long[] axes, long[] steps) {
    if (Linalg.isDynamic(out)) {
      throw l.fail("the starts or ends are no constants and the result shape is dynamic");
    }
    int rank = in.getRank();
    List<OpFoldResult> offsets = new ArrayList<>();
    List<OpFoldResult> strides = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      offsets.add(idx(0));
      strides.add(idx(1));
    }
    Builder b = l.b;
    Location loc = l.loc;
    for (int k = 0; k < axes.length; k++) {
      int a = l.axis(axes[k], rank);
      if (steps[k] <= 0) {
        throw l.fail("a dynamic slice with a step that is not positive");
      }
      Value start = Linalg.extract(b, loc, l.operand(1), List.of(Scalars.index(b, loc, k)));
      start = Scalars.cast(b, loc, start, IndexType.get(), false, false);
      Value dim = Linalg.dim(l, l.operand(0), a);
      Value zero = Scalars.index(b, loc, 0);
      Value wrapped = Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, start, zero, false),
          Scalars.add(b, loc, start, dim), start);
      // Clamped so that the result's elements fit: [0, dim - (size - 1) * step - 1].
      long size = out.getDimSize(a);
      Value hi = Scalars.sub(b, loc, dim, Scalars.index(b, loc, size == 0 ? 0 : (size - 1) * steps[k] + 1));
      Value clamped = Scalars.max(b, loc, zero, Scalars.min(b, loc, wrapped, hi, false), false);
      offsets.set(a, OpFoldResult.of(clamped));
      strides.set(a, idx(steps[k]));
    }
    List<OpFoldResult> sizes = idxs(out.getShape());
    return ExtractSliceOp.create(l.b, l.loc, l.operand(0), offsets, sizes, strides).getOperation().getResult(0);
  }

  /** Split: one slice per result along the axis, sized by the (static) result types. */
  private static List<Value> split(Lowering l) {
    RankedTensorType in = l.type(0);
    int rank = in.getRank();
    int axis = l.axis(l.intAttr("axis"), rank);
    List<Value> r = new ArrayList<>();
    long offset = 0;
    for (int i = 0; i < l.op.getNumResults(); i++) {
      RankedTensorType t = l.staticResultType(i);
      long[] offsets = new long[rank];
      offsets[axis] = offset;
      long[] strides = new long[rank];
      java.util.Arrays.fill(strides, 1);
      if (Linalg.isDynamic(in)) {
        throw l.fail("the input shape is dynamic");
      }
      r.add(extractSlice(l, l.operand(0), offsets, t.getShape(), strides));
      offset += t.getDimSize(axis);
    }
    if (offset != in.getDimSize(axis)) {
      throw l.fail("the results' sizes along the axis add up to " + offset + ", not " + in.getDimSize(axis));
    }
    return r;
  }

  private static Value concat(Lowering l) {
    RankedTensorType out = l.resultType(0);
    int axis = l.axis(l.intAttr("axis"), out.getRank());
    List<Value> inputs = new ArrayList<>();
    for (Value v : l.operands(0)) {
      RankedTensorType t = l.tensorType(v, "an input");
      if (t.getDimSize(axis) != 0) {
        inputs.add(v);
      }
    }
    if (inputs.isEmpty()) {
      throw l.fail("every input is empty");
    }
    if (inputs.size() == 1) {
      return Reshapes.castTo(l, inputs.get(0), out);
    }
    return Reshapes.castTo(l, ConcatOp.create(l.b, l.loc, axis, inputs).getOperation().getResult(0), out);
  }

  /**
   * Pad with constant pads (negative ones crop first): {@code tensor.pad} of the constant value for
   * mode constant, a generic reading clamped (edge), reflected or wrapped indices otherwise.
   */
  private static Value pad(Lowering l) {
    RankedTensorType in = l.staticType(0);
    RankedTensorType out = l.staticResultType(0);
    int rank = in.getRank();
    // PadV2 keeps the pads and the value as attributes.
    long[] given = l.intsAttr("pads");
    if (given == null) {
      given = l.constantInts(1);
      if (given == null) {
        return runtimePad(l, in, out);
      }
    }
    long[] axes;
    if (l.absent(3)) {
      axes = new long[rank];
      for (int i = 0; i < rank; i++) {
        axes[i] = i;
      }
    } else {
      axes = l.requireConstantInts(3, "axes");
    }
    if (given.length != 2 * axes.length) {
      throw l.fail("pads has " + given.length + " entries for " + axes.length + " axes");
    }
    long[] low = new long[rank];
    long[] high = new long[rank];
    for (int k = 0; k < axes.length; k++) {
      int a = l.axis(axes[k], rank);
      low[a] = given[k];
      high[a] = given[k + axes.length];
    }
    // Negative pads crop.
    Value x = l.operand(0);
    long[] offsets = new long[rank];
    long[] sizes = in.getShape().clone();
    long[] ones = new long[rank];
    java.util.Arrays.fill(ones, 1);
    boolean crop = false;
    for (int i = 0; i < rank; i++) {
      if (low[i] < 0) {
        offsets[i] = -low[i];
        sizes[i] += low[i];
        low[i] = 0;
        crop = true;
      }
      if (high[i] < 0) {
        sizes[i] += high[i];
        high[i] = 0;
        crop = true;
      }
    }
    if (crop) {
      x = extractSlice(l, x, offsets, sizes, ones);
    }
    String mode = l.stringAttr("mode");
    if (mode.equals("constant")) {
      Value value = !l.absent(2) && l.intsAttr("pads") == null ? Linalg.extractFirst(l, l.operand(2))
          : Scalars.constant(l.b, l.loc, in.getElementType(), l.floatAttr("value"));
      PadOp pad = PadOp.create(l.b, l.loc, out, x, idxs(low), idxs(high), value, false);
      return pad.getOperation().getResult(0);
    }
    if (!mode.equals("edge") && !mode.equals("reflect") && !mode.equals("wrap")) {
      throw l.fail("mode '" + mode + "'");
    }
    Value src = x;
    long[] srcShape = ((RankedTensorType) src.getType()).getShape();
    return Linalg.generic(l, List.of(), List.of(Linalg.empty(l, out, (Value) null)),
        List.of(AffineMap.getMultiDimIdentityMap(rank)), Linalg.iterators(rank, "parallel"), (b, loc, args) -> {
          List<Value> idx = new ArrayList<>();
          for (int i = 0; i < rank; i++) {
            Value j = Scalars.sub(b, loc, Linalg.index(b, loc, i), Scalars.index(b, loc, low[i]));
            idx.add(sourceIndex(b, loc, j, srcShape[i], mode));
          }
          YieldOp.create(b, loc, List.of(Linalg.extract(b, loc, src, idx)));
        }).get(0);
  }

  /**
   * Pad by pads known only at run time (non-negative, all axes): each low pad read by
   * {@code tensor.extract}; constant mode a {@code tensor.pad} with dynamic low and high and
   * the static result type, the other modes a generic offsetting its indices by them.
   */
  private static Value runtimePad(Lowering l, RankedTensorType in, RankedTensorType out) {
    int rank = in.getRank();
    if (!l.absent(3)) {
      throw l.fail("runtime pads with axes");
    }
    Value pads = l.operand(1);
    List<Value> lows = new ArrayList<>();
    List<OpFoldResult> low = new ArrayList<>();
    List<OpFoldResult> high = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      Value lo = Scalars.cast(l.b, l.loc, Linalg.extract(l.b, l.loc, pads, List.of(Scalars.index(l.b, l.loc, i))),
          IndexType.get(), false, false);
      // The high pad is what the result's size leaves.
      Value hi = Scalars.sub(l.b, l.loc, Scalars.index(l.b, l.loc, out.getDimSize(i) - in.getDimSize(i)), lo);
      lows.add(lo);
      low.add(OpFoldResult.of(lo));
      high.add(OpFoldResult.of(hi));
    }
    String mode = l.stringAttr("mode");
    if (mode.equals("constant")) {
      Value value = l.absent(2) ? Scalars.constant(l.b, l.loc, in.getElementType(), 0) : Linalg.extractFirst(l, l.operand(2));
      return PadOp.create(l.b, l.loc, out, l.operand(0), low, high, value, false).getOperation().getResult(0);
    }
    if (!mode.equals("edge") && !mode.equals("reflect") && !mode.equals("wrap")) {
      throw l.fail("mode '" + mode + "'");
    }
    Value src = l.operand(0);
    long[] srcShape = in.getShape();
    return Linalg.generic(l, List.of(), List.of(Linalg.empty(l, out, (Value) null)),
        List.of(AffineMap.getMultiDimIdentityMap(rank)), Linalg.iterators(rank, "parallel"), (b, loc, args) -> {
          List<Value> idx = new ArrayList<>();
          for (int i = 0; i < rank; i++) {
            Value j = Scalars.sub(b, loc, Linalg.index(b, loc, i), lows.get(i));
            idx.add(sourceIndex(b, loc, j, srcShape[i], mode));
          }
          YieldOp.create(b, loc, List.of(Linalg.extract(b, loc, src, idx)));
        }).get(0);
  }

  /** The source index of padded position {@code j} (relative to the source's start) for a mode. */
  private static Value sourceIndex(Builder b, Location loc, Value j, long n, String mode) {
    Value zero = Scalars.index(b, loc, 0);
    Value last = Scalars.index(b, loc, n - 1);
    switch (mode) {
      case "edge":
        return Scalars.max(b, loc, zero, Scalars.min(b, loc, j, last, false), false);
      case "wrap": {
        Value nn = Scalars.index(b, loc, n);
        Value r = b.create(loc, "arith.remsi", List.of(j, nn), List.of(j.getType()), null).getResult(0);
        return Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, r, zero, false), Scalars.add(b, loc, r, nn), r);
      }
      default: {
        if (n == 1) {
          return zero;
        }
        // Reflect without repeating the edge: period 2(n-1), then fold the second half back.
        Value period = Scalars.index(b, loc, 2 * (n - 1));
        Value r = b.create(loc, "arith.remsi", List.of(j, period), List.of(j.getType()), null).getResult(0);
        r = Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, r, zero, false), Scalars.add(b, loc, r, period), r);
        Value folded = Scalars.sub(b, loc, period, r);
        return Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.GT, r, last, false), folded, r);
      }
    }
  }
}
