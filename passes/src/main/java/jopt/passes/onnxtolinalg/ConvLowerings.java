package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.BroadcastOp;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.linalg.YieldOp;
import jopt.dialects.onnx.SymInt;
import jopt.ir.NamedAttrList;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.RankedTensorType;

/**
 * Conv: the input zero-padded ({@code tensor.pad}), the bias broadcast into the accumulator
 * ({@code linalg.broadcast}, else a zero {@code linalg.fill}), then the named convolution of
 * MLIR: {@code linalg.conv_{1d_ncw_fcw,2d_nchw_fchw,3d_ncdhw_fcdhw}} without groups,
 * {@code linalg.depthwise_conv_*} when each channel is its own group, {@code
 * linalg.conv_2d_ngchw_gfchw} for other groups in 2-D (input, filter and result expanded to
 * their group dims), and the same grouped convolution as a generic in other ranks.
 */
final class ConvLowerings {
  private ConvLowerings() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.Conv", OnnxLowering.single(ConvLowerings::conv));
    m.put("onnx.ConvTranspose", OnnxLowering.single(ConvLowerings::convTranspose));
  }

  private static Value conv(Lowering l) {
    RankedTensorType xt = l.type(0);
    RankedTensorType wt = l.staticType(1);
    RankedTensorType out = l.resultType(0);
    int rank = xt.getRank();
    if (wt.getRank() != rank || out.getRank() != rank) {
      throw l.fail("input, weight and result ranks differ");
    }
    long[] kernel = java.util.Arrays.copyOfRange(wt.getShape(), 2, rank);
    List<SymInt> outDims = l.resultDims(0);
    Windows w = Windows.of(l, l.operand(0), kernel, outDims);
    Value x = w.pad(l, l.operand(0), Scalars.constant(l.b, l.loc, xt.getElementType(), 0));
    return convolve(l, x, l.operand(1), l.intAttr("group"), w, out, outDims);
  }

  /** The accumulator: Conv's bias (operand 2) broadcast along all but the channel dim, or zeros. */
  private static Value accumulator(Lowering l, RankedTensorType out, List<SymInt> outDims) {
    if (l.absent(2)) {
      return Linalg.fill(l, Scalars.constant(l.b, l.loc, out.getElementType(), 0), l.emptyOf(out, outDims));
    }
    int rank = out.getRank();
    long[] dims = new long[rank - 1];
    dims[0] = 0;
    for (int i = 2; i < rank; i++) {
      dims[i - 1] = i;
    }
    Value bias = Accumulation.convert(l, l.operand(2), out.getElementType());
    return BroadcastOp.create(l.b, l.loc, bias, l.emptyOf(out, outDims), dims)
        .getOperation().getResult(0);
  }

  /**
   * The convolution of padded input {@code x} with filter {@code weight} (ONNX's layout
   * {@code [F, C / group, k...]}) into {@code out} of dims {@code outDims}, with the bias of
   * {@code l}'s operand 2; summed in {@link Accumulation}'s type.
   */
  static Value convolve(Lowering l, Value x, Value weight, long group, Windows w, RankedTensorType out,
      List<SymInt> outDims) {
    RankedTensorType acc = Accumulation.of(out);
    Value r = convolve(l, x, weight, group, w, acc, outDims, accumulator(l, acc, outDims));
    return Accumulation.convert(l, r, out.getElementType(), outDims);
  }

  /** {@link #convolve} into zeros (ConvInteger's operand 2 is a zero point, not a bias). */
  static Value convolveNoBias(Lowering l, Value x, Value weight, long group, Windows w, RankedTensorType out,
      List<SymInt> outDims) {
    RankedTensorType acc = Accumulation.of(out);
    Value r = convolve(l, x, weight, group, w, acc, outDims,
        Linalg.fill(l, Scalars.constant(l.b, l.loc, acc.getElementType(), 0), l.emptyOf(acc, outDims)));
    return Accumulation.convert(l, r, out.getElementType(), outDims);
  }

  private static Value convolve(Lowering l, Value x, Value weight, long group, Windows w, RankedTensorType out,
      List<SymInt> outDims, Value init) {
    RankedTensorType xt = (RankedTensorType) x.getType();
    RankedTensorType wt = (RankedTensorType) weight.getType();
    int rank = xt.getRank();
    int sp = rank - 2;
    long f = wt.getDimSize(0);
    long cg = wt.getDimSize(1);
    long c = xt.isDynamicDim(1) ? cg * group : xt.getDimSize(1);
    if (group < 1 || c != cg * group || f % group != 0 || out.getDimSize(1) != f && !out.isDynamicDim(1)) {
      throw l.fail("channels (" + c + " in, " + f + " out, " + cg + " per group) do not fit group " + group);
    }
    l.setDims(init, outDims);
    long[] kernel = w.kernel();
    Type elt = out.getElementType();
    NamedAttrList attrs = new NamedAttrList();
    attrs.set("dilations", w.dilationsAttr());
    attrs.set("strides", w.stridesAttr());
    if (group == 1 && sp <= 3) {
      String name = switch (sp) {
        case 1 -> "linalg.conv_1d_ncw_fcw";
        case 2 -> "linalg.conv_2d_nchw_fchw";
        default -> "linalg.conv_3d_ncdhw_fcdhw";
      };
      return NamedOps.get(name).create(l.b, l.loc, List.of(x, weight), List.of(init), attrs).getOperation()
          .getResult(0);
    }
    if (group == c && f == c && cg == 1 && sp <= 3) {
      // Depthwise: the filter's unit channel dim goes.
      long[] ws = new long[rank - 1];
      ws[0] = c;
      System.arraycopy(kernel, 0, ws, 1, sp);
      Value w2 = Reshapes.reshape(l, weight, RankedTensorType.get(ws, wt.getElementType()));
      String name = switch (sp) {
        case 1 -> "linalg.depthwise_conv_1d_ncw_cw";
        case 2 -> "linalg.depthwise_conv_2d_nchw_chw";
        default -> "linalg.depthwise_conv_3d_ncdhw_cdhw";
      };
      return NamedOps.get(name).create(l.b, l.loc, List.of(x, w2), List.of(init), attrs).getOperation()
          .getResult(0);
    }
    // Grouped: [N, G, C/G, ...] * [G, F/G, C/G, ...] -> [N, G, F/G, ...].
    RankedTensorType xp = (RankedTensorType) x.getType();
    long fg = f / group;
    Value xg = Reshapes.reshape(l, x, RankedTensorType.get(splitDim(xp.getShape(), 1, group, cg), xp.getElementType()),
        splitDim(l.dims(x), 1, group, cg));
    Value wg = Reshapes.reshape(l, weight, RankedTensorType.get(splitDim(wt.getShape(), 0, group, fg), wt.getElementType()));
    RankedTensorType outG = RankedTensorType.get(splitDim(out.getShape(), 1, group, fg), elt);
    Value initG = Reshapes.reshape(l, init, outG, splitDim(outDims, 1, group, fg));
    Value r;
    if (sp == 2) {
      r = NamedOps.get("linalg.conv_2d_ngchw_gfchw").create(l.b, l.loc, List.of(xg, wg), List.of(initG), attrs)
          .getOperation().getResult(0);
    } else {
      r = groupedGeneric(l, xg, wg, initG, w);
    }
    return Reshapes.reshape(l, r, out, outDims);
  }

  /**
   * ConvTranspose as torch-mlir lowers it: the input spread out by the strides into zeros
   * ({@code tensor.insert_slice} with strides) with {@code (k - 1) * d} zeros around, the pads
   * cropped off ({@code output_padding} adds at the end), then a convolution of stride 1 with
   * the filter flipped and its channel dims swapped per group ({@code [C, M / G, k...]} to
   * {@code [M, C / G, k...]}).
   */
  private static Value convTranspose(Lowering l) {
    RankedTensorType xt = l.type(0);
    RankedTensorType wt = l.staticType(1);
    RankedTensorType out = l.resultType(0);
    int rank = xt.getRank();
    int sp = rank - 2;
    if (sp < 1 || wt.getRank() != rank || out.getRank() != rank) {
      throw l.fail("input, weight and result ranks differ");
    }
    long group = l.intAttr("group");
    long c = wt.getDimSize(0);
    long mg = wt.getDimSize(1);
    if (group < 1 || !xt.isDynamicDim(1) && xt.getDimSize(1) != c || c % group != 0
        || !out.isDynamicDim(1) && out.getDimSize(1) != mg * group) {
      throw l.fail("channels do not fit group " + group);
    }
    long cg = c / group;
    long[] kernel = java.util.Arrays.copyOfRange(wt.getShape(), 2, rank);
    long[] strides = ones(l.intsAttr("strides"), sp);
    long[] dilations = ones(l.intsAttr("dilations"), sp);
    long[] outputPadding = l.intsAttr("output_padding");
    long[] pads = l.intsAttr("pads");
    String autoPad = l.stringAttr("auto_pad");
    List<SymInt> xd = l.dims(l.operand(0));
    List<SymInt> outDims = l.resultDims(0);
    long[] low = new long[sp];
    long[] high = new long[sp];
    SymInt[] spread = new SymInt[rank];
    long[] inner = new long[rank];
    spread[0] = xd.get(0);
    spread[1] = SymInt.of(c);
    for (int i = 0; i < sp; i++) {
      SymInt in = xd.get(i + 2);
      long op = outputPadding == null ? 0 : outputPadding[i];
      long span = (kernel[i] - 1) * dilations[i];
      if (pads != null && autoPad.equals("NOTSET")) {
        low[i] = pads[i];
        high[i] = pads[i + sp];
      } else if (!autoPad.equals("VALID")) {
        // Pads from the result's size (output_shape, or in * stride for SAME_*).
        // Negative when the result is larger: zeros added (ONNX's formulas, Python's floor division).
        SymInt t = in.sub(1).mul(strides[i]).add(op + span + 1).sub(outDims.get(i + 2));
        if (!t.isConstant()) {
          throw l.fail("the pads of spatial dim " + i + " depend on sizes known only at run time");
        }
        long total = t.value();
        low[i] = autoPad.equals("SAME_UPPER") ? Math.floorDiv(total, 2) : total - Math.floorDiv(total, 2);
        high[i] = total - low[i];
      }
      // Zeros before and after the spread input: span - low and span - high + output_padding; a
      // negative count crops instead.
      long before = span - low[i];
      long after = span - high[i] + op;
      spread[i + 2] = in.sub(1).mul(strides[i]).add(1 + Math.max(0, before) + Math.max(0, after));
      inner[i + 2] = Math.max(0, before);
      low[i] = Math.max(0, -before);
      high[i] = Math.max(0, -after);
      SymInt got = spread[i + 2].sub(low[i] + high[i] + span);
      if (!got.equals(outDims.get(i + 2))) {
        if (got.isConstant() && outDims.get(i + 2).isConstant()) {
          throw l.fail("the result's size " + outDims.get(i + 2) + " along spatial dim " + i + " is not " + got);
        }
        l.check(Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, l.size(got), l.size(outDims.get(i + 2)), false),
            "the result's size along spatial dim " + i + " is not the input's spread");
      }
    }
    Type elt = xt.getElementType();
    List<SymInt> spreadDims = List.of(spread);
    boolean dynamic = Linalg.isDynamic(xt) || Linalg.isDynamic(out);
    RankedTensorType spreadType = Lowering.typeOf(spreadDims, elt);
    Value zeros = !dynamic ? Linalg.filled(l, spreadType, 0, null)
        : Linalg.fill(l, Scalars.constant(l.b, l.loc, elt, 0), l.emptyOf(spreadType, spreadDims));
    long[] insertStrides = new long[rank];
    java.util.Arrays.fill(insertStrides, 1);
    for (int i = 0; i < sp; i++) {
      insertStrides[i + 2] = strides[i];
    }
    List<jopt.ir.rewrite.OpFoldResult> inSizesOf = new ArrayList<>();
    for (SymInt d : xd) {
      inSizesOf.add(l.foldResult(d));
    }
    Value x = jopt.dialects.tensor.InsertSliceOp.create(l.b, l.loc, l.operand(0), zeros, SliceLowerings.idxs(inner),
        !dynamic ? SliceLowerings.idxs(xt.getShape()) : inSizesOf, SliceLowerings.idxs(insertStrides)).getOperation()
        .getResult(0);
    if (dynamic) {
      l.setDims(x, spreadDims);
    }
    boolean crop = false;
    List<SymInt> sizes = new ArrayList<>(spreadDims);
    long[] offsets = new long[rank];
    long[] unit = new long[rank];
    java.util.Arrays.fill(unit, 1);
    for (int i = 0; i < sp; i++) {
      offsets[i + 2] = low[i];
      sizes.set(i + 2, spread[i + 2].sub(low[i] + high[i]));
      crop |= low[i] != 0 || high[i] != 0;
    }
    if (crop) {
      List<jopt.ir.rewrite.OpFoldResult> sz = new ArrayList<>();
      for (SymInt d : sizes) {
        sz.add(l.foldResult(d));
      }
      x = jopt.dialects.tensor.ExtractSliceOp.create(l.b, l.loc, x, SliceLowerings.idxs(offsets), sz,
          SliceLowerings.idxs(unit)).getOperation().getResult(0);
      if (dynamic) {
        l.setDims(x, sizes);
      }
    }
    // The filter flipped and regrouped: W'[g, m, c, k] = W[g * C/G + c, m, K - 1 - k].
    long[] wShape = new long[rank + 1];
    wShape[0] = group;
    wShape[1] = mg;
    wShape[2] = cg;
    System.arraycopy(kernel, 0, wShape, 3, sp);
    int loops = rank + 1;
    List<AffineExpr> read = new ArrayList<>();
    read.add(AffineExpr.dim(0).mul(cg).add(AffineExpr.dim(2)));
    read.add(AffineExpr.dim(1));
    for (int i = 0; i < sp; i++) {
      read.add(AffineExpr.constant(kernel[i] - 1).sub(AffineExpr.dim(3 + i)));
    }
    Value flipped = Linalg.generic1(l, List.of(l.operand(1)),
        Linalg.empty(l, RankedTensorType.get(wShape, wt.getElementType()), (Value) null),
        List.of(AffineMap.get(loops, 0, read), AffineMap.getMultiDimIdentityMap(loops)),
        Linalg.iterators(loops, "parallel"), (b, loc, in) -> in.get(0));
    long[] fShape = new long[rank];
    fShape[0] = group * mg;
    fShape[1] = cg;
    System.arraycopy(kernel, 0, fShape, 2, sp);
    Value filter = Reshapes.reshape(l, flipped, RankedTensorType.get(fShape, wt.getElementType()));
    SymInt[] inSizes = new SymInt[sp];
    SymInt[] outSizes = new SymInt[sp];
    SymInt[] none = new SymInt[sp];
    for (int i = 0; i < sp; i++) {
      inSizes[i] = sizes.get(i + 2);
      outSizes[i] = outDims.get(i + 2);
      none[i] = SymInt.ZERO;
    }
    long[] unitStrides = new long[sp];
    java.util.Arrays.fill(unitStrides, 1);
    Windows w = new Windows(inSizes, kernel, unitStrides, dilations, outSizes, none, none, none);
    return convolve(l, x, filter, group, w, out, outDims);
  }

  private static long[] ones(long[] v, int n) {
    if (v != null) {
      return v;
    }
    long[] r = new long[n];
    java.util.Arrays.fill(r, 1);
    return r;
  }

  /** {@code dims} with dim {@code d} split into {@code [a, b]}. */
  private static List<SymInt> splitDim(List<SymInt> dims, int d, long a, long b) {
    List<SymInt> r = new ArrayList<>(dims.subList(0, d));
    r.add(SymInt.of(a));
    r.add(SymInt.of(b));
    r.addAll(dims.subList(d + 1, dims.size()));
    return r;
  }

  /** {@code shape} with dim {@code d} split into {@code [a, b]}. */
  private static long[] splitDim(long[] shape, int d, long a, long b) {
    long[] r = new long[shape.length + 1];
    System.arraycopy(shape, 0, r, 0, d);
    r[d] = a;
    r[d + 1] = b;
    System.arraycopy(shape, d + 1, r, d + 2, shape.length - d - 1);
    return r;
  }

  /**
   * The grouped convolution as a generic: loops {@code (n, g, fg, o..., c, k...)},
   * {@code O[n, g, fg, o] += I[n, g, c, o * s + k * d] * K[g, fg, c, k]}.
   */
  private static Value groupedGeneric(Lowering l, Value x, Value w, Value init, Windows win) {
    int sp = win.rank();
    int loops = 4 + 2 * sp;
    AffineExpr n = AffineExpr.dim(0);
    AffineExpr g = AffineExpr.dim(1);
    AffineExpr fg = AffineExpr.dim(2);
    AffineExpr c = AffineExpr.dim(3 + sp);
    List<AffineExpr> in = new ArrayList<>(List.of(n, g, c));
    List<AffineExpr> filter = new ArrayList<>(List.of(g, fg, c));
    List<AffineExpr> o = new ArrayList<>(List.of(n, g, fg));
    for (int i = 0; i < sp; i++) {
      AffineExpr oi = AffineExpr.dim(3 + i);
      AffineExpr ki = AffineExpr.dim(4 + sp + i);
      in.add(win.position(i, oi, ki));
      filter.add(ki);
      o.add(oi);
    }
    List<String> iters = Linalg.iterators(3 + sp, "parallel");
    iters.addAll(Linalg.iterators(1 + sp, "reduction"));
    Type elt = ((RankedTensorType) init.getType()).getElementType();
    return Linalg.generic(l, List.of(x, w), List.of(init),
        List.of(AffineMap.get(loops, 0, in), AffineMap.get(loops, 0, filter), AffineMap.get(loops, 0, o)), iters,
        (b, loc, args) -> {
          Value p = Scalars.mul(b, loc, Scalars.cast(b, loc, args.get(0), elt, false, false),
              Scalars.cast(b, loc, args.get(1), elt, false, false));
          YieldOp.create(b, loc, List.of(Scalars.add(b, loc, args.get(2), p)));
        }).get(0);
  }
}
