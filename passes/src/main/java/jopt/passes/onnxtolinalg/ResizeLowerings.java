package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.dialects.onnx.SymInt;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * Resize (and Upsample): a generic over the result whose body maps each resized coordinate
 * back to the input as ONNX's coordinate_transformation_mode says, picks the neighbours of the
 * mode (nearest by nearest_mode, linear's two, cubic's four with coefficient A, clamped to the
 * edge or, with exclude_outside, dropped and the weights renormalized) and sums their
 * products of weights, read by {@code tensor.extract}. Linear of f32, f16 and bf16 data computes
 * in f32 in onnxruntime's CPU order (its kernel is f32 only; it casts f16 around it): the
 * coordinate rounded at each step, clamped to the input, the weights x - x1 and x2 - x (both 0.5
 * where the taps meet at the edge), each term the weights multiplied innermost dim first and then
 * the element, the terms summed in row-major order, rounded to the element type once at the end;
 * on f64 data the same in f64. Nearest and cubic compute coordinates and weights in f64.
 * tf_crop_and_resize reads roi and gives extrapolation_value outside the input. GridSample (2-D)
 * reads its coordinates from the grid, as ONNX's reference and PyTorch's grid_sample.
 */
final class ResizeLowerings {
  private ResizeLowerings() {}

  static void register(Map<String, OnnxLowering> m) {
    for (String v : List.of("Resize", "ResizeV18", "ResizeV13", "ResizeV11")) {
      m.put("onnx." + v, OnnxLowering.single(l -> resize(l, 1, 2, 3, false)));
    }
    // Opset 10 Resize and Upsample: scales only, asymmetric coordinates, nearest rounds down.
    m.put("onnx.ResizeV10", OnnxLowering.single(l -> resize(l, -1, 1, -1, true)));
    m.put("onnx.Upsample", OnnxLowering.single(l -> resize(l, -1, 1, -1, true)));
    m.put("onnx.UpsampleV7", OnnxLowering.single(l -> resize(l, -1, -1, -1, true)));
    m.put("onnx.GridSample", OnnxLowering.single(ResizeLowerings::gridSample));
    m.put("onnx.GridSampleV16", OnnxLowering.single(ResizeLowerings::gridSample));
  }

  /** One neighbour along an axis: its input index and its weight (null weight: 1). */
  private record Tap(Value index, Value weight) {}

  /**
   * A length along a dim: static ({@code v} null) or an index value known at run time. Its
   * forms in the body are constants when static, as the static lowering always built them.
   */
  private record Len(long n, Value v) {
    Value f(Builder b, Location loc, FloatType ft) {
      return v == null ? fc(b, loc, ft, n) : toFloat(b, loc, v, ft);
    }

    Value fLessOne(Builder b, Location loc, FloatType ft) {
      return v == null ? fc(b, loc, ft, n - 1) : Scalars.sub(b, loc, toFloat(b, loc, v, ft), fc(b, loc, ft, 1));
    }

    Value fHalf(Builder b, Location loc, FloatType ft) {
      return v == null ? fc(b, loc, ft, n / 2.0) : Scalars.mul(b, loc, toFloat(b, loc, v, ft), fc(b, loc, ft, 0.5));
    }

    Value index(Builder b, Location loc) {
      return v == null ? Scalars.index(b, loc, n) : v;
    }

    Value indexLessOne(Builder b, Location loc) {
      return v == null ? Scalars.index(b, loc, n - 1) : Scalars.sub(b, loc, v, Scalars.index(b, loc, 1));
    }
  }

