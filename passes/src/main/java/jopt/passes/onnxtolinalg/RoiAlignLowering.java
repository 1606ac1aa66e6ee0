package jopt.passes.onnxtolinalg;

import static jopt.passes.onnxtolinalg.Linalg.map;

import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * RoiAlign with a fixed sampling_ratio: for each region of interest {@code rois[r] = (x1, y1, x2,
 * y2)} (times spatial_scale, less half a pixel for half_pixel; at least 1 wide and high for
 * output_half_pixel) on image {@code batch_indices[r]}, each output bin the average (or, as
 * onnxruntime, the maximum of the weighted corners) of {@code sampling_ratio^2} samples spaced
 * evenly inside it, each bilinear between its four pixels (a sample more than a pixel outside
 * the image counts 0; one just outside is read at the edge). One generic over (roi, channel, bin
 * row, bin column, sample row, sample column), the last two reduced; rois, batch indices and
 * pixels read by {@code tensor.extract}. An adaptive sampling_ratio (0: per region, at run time)
 * is not lowered.
 */
final class RoiAlignLowering {
  private RoiAlignLowering() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.RoiAlign", RoiAlignLowering::lower);
  }

  private static List<Value> lower(Lowering l) {
    RankedTensorType xt = l.staticType(0);
    RankedTensorType out = l.staticResultType(0);
    if (xt.getRank() != 4 || out.getRank() != 4) {
      throw l.fail("the image " + xt + " or result " + out + " is not of rank 4");
    }
    long grid = l.intAttr("sampling_ratio");
    if (grid <= 0) {
      throw l.fail("sampling_ratio " + grid + " (adaptive, per region at run time) is not lowered");
    }
    String mode = l.stringAttr("mode");
    String ctm = l.stringAttr("coordinate_transformation_mode");
    if (!mode.equals("avg") && !mode.equals("max")) {
      throw l.fail("mode '" + mode + "' is neither avg nor max");
    }
    if (!ctm.equals("half_pixel") && !ctm.equals("output_half_pixel")) {
      throw l.fail("coordinate_transformation_mode '" + ctm + "' is neither half_pixel nor output_half_pixel");
    }
    boolean halfPixel = ctm.equals("half_pixel");
    boolean max = mode.equals("max");
    double scale = l.floatAttr("spatial_scale");
    long oh = out.getDimSize(2);
    long ow = out.getDimSize(3);
    long h = xt.getDimSize(2);
    long w = xt.getDimSize(3);
    Type et = xt.getElementType();
    Value x = l.operand(0);
    Value rois = l.operand(1);
    Value batch = l.operand(2);
    Value samples = Linalg.filled(l, RankedTensorType.get(new long[] {grid, grid}, IntegerType.get(1)), 1, null);
    Value init = max ? Linalg.fill(l, Scalars.lowest(l.b, l.loc, et, false), Linalg.empty(l, out, List.of()))
        : Linalg.filled(l, out, 0, null);
    List<AffineMap> maps = List.of(map(6, 4, 5), map(6, 0, 1, 2, 3));
    List<String> iters = List.of("parallel", "parallel", "parallel", "parallel", "reduction", "reduction");
    Value y = Linalg.generic(l, List.of(samples), List.of(init), maps, iters, (b, loc, a) -> {
      Value r = Linalg.index(b, loc, 0);
      Value ch = Linalg.index(b, loc, 1);
      Value off = Scalars.constant(b, loc, et, halfPixel ? 0.5 : 0);
      Value sc = Scalars.constant(b, loc, et, scale);
      Value[] box = new Value[4];
      for (int k = 0; k < 4; k++) {
        box[k] = Scalars.sub(b, loc, Scalars.mul(b, loc,
            Linalg.extract(b, loc, rois, List.of(r, Scalars.index(b, loc, k))), sc), off);
      }
      Value rw = Scalars.sub(b, loc, box[2], box[0]);
      Value rh = Scalars.sub(b, loc, box[3], box[1]);
      if (!halfPixel) {
        rw = Scalars.max(b, loc, rw, Scalars.constant(b, loc, et, 1), false);
        rh = Scalars.max(b, loc, rh, Scalars.constant(b, loc, et, 1), false);
      }
      Value bh = Scalars.div(b, loc, rh, Scalars.constant(b, loc, et, oh), false);
      Value bw = Scalars.div(b, loc, rw, Scalars.constant(b, loc, et, ow), false);
      Value sy = coordinate(b, loc, et, box[1], bh, Linalg.index(b, loc, 2), Linalg.index(b, loc, 4), grid);
      Value sx = coordinate(b, loc, et, box[0], bw, Linalg.index(b, loc, 3), Linalg.index(b, loc, 5), grid);
      // more than a pixel outside the image: 0
      Value outside = Scalars.or(b, loc,
          Scalars.or(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, sy, Scalars.constant(b, loc, et, -1), false),
              Scalars.cmp(b, loc, Scalars.Cmp.GT, sy, Scalars.constant(b, loc, et, h), false)),
          Scalars.or(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, sx, Scalars.constant(b, loc, et, -1), false),
              Scalars.cmp(b, loc, Scalars.Cmp.GT, sx, Scalars.constant(b, loc, et, w), false)));
      Value[] ys = corners(b, loc, et, sy, h);
      Value[] xs = corners(b, loc, et, sx, w);
      Value n = Scalars.cast(b, loc, Linalg.extract(b, loc, batch, List.of(r)), IndexType.get(), false, false);
      Value one = Scalars.constant(b, loc, et, 1);
      Value ly = ys[2];
      Value lx = xs[2];
      Value hy = Scalars.sub(b, loc, one, ly);
      Value hx = Scalars.sub(b, loc, one, lx);
      Value[] terms = {
          Scalars.mul(b, loc, Scalars.mul(b, loc, hy, hx), Linalg.extract(b, loc, x, List.of(n, ch, ys[0], xs[0]))),
          Scalars.mul(b, loc, Scalars.mul(b, loc, hy, lx), Linalg.extract(b, loc, x, List.of(n, ch, ys[0], xs[1]))),
          Scalars.mul(b, loc, Scalars.mul(b, loc, ly, hx), Linalg.extract(b, loc, x, List.of(n, ch, ys[1], xs[0]))),
          Scalars.mul(b, loc, Scalars.mul(b, loc, ly, lx), Linalg.extract(b, loc, x, List.of(n, ch, ys[1], xs[1])))};
      Value zero = Scalars.constant(b, loc, et, 0);
      Value acc = a.get(1);
      Value next;
      if (max) {
        Value m = Scalars.max(b, loc, Scalars.max(b, loc, terms[0], terms[1], false),
            Scalars.max(b, loc, terms[2], terms[3], false), false);
        next = Scalars.max(b, loc, acc, Scalars.select(b, loc, outside, zero, m), false);
      } else {
        Value sum = Scalars.add(b, loc, Scalars.add(b, loc, terms[0], terms[1]), Scalars.add(b, loc, terms[2], terms[3]));
        sum = Scalars.div(b, loc, sum, Scalars.constant(b, loc, et, grid * grid), false);
        next = Scalars.add(b, loc, acc, Scalars.select(b, loc, outside, zero, sum));
      }
      YieldOp.create(b, loc, List.of(next));
    }).get(0);
    return List.of(y);
  }


  /** The sample's coordinate: start + bin * size + (sample + 0.5) * size / grid. */
  private static Value coordinate(Builder b, Location loc, Type et, Value start, Value size, Value bin, Value sample,
      long grid) {
    Value bf = Scalars.cast(b, loc, Scalars.cast(b, loc, bin, IntegerType.get(64), false, false), et, false, false);
    Value sf = Scalars.cast(b, loc, Scalars.cast(b, loc, sample, IntegerType.get(64), false, false), et, false, false);
    Value step = Scalars.div(b, loc, size, Scalars.constant(b, loc, et, grid), false);
    Value half = Scalars.add(b, loc, sf, Scalars.constant(b, loc, et, 0.5));
    return Scalars.add(b, loc, Scalars.add(b, loc, start, Scalars.mul(b, loc, bf, size)), Scalars.mul(b, loc, half, step));
  }

  /**
   * The low and high pixel (indices) of coordinate {@code c} along a side of {@code n} and the
   * fraction past the low one: c at least 0, the low pixel its floor; at the last pixel or
   * beyond, both the last and the fraction 0.
   */
  private static Value[] corners(Builder b, Location loc, Type et, Value c, long n) {
    c = Scalars.max(b, loc, c, Scalars.constant(b, loc, et, 0), false);
    Value low = Scalars.cast(b, loc, c, IntegerType.get(64), false, false);
    Value lastI = Scalars.constant(b, loc, IntegerType.get(64), n - 1);
    Value atEnd = Scalars.cmp(b, loc, Scalars.Cmp.GE, low, lastI, false);
    low = Scalars.select(b, loc, atEnd, lastI, low);
    Value high = Scalars.select(b, loc, atEnd, lastI, Scalars.add(b, loc, low, Scalars.constant(b, loc, IntegerType.get(64), 1)));
    Value frac = Scalars.select(b, loc, atEnd, Scalars.constant(b, loc, et, 0),
        Scalars.sub(b, loc, c, Scalars.cast(b, loc, low, et, false, false)));
    return new Value[] {Scalars.cast(b, loc, low, IndexType.get(), false, false),
        Scalars.cast(b, loc, high, IndexType.get(), false, false), frac};
  }
}
