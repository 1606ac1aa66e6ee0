package jopt.passes.onnxtolinalg;

import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * STFT (opset 17): signal {@code [B, L, 1 or 2]} cut into frames of {@code frame_length} every
 * {@code frame_step} samples, each times the window (ones without one) and transformed as DFT
 * does ({@link DftLowering}: summed in f64, rounded after), the result {@code [B, frames, bins, 2]}
 * static. One reduction generic over the result and the frame's samples; the step is read at run
 * time (the signal's sample {@code f * step + m} by {@code tensor.extract}), with a
 * {@code cf.assert} that it makes the result's count of frames, and one that a given
 * frame_length is the window's. Quadratic in the frame length.
 */
final class StftLowering {
  private StftLowering() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.STFT", StftLowering::lower);
  }

  private static List<Value> lower(Lowering l) {
    RankedTensorType xt = l.staticType(0);
    RankedTensorType out = l.staticResultType(0);
    if (xt.getRank() != 3 || (xt.getDimSize(2) != 1 && xt.getDimSize(2) != 2) || out.getRank() != 4
        || out.getDimSize(3) != 2 || out.getDimSize(0) != xt.getDimSize(0)) {
      throw l.fail("signal " + xt + " and result " + out + " are not [batch, length, 1 or 2] and [batch, frames, bins, 2]");
    }
    boolean complex = xt.getDimSize(2) == 2;
    boolean onesided = l.attrs().getInt("onesided") != 0;
    if (complex && onesided) {
      throw l.fail("a complex signal is not onesided");
    }
    long frames = out.getDimSize(1);
    long bins = out.getDimSize(2);
    long len;
    if (!l.absent(2)) {
      RankedTensorType wt = l.staticType(2);
      if (wt.getRank() != 1) {
        throw l.fail("the window is not 1-D (" + wt + ")");
      }
      len = wt.getDimSize(0);
    } else if (!l.absent(3) && l.constantInts(3) != null) {
      len = l.constantInts(3)[0];
    } else if (!l.absent(3)) {
      // a frame_length known only at run time: the one the result's bins make (checked below)
      len = onesided ? (bins - 1) * 2 : bins;
    } else {
      throw l.fail("neither a window nor a frame_length is given");
    }
    if (len < 1 || len > xt.getDimSize(1) || bins != (onesided ? len / 2 + 1 : len)) {
      throw l.fail("a frame of " + len + " samples makes no " + bins + " bins of signal " + xt);
    }
    IntegerType i64 = IntegerType.get(64);
    if (!l.absent(3)) {
      Value given = Linalg.extractFirst(l, l.operand(3));
      l.check(Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, given, Scalars.constant(l.b, l.loc, i64, len), false),
          "frame_length is not " + len);
    }
    Value step = Linalg.extractFirst(l, l.operand(1));
    // the frames the step makes: (L - len) / step + 1, with step >= 1
    Value stepOk = Scalars.cmp(l.b, l.loc, Scalars.Cmp.GE, step, Scalars.constant(l.b, l.loc, i64, 1), false);
    Value safeStep = Scalars.select(l.b, l.loc, stepOk, step, Scalars.constant(l.b, l.loc, i64, 1));
    Value made = Scalars.add(l.b, l.loc, Scalars.div(l.b, l.loc, Scalars.constant(l.b, l.loc, i64, xt.getDimSize(1) - len),
        safeStep, false), Scalars.constant(l.b, l.loc, i64, 1));
    l.check(Scalars.and(l.b, l.loc, stepOk, Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, made, Scalars.constant(l.b, l.loc, i64, frames), false)),
        "frame_step does not make " + frames + " frames of " + len + " samples");
    Value stepIdx = Scalars.cast(l.b, l.loc, safeStep, IndexType.get(), false, false);
    Value window = l.absent(2) ? Linalg.filled(l, RankedTensorType.get(new long[] {len}, xt.getElementType()), 1, null)
        : l.operand(2);
    Value x = l.operand(0);
    // loops (b, f, k, c, m): m the frame's samples, reduced
    List<AffineMap> maps = List.of(AffineMap.get(5, 0, List.of(AffineExpr.dim(4))),
        AffineMap.get(5, 0, List.of(AffineExpr.dim(0), AffineExpr.dim(1), AffineExpr.dim(2), AffineExpr.dim(3))));
    List<String> iters = List.of("parallel", "parallel", "parallel", "parallel", "reduction");
    Value init = Linalg.filled(l, RankedTensorType.get(out.getShape(), FloatType.F64), 0, null);
    Value y = Linalg.generic(l, List.of(window), List.of(init), maps, iters, (b, loc, a) -> {
      FloatType f64 = FloatType.F64;
      Value m = Linalg.index(b, loc, 4);
      Value at = Scalars.add(b, loc, Scalars.mul(b, loc, Linalg.index(b, loc, 1), stepIdx), m);
      Value batch = Linalg.index(b, loc, 0);
      Value w = Scalars.cast(b, loc, a.get(0), f64, false, false);
      Value xr = Scalars.mul(b, loc, w, Scalars.cast(b, loc,
          Linalg.extract(b, loc, x, List.of(batch, at, Scalars.index(b, loc, 0))), f64, false, false));
      Value xi = complex ? Scalars.mul(b, loc, w, Scalars.cast(b, loc,
          Linalg.extract(b, loc, x, List.of(batch, at, Scalars.index(b, loc, 1))), f64, false, false))
          : Scalars.constant(b, loc, f64, 0);
      Value k = Scalars.cast(b, loc, Linalg.index(b, loc, 2), i64, false, false);
      Value mi = Scalars.cast(b, loc, m, i64, false, false);
      Value km = Scalars.cast(b, loc, Scalars.mul(b, loc, k, mi), f64, false, false);
      Value theta = Scalars.mul(b, loc, km, Scalars.constant(b, loc, f64, 2 * Math.PI / len));
      Value cos = Scalars.math(b, loc, "math.cos", theta);
      Value sin = Scalars.math(b, loc, "math.sin", theta);
      // e^(-i theta): (xr cos + xi sin, xi cos - xr sin)
      Value re = Scalars.add(b, loc, Scalars.mul(b, loc, xr, cos), Scalars.mul(b, loc, xi, sin));
      Value im = Scalars.sub(b, loc, Scalars.mul(b, loc, xi, cos), Scalars.mul(b, loc, xr, sin));
      Value first = Scalars.cmp(b, loc, Scalars.Cmp.EQ, Linalg.index(b, loc, 3), Scalars.index(b, loc, 0), false);
      YieldOp.create(b, loc, List.of(Scalars.add(b, loc, a.get(1), Scalars.select(b, loc, first, re, im))));
    }).get(0);
    return List.of(Linalg.map(l, List.of(y), out, (b, loc, a) -> Scalars.cast(b, loc, a.get(0),
        out.getElementType(), false, false)));
  }
}
