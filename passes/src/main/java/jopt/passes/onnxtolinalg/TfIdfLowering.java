package jopt.passes.onnxtolinalg;

import static jopt.passes.onnxtolinalg.Linalg.map;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.Type;

/**
 * TfIdfVectorizer on integer input (1-D {@code [C]} or 2-D {@code [N, C]}, each row on its own).
 * The pool of n-grams is in the attributes: {@code ngram_counts[k]} is where the (k+1)-grams
 * start in {@code pool_int64s}, {@code ngram_indexes[j]} the output column of the pool's j-th
 * n-gram. As onnxruntime counts: an n-gram of length g (min_gram_length <= g <= max_gram_length)
 * occurs at position i with skip distance d (1 .. max_skip_count + 1) when
 * {@code x[i + k*d] == gram[k]} for every k < g, inside the row; unigrams are counted once (d = 1).
 *
 * <p>Lowered to two generics: the counts {@code [N, P]} of each pool n-gram, a reduction over the
 * skip distances and positions whose body compares the n-gram's items (the pool a constant
 * {@code [P, G]}, the lengths {@code [P]}, the row read by {@code tensor.extract}); then each
 * output column the sum of the counts of the n-grams that map to it, weighted as {@code mode}
 * says (TF: the count; IDF: {@code weights[o]} (else 1) where the count is positive; TFIDF: the
 * count times {@code weights[o]}), as float.
 */
final class TfIdfLowering {
  private TfIdfLowering() {}

