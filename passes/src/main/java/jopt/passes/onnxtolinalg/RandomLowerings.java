package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.dialects.arith.IntBinaryOps;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * Ops that draw random numbers, drawing them from a counter-based hash of the element's linear
 * index and the op's seed (the same program gives the same numbers; ONNX leaves the generator
 * to the runtime, so only the distribution, not the values, can match another runtime's).
 */
final class RandomLowerings {
  private RandomLowerings() {}

  private static final IntegerType I64 = IntegerType.get(64);

  static void register(java.util.Map<String, OnnxLowering> m) {
    m.put("onnx.Bernoulli", RandomLowerings::bernoulli);
    m.put("onnx.RandomUniform", l -> List.of(uniformOp(l, List.of())));
    m.put("onnx.RandomUniformLike", l -> List.of(uniformOp(l, List.of(l.operand(0)))));
    m.put("onnx.RandomNormal", l -> List.of(normalOp(l, List.of())));
    m.put("onnx.RandomNormalLike", l -> List.of(normalOp(l, List.of(l.operand(0)))));
  }

  /** The seed attribute (a float in ONNX) as the hash's seed; 0 without one. */
  private static long seed(Lowering l) {
    Double s = l.attrs().optFloat("seed");
    return s == null ? 0 : Double.doubleToLongBits(s) ^ (Double.doubleToLongBits(s) >>> 32);
  }

  /** Bernoulli: 1 where u < p (u uniform in [0, 1), p the input's element), else 0, in the result's type. */
  private static List<Value> bernoulli(Lowering l) {
    RankedTensorType out = l.staticResultType(0);
    long[] shape = out.getShape();
    long seed = seed(l);
    return List.of(Linalg.map(l, List.of(l.operand(0)), out, (b, loc, e) -> {
      Value u = uniform(b, loc, linearIndex(b, loc, shape), seed);
      Value p = Scalars.cast(b, loc, e.get(0), FloatType.F64, false, false);
      Value one = Scalars.cmp(b, loc, Scalars.Cmp.LT, u, p, false);
      return Scalars.cast(b, loc, one, out.getElementType(), false, false);
    }));
  }

  /** RandomUniform(Like): low + u * (high - low). */
  private static Value uniformOp(Lowering l, List<Value> like) {
    RankedTensorType out = l.staticResultType(0);
    long[] shape = out.getShape();
    long seed = seed(l);
    double low = l.attrs().getFloat("low");
    double high = l.attrs().getFloat("high");
    return Linalg.map(l, like, out, (b, loc, e) -> {
      Value u = uniform(b, loc, linearIndex(b, loc, shape), seed);
      Value x = Scalars.add(b, loc, Scalars.constant(b, loc, FloatType.F64, low),
          Scalars.mul(b, loc, u, Scalars.constant(b, loc, FloatType.F64, high - low)));
      return Scalars.cast(b, loc, x, out.getElementType(), false, false);
    });
  }

  /** RandomNormal(Like): mean + scale * z, z standard normal by Box-Muller from two uniforms per element. */
  private static Value normalOp(Lowering l, List<Value> like) {
    RankedTensorType out = l.staticResultType(0);
    long[] shape = out.getShape();
    long seed = seed(l);
    double mean = l.attrs().getFloat("mean");
    double scale = l.attrs().getFloat("scale");
    return Linalg.map(l, like, out, (b, loc, e) -> {
      Value i2 = Scalars.mul(b, loc, linearIndex(b, loc, shape), Scalars.constant(b, loc, I64, 2));
      Value u1 = uniform(b, loc, i2, seed);
      Value u2 = uniform(b, loc, Scalars.add(b, loc, i2, Scalars.constant(b, loc, I64, 1)), seed);
      Type f64 = FloatType.F64;
      // 1 - u1 is in (0, 1]: its logarithm is finite
      Value r = Scalars.math(b, loc, "math.sqrt", Scalars.mul(b, loc, Scalars.constant(b, loc, f64, -2),
          Scalars.math(b, loc, "math.log", Scalars.sub(b, loc, Scalars.constant(b, loc, f64, 1), u1))));
      Value z = Scalars.mul(b, loc, r, Scalars.math(b, loc, "math.cos",
          Scalars.mul(b, loc, Scalars.constant(b, loc, f64, 2 * Math.PI), u2)));
      Value x = Scalars.add(b, loc, Scalars.constant(b, loc, f64, mean),
          Scalars.mul(b, loc, Scalars.constant(b, loc, f64, scale), z));
      return Scalars.cast(b, loc, x, out.getElementType(), false, false);
    });
  }

