package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.BroadcastOp;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.linalg.YieldOp;
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
  }

  private static Value conv(Lowering l) {
    RankedTensorType xt = l.staticType(0);
    RankedTensorType wt = l.staticType(1);
    RankedTensorType out = l.staticResultType(0);
    int rank = xt.getRank();
    int sp = rank - 2;
    if (wt.getRank() != rank || out.getRank() != rank) {
      throw l.fail("input, weight and result ranks differ");
    }
    long group = l.intAttr("group", 1);
    long c = xt.getDimSize(1);
    long f = wt.getDimSize(0);
    long cg = wt.getDimSize(1);
    if (group < 1 || c != cg * group || f % group != 0 || out.getDimSize(1) != f) {
      throw l.fail("channels (" + c + " in, " + f + " out, " + cg + " per group) do not fit group " + group);
    }
    long[] kernel = java.util.Arrays.copyOfRange(wt.getShape(), 2, rank);
    Windows w = Windows.of(l, xt, kernel, out);
    Type elt = out.getElementType();
    Value x = w.pad(l, l.operand(0), Scalars.constant(l.b, l.loc, xt.getElementType(), 0));
    Value init;
    if (l.absent(2)) {
      init = Linalg.filled(l, out, 0, null);
    } else {
      long[] dims = new long[rank - 1];
      dims[0] = 0;
      for (int i = 2; i < rank; i++) {
        dims[i - 1] = i;
      }
      init = BroadcastOp.create(l.b, l.loc, l.operand(2), Linalg.empty(l, out, (Value) null), dims)
          .getOperation().getResult(0);
    }
    NamedAttrList attrs = new NamedAttrList();
    attrs.set("dilations", w.dilationsAttr());
    attrs.set("strides", w.stridesAttr());
    Value weight = l.operand(1);
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
    Value xg = Reshapes.reshape(l, x, RankedTensorType.get(splitDim(xp.getShape(), 1, group, cg), xp.getElementType()));
    Value wg = Reshapes.reshape(l, weight, RankedTensorType.get(splitDim(wt.getShape(), 0, group, fg), wt.getElementType()));
    RankedTensorType outG = RankedTensorType.get(splitDim(out.getShape(), 1, group, fg), elt);
    Value initG = Reshapes.reshape(l, init, outG);
    Value r;
    if (sp == 2) {
      r = NamedOps.get("linalg.conv_2d_ngchw_gfchw").create(l.b, l.loc, List.of(xg, wg), List.of(initG), attrs)
          .getOperation().getResult(0);
    } else {
      r = groupedGeneric(l, xg, wg, initG, w);
    }
    return Reshapes.reshape(l, r, out);
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