  private static final IntegerType I1 = IntegerType.get(1);
  private static final IntegerType I64 = IntegerType.get(64);

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.TfIdfVectorizer", TfIdfLowering::lower);
  }


  private static List<Value> lower(Lowering l) {
    RankedTensorType xt = l.type(0);
    int rank = xt.getRank();
    if (rank != 1 && rank != 2) {
      throw l.fail("the input is of rank " + rank + ", not 1 or 2");
    }
    Type elem = xt.getElementType();
    if (!(elem instanceof IntegerType)) {
      throw l.fail("the input's elements are " + elem + ": only integers are lowered (no strings)");
    }
    if (l.attr("pool_strings") != null) {
      throw l.fail("the pool is of strings (pool_strings): only integers are lowered");
    }
    long minG = l.intAttr("min_gram_length");
    long maxG = l.intAttr("max_gram_length");
    long maxSkip = l.intAttr("max_skip_count");
    String mode = l.stringAttr("mode");
    long[] counts = l.intsAttr("ngram_counts");
    long[] indexes = l.intsAttr("ngram_indexes");
    long[] pool = l.intsAttr("pool_int64s");
    if (counts == null || indexes == null || pool == null) {
      throw l.fail("ngram_counts, ngram_indexes and pool_int64s are required");
    }
    if (minG < 1 || maxG < minG || maxSkip < 0) {
      throw l.fail("gram lengths " + minG + ".." + maxG + " or skip count " + maxSkip + " out of range");
    }
    if (!mode.equals("TF") && !mode.equals("IDF") && !mode.equals("TFIDF")) {
      throw l.fail("mode '" + mode + "' is none of TF, IDF, TFIDF");
    }
    // The pool's n-grams in order: length and items.
    List<long[]> grams = new ArrayList<>();
    for (int k = 0; k < counts.length; k++) {
      long from = counts[k];
      long to = k + 1 < counts.length ? counts[k + 1] : pool.length;
      int g = k + 1;
      if (from < 0 || to > pool.length || to < from || (to - from) % g != 0) {
        throw l.fail("ngram_counts " + Arrays.toString(counts) + " do not split a pool of " + pool.length + " into "
            + g + "-grams");
      }
      for (long s = from; s < to; s += g) {
        grams.add(Arrays.copyOfRange(pool, (int) s, (int) s + g));
      }
    }
    int p = grams.size();
    if (indexes.length != p) {
      throw l.fail("ngram_indexes has " + indexes.length + " entries for " + p + " n-grams in the pool");
    }
    long outSize = 0;
    for (long o : indexes) {
      if (o < 0) {
        throw l.fail("ngram_indexes has the negative index " + o);
      }
      outSize = Math.max(outSize, o + 1);
    }
    RankedTensorType yt = l.resultType(0);
    if (yt.getDimSize(rank - 1) != ShapedType.DYNAMIC && yt.getDimSize(rank - 1) != outSize) {
      throw l.fail("the result has " + yt.getDimSize(rank - 1) + " columns where ngram_indexes make " + outSize);
    }
    float[] weights = l.op.getAttr("weights") == null ? null : floats(l);
    if (weights != null && weights.length != 0 && weights.length != outSize) {
      throw l.fail("weights has " + weights.length + " entries for " + outSize + " output columns");
    }
    if (weights != null && weights.length == 0) {
      weights = null;
    }
    if (p == 0) {
      throw l.fail("the pool has no n-grams");
    }
    int longest = 1;
    for (long[] gm : grams) {
      longest = Math.max(longest, gm.length);
    }
    // As a 2-D [N, C] input.
    Value x = l.operand(0);
    if (rank == 1) {
      x = Reshapes.reshape(l, x, RankedTensorType.get(new long[] {1, xt.getDimSize(0)}, elem));
    }
    RankedTensorType x2 = (RankedTensorType) x.getType();
    long[] poolData = new long[p * longest];
    long[] lens = new long[p];
    for (int j = 0; j < p; j++) {
      long[] gm = grams.get(j);
      // a length outside [min, max] is never counted
      lens[j] = gm.length < minG || gm.length > maxG ? 0 : gm.length;
      System.arraycopy(gm, 0, poolData, j * longest, gm.length);
    }
    Value poolT = constant(l, new long[] {p, longest}, elem, poolData);
    Value lensT = constant(l, new long[] {p}, I64, lens);
    Value skips = Linalg.filled(l, RankedTensorType.get(new long[] {maxSkip + 1}, I1), 1, null);
    Value c = Linalg.dim(l, x, 1);
    RankedTensorType countsT = RankedTensorType.get(new long[] {x2.getDimSize(0), p}, I64);
    Value countsInit = Linalg.fill(l, Scalars.constant(l.b, l.loc, I64, 0), Linalg.empty(l, countsT, x));
    Value x0 = x;
    int g = longest;
    // counts[r][j] = sum over distances d = s + 1 and positions i of whether gram j is at (i, d)
    Value cnt = Linalg.generic(l, List.of(x, lensT, skips), List.of(countsInit),
        List.of(map(4, 0, 3), map(4, 1), map(4, 2), map(4, 0, 1)),
        List.of("parallel", "parallel", "reduction", "reduction"), (b, loc, a) -> {
          Value len = a.get(1);
          Value s = Linalg.index(b, loc, 2);
          Value i = Linalg.index(b, loc, 3);
          Value r = Linalg.index(b, loc, 0);
          Value j = Linalg.index(b, loc, 1);
          Value d = Scalars.add(b, loc, s, Scalars.index(b, loc, 1));
          Value zero64 = Scalars.constant(b, loc, I64, 0);
          Value one64 = Scalars.constant(b, loc, I64, 1);
          // a counted length, and unigrams at the first distance only
          Value hit = Scalars.and(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.GT, len, zero64, false),
              Scalars.or(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.GT, len, one64, false),
                  Scalars.cmp(b, loc, Scalars.Cmp.EQ, s, Scalars.index(b, loc, 0), false)));
          Value last = Scalars.sub(b, loc, c, Scalars.index(b, loc, 1));
          for (int k = 0; k < g; k++) {
            Value pos = Scalars.add(b, loc, i, Scalars.mul(b, loc, d, Scalars.index(b, loc, k)));
            Value inside = Scalars.cmp(b, loc, Scalars.Cmp.LT, pos, c, false);
            Value at = Scalars.min(b, loc, pos, last, false);
            Value xv = Linalg.extract(b, loc, x0, List.of(r, at));
            Value pv = Linalg.extract(b, loc, poolT, List.of(j, Scalars.index(b, loc, k)));
            Value used = Scalars.cmp(b, loc, Scalars.Cmp.GT, len, Scalars.constant(b, loc, I64, k), false);
            Value ok = Scalars.and(b, loc, inside, Scalars.cmp(b, loc, Scalars.Cmp.EQ, xv, pv, false));
            hit = Scalars.and(b, loc, hit, Scalars.or(b, loc, Scalars.not(b, loc, used), ok));
          }
          YieldOp.create(b, loc, List.of(Scalars.add(b, loc, a.get(3), Scalars.cast(b, loc, hit, I64, true, false))));
        }).get(0);
    // out[r][o] = the weighted sum of the counts of the n-grams whose column is o
    FloatType f32 = FloatType.F32;
    Value idxT = constant(l, new long[] {p}, I64, indexes);
    Value wT = constant(l, new long[] {outSize}, f32, weights == null ? null : weights);
    boolean idf = mode.equals("IDF");
    boolean useW = weights != null && !mode.equals("TF");
    RankedTensorType o2 = RankedTensorType.get(new long[] {x2.getDimSize(0), outSize}, I64);
    Value perCol = Linalg.generic(l, List.of(cnt, idxT), List.of(Linalg.fill(l, Scalars.constant(l.b, l.loc, I64, 0),
            Linalg.empty(l, o2, x))), List.of(map(3, 0, 2), map(3, 2), map(3, 0, 1)),
        List.of("parallel", "parallel", "reduction"), (b, loc, a) -> {
          Value o = Scalars.cast(b, loc, Linalg.index(b, loc, 1), I64, false, false);
          Value mine = Scalars.cmp(b, loc, Scalars.Cmp.EQ, a.get(1), o, false);
          YieldOp.create(b, loc, List.of(Scalars.select(b, loc, mine, Scalars.add(b, loc, a.get(2), a.get(0)), a.get(2))));
        }).get(0);
    RankedTensorType yf = RankedTensorType.get(new long[] {x2.getDimSize(0), outSize}, f32);
    Value y = Linalg.generic1(l, List.of(perCol, wT), Linalg.empty(l, yf, x), List.of(map(2, 0, 1), map(2, 1), map(2, 0, 1)),
        List.of("parallel", "parallel"), (b, loc, a) -> {
          Value n = Scalars.cast(b, loc, a.get(0), f32, false, false);
          Value w = useW ? a.get(1) : Scalars.constant(b, loc, f32, 1);
          if (idf) {
            Value some = Scalars.cmp(b, loc, Scalars.Cmp.GT, a.get(0), Scalars.constant(b, loc, I64, 0), false);
            return Scalars.select(b, loc, some, w, Scalars.constant(b, loc, f32, 0));
          }
          return useW ? Scalars.mul(b, loc, n, w) : n;
        });
    if (rank == 1) {
      y = Reshapes.reshape(l, y, RankedTensorType.get(new long[] {outSize}, f32));
    }
    return List.of(y);
  }

  private static float[] floats(Lowering l) {
    if (!(l.op.getAttr("weights") instanceof jopt.ir.attr.ArrayAttr arr)) {
      throw l.fail("attribute 'weights' is not an array");
    }
    float[] r = new float[arr.size()];
    for (int i = 0; i < r.length; i++) {
      if (arr.get(i) instanceof jopt.ir.attr.FloatAttr fa) {
        r[i] = (float) fa.getValue();
      } else if (arr.get(i) instanceof jopt.ir.attr.IntegerAttr ia) {
        r[i] = ia.getValue();
      } else {
        throw l.fail("attribute 'weights' is not a float array");
      }
    }
    return r;
  }

  /** An {@code arith.constant} of shape {@code shape}: integers {@code v} or floats {@code f} (ones when null). */
  private static Value constant(Lowering l, long[] shape, Type t, Object v) {
    RankedTensorType rt = RankedTensorType.get(shape, t);
    DenseElementsAttr d;
    if (t instanceof IntegerType) {
      d = DenseElementsAttr.ofLongs(rt, (long[]) v);
    } else {
      float[] f = v == null ? null : (float[]) v;
      List<jopt.ir.Attribute> e = new ArrayList<>();
      for (int i = 0; i < rt.getNumElements(); i++) {
        e.add(Scalars.attr(t, f == null ? 1 : f[i]));
      }
      d = DenseElementsAttr.get(rt, e);
    }
    return ConstantOp.create(l.b, l.loc, d).getOperation().getResult(0);
  }
}
