package jopt.passes.onnxtolinalg;

import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * MelWeightMatrix (opset 17) with its result {@code [dft_length / 2 + 1, num_mel_bins]} static
 * and its five inputs read at run time (a {@code cf.assert} that num_mel_bins and dft_length
 * make the result's shape): the mel scale {@code 2595 log10(1 + hz / 700)} from the lower edge in
 * steps of {@code 1 / (num_mel_bins + 2)} of the range (as ONNX's reference and onnxruntime: the
 * last point falls short of the upper edge), each point back in hertz and as a spectrogram bin
 * {@code floor((dft_length + 1) * hz / sample_rate)}; mel bin i the triangle rising from point i
 * to point i + 1 and falling to point i + 2 (1 at the center where it does not rise), as ONNX's
 * reference computes it, in f64. One parallel generic over the result.
 */
final class MelWeightMatrixLowering {
  private MelWeightMatrixLowering() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.MelWeightMatrix", MelWeightMatrixLowering::lower);
  }

  private static List<Value> lower(Lowering l) {
    RankedTensorType out = l.staticResultType(0);
    if (out.getRank() != 2) {
      throw l.fail("the result " + out + " is not of rank 2");
    }
    long bins = out.getDimSize(0);
    long mels = out.getDimSize(1);
    FloatType f64 = FloatType.F64;
    IntegerType i64 = IntegerType.get(64);
    Value numMel = Scalars.cast(l.b, l.loc, Linalg.extractFirst(l, l.operand(0)), i64, false, false);
    Value dft = Scalars.cast(l.b, l.loc, Linalg.extractFirst(l, l.operand(1)), i64, false, false);
    Value rate = Scalars.cast(l.b, l.loc, Linalg.extractFirst(l, l.operand(2)), f64, false, false);
    Value lower = Scalars.cast(l.b, l.loc, Linalg.extractFirst(l, l.operand(3)), f64, false, false);
    Value upper = Scalars.cast(l.b, l.loc, Linalg.extractFirst(l, l.operand(4)), f64, false, false);
    Value two = Scalars.constant(l.b, l.loc, i64, 2);
    Value one = Scalars.constant(l.b, l.loc, i64, 1);
    l.check(Scalars.and(l.b, l.loc,
        Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, numMel, Scalars.constant(l.b, l.loc, i64, mels), false),
        Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, Scalars.add(l.b, l.loc, Scalars.div(l.b, l.loc, dft, two, false), one),
            Scalars.constant(l.b, l.loc, i64, bins), false)),
        "num_mel_bins and dft_length do not make the result's " + bins + " x " + mels);
    Value lowMel = mel(l.b, l.loc, lower);
    Value step = Scalars.div(l.b, l.loc, Scalars.sub(l.b, l.loc, mel(l.b, l.loc, upper), lowMel),
        Scalars.constant(l.b, l.loc, f64, mels + 2), false);
    Value dft1 = Scalars.cast(l.b, l.loc, Scalars.add(l.b, l.loc, dft, one), f64, false, false);
    AffineMap id = AffineMap.get(2, 0, List.of(AffineExpr.dim(0), AffineExpr.dim(1)));
    Value y = Linalg.generic(l, List.of(), List.of(Linalg.empty(l, out, List.of())), List.of(id),
        List.of("parallel", "parallel"), (b, loc, a) -> {
          Value j = Scalars.cast(b, loc, Scalars.cast(b, loc, Linalg.index(b, loc, 0), i64, false, false), f64, false, false);
          Value i = Scalars.cast(b, loc, Scalars.cast(b, loc, Linalg.index(b, loc, 1), i64, false, false), f64, false, false);
          Value lo = point(b, loc, i, 0, lowMel, step, dft1, rate);
          Value c = point(b, loc, i, 1, lowMel, step, dft1, rate);
          Value hi = point(b, loc, i, 2, lowMel, step, dft1, rate);
          Value zero = Scalars.constant(b, loc, f64, 0);
          Value oneF = Scalars.constant(b, loc, f64, 1);
          // rising: 1 at the center where lo == c, else (j - lo) / (c - lo) on [lo, c]
          Value flat = Scalars.cmp(b, loc, Scalars.Cmp.EQ, c, lo, false);
          Value inRise = Scalars.and(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.GE, j, lo, false),
              Scalars.cmp(b, loc, Scalars.Cmp.LE, j, c, false));
          Value rise = Scalars.div(b, loc, Scalars.sub(b, loc, j, lo),
              Scalars.select(b, loc, flat, oneF, Scalars.sub(b, loc, c, lo)), false);
          Value v = Scalars.select(b, loc, flat,
              Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.EQ, j, c, false), oneF, zero),
              Scalars.select(b, loc, inRise, rise, zero));
          // falling: (hi - j) / (hi - c) on [c, hi) where hi > c
          Value falls = Scalars.and(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.GT, hi, c, false),
              Scalars.and(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.GE, j, c, false),
                  Scalars.cmp(b, loc, Scalars.Cmp.LT, j, hi, false)));
          Value fall = Scalars.div(b, loc, Scalars.sub(b, loc, hi, j),
              Scalars.select(b, loc, falls, Scalars.sub(b, loc, hi, c), oneF), false);
          v = Scalars.select(b, loc, falls, fall, v);
          YieldOp.create(b, loc, List.of(Scalars.cast(b, loc, v, out.getElementType(), false, false)));
        }).get(0);
    return List.of(y);
  }

  /** {@code 2595 log10(1 + hz / 700)}. */
  private static Value mel(Builder b, Location loc, Value hz) {
    FloatType f64 = FloatType.F64;
    Value x = Scalars.add(b, loc, Scalars.constant(b, loc, f64, 1),
        Scalars.div(b, loc, hz, Scalars.constant(b, loc, f64, 700), false));
    return Scalars.mul(b, loc, Scalars.constant(b, loc, f64, 2595 / Math.log(10)), Scalars.math(b, loc, "math.log", x));
  }

  /** Point {@code i + k} as a spectrogram bin: {@code floor((dft_length + 1) * hz / sample_rate)} of its mel. */
  private static Value point(Builder b, Location loc, Value i, int k, Value lowMel, Value step, Value dft1, Value rate) {
    FloatType f64 = FloatType.F64;
    Value m = Scalars.add(b, loc, Scalars.mul(b, loc, Scalars.add(b, loc, i, Scalars.constant(b, loc, f64, k)), step), lowMel);
    Value hz = Scalars.mul(b, loc, Scalars.constant(b, loc, f64, 700), Scalars.sub(b, loc,
        Scalars.math(b, loc, "math.exp", Scalars.mul(b, loc, m, Scalars.constant(b, loc, f64, Math.log(10) / 2595))),
        Scalars.constant(b, loc, f64, 1)));
    return Scalars.math(b, loc, "math.floor", Scalars.div(b, loc, Scalars.mul(b, loc, dft1, hz), rate, false));
  }
}
