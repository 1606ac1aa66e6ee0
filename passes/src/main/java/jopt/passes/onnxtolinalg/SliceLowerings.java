package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.YieldOp;
import jopt.dialects.tensor.ConcatOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.dialects.tensor.PadOp;
import jopt.dialects.onnx.SymInt;
import jopt.ir.rewrite.Builder;
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
        RankedTensorType out = l.resultType(0);
        if (positive && !Linalg.isDynamic(in) && !Linalg.isDynamic(out)) {
          return dynamicSlice(l, in, out, as[0], as[1]);
        }
        Value v = symbolicSlice(l, as[0], as[1]);
        if (v != null) {
          return v;
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

  /**
   * A slice whose bounds or input sizes are known only at run time (constant axes and steps):
   * each sliced dim's first element and count by ONNX's clamping ({@link SliceBounds}, the
   * rule's), a {@code tensor.extract_slice} with dynamic offsets and sizes, dims read downwards
   * reversed by a generic; null when the starts or ends are not known even as expressions.
   */
  private static Value symbolicSlice(Lowering l, long[] axes, long[] steps) {
    jopt.dialects.onnx.Known starts = l.facts(l.operand(1)).value();
    jopt.dialects.onnx.Known ends = l.facts(l.operand(2)).value();
    if (starts == null || ends == null || starts.isFloat() || ends.isFloat() || starts.size() != axes.length
        || ends.size() != axes.length) {
      return null;
    }
    Value x = l.operand(0);
    RankedTensorType in = l.type(0);
    int rank = in.getRank();
    List<SymInt> dims = l.dims(x);
    SymInt[] offsets = new SymInt[rank];
    List<SymInt> sizes = new ArrayList<>(dims);
    long[] strides = new long[rank];
    boolean[] reversed = new boolean[rank];
    java.util.Arrays.fill(offsets, SymInt.ZERO);
    java.util.Arrays.fill(strides, 1);
    for (int k = 0; k < axes.length; k++) {
      int a = l.axis(axes[k], rank);
      if (steps[k] == 0) {
        throw l.fail("a step is 0");
      }
      jopt.dialects.onnx.SliceBounds sb = jopt.dialects.onnx.SliceBounds.of(dims.get(a), starts.sym(k), ends.sym(k),
          steps[k]);
      sizes.set(a, sb.count());
      if (steps[k] > 0) {
        offsets[a] = sb.first();
        strides[a] = steps[k];
      } else {
        // Read upwards from the last element taken, then reversed.
        offsets[a] = sb.first().sub(sb.count().sub(1).mul(-steps[k])).max(SymInt.ZERO);
        strides[a] = -steps[k];
        reversed[a] = true;
      }
    }
    List<OpFoldResult> off = new ArrayList<>();
    List<OpFoldResult> sz = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      off.add(l.foldResult(offsets[i]));
      sz.add(l.foldResult(sizes.get(i)));
    }
    Value v = ExtractSliceOp.create(l.b, l.loc, x, off, sz, idxs(strides)).getOperation().getResult(0);
    l.setDims(v, sizes);
    boolean anyReversed = false;
    for (boolean r : reversed) {
      anyReversed |= r;
    }
    if (anyReversed) {
      v = reverse(l, v, reversed);
    }
    return Reshapes.castTo(l, v, l.resultType(0));
  }

  /** A copy of static {@code x} with the marked dims reversed. */
  static Value reverse(Lowering l, Value x, boolean[] dims) {
    RankedTensorType t = (RankedTensorType) x.getType();
    if (Linalg.isDynamic(t)) {
      // Sizes known at run time: each element read by tensor.extract at size - 1 - i.
      int rank = t.getRank();
      List<SymInt> xd = l.dims(x);
      Value[] last = new Value[rank];
      for (int i = 0; i < rank; i++) {
        if (dims[i]) {
          last[i] = l.size(xd.get(i).sub(1));
        }
      }
      Value r = Linalg.generic(l, List.of(), List.of(l.emptyOf(t, xd)), List.of(AffineMap.getMultiDimIdentityMap(rank)),
          Linalg.iterators(rank, "parallel"), (b, loc, args) -> {
            List<Value> at = new ArrayList<>();
            for (int i = 0; i < rank; i++) {
              Value j = Linalg.index(b, loc, i);
              at.add(dims[i] ? Scalars.sub(b, loc, last[i], j) : j);
            }
            YieldOp.create(b, loc, List.of(Linalg.extract(b, loc, x, at)));
          }).get(0);
      l.setDims(r, xd);
      return r;
    }
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
    boolean dynamic = Linalg.isDynamic(in);
    for (int i = 0; i < l.op.getNumResults(); i++) {
      dynamic |= !l.resultUnused(i) && Linalg.isDynamic(l.resultType(i));
    }
    if (dynamic) {
      // Sizes known at run time: each part from where the ones before it end.
      SymInt offset = SymInt.ZERO;
      for (int i = 0; i < l.op.getNumResults(); i++) {
        List<SymInt> dims = l.resultDims(i);
        List<OpFoldResult> off = new ArrayList<>();
        List<OpFoldResult> sz = new ArrayList<>();
        long[] strides = new long[rank];
        java.util.Arrays.fill(strides, 1);
        for (int d = 0; d < rank; d++) {
          off.add(l.foldResult(d == axis ? offset : SymInt.ZERO));
          sz.add(l.foldResult(dims.get(d)));
        }
        Value v = ExtractSliceOp.create(l.b, l.loc, l.operand(0), off, sz, idxs(strides)).getOperation().getResult(0);
        l.setDims(v, dims);
        r.add(Reshapes.castTo(l, v, l.resultType(i)));
        offset = offset.add(dims.get(axis));
      }
      if (!offset.equals(l.dim(l.operand(0), axis))) {
        l.check(Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, l.size(offset), l.size(l.dim(l.operand(0), axis)), false),
            "the parts do not add up to the input's size along the axis");
      }
      return r;
    }
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
    RankedTensorType in = l.type(0);
    RankedTensorType out = l.resultType(0);
    if (Linalg.isDynamic(in) || Linalg.isDynamic(out)) {
      return symbolicPad(l, in, out);
    }
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
      boolean v2 = l.intsAttr("pads") != null; // Pad-2: pads and value are attributes
      Value value = !l.absent(2) && !v2 ? Linalg.extractFirst(l, l.operand(2))
          : Scalars.constant(l.b, l.loc, in.getElementType(), v2 ? l.floatAttr("value") : 0);
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

  /**
   * Pad where sizes or pads are known only at run time: the pads as the op table's rules know
   * them (constants, or elements of the pads operand), negative ones cropping first where they
   * may be; constant mode a {@code tensor.pad} with dynamic low and high, the other modes a
   * generic of clamped, reflected or wrapped indices over the source's sizes.
   */
  private static Value symbolicPad(Lowering l, RankedTensorType in, RankedTensorType out) {
    int rank = in.getRank();
    long[] attr = l.intsAttr("pads");
    List<SymInt> given = new ArrayList<>();
    if (attr != null) {
      for (long v : attr) {
        given.add(SymInt.of(v));
      }
    } else if (l.facts(l.operand(1)).value() != null && !l.facts(l.operand(1)).value().isFloat()) {
      given = l.facts(l.operand(1)).value().syms();
    } else {
      throw l.fail("the pads are not known");
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
    if (given.size() != 2 * axes.length) {
      throw l.fail("pads has " + given.size() + " entries for " + axes.length + " axes");
    }
    SymInt[] low = new SymInt[rank];
    SymInt[] high = new SymInt[rank];
    java.util.Arrays.fill(low, SymInt.ZERO);
    java.util.Arrays.fill(high, SymInt.ZERO);
    for (int k = 0; k < axes.length; k++) {
      int a = l.axis(axes[k], rank);
      low[a] = given.get(k);
      high[a] = given.get(k + axes.length);
    }
    // Pads that may be negative crop: by max(0, -pad), and pad by max(0, pad).
    Value x = l.operand(0);
    List<SymInt> dims = l.dims(x);
    List<SymInt> cropped = new ArrayList<>(dims);
    SymInt[] offsets = new SymInt[rank];
    boolean crop = false;
    for (int i = 0; i < rank; i++) {
      offsets[i] = SymInt.ZERO;
      if (low[i].lower() < 0) {
        offsets[i] = low[i].neg().max(SymInt.ZERO);
        cropped.set(i, cropped.get(i).sub(offsets[i]));
        low[i] = low[i].max(SymInt.ZERO);
        crop = true;
      }
      if (high[i].lower() < 0) {
        cropped.set(i, cropped.get(i).sub(high[i].neg().max(SymInt.ZERO)));
        high[i] = high[i].max(SymInt.ZERO);
        crop = true;
      }
    }
    if (crop) {
      List<OpFoldResult> off = new ArrayList<>();
      List<OpFoldResult> sz = new ArrayList<>();
      long[] ones = new long[rank];
      java.util.Arrays.fill(ones, 1);
      for (int i = 0; i < rank; i++) {
        off.add(l.foldResult(offsets[i]));
        sz.add(l.foldResult(cropped.get(i)));
      }
      x = ExtractSliceOp.create(l.b, l.loc, x, off, sz, idxs(ones)).getOperation().getResult(0);
      l.setDims(x, cropped);
    }
    List<SymInt> outDims = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      outDims.add(cropped.get(i).add(low[i]).add(high[i]));
    }
    String mode = l.stringAttr("mode");
    if (mode.equals("constant")) {
      Value value = !l.absent(2) && attr == null ? Linalg.extractFirst(l, l.operand(2))
          : Scalars.constant(l.b, l.loc, in.getElementType(), attr != null ? l.floatAttr("value") : 0);
      List<OpFoldResult> lo = new ArrayList<>();
      List<OpFoldResult> hi = new ArrayList<>();
      for (int i = 0; i < rank; i++) {
        lo.add(l.foldResult(low[i]));
        hi.add(l.foldResult(high[i]));
      }
      Value r = PadOp.create(l.b, l.loc, Lowering.typeOf(outDims, in.getElementType()), x, lo, hi, value, false)
          .getOperation().getResult(0);
      l.setDims(r, outDims);
      return Reshapes.castTo(l, r, out);
    }
    if (!mode.equals("edge") && !mode.equals("reflect") && !mode.equals("wrap")) {
      throw l.fail("mode '" + mode + "'");
    }
    Value src = x;
    Value[] lows = new Value[rank];
    Value[] sizes = new Value[rank];
    for (int i = 0; i < rank; i++) {
      lows[i] = low[i].isConstant() ? null : l.size(low[i]);
      sizes[i] = cropped.get(i).isConstant() ? null : l.size(cropped.get(i));
    }
    SymInt[] lowF = low;
    RankedTensorType rt = Lowering.typeOf(outDims, in.getElementType());
    Value r = Linalg.generic(l, List.of(), List.of(l.emptyOf(rt, outDims)),
        List.of(AffineMap.getMultiDimIdentityMap(rank)), Linalg.iterators(rank, "parallel"), (b, loc, args) -> {
          List<Value> idx = new ArrayList<>();
          for (int i = 0; i < rank; i++) {
            Value lo = lows[i] != null ? lows[i] : Scalars.index(b, loc, lowF[i].value());
            Value j = Scalars.sub(b, loc, Linalg.index(b, loc, i), lo);
            Value n = sizes[i] != null ? sizes[i] : Scalars.index(b, loc, cropped.get(i).value());
            idx.add(sourceIndex(b, loc, j, n, mode));
          }
          YieldOp.create(b, loc, List.of(Linalg.extract(b, loc, src, idx)));
        }).get(0);
    l.setDims(r, outDims);
    return Reshapes.castTo(l, r, out);
  }

  /**
   * The source index of padded position {@code j} for a mode, along a dim of {@code n} elements
   * known at run time (reflect of one element reads it).
   */
  private static Value sourceIndex(Builder b, Location loc, Value j, Value n, String mode) {
    Value zero = Scalars.index(b, loc, 0);
    Value one = Scalars.index(b, loc, 1);
    Value last = Scalars.sub(b, loc, n, one);
    switch (mode) {
      case "edge":
        return Scalars.max(b, loc, zero, Scalars.min(b, loc, j, last, false), false);
      case "wrap": {
        Value r = b.create(loc, "arith.remsi", List.of(j, n), List.of(j.getType()), null).getResult(0);
        return Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, r, zero, false), Scalars.add(b, loc, r, n), r);
      }
      default: {
        // Period 2(n-1) (at least 1), the second half folded back.
        Value period = Scalars.max(b, loc, one, Scalars.add(b, loc, last, last), false);
        Value r = b.create(loc, "arith.remsi", List.of(j, period), List.of(j.getType()), null).getResult(0);
        r = Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, r, zero, false), Scalars.add(b, loc, r, period), r);
        Value folded = Scalars.sub(b, loc, period, r);
        Value v = Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.GT, r, last, false), folded, r);
        return Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.EQ, n, one, false), zero, v);
      }
    }
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