  private static Value resize(Lowering l, int roiAt, int scalesAt, int sizesAt, boolean legacy) {
    RankedTensorType in = l.type(0);
    RankedTensorType out = l.resultType(0);
    boolean dynamic = Linalg.isDynamic(in) || Linalg.isDynamic(out);
    int rank = in.getRank();
    if (out.getRank() != rank) {
      throw l.fail("the result's rank differs from the input's");
    }
    // Upsample and Resize-10 (legacy) have none of the later attributes: nearest or linear only.
    if (!legacy && l.intAttr("antialias") != 0) {
      throw l.fail("antialias");
    }
    String mode = l.stringAttr("mode");
    String coord = legacy ? "asymmetric" : l.stringAttr("coordinate_transformation_mode");
    String nearestMode = legacy ? "floor" : l.stringAttr("nearest_mode");
    double cubicA = legacy ? 0 : l.floatAttr("cubic_coeff_a");
    boolean excludeOutside = !legacy && l.intAttr("exclude_outside") != 0;
    double extrapolation = legacy ? 0 : l.floatAttr("extrapolation_value");
    if (!List.of("nearest", "linear", "cubic").contains(mode)) {
      throw l.fail("mode '" + mode + "'");
    }
    Type elt = out.getElementType();
    boolean floatData = Scalars.isFloat(elt);
    if (!floatData && !mode.equals("nearest")) {
      throw l.fail(mode + " resize of integers");
    }
    // The type the coordinates, weights and sum are computed in (see the class comment).
    FloatType ct = mode.equals("linear") && !elt.equals(FloatType.F64) ? FloatType.F32 : FloatType.F64;
    // The axes the scales and sizes list (opset 18), else all.
    long[] axesAttr = l.intsAttr("axes");
    int[] axes = new int[axesAttr == null ? rank : axesAttr.length];
    for (int i = 0; i < axes.length; i++) {
      axes[i] = axesAttr == null ? i : l.axis(axesAttr[i], rank);
    }
    // Per dim: a constant scale, or a runtime one read before the loops, or none (not resized).
    Double[] constScale = new Double[rank];
    Value[] runtimeScale = new Value[rank];
    boolean scalesGiven = false;
    long[] scaleAttr = null;
    if (scalesAt < 0 && l.attr("scales") != null) {
      double[] s = floats(l, "scales");
      for (int i = 0; i < rank; i++) {
        constScale[i] = s[i];
      }
      scalesGiven = true;
    } else if (scalesAt >= 0 && !l.absent(scalesAt) && l.type(scalesAt).getNumElements() > 0) {
      scalesGiven = true;
      DenseElementsAttr c = l.constant(scalesAt);
      for (int k = 0; k < axes.length; k++) {
        if (c != null) {
          constScale[axes[k]] = c.getDouble(k);
        } else {
          Value e = Linalg.extract(l.b, l.loc, l.operand(scalesAt), List.of(Scalars.index(l.b, l.loc, k)));
          runtimeScale[axes[k]] = Scalars.cast(l.b, l.loc, e, ct, false, false);
        }
      }
    }
    if (!scalesGiven) {
      if (sizesAt < 0 || l.absent(sizesAt)) {
        throw l.fail("neither scales nor sizes");
      }
      String policy = l.stringAttr("keep_aspect_ratio_policy");
      double common = policy.equals("not_larger") ? Double.POSITIVE_INFINITY : 0;
      for (int a : axes) {
        if (out.isDynamicDim(a) || in.isDynamicDim(a)) {
          if (!policy.equals("stretch")) {
            throw l.fail("keep_aspect_ratio_policy '" + policy + "' on sizes known at run time");
          }
          // The scale of sizes known at run time: their ratio.
          runtimeScale[a] = Scalars.div(l.b, l.loc, length(l, l.operand(0), a, l.resultDims(0).get(a), true, ct),
              length(l, l.operand(0), a, null, false, ct), false);
          continue;
        }
        double s = (double) out.getDimSize(a) / in.getDimSize(a);
        constScale[a] = s;
        common = policy.equals("not_larger") ? Math.min(common, s) : Math.max(common, s);
      }
      if (!policy.equals("stretch")) {
        for (int a : axes) {
          constScale[a] = common;
        }
      }
    }
    for (int i = 0; i < rank; i++) {
      if (constScale[i] == null && runtimeScale[i] == null) {
        constScale[i] = 1.0;
      }
    }
    Value roi = roiAt >= 0 && !l.absent(roiAt) && coord.equals("tf_crop_and_resize") ? l.operand(roiAt) : null;
    if (coord.equals("tf_crop_and_resize") && roi == null) {
      throw l.fail("tf_crop_and_resize without roi");
    }
    Value data = l.operand(0);
    String m = mode;
    Len[] inLens = new Len[rank];
    Len[] outLens = new Len[rank];
    Value init;
    if (!dynamic) {
      for (int i = 0; i < rank; i++) {
        inLens[i] = new Len(in.getDimSize(i), null);
        outLens[i] = new Len(out.getDimSize(i), null);
      }
      init = Linalg.empty(l, out, (Value) null);
    } else {
      if (coord.equals("tf_crop_and_resize")) {
        throw l.fail("tf_crop_and_resize on sizes known at run time");
      }
      List<SymInt> outDims = l.resultDims(0);
      List<Value> dynamicSizes = new ArrayList<>();
      for (int i = 0; i < rank; i++) {
        inLens[i] = in.isDynamicDim(i) ? new Len(-1, l.size(l.dim(l.operand(0), i))) : new Len(in.getDimSize(i), null);
        if (!out.isDynamicDim(i)) {
          outLens[i] = new Len(out.getDimSize(i), null);
          continue;
        }
        Value size;
        if (l.canBuild(outDims.get(i))) {
          size = l.size(outDims.get(i));
        } else {
          // floor(input size * scale), as the reference computes the output size.
          Value scale = runtimeScale[i] != null ? Scalars.cast(l.b, l.loc, runtimeScale[i], FloatType.F64, false, false)
              : f64(l.b, l.loc, constScale[i]);
          size = toIndex(l.b, l.loc,
              floor(l.b, l.loc, Scalars.mul(l.b, l.loc, inLens[i].f(l.b, l.loc, FloatType.F64), scale)));
        }
        outLens[i] = new Len(-1, size);
        dynamicSizes.add(size);
      }
      init = Linalg.empty(l, out, dynamicSizes);
    }
    boolean[] same = new boolean[rank];
    for (int i = 0; i < rank; i++) {
      same[i] = !dynamic ? in.getDimSize(i) == out.getDimSize(i) : l.dim(l.operand(0), i).equals(l.resultDims(0).get(i));
    }
    boolean[] window = mode.equals("linear") ? linearWindow(constScale, runtimeScale) : null;
    return Linalg.generic(l, List.of(), List.of(init), List.of(AffineMap.getMultiDimIdentityMap(rank)),
        Linalg.iterators(rank, "parallel"), (b, loc, args) -> {
          List<List<Tap>> taps = new ArrayList<>();
          Value outside = null;
          for (int i = 0; i < rank; i++) {
            Len inLen = inLens[i];
            Len outLen = outLens[i];
            Value o = Linalg.index(b, loc, i);
            boolean unscaled = runtimeScale[i] == null && constScale[i] == 1.0 && same[i];
            if (window != null && window[i] && unscaled) {
              // onnxruntime's window dim of scale 1: x = o in any mode, 0.5 and 0.5 at the last index.
              taps.add(linear(b, loc, toFloat(b, loc, o, ct), inLen, ct));
              continue;
            }
            boolean identity = unscaled && (window != null || !coord.equals("tf_crop_and_resize"));
            // Linear along a dim of one element outside the window reads it (onnxruntime's kernel
            // reads its outer dims as they are; two taps of 0.5 would sum it in another order).
            boolean single = window != null && !window[i] && inLen.v() == null && inLen.n() == 1
                && outLen.v() == null && outLen.n() == 1;
            if (identity || single) {
              taps.add(List.of(new Tap(single ? Scalars.index(b, loc, 0) : o, null)));
              continue;
            }
            Value scale = runtimeScale[i] != null ? runtimeScale[i] : fc(b, loc, ct, constScale[i]);
            Value x = original(b, loc, coord, o, scale, inLen, outLen, roi, i, rank, ct);
            if (coord.equals("tf_crop_and_resize")) {
              Value lo = Scalars.cmp(b, loc, Scalars.Cmp.LT, x, fc(b, loc, ct, 0), false);
              Value hi = Scalars.cmp(b, loc, Scalars.Cmp.GT, x, inLen.fLessOne(b, loc, ct), false);
              Value out1 = Scalars.or(b, loc, lo, hi);
              outside = outside == null ? out1 : Scalars.or(b, loc, outside, out1);
            }
            taps.add(switch (m) {
              case "nearest" -> List.of(new Tap(nearest(b, loc, x, nearestMode, inLen), null));
              case "linear" -> runtimeScale[i] != null && same[i]
                  ? unlessOne(b, loc, linear(b, loc, x, inLen, ct), runtimeScale[i], o, ct)
                  : linear(b, loc, x, inLen, ct);
              default -> cubic(b, loc, x, inLen, cubicA, excludeOutside);
            });
          }
          Value r = combine(b, loc, data, taps, elt, ct);
          if (outside != null) {
            r = Scalars.select(b, loc, outside, Scalars.constant(b, loc, elt, extrapolation), r);
          }
          YieldOp.create(b, loc, List.of(r));
        }).get(0);
  }