  /** The row-major linear index (i64) of the current element of a generic over {@code shape}. */
  private static Value linearIndex(Builder b, Location loc, long[] shape) {
    Value idx = Scalars.constant(b, loc, I64, 0);
    for (int d = 0; d < shape.length; d++) {
      Value i = Scalars.cast(b, loc, Linalg.index(b, loc, d), I64, false, false);
      idx = Scalars.add(b, loc, Scalars.mul(b, loc, idx, Scalars.constant(b, loc, I64, shape[d])), i);
    }
    return idx;
  }

  /**
   * Dropout with training_mode (a constant or a value known at run time): mask = u >= ratio for
   * u uniform in [0, 1), Y = mask ? X / (1 - ratio) : 0; outside training the data and an all
   * true mask. A ratio of 0 keeps every element.
   */
  static List<Value> trainingDropout(Lowering l) {
    RankedTensorType out = l.staticResultType(0);
    long[] shape = out.getShape();
    Long seedAttr = l.attrs().optInt("seed");
    long seed = seedAttr == null ? 0 : seedAttr;
    List<Value> ins = new ArrayList<>(List.of(l.operand(0)));
    boolean ratioGiven = !l.absent(1);
    if (ratioGiven) {
      ins.add(l.operand(1));
    }
    ins.add(l.operand(2));
    int training = ins.size() - 1;
    Value y = Linalg.map(l, ins, out, (b, loc, e) -> {
      Value x = e.get(0);
      Value ratio = ratioGiven ? Scalars.cast(b, loc, e.get(1), FloatType.F64, false, false)
          : Scalars.constant(b, loc, FloatType.F64, 0.5);
      Value keep = keep(b, loc, shape, seed, ratio);
      Value scale = Scalars.div(b, loc, Scalars.constant(b, loc, FloatType.F64, 1),
          Scalars.sub(b, loc, Scalars.constant(b, loc, FloatType.F64, 1), ratio), false);
      Value scaled = Scalars.mul(b, loc, x, Scalars.cast(b, loc, scale, x.getType(), false, false));
      Value dropped = Scalars.select(b, loc, keep, scaled, Scalars.constant(b, loc, x.getType(), 0));
      return Scalars.select(b, loc, e.get(training), dropped, x);
    });
    Value mask = null;
    if (l.op.getNumResults() > 1 && !l.resultUnused(1)) {
      mask = Linalg.map(l, ins, l.staticResultType(1), (b, loc, e) -> {
        Value ratio = ratioGiven ? Scalars.cast(b, loc, e.get(1), FloatType.F64, false, false)
            : Scalars.constant(b, loc, FloatType.F64, 0.5);
        Value keep = keep(b, loc, shape, seed, ratio);
        return Scalars.select(b, loc, e.get(training), keep,
            Scalars.constant(b, loc, IntegerType.get(1), 1));
      });
    }
    return l.op.getNumResults() == 1 ? List.of(y) : Arrays.asList(y, mask);
  }

  /** u(index, seed) >= ratio, u uniform in [0, 1). */
  private static Value keep(Builder b, Location loc, long[] shape, long seed, Value ratio) {
    Value u = uniform(b, loc, linearIndex(b, loc, shape), seed);
    return Scalars.cmp(b, loc, Scalars.Cmp.GE, u, ratio, false);
  }

  /**
   * A uniform f64 in [0, 1) from i64 {@code counter}: a 32-bit integer hash (xor-shift-multiply
   * rounds) of the counter and the seed, in i64 arithmetic kept to the low 32 bits.
   */
  static Value uniform(Builder b, Location loc, Value counter, long seed) {
    Value mask = Scalars.constant(b, loc, I64, 0xffffffffL);
    Value x = Scalars.add(b, loc, Scalars.mul(b, loc, counter, Scalars.constant(b, loc, I64, 0x9e3779b9L)),
        Scalars.constant(b, loc, I64, seed & 0xffffffffL));
    x = Scalars.and(b, loc, x, mask);
    for (long k : new long[] {0x7feb352dL, 0x846ca68bL}) {
      x = Scalars.and(b, loc, Scalars.mul(b, loc, xorShift(b, loc, x, 16), Scalars.constant(b, loc, I64, k)), mask);
    }
    x = xorShift(b, loc, x, 16);
    Type f64 = FloatType.F64;
    return Scalars.div(b, loc, Scalars.cast(b, loc, x, f64, true, false),
        Scalars.constant(b, loc, f64, 4294967296.0), false);
  }

  private static Value xorShift(Builder b, Location loc, Value x, int s) {
    Value shifted = IntBinaryOps.ShRUIOp.create(b, loc, x, Scalars.constant(b, loc, I64, s))
        .getOperation().getResult(0);
    return Scalars.xor(b, loc, x, shifted);
  }
}
