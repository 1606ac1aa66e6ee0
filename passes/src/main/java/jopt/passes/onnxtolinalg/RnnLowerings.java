package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.onnx.OnnxAttrs;
import jopt.dialects.onnx.OnnxSchemas;
import jopt.dialects.linalg.YieldOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.dialects.tensor.InsertSliceOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * RNN, GRU and LSTM unrolled over their (static) sequence: per direction and time step, the
 * input's and the hidden state's products with the weights as {@code linalg.matmul}s reading the
 * weights transposed through their indexing maps, then one element-wise generic computing the
 * gates (read at their column offsets) and the new states (LSTM a gate at a time, {@link
 * LstmStep}, for less scratch); each step's hidden state is inserted
 * into Y ({@code tensor.insert_slice}). sequence_lens masks steps past a sequence's end (the
 * state kept, Y zero), forward direction only. The batch may be known only at run time (its size
 * read from X); so may the sequence's length, whose steps are then an {@code scf.for} carrying
 * the states and Y (a constant length is unrolled).
 */
final class RnnLowerings {
  private RnnLowerings() {}

  enum Kind { RNN, GRU, LSTM }

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.RNN", l -> lower(l, Kind.RNN));
    m.put("onnx.GRU", l -> lower(l, Kind.GRU));
    m.put("onnx.LSTM", l -> lower(l, Kind.LSTM));
  }

  /** An activation function of the op's list with its alpha and beta. */
  record Act(String name, double alpha, double beta) {
    Value apply(Builder b, Location loc, Value x) {
      Value one = Scalars.constant(b, loc, x.getType(), 1);
      Value zero = Scalars.constant(b, loc, x.getType(), 0);
      return switch (name.toLowerCase()) {
        case "sigmoid" -> ElementwiseLowerings.sigmoid(b, loc, x);
        case "tanh" -> Scalars.math(b, loc, "math.tanh", x);
        case "relu" -> Scalars.max(b, loc, x, zero, false);
        case "affine" -> Scalars.add(b, loc, Scalars.mul(b, loc, x, c(b, loc, x, alpha)), c(b, loc, x, beta));
        case "leakyrelu" -> Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, x, zero, false),
            Scalars.mul(b, loc, x, c(b, loc, x, alpha)), x);
        case "thresholdedrelu" -> Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.GT, x, c(b, loc, x, alpha),
            false), x, zero);
        case "scaledtanh" -> Scalars.mul(b, loc, c(b, loc, x, alpha),
            Scalars.math(b, loc, "math.tanh", Scalars.mul(b, loc, x, c(b, loc, x, beta))));
        case "hardsigmoid" -> ElementwiseLowerings.hardSigmoid(b, loc, x, alpha, beta);
        case "elu" -> Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, x, zero, false),
            Scalars.mul(b, loc, c(b, loc, x, alpha), Scalars.sub(b, loc, Scalars.math(b, loc, "math.exp", x), one)), x);
        case "softsign" -> Scalars.div(b, loc, x, Scalars.add(b, loc, one, Scalars.math(b, loc, "math.absf", x)), false);
        case "softplus" -> ElementwiseLowerings.softplus(b, loc, x);
        default -> throw new Lowering.Failure("activation '" + name + "'");
      };
    }

    private static Value c(Builder b, Location loc, Value like, double v) {
      return Scalars.constant(b, loc, like.getType(), v);
    }
  }

  /**
   * The activations for each direction: f, g (and h for LSTM), the op's or its schema's default
   * (RNN's Tanh, Tanh); GRU's and LSTM's, which onnx-mlir's op table leaves without a default,
   * ONNX's (Sigmoid, Tanh and Sigmoid, Tanh, Tanh).
   */
  private static List<Act> activations(Lowering l, Kind kind, int dirs) {
    List<String> names = new ArrayList<>();
    String[] given = l.attrs().getStrings("activations");
    if (given == null || given.length == 0) {
      given = kind == Kind.GRU ? new String[] {"Sigmoid", "Tanh"} : kind == Kind.LSTM
          ? new String[] {"Sigmoid", "Tanh", "Tanh"} : new OnnxAttrs(l.attrs().schema(), a -> null).getStrings("activations");
    }
    names.addAll(List.of(given));
    int per = kind == Kind.RNN ? 1 : kind == Kind.GRU ? 2 : 3;
    // One set for both directions is repeated; extra entries (RNN's default lists two) are not used.
    if (names.size() == per && dirs == 2) {
      names.addAll(new ArrayList<>(names));
    } else if (names.size() > per * dirs) {
      names = new ArrayList<>(names.subList(0, per * dirs));
    } else if (names.size() != per * dirs) {
      throw l.fail(names.size() + " activations for " + dirs + " directions");
    }
    double[] alpha = floats(l, "activation_alpha");
    double[] beta = floats(l, "activation_beta");
    List<Act> r = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      String n = names.get(i).toLowerCase();
      double a = alpha != null && i < alpha.length ? alpha[i] : defaultParameter(n, "alpha");
      double bt = beta != null && i < beta.length ? beta[i] : defaultParameter(n, "beta");
      r.add(new Act(n, a, bt));
    }
    return r;
  }

  /** The activations that are ONNX ops with an alpha or beta: their defaults are those ops' in the op table. */
  private static final List<String> PARAMETRIZED = List.of("LeakyRelu", "HardSigmoid", "Elu", "ThresholdedRelu");

  /**
   * Activation {@code n}'s {@code alpha} or {@code beta} when activation_alpha/beta does not give
   * it: the op table's default of the op of that name; else (Affine and ScaledTanh, ops of no
   * opset any more, and parameters their ops lack) 1, Affine's beta 0.
   */
  private static double defaultParameter(String n, String parameter) {
    for (String op : PARAMETRIZED) {
      Double d = op.toLowerCase().equals(n) ? new OnnxAttrs(OnnxSchemas.get(op), a -> null).optFloat(parameter) : null;
      if (d != null) {
        return d;
      }
    }
    return n.equals("affine") && parameter.equals("beta") ? 0.0 : 1.0;
  }

  private static double[] floats(Lowering l, String name) {
    if (!(l.attr(name) instanceof ArrayAttr arr)) {
      return null;
    }
    double[] r = new double[arr.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = ((jopt.ir.attr.FloatAttr) arr.get(i)).getValue();
    }
    return r;
  }

  /** {@code t[d]} of a tensor with a leading direction dim, rank-reduced. */
  private static Value direction(Lowering l, Value t, int d) {
    RankedTensorType type = (RankedTensorType) t.getType();
    long[] offsets = new long[type.getRank()];
    offsets[0] = d;
    long[] strides = new long[type.getRank()];
    java.util.Arrays.fill(strides, 1);
    RankedTensorType reduced = RankedTensorType.get(java.util.Arrays.copyOfRange(type.getShape(), 1, type.getRank()),
        type.getElementType());
    return ExtractSliceOp.create(l.b, l.loc, reduced, t, SliceLowerings.idxs(offsets), sizes(l, t, 0),
        SliceLowerings.idxs(strides)).getOperation().getResult(0);
  }

  /** The sizes of {@code t}, 1 at {@code one}; a dynamic one as its {@code tensor.dim}. */
  private static List<OpFoldResult> sizes(Lowering l, Value t, int one) {
    RankedTensorType type = (RankedTensorType) t.getType();
    List<OpFoldResult> r = new ArrayList<>();
    for (int i = 0; i < type.getRank(); i++) {
      r.add(i == one ? SliceLowerings.idx(1) : type.isDynamicDim(i) ? OpFoldResult.of(Linalg.dim(l, t, i))
          : SliceLowerings.idx(type.getDimSize(i)));
    }
    return r;
  }

  /** Static sizes, the batch's ({@link ShapedType#DYNAMIC}) as {@code batch}. */
  private static List<OpFoldResult> sizes(long[] v, Value batch) {
    List<OpFoldResult> r = new ArrayList<>();
    for (long x : v) {
      r.add(x == ShapedType.DYNAMIC ? OpFoldResult.of(batch) : SliceLowerings.idx(x));
    }
    return r;
  }

  /** {@code tensor.empty} of {@code t}, its dynamic dim (the batch) of size {@code batch}. */
  static Value empty(Lowering l, RankedTensorType t, Value batch) {
    List<Value> dyn = new ArrayList<>();
    for (int i = 0; i < t.getRank(); i++) {
      if (t.isDynamicDim(i)) {
        dyn.add(batch);
      }
    }
    return Linalg.empty(l, t, dyn);
  }

  private static Value zeros(Lowering l, RankedTensorType t, Value batch) {
    return Linalg.fill(l, Scalars.constant(l.b, l.loc, t.getElementType(), 0), empty(l, t, batch));
  }

  /** {@code a} (batch x k) times the transpose of {@code w} (n x k): a matmul with B read transposed. */
  private static Value timesTransposed(Lowering l, Value a, Value w, Value batch) {
    RankedTensorType at = (RankedTensorType) a.getType();
    RankedTensorType wt = (RankedTensorType) w.getType();
    RankedTensorType out = RankedTensorType.get(new long[] {at.getDimSize(0), wt.getDimSize(0)}, at.getElementType());
    return timesTransposedInto(l, a, w, zeros(l, out, batch));
  }

  /** {@code init + a w^T}: the product accumulated into {@code init} (batch x n). */
  static Value timesTransposedInto(Lowering l, Value a, Value w, Value init) {
    AffineExpr m = AffineExpr.dim(0);
    AffineExpr n = AffineExpr.dim(1);
    AffineExpr k = AffineExpr.dim(2);
    NamedAttrList attrs = new NamedAttrList();
    attrs.set("indexing_maps", ArrayAttr.get(new jopt.ir.attr.AffineMapAttr(AffineMap.get(3, 0, List.of(m, k))),
        new jopt.ir.attr.AffineMapAttr(AffineMap.get(3, 0, List.of(n, k))),
        new jopt.ir.attr.AffineMapAttr(AffineMap.get(3, 0, List.of(m, n)))));
    return NamedOps.MATMUL.create(l.b, l.loc, List.of(a, w), List.of(init), attrs).getOperation().getResult(0);
  }

  private static List<Value> lower(Lowering l, Kind kind) {
    RankedTensorType xt = l.type(0);
    RankedTensorType wt = l.staticType(1);
    int layout = (int) l.intAttr("layout");
    long seq = xt.getDimSize(layout == 0 ? 0 : 1);
    long batch = xt.getDimSize(layout == 0 ? 1 : 0);
    if (xt.getRank() != 3 || xt.isDynamicDim(2)) {
      throw l.fail("operand #0 (" + xt + ") has an input size known only at run time");
    }
    // The batch's and the sequence's sizes where they are known only at run time (else their
    // constants are in the types).
    Value batchV = batch == ShapedType.DYNAMIC ? Linalg.dim(l, l.operand(0), layout == 0 ? 1 : 0) : null;
    Value seqV = seq == ShapedType.DYNAMIC ? Linalg.dim(l, l.operand(0), layout == 0 ? 0 : 1) : null;
    String dirName = l.stringAttr("direction");
    int dirs = dirName.equals("bidirectional") ? 2 : 1;
    if (!List.of("forward", "reverse", "bidirectional").contains(dirName) || wt.getDimSize(0) != dirs) {
      throw l.fail("direction '" + dirName + "'");
    }
    int gates = kind == Kind.RNN ? 1 : kind == Kind.GRU ? 3 : 4;
    Long hiddenAttr = l.attrs().optInt("hidden_size");
    long hidden = hiddenAttr != null ? hiddenAttr : wt.getDimSize(1) / gates;
    if (wt.getDimSize(1) != gates * hidden) {
      throw l.fail("W's rows are not " + gates + " x hidden_size");
    }
    if (kind == Kind.LSTM && l.intAttr("input_forget") != 0) {
      throw l.fail("input_forget");
    }
    boolean linearBeforeReset = kind == Kind.GRU && l.intAttr("linear_before_reset") != 0;
    Double clip = l.attrs().optFloat("clip");
    List<Act> acts = activations(l, kind, dirs);
    Type elt = xt.getElementType();
    boolean hasLens = !l.absent(4);
    if (hasLens && !dirName.equals("forward")) {
      throw l.fail("sequence_lens with direction '" + dirName + "'");
    }
    RankedTensorType stateType = RankedTensorType.get(new long[] {batch, hidden}, elt);
    RankedTensorType yType = layout == 0 ? RankedTensorType.get(new long[] {seq, dirs, batch, hidden}, elt)
        : RankedTensorType.get(new long[] {batch, seq, dirs, hidden}, elt);
    RankedTensorType stateOut = layout == 0 ? RankedTensorType.get(new long[] {dirs, batch, hidden}, elt)
        : RankedTensorType.get(new long[] {batch, dirs, hidden}, elt);
    List<Value> yDyn = new ArrayList<>();
    for (Value v : layout == 0 ? new Value[] {seqV, batchV} : new Value[] {batchV, seqV}) {
      if (v != null) {
        yDyn.add(v);
      }
    }
    Value y = Linalg.empty(l, yType, yDyn);
    Value yh = empty(l, stateOut, batchV);
    Value yc = kind == Kind.LSTM ? empty(l, stateOut, batchV) : null;
    int per = acts.size() / dirs;
    for (int d = 0; d < dirs; d++) {
      boolean reverse = dirName.equals("reverse") || d == 1;
      Value w = direction(l, l.operand(1), d);
      Value r = direction(l, l.operand(2), d);
      Value bias = l.absent(3) ? null : direction(l, l.operand(3), d);
      Value h = initialState(l, 5, d, layout, stateType, batchV);
      Value c = kind == Kind.LSTM ? initialState(l, 6, d, layout, stateType, batchV) : null;
      Value p = kind == Kind.LSTM && !l.absent(7) ? direction(l, l.operand(7), d) : null;
      List<Act> a = acts.subList(d * per, (d + 1) * per);
      Steps steps = new Steps(kind, w, r, bias, p, a, clip, linearBeforeReset, hidden, stateType, batchV, layout, d,
          batch);
      if (seqV == null) {
        for (long s = 0; s < seq; s++) {
          long t = reverse ? seq - 1 - s : s;
          Value[] next = steps.step(l, h, c, y, t, null);
          h = next[0];
          c = next[1];
          y = next[2];
        }
      } else {
        // scf.for s in [0, seq): t = s (reverse: seq - 1 - s), carrying H (, C) and Y.
        List<Value> inits = new ArrayList<>(List.of(h, y));
        if (c != null) {
          inits.add(c);
        }
        Value zero = Scalars.index(l.b, l.loc, 0);
        Value one = Scalars.index(l.b, l.loc, 1);
        jopt.dialects.scf.ForOp loop = jopt.dialects.scf.ForOp.create(l.b, l.loc, zero, seqV, one, inits,
            (b, loc, s, args) -> {
              Value t = reverse ? Scalars.sub(b, loc, Scalars.sub(b, loc, seqV, one), s) : s;
              Value[] next = steps.step(l, args.get(0), args.size() > 2 ? args.get(2) : null, args.get(1), 0, t);
              List<Value> out = new ArrayList<>(List.of(next[0], next[2]));
              if (next[1] != null) {
                out.add(next[1]);
              }
              jopt.dialects.scf.YieldOp.create(b, loc, out);
            });
        h = loop.getOperation().getResult(0);
        y = loop.getOperation().getResult(1);
        c = c != null ? loop.getOperation().getResult(2) : null;
      }
      long[] at = layout == 0 ? new long[] {d, 0, 0} : new long[] {0, d, 0};
      List<OpFoldResult> sizes = sizes(layout == 0 ? new long[] {1, batch, hidden} : new long[] {batch, 1, hidden},
          batchV);
      yh = insertState(l, h, yh, at, sizes);
      if (yc != null) {
        yc = insertState(l, c, yc, at, sizes);
      }
    }
    List<Value> results = new ArrayList<>();
    results.add(l.resultUnused(0) ? null : Reshapes.castTo(l, y, l.resultType(0)));
    if (l.op.getNumResults() > 1) {
      results.add(l.resultUnused(1) ? null : Reshapes.castTo(l, yh, l.resultType(1)));
    }
    if (l.op.getNumResults() > 2) {
      results.add(l.resultUnused(2) ? null : Reshapes.castTo(l, yc, l.resultType(2)));
    }
    return results;
  }

  /** What every step of one direction reads. */
  private record Steps(Kind kind, Value w, Value r, Value bias, Value p, List<Act> a, Double clip,
      boolean linearBeforeReset, long hidden, RankedTensorType stateType, Value batchV, int layout, int d,
      long batch) {
    /**
     * The step at time {@code t} (a constant, or {@code tv} where known only at run time): the new
     * H, C (LSTM) and Y with the step's H inserted.
     */
    Value[] step(Lowering l, Value h, Value c, Value y, long t, Value tv) {
      Value xs = timeSlice(l, l.operand(0), t, tv, layout);
      Value[] next;
      if (kind == Kind.LSTM) {
        next = new LstmStep(w, r, bias, p, a, clip, hidden, stateType, batchV).step(l, xs, h, c, t, tv);
      } else {
        Value xw = timesTransposed(l, xs, w, batchV);
        Value hr = timesTransposed(l, h, r, batchV);
        next = RnnLowerings.step(l, kind, xw, hr, h, bias, r, a, clip, linearBeforeReset, hidden, stateType, t, tv,
            batchV);
      }
      List<OpFoldResult> offsets = SliceLowerings.idxs(layout == 0 ? new long[] {t, d, 0, 0} : new long[] {0, t, d, 0});
      if (tv != null) {
        offsets.set(layout == 0 ? 0 : 1, OpFoldResult.of(tv));
      }
      Value y2 = insertState(l, next[2], y, offsets,
          sizes(layout == 0 ? new long[] {1, 1, batch, hidden} : new long[] {batch, 1, 1, hidden}, batchV));
      if (tv != null) {
        // In a loop the new states are copied over the carried ones, once the step has read
        // them: scf.for's results are then its iter_args' buffers (One-Shot Bufferize requires it).
        next[0] = copy(l, next[0], h);
        next[1] = c != null ? copy(l, next[1], c) : null;
      }
      return new Value[] {next[0], next[1], y2};
    }
  }

  private static Value copy(Lowering l, Value from, Value to) {
    return NamedOps.COPY.create(l.b, l.loc, List.of(from), List.of(to)).getOperation().getResult(0);
  }

  private static Value initialState(Lowering l, int at, int d, int layout, RankedTensorType stateType, Value batch) {
    if (l.absent(at)) {
      return zeros(l, stateType, batch);
    }
    Value s = l.operand(at);
    Value r;
    if (layout == 0) {
      r = direction(l, s, d);
    } else {
      // [batch, dirs, hidden]: slice dim 1.
      RankedTensorType t = (RankedTensorType) s.getType();
      RankedTensorType reduced = RankedTensorType.get(new long[] {t.getDimSize(0), t.getDimSize(2)},
          t.getElementType());
      r = ExtractSliceOp.create(l.b, l.loc, reduced, s, SliceLowerings.idxs(new long[] {0, d, 0}), sizes(l, s, 1),
          SliceLowerings.idxs(new long[] {1, 1, 1})).getOperation().getResult(0);
    }
    // The state's batch is X's: checked where either is known only at run time.
    RankedTensorType rt = (RankedTensorType) r.getType();
    if (batch != null || rt.isDynamicDim(0)) {
      Value want = batch != null ? batch : Scalars.index(l.b, l.loc, stateType.getDimSize(0));
      l.check(Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, Linalg.dim(l, r, 0), want, false),
          "operand #" + at + "'s batch is not X's");
    }
    return r.getType().equals(stateType) ? r : Reshapes.castTo(l, r, stateType);
  }

  /** X at time {@code t}: batch x input. */
  private static Value timeSlice(Lowering l, Value x, long t, Value tv, int layout) {
    RankedTensorType xt = (RankedTensorType) x.getType();
    List<OpFoldResult> offsets = SliceLowerings.idxs(layout == 0 ? new long[] {t, 0, 0} : new long[] {0, t, 0});
    if (tv != null) {
      offsets.set(layout == 0 ? 0 : 1, OpFoldResult.of(tv));
    }
    RankedTensorType reduced = RankedTensorType.get(new long[] {xt.getDimSize(layout == 0 ? 1 : 0), xt.getDimSize(2)},
        xt.getElementType());
    return ExtractSliceOp.create(l.b, l.loc, reduced, x, offsets, sizes(l, x, layout == 0 ? 0 : 1),
        SliceLowerings.idxs(new long[] {1, 1, 1})).getOperation().getResult(0);
  }

  private static Value insertState(Lowering l, Value state, Value into, long[] offsets, List<OpFoldResult> sizes) {
    return insertState(l, state, into, SliceLowerings.idxs(offsets), sizes);
  }

  private static Value insertState(Lowering l, Value state, Value into, List<OpFoldResult> offsets,
      List<OpFoldResult> sizes) {
    long[] strides = new long[offsets.size()];
    java.util.Arrays.fill(strides, 1);
    return InsertSliceOp.create(l.b, l.loc, state, into, offsets, sizes,
        SliceLowerings.idxs(strides)).getOperation().getResult(0);
  }

  /**
   * One RNN or GRU step: the new hidden state, no cell state, and Y's slice (the hidden state,
   * zero past a sequence's end). Gates are read from the products at column offsets
   * {@code g * hidden}; biases are {@code Wb} then {@code Rb}.
   */
  private static Value[] step(Lowering l, Kind kind, Value xw, Value hr, Value h, Value bias, Value r, List<Act> a,
      Double clip, boolean linearBeforeReset, long hidden, RankedTensorType stateType, long t, Value tv, Value batch) {
    boolean hasLens = !l.absent(4);
    Value lens = hasLens ? l.operand(4) : null;
    boolean lu = hasLens && l.unsigned(lens);
    if (kind == Kind.GRU && !linearBeforeReset) {
      // r scales H before its product with Rh: r * H first, then that product (columns from 0).
      Value rH = gruResetState(l, xw, hr, h, bias, a, clip, hidden, stateType, batch);
      Value rh = timesTransposed(l, rH, sliceRows(l, r, 2 * hidden, hidden), batch);
      return gruFinish(l, xw, hr, rh, 0, h, bias, a, clip, hidden, stateType, lens, lu, t, tv, false, batch);
    }
    if (kind == Kind.GRU) {
      return gruFinish(l, xw, hr, hr, 2 * hidden, h, bias, a, clip, hidden, stateType, lens, lu, t, tv, true, batch);
    }
    // RNN: the products and biases are read by tensor.extract at the gate's columns; the
    // generic's operands are the state (and the sequence lengths).
    AffineMap id = AffineMap.getMultiDimIdentityMap(2);
    List<Value> ins = new ArrayList<>(List.of(h));
    List<AffineMap> maps = new ArrayList<>(List.of(id));
    if (hasLens) {
      ins.add(lens);
      maps.add(AffineMap.get(2, 0, AffineExpr.dim(0)));
    }
    List<Value> inits = List.of(empty(l, stateType, batch), empty(l, stateType, batch));
    maps.add(id);
    maps.add(id);
    List<Value> r2 = Linalg.generic(l, ins, inits, maps, Linalg.iterators(2, "parallel"), (b, loc, args) -> {
      Value hPrev = args.get(0);
      Value hNew = a.get(0).apply(b, loc, clip(b, loc, gate(b, loc, xw, hr, bias, 0, hidden, 1, true), clip));
      Value yv = hNew;
      if (hasLens) {
        Value len = Scalars.cast(b, loc, args.get(1), IndexType.get(), lu, false);
        Value live = Scalars.cmp(b, loc, Scalars.Cmp.LT, tv != null ? tv : Scalars.index(b, loc, t), len, false);
        hNew = Scalars.select(b, loc, live, hNew, hPrev);
        yv = Scalars.select(b, loc, live, yv, Scalars.constant(b, loc, yv.getType(), 0));
      }
      YieldOp.create(b, loc, List.of(hNew, yv));
    });
    return new Value[] {r2.get(0), null, r2.get(1)};
  }

  static Value clip(Builder b, Location loc, Value x, Double clip) {
    if (clip == null) {
      return x;
    }
    Value hi = Scalars.constant(b, loc, x.getType(), clip);
    Value lo = Scalars.constant(b, loc, x.getType(), -clip);
    return Scalars.max(b, loc, lo, Scalars.min(b, loc, x, hi, false), false);
  }

  /** Rows {@code [from, from + n)} of a 2-D tensor. */
  static Value sliceRows(Lowering l, Value t, long from, long n) {
    RankedTensorType tt = (RankedTensorType) t.getType();
    return SliceLowerings.extractSlice(l, t, new long[] {from, 0}, new long[] {n, tt.getDimSize(1)}, new long[] {1, 1});
  }

  /** GRU without linear_before_reset: {@code r * H}, r from the input's and H's products. */
  private static Value gruResetState(Lowering l, Value xw, Value hr, Value h, Value bias, List<Act> a, Double clip,
      long hidden, RankedTensorType stateType, Value batch) {
    AffineMap id = AffineMap.getMultiDimIdentityMap(2);
    return Linalg.generic(l, List.of(h), List.of(empty(l, stateType, batch)), List.of(id, id),
        Linalg.iterators(2, "parallel"), (b, loc, args) -> {
          Value rt = a.get(0).apply(b, loc, clip(b, loc, gate(b, loc, xw, hr, bias, 1, hidden, 3, true), clip));
          YieldOp.create(b, loc, List.of(Scalars.mul(b, loc, rt, args.get(0))));
        }).get(0);
  }

  /** Gate {@code k} of a row: xw (+ hr) + Wb (+ Rb), read at column {@code k * hidden + j}. */
  private static Value gate(Builder b, Location loc, Value xw, Value hr, Value bias, int k, long hidden, int gates,
      boolean withHr) {
    Value i0 = Linalg.index(b, loc, 0);
    Value j = Linalg.index(b, loc, 1);
    Value col = Scalars.add(b, loc, j, Scalars.index(b, loc, k * hidden));
    Value v = Linalg.extract(b, loc, xw, List.of(i0, col));
    if (withHr) {
      v = Scalars.add(b, loc, v, Linalg.extract(b, loc, hr, List.of(i0, col)));
    }
    if (bias != null) {
      v = Scalars.add(b, loc, v, Linalg.extract(b, loc, bias, List.of(col)));
      if (withHr) {
        Value rcol = Scalars.add(b, loc, col, Scalars.index(b, loc, gates * hidden));
        v = Scalars.add(b, loc, v, Linalg.extract(b, loc, bias, List.of(rcol)));
      }
    }
    return v;
  }

  /**
   * GRU's gates z and r (from the input's product {@code xw} and H's {@code hr}), the candidate
   * {@code h~ = g(x Wh + Wbh + [r *] (hPart + Rbh))} where {@code hPart} is read from column
   * {@code hOffset} (H's product with Rh under linear_before_reset, else that of r * H, scaled
   * already), and the new state {@code (1 - z) * h~ + z * H}.
   */
  private static Value[] gruFinish(Lowering l, Value xw, Value hr, Value hPart, long hOffset, Value h, Value bias,
      List<Act> a, Double clip, long hidden, RankedTensorType stateType, Value lens, boolean lu, long t, Value tv,
      boolean linearBeforeReset, Value batch) {
    AffineMap id = AffineMap.getMultiDimIdentityMap(2);
    List<Value> ins = new ArrayList<>(List.of(h));
    List<AffineMap> maps = new ArrayList<>(List.of(id));
    if (lens != null) {
      ins.add(lens);
      maps.add(AffineMap.get(2, 0, AffineExpr.dim(0)));
    }
    maps.add(id);
    maps.add(id);
    List<Value> r2 = Linalg.generic(l, ins, List.of(empty(l, stateType, batch), empty(l, stateType, batch)), maps, Linalg.iterators(2, "parallel"), (b, loc, args) -> {
          Value i0 = Linalg.index(b, loc, 0);
          Value j = Linalg.index(b, loc, 1);
          Value zt = a.get(0).apply(b, loc, clip(b, loc, gate(b, loc, xw, hr, bias, 0, hidden, 3, true), clip));
          Value xh = gate(b, loc, xw, null, bias, 2, hidden, 3, false);
          Value hh = Linalg.extract(b, loc, hPart, List.of(i0, Scalars.add(b, loc, j, Scalars.index(b, loc, hOffset))));
          if (bias != null) {
            hh = Scalars.add(b, loc, hh, Linalg.extract(b, loc, bias,
                List.of(Scalars.add(b, loc, j, Scalars.index(b, loc, 5 * hidden)))));
          }
          Value cand;
          if (linearBeforeReset) {
            Value rt = a.get(0).apply(b, loc, clip(b, loc, gate(b, loc, xw, hr, bias, 1, hidden, 3, true), clip));
            cand = Scalars.add(b, loc, xh, Scalars.mul(b, loc, rt, hh));
          } else {
            cand = Scalars.add(b, loc, xh, hh);
          }
          Value ht = a.get(1).apply(b, loc, clip(b, loc, cand, clip));
          Value hPrev = args.get(0);
          Value one = Scalars.constant(b, loc, zt.getType(), 1);
          Value hNew = Scalars.add(b, loc, Scalars.mul(b, loc, Scalars.sub(b, loc, one, zt), ht),
              Scalars.mul(b, loc, zt, hPrev));
          Value yv = hNew;
          if (lens != null) {
            Value len = Scalars.cast(b, loc, args.get(1), IndexType.get(), lu, false);
            Value live = Scalars.cmp(b, loc, Scalars.Cmp.LT, tv != null ? tv : Scalars.index(b, loc, t), len, false);
            hNew = Scalars.select(b, loc, live, hNew, hPrev);
            yv = Scalars.select(b, loc, live, yv, Scalars.constant(b, loc, yv.getType(), 0));
          }
          YieldOp.create(b, loc, List.of(hNew, yv));
        });
    return new Value[] {r2.get(0), null, r2.get(1)};
  }
}