  /**
   * GridSample in 2-D: each result element's normalized (x, y) read from the grid, denormalized
   * (align_corners or not; the coordinate rounded through f32 as the reference keeps it),
   * rounded to even for nearest, brought inside by border clamping or reflection, then the
   * nearest, bilinear or bicubic (A = -0.75) taps read with the padding mode (zeros outside).
   */
  private static Value gridSample(Lowering l) {
    RankedTensorType in = l.staticType(0);
    RankedTensorType grid = l.staticType(1);
    RankedTensorType out = l.staticResultType(0);
    if (in.getRank() != 4 || grid.getRank() != 4 || grid.getDimSize(3) != 2) {
      throw l.fail("GridSample other than 2-D");
    }
    String mode = switch (l.stringAttr("mode")) {
      case "bilinear", "linear" -> "linear";
      case "bicubic", "cubic" -> "cubic";
      case "nearest" -> "nearest";
      default -> throw l.fail("mode '" + l.stringAttr("mode") + "'");
    };
    String padding = l.stringAttr("padding_mode");
    if (!List.of("zeros", "border", "reflection").contains(padding)) {
      throw l.fail("padding_mode '" + padding + "'");
    }
    boolean align = l.intAttr("align_corners") != 0;
    Type elt = out.getElementType();
    if (!Scalars.isFloat(elt)) {
      throw l.fail("GridSample of integers");
    }
    Value data = l.operand(0);
    Value g = l.operand(1);
    long[] dims = {in.getDimSize(2), in.getDimSize(3)};
    return Linalg.generic(l, List.of(), List.of(Linalg.empty(l, out, (Value) null)),
        List.of(AffineMap.getMultiDimIdentityMap(4)), Linalg.iterators(4, "parallel"), (b, loc, args) -> {
          Value n = Linalg.index(b, loc, 0);
          Value c = Linalg.index(b, loc, 1);
          Value h = Linalg.index(b, loc, 2);
          Value w = Linalg.index(b, loc, 3);
          // grid[n, h, w, 0] is along W (dim 3), [.., 1] along H (dim 2).
          Value[] coord = new Value[2];
          for (int k = 0; k < 2; k++) {
            Value gv = Linalg.extract(b, loc, g, List.of(n, h, w, Scalars.index(b, loc, 1 - k)));
            gv = Scalars.cast(b, loc, gv, FloatType.F64, false, false);
            long d = dims[k];
            Value one = f64(b, loc, 1);
            Value x = align
                ? Scalars.mul(b, loc, Scalars.div(b, loc, Scalars.add(b, loc, gv, one), f64(b, loc, 2), false), f64(b, loc, d - 1))
                : Scalars.div(b, loc, Scalars.sub(b, loc, Scalars.mul(b, loc, Scalars.add(b, loc, gv, one), f64(b, loc, d)), one),
                    f64(b, loc, 2), false);
            x = Scalars.cast(b, loc, Scalars.cast(b, loc, x, FloatType.F32, false, false), FloatType.F64, false, false);
            if (mode.equals("nearest")) {
              x = Scalars.math(b, loc, "math.roundeven", x);
            }
            double lo = align ? 0 : -0.5;
            double hi = align ? d - 1 : d - 0.5;
            Value outside = Scalars.or(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, x, f64(b, loc, lo), false),
                Scalars.cmp(b, loc, Scalars.Cmp.GT, x, f64(b, loc, hi), false));
            if (padding.equals("border")) {
              Value cl = Scalars.max(b, loc, f64(b, loc, 0), Scalars.min(b, loc, x, f64(b, loc, d - 1), false), false);
              x = Scalars.select(b, loc, outside, cl, x);
            } else if (padding.equals("reflection")) {
              x = Scalars.select(b, loc, outside, reflect(b, loc, x, lo, hi), x);
            }
            coord[k] = x;
          }
          List<List<Tap>> taps = new ArrayList<>();
          taps.add(List.of(new Tap(n, null)));
          taps.add(List.of(new Tap(c, null)));
          List<Value> valid = new ArrayList<>();
          for (int k = 0; k < 2; k++) {
            Value x = coord[k];
            long d = dims[k];
            List<Tap> t = new ArrayList<>();
            List<Value> raw = new ArrayList<>();
            List<Value> weights = new ArrayList<>();
            if (mode.equals("nearest")) {
              raw.add(toIndex(b, loc, x));
              weights.add(null);
            } else {
              Value fl = floor(b, loc, x);
              Value frac = Scalars.sub(b, loc, x, fl);
              Value i0 = toIndex(b, loc, fl);
              if (mode.equals("linear")) {
                raw.add(i0);
                raw.add(Scalars.add(b, loc, i0, Scalars.index(b, loc, 1)));
                weights.add(Scalars.sub(b, loc, f64(b, loc, 1), frac));
                weights.add(frac);
              } else {
                Value one = f64(b, loc, 1);
                Value av = f64(b, loc, -0.75);
                weights.add(far(b, loc, Scalars.add(b, loc, frac, one), av));
                weights.add(near(b, loc, frac, -0.75));
                weights.add(near(b, loc, Scalars.sub(b, loc, one, frac), -0.75));
                weights.add(far(b, loc, Scalars.sub(b, loc, f64(b, loc, 2), frac), av));
                for (int j = -1; j <= 2; j++) {
                  raw.add(Scalars.add(b, loc, i0, Scalars.index(b, loc, j)));
                }
              }
            }
            for (int j = 0; j < raw.size(); j++) {
              Value i = raw.get(j);
              Value inside = Scalars.and(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.GE, i, Scalars.index(b, loc, 0), false),
                  Scalars.cmp(b, loc, Scalars.Cmp.LT, i, Scalars.index(b, loc, d), false));
              Value at;
              if (padding.equals("reflection")) {
                Value rf = reflect(b, loc, toF64(b, loc, i), align ? 0 : -0.5, align ? d - 1 : d - 0.5);
                at = clamp(b, loc, toIndex(b, loc, Scalars.math(b, loc, "math.trunc", rf)), new Len(d, null));
              } else {
                at = clamp(b, loc, i, new Len(d, null));
              }
              Value wgt = weights.get(j);
              if (padding.equals("zeros")) {
                // A tap outside reads 0: its weight goes to 0 (the clamped index is only read).
                Value zero = f64(b, loc, 0);
                wgt = Scalars.select(b, loc, inside, wgt == null ? f64(b, loc, 1) : wgt, zero);
              }
              t.add(new Tap(at, wgt));
            }
            taps.add(t);
          }
          Value r = combine(b, loc, data, taps, elt, FloatType.F64);
          YieldOp.create(b, loc, List.of(r));
        }).get(0);
  }

  /** {@code x} reflected by the nearer border until inside {@code [lo, hi]} (the reference's loop, closed form). */
  private static Value reflect(Builder b, Location loc, Value x, double lo, double hi) {
    double range = hi - lo;
    Value below = Scalars.cmp(b, loc, Scalars.Cmp.LT, x, f64(b, loc, lo), false);
    Value dx = Scalars.select(b, loc, below, Scalars.sub(b, loc, f64(b, loc, lo), x), Scalars.sub(b, loc, x, f64(b, loc, hi)));
    Value nf = floor(b, loc, Scalars.div(b, loc, dx, f64(b, loc, range), false));
    Value r = Scalars.sub(b, loc, dx, Scalars.mul(b, loc, nf, f64(b, loc, range)));
    Value n = Scalars.cast(b, loc, nf, IntegerType.get(64), false, false);
    Value even = Scalars.cmp(b, loc, Scalars.Cmp.EQ, Scalars.and(b, loc, n, Scalars.constant(b, loc, IntegerType.get(64), 1)),
        Scalars.constant(b, loc, IntegerType.get(64), 0), false);
    Value fromLo = Scalars.add(b, loc, f64(b, loc, lo), r);
    Value fromHi = Scalars.sub(b, loc, f64(b, loc, hi), r);
    // Below: even -> lo + r, odd -> hi - r; above: even -> hi - r, odd -> lo + r.
    Value belowV = Scalars.select(b, loc, even, fromLo, fromHi);
    Value aboveV = Scalars.select(b, loc, even, fromHi, fromLo);
    Value inside = Scalars.and(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.GE, x, f64(b, loc, lo), false),
        Scalars.cmp(b, loc, Scalars.Cmp.LE, x, f64(b, loc, hi), false));
    return Scalars.select(b, loc, inside, x, Scalars.select(b, loc, below, belowV, aboveV));
  }

  private static double[] floats(Lowering l, String name) {
    if (!(l.attr(name) instanceof jopt.ir.attr.ArrayAttr arr)) {
      throw l.fail("attribute '" + name + "'");
    }
    double[] r = new double[arr.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = ((jopt.ir.attr.FloatAttr) arr.get(i)).getValue();
    }
    return r;
  }

  private static Value f64(Builder b, Location loc, double v) {
    return Scalars.constant(b, loc, FloatType.F64, v);
  }

  /** The constant {@code v} of type {@code ft} (f32: {@code v} rounded to f32). */
  private static Value fc(Builder b, Location loc, FloatType ft, double v) {
    return Scalars.constant(b, loc, ft, ft.equals(FloatType.F32) ? (double) (float) v : v);
  }

  /**
   * A length of the op as a float of type {@code ft} computed before the loops: result dim
   * {@code outDim} when {@code result}, else dim {@code d} of {@code x}.
   */
  private static Value length(Lowering l, Value x, int d, SymInt outDim, boolean result, FloatType ft) {
    SymInt s = result ? outDim : l.dim(x, d);
    if (!l.canBuild(s)) {
      throw l.fail("the result size along dim " + d + " is not known");
    }
    return toFloat(l.b, l.loc, l.size(s), ft);
  }

  /** The index {@code i} as an f64. */
  private static Value toF64(Builder b, Location loc, Value i) {
    return toFloat(b, loc, i, FloatType.F64);
  }

  /** The index {@code i} as a float of type {@code ft}. */
  private static Value toFloat(Builder b, Location loc, Value i, FloatType ft) {
    return Scalars.cast(b, loc, Scalars.cast(b, loc, i, IntegerType.get(64), false, false), ft, false, false);
  }

  /**
   * The input coordinate of output index {@code o} along dim {@code d} in {@code ft}, by ONNX's
   * formulas (its reference implementation's: the output width there is {@code scale * input
   * width}, not the integer size), each step rounded as onnxruntime's CPU kernel evaluates them.
   */
  private static Value original(Builder b, Location loc, String coord, Value o, Value scale, Len inLen, Len outLen,
      Value roi, int d, int rank, FloatType ft) {
    Value x = toFloat(b, loc, o, ft);
    Value half = fc(b, loc, ft, 0.5);
    Value one = fc(b, loc, ft, 1);
    Value width = Scalars.mul(b, loc, scale, inLen.f(b, loc, ft));
    Value single = Scalars.cmp(b, loc, Scalars.Cmp.EQ, width, one, false);
    Value widthLessOne = Scalars.sub(b, loc, width, one);
    Value halfPixel = Scalars.sub(b, loc, Scalars.div(b, loc, Scalars.add(b, loc, x, half), scale, false), half);
    switch (coord) {
      case "half_pixel":
        return halfPixel;
      case "half_pixel_symmetric": {
        Value adjustment = Scalars.div(b, loc, outLen.f(b, loc, ft), width, false);
        Value offset = Scalars.mul(b, loc, inLen.fHalf(b, loc, ft), Scalars.sub(b, loc, one, adjustment));
        // onnxruntime adds the offset to (x + 0.5) / scale - 0.5 evaluated in f64, then rounds.
        Value h = f64(b, loc, 0.5);
        Value shifted = Scalars.div(b, loc, Scalars.add(b, loc, toF64(b, loc, o), h),
            Scalars.cast(b, loc, scale, FloatType.F64, false, false), false);
        Value r = Scalars.sub(b, loc, Scalars.add(b, loc, Scalars.cast(b, loc, offset, FloatType.F64, false, false), shifted), h);
        return Scalars.cast(b, loc, r, ft, false, false);
      }
      case "pytorch_half_pixel":
        return Scalars.select(b, loc, single, fc(b, loc, ft, -0.5), halfPixel);
      case "align_corners": {
        Value r = Scalars.div(b, loc, Scalars.mul(b, loc, x, inLen.fLessOne(b, loc, ft)), widthLessOne, false);
        return Scalars.select(b, loc, single, fc(b, loc, ft, 0), r);
      }
      case "asymmetric":
        return Scalars.div(b, loc, x, scale, false);
      case "tf_half_pixel_for_nn":
        return Scalars.div(b, loc, Scalars.add(b, loc, x, half), scale, false);
      case "tf_crop_and_resize": {
        Value start = roiAt(b, loc, roi, d, ft);
        Value end = roiAt(b, loc, roi, d + rank, ft);
        Value lessOne = inLen.fLessOne(b, loc, ft);
        // start (n - 1) + x (end - start) (n - 1) / (width - 1); one output: the roi's middle, in f64.
        Value r = Scalars.add(b, loc, Scalars.mul(b, loc, start, lessOne), Scalars.div(b, loc,
            Scalars.mul(b, loc, Scalars.mul(b, loc, x, Scalars.sub(b, loc, end, start)), lessOne), widthLessOne, false));
        Value mid = Scalars.mul(b, loc, Scalars.mul(b, loc, f64(b, loc, 0.5),
            Scalars.cast(b, loc, Scalars.add(b, loc, start, end), FloatType.F64, false, false)),
            Scalars.cast(b, loc, lessOne, FloatType.F64, false, false));
        return Scalars.select(b, loc, single, Scalars.cast(b, loc, mid, ft, false, false), r);
      }
      default:
        throw new Lowering.Failure("coordinate_transformation_mode '" + coord + "'");
    }
  }

  private static Value roiAt(Builder b, Location loc, Value roi, int k, FloatType ft) {
    Value e = Linalg.extract(b, loc, roi, List.of(Scalars.index(b, loc, k)));
    return Scalars.cast(b, loc, e, ft, false, false);
  }

  private static Value floor(Builder b, Location loc, Value x) {
    return Scalars.math(b, loc, "math.floor", x);
  }

  /** A float holding an integer (or, when not negative, its integer part), as an index. */
  private static Value toIndex(Builder b, Location loc, Value x) {
    return Scalars.cast(b, loc, Scalars.cast(b, loc, x, IntegerType.get(64), false, false), IndexType.get(), false, false);
  }

  private static Value clamp(Builder b, Location loc, Value i, Len n) {
    return Scalars.max(b, loc, Scalars.index(b, loc, 0), Scalars.min(b, loc, i, n.indexLessOne(b, loc), false),
        false);
  }

  /** The nearest input index by nearest_mode, clamped to the input. */
  private static Value nearest(Builder b, Location loc, Value x, String nearestMode, Len n) {
    Value fl = floor(b, loc, x);
    Value frac = Scalars.sub(b, loc, x, fl);
    Value up = switch (nearestMode) {
      case "round_prefer_floor" -> Scalars.cmp(b, loc, Scalars.Cmp.GT, frac, f64(b, loc, 0.5), false);
      case "round_prefer_ceil" -> Scalars.cmp(b, loc, Scalars.Cmp.GE, frac, f64(b, loc, 0.5), false);
      case "floor" -> Scalars.constant(b, loc, IntegerType.get(1), 0);
      case "ceil" -> Scalars.cmp(b, loc, Scalars.Cmp.GT, frac, f64(b, loc, 0), false);
      default -> throw new Lowering.Failure("nearest_mode '" + nearestMode + "'");
    };
    Value i = toIndex(b, loc, fl);
    i = Scalars.select(b, loc, up, Scalars.add(b, loc, i, Scalars.index(b, loc, 1)), i);
    return clamp(b, loc, i, n);
  }

  /**
   * The two taps of coordinate {@code x} in {@code ft}, as onnxruntime's kernel: x clamped to
   * [0, n - 1], x1 its integer part, x2 = min(x1 + 1, n - 1), weighted x2 - x and x - x1 (0.5 each
   * when x1 == x2, at the last element).
   */
  private static List<Tap> linear(Builder b, Location loc, Value x, Len n, FloatType ft) {
    Value xc = Scalars.max(b, loc, fc(b, loc, ft, 0), Scalars.min(b, loc, x, n.fLessOne(b, loc, ft), false), false);
    Value last = n.indexLessOne(b, loc);
    Value i1 = Scalars.min(b, loc, toIndex(b, loc, xc), last, false);
    Value i2 = Scalars.min(b, loc, Scalars.add(b, loc, i1, Scalars.index(b, loc, 1)), last, false);
    Value same = Scalars.cmp(b, loc, Scalars.Cmp.EQ, i1, i2, false);
    Value half = fc(b, loc, ft, 0.5);
    Value d1 = Scalars.select(b, loc, same, half, Scalars.sub(b, loc, xc, toFloat(b, loc, i1, ft)));
    Value d2 = Scalars.select(b, loc, same, half, Scalars.sub(b, loc, toFloat(b, loc, i2, ft), xc));
    return List.of(new Tap(i1, d2), new Tap(i2, d1));
  }

  /**
   * The dims onnxruntime's linear kernel interpolates (its window) when every scale is a constant:
   * rank 2 and 3 all, rank 4 H and W (scales 1, 1, h, w) or, of NHWC (1, h, w, 1), the middle two,
   * rank 5 the last three; the other dims it reads as they are. Null with a scale known at run
   * time, and where the kernel has no form (the lowering then interpolates each resized dim).
   */
  private static boolean[] linearWindow(Double[] constScale, Value[] runtimeScale) {
    int rank = constScale.length;
    for (Value v : runtimeScale) {
      if (v != null) {
        return null;
      }
    }
    boolean[] w = new boolean[rank];
    if (rank == 2 || rank == 3) {
      Arrays.fill(w, true);
    } else if ((rank == 4 || rank == 5) && constScale[0] == 1.0 && constScale[1] == 1.0) {
      Arrays.fill(w, 2, rank, true);
    } else if (rank == 4 && constScale[0] == 1.0 && constScale[3] == 1.0) {
      w[1] = w[2] = true;
    } else {
      return null;
    }
    return w;
  }

  /**
   * Linear taps along a dim of the input's length whose scale is known at run time: where it is 1,
   * element {@code o} weighted 1 (and 0), as a constant scale of 1 reads the dim as it is.
   */
  private static List<Tap> unlessOne(Builder b, Location loc, List<Tap> taps, Value scale, Value o, FloatType ft) {
    Value one = Scalars.cmp(b, loc, Scalars.Cmp.EQ, scale, fc(b, loc, ft, 1), false);
    return List.of(
        new Tap(Scalars.select(b, loc, one, o, taps.get(0).index()),
            Scalars.select(b, loc, one, fc(b, loc, ft, 1), taps.get(0).weight())),
        new Tap(Scalars.select(b, loc, one, o, taps.get(1).index()),
            Scalars.select(b, loc, one, fc(b, loc, ft, 0), taps.get(1).weight())));
  }

  /** The four cubic neighbours floor(x) - 1 .. floor(x) + 2 with Keys' coefficients of parameter A. */
  private static List<Tap> cubic(Builder b, Location loc, Value x, Len n, double a, boolean excludeOutside) {
    Value fl = floor(b, loc, x);
    Value t = Scalars.sub(b, loc, x, fl);
    Value one = f64(b, loc, 1);
    Value av = f64(b, loc, a);
    // |d| in [1, 2]: ((A d - 5A) d + 8A) d - 4A; |d| <= 1: ((A + 2) d - (A + 3)) d d + 1.
    Value tp1 = Scalars.add(b, loc, t, one);
    Value omt = Scalars.sub(b, loc, one, t);
    Value omtp1 = Scalars.add(b, loc, omt, one);
    Value[] w = {far(b, loc, tp1, av), near(b, loc, t, a), near(b, loc, omt, a), far(b, loc, omtp1, av)};
    Value i0 = toIndex(b, loc, fl);
    Value[] idx = new Value[4];
    for (int k = 0; k < 4; k++) {
      idx[k] = Scalars.add(b, loc, i0, Scalars.index(b, loc, k - 1));
    }
    if (excludeOutside) {
      Value sum = f64(b, loc, 0);
      for (int k = 0; k < 4; k++) {
        Value inside = Scalars.and(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.GE, idx[k], Scalars.index(b, loc, 0), false),
            Scalars.cmp(b, loc, Scalars.Cmp.LT, idx[k], n.index(b, loc), false));
        w[k] = Scalars.select(b, loc, inside, w[k], f64(b, loc, 0));
        sum = Scalars.add(b, loc, sum, w[k]);
      }
      for (int k = 0; k < 4; k++) {
        w[k] = Scalars.div(b, loc, w[k], sum, false);
      }
    }
    List<Tap> r = new ArrayList<>();
    for (int k = 0; k < 4; k++) {
      r.add(new Tap(clamp(b, loc, idx[k], n), w[k]));
    }
    return r;
  }

  private static Value far(Builder b, Location loc, Value d, Value a) {
    Value five = Scalars.mul(b, loc, f64(b, loc, 5), a);
    Value eight = Scalars.mul(b, loc, f64(b, loc, 8), a);
    Value four = Scalars.mul(b, loc, f64(b, loc, 4), a);
    Value v = Scalars.sub(b, loc, Scalars.mul(b, loc, a, d), five);
    v = Scalars.add(b, loc, Scalars.mul(b, loc, v, d), eight);
    return Scalars.sub(b, loc, Scalars.mul(b, loc, v, d), four);
  }

  private static Value near(Builder b, Location loc, Value d, double a) {
    Value v = Scalars.sub(b, loc, Scalars.mul(b, loc, f64(b, loc, a + 2), d), f64(b, loc, a + 3));
    return Scalars.add(b, loc, Scalars.mul(b, loc, Scalars.mul(b, loc, v, d), d), f64(b, loc, 1));
  }

  /**
   * The sum over every combination of one tap per dim (row-major, the last dim's fastest) of the
   * product of weights (innermost dim first) times the element, in {@code ct}, rounded to {@code
   * elt} at the end.
   */
  private static Value combine(Builder b, Location loc, Value data, List<List<Tap>> taps, Type elt, FloatType ct) {
    int rank = taps.size();
    int[] pick = new int[rank];
    Value sum = null;
    boolean weighted = false;
    for (List<Tap> t : taps) {
      weighted |= t.size() > 1 || t.get(0).weight() != null;
    }
    while (true) {
      List<Value> at = new ArrayList<>();
      Value w = null;
      for (int i = rank - 1; i >= 0; i--) {
        Tap t = taps.get(i).get(pick[i]);
        if (t.weight() != null) {
          w = w == null ? t.weight() : Scalars.mul(b, loc, w, t.weight());
        }
      }
      for (int i = 0; i < rank; i++) {
        at.add(taps.get(i).get(pick[i]).index());
      }
      Value e = Linalg.extract(b, loc, data, at);
      if (!weighted) {
        return e;
      }
      Value term = Scalars.cast(b, loc, e, ct, false, false);
      if (w != null) {
        term = Scalars.mul(b, loc, w, term);
      }
      sum = sum == null ? term : Scalars.add(b, loc, sum, term);
      int i = rank - 1;
      while (i >= 0 && ++pick[i] == taps.get(i).size()) {
        pick[i] = 0;
        i--;
      }
      if (i < 0) {
        break;
      }
    }
    return Scalars.cast(b, loc, sum, elt, false, false);
  }
}
