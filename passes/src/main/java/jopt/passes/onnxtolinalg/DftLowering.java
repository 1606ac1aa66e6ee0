package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * DFT (opset 17's form, the length that of the axis): one reduction generic over the result and
 * the input's positions along the axis, summing each input element (real, or real and imaginary)
 * times e^(-+2 pi i k m / n), summed in f64 and rounded after, the inverse divided by n; onesided keeps the first n/2 + 1
 * frequencies (the result's size along the axis). Quadratic along the axis.
 */
final class DftLowering {
  private DftLowering() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.DFTV17", DftLowering::lower);
  }

  private static List<Value> lower(Lowering l) {
    if (!l.absent(1)) {
      throw l.fail("dft_length is given (only the axis' own length is lowered)");
    }
    RankedTensorType xt = l.staticType(0);
    RankedTensorType out = l.staticResultType(0);
    int r = xt.getRank();
    long axisAttr = l.attrs().getInt("axis");
    int axis = (int) (axisAttr < 0 ? axisAttr + r : axisAttr);
    if (axis < 0 || axis >= r - 1 || out.getRank() != r || out.getDimSize(r - 1) != 2) {
      throw l.fail("axis " + axisAttr + " is not a signal axis of " + xt);
    }
    boolean complex = xt.getDimSize(r - 1) == 2;
    boolean inverse = l.attrs().getInt("inverse") != 0;
    long n = xt.getDimSize(axis);
    Value x = l.operand(0);
    // the components x[..., 0] and x[..., 1], read by maps ending in the constant 0 or 1
    List<Value> parts = new ArrayList<>();
    for (int c = 0; c < (complex ? 2 : 1); c++) {
      parts.add(x);
    }
    // loops: the result's r dims with m (the reduction over the input's axis) right after the axis
    int dims = r + 1;
    int mDim = axis + 1;
    List<AffineExpr> in = new ArrayList<>();
    for (int d = 0; d < r - 1; d++) {
      in.add(AffineExpr.dim(d == axis ? mDim : d < axis ? d : d + 1));
    }
    List<AffineExpr> o = new ArrayList<>();
    for (int d = 0; d < r; d++) {
      o.add(AffineExpr.dim(d <= axis ? d : d + 1));
    }
    List<AffineMap> maps = new ArrayList<>();
    for (int c = 0; c < parts.size(); c++) {
      List<AffineExpr> ic = new ArrayList<>(in);
      ic.add(AffineExpr.constant(c));
      maps.add(AffineMap.get(dims, 0, ic));
    }
    maps.add(AffineMap.get(dims, 0, o));
    List<String> iters = Linalg.iterators(dims, "parallel");
    iters.set(mDim, "reduction");
    Value init = Linalg.filled(l, RankedTensorType.get(out.getShape(), FloatType.F64), 0, null);
    int np = parts.size();
    Value y = Linalg.generic(l, parts, List.of(init), maps, iters, (b, loc, a) -> {
      FloatType f64 = FloatType.F64;
      IntegerType i64 = IntegerType.get(64);
      Value k = Scalars.cast(b, loc, Linalg.index(b, loc, axis), i64, false, false);
      Value m = Scalars.cast(b, loc, Linalg.index(b, loc, mDim), i64, false, false);
      Value km = Scalars.cast(b, loc, Scalars.mul(b, loc, k, m), f64, false, false);
      Value theta = Scalars.mul(b, loc, km, Scalars.constant(b, loc, f64, 2 * Math.PI / n));
      Value cos = Scalars.math(b, loc, "math.cos", theta);
      Value sin = Scalars.math(b, loc, "math.sin", theta);
      Value xr = Scalars.cast(b, loc, a.get(0), f64, false, false);
      Value xi = np > 1 ? Scalars.cast(b, loc, a.get(1), f64, false, false) : Scalars.constant(b, loc, f64, 0);
      // forward e^(-i theta): (xr cos + xi sin, xi cos - xr sin); inverse e^(i theta): (xr cos - xi sin, xi cos + xr sin)
      Value re = inverse ? Scalars.sub(b, loc, Scalars.mul(b, loc, xr, cos), Scalars.mul(b, loc, xi, sin))
          : Scalars.add(b, loc, Scalars.mul(b, loc, xr, cos), Scalars.mul(b, loc, xi, sin));
      Value im = inverse ? Scalars.add(b, loc, Scalars.mul(b, loc, xi, cos), Scalars.mul(b, loc, xr, sin))
          : Scalars.sub(b, loc, Scalars.mul(b, loc, xi, cos), Scalars.mul(b, loc, xr, sin));
      if (inverse) {
        Value inv = Scalars.constant(b, loc, f64, 1.0 / n);
        re = Scalars.mul(b, loc, re, inv);
        im = Scalars.mul(b, loc, im, inv);
      }
      Value first = Scalars.cmp(b, loc, Scalars.Cmp.EQ, Linalg.index(b, loc, r), Scalars.index(b, loc, 0), false);
      Value term = Scalars.select(b, loc, first, re, im);
      YieldOp.create(b, loc, List.of(Scalars.add(b, loc, a.get(np), term)));
    }).get(0);
    return List.of(Linalg.map(l, List.of(y), out, (b, loc, a) -> Scalars.cast(b, loc, a.get(0),
        out.getElementType(), false, false)));
  }
}
