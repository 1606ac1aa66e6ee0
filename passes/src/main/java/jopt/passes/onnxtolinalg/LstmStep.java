package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.Location;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.rewrite.Builder;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;
import jopt.passes.onnxtolinalg.RnnLowerings.Act;

/**
 * One LSTM step computed a gate at a time, so that its scratch is two batch x hidden tensors
 * instead of the four gates' pre-activations of the input's and of H's products (two batch x
 * 4 hidden tensors). Each gate's pre-activation {@code X W_g^T + H R_g^T} is a pair of
 * {@code linalg.matmul}s accumulating into one tensor; the order of the gates lets each
 * element-wise step write into a tensor it has read last (destination passing, so that
 * bufferization reuses the buffer):
 * <ol>
 *   <li>{@code S = i}, {@code T = c}; {@code S <- f(i) g(c)}
 *   <li>{@code T <- f} (refilled); {@code S <- C' = f(f) C + S} (masked by sequence_lens)
 *   <li>{@code T <- o} (refilled); {@code T <- H' = f(o) h(C')} (masked), with Y's slice
 * </ol>
 * Gates are ONNX's order i, o, f, c (W's rows), biases Wb then Rb, peepholes [Pi, Po, Pf].
 */
record LstmStep(Value w, Value r, Value bias, Value p, List<Act> a, Double clip, long hidden,
    RankedTensorType stateType, Value batch) {
  private static final int I = 0;
  private static final int O = 1;
  private static final int F = 2;
  private static final int C = 3;

  /** The new H, C and Y's slice (H, zero past a sequence's end) at time {@code t} (or {@code tv}). */
  Value[] step(Lowering l, Value xs, Value h, Value c, long t, Value tv) {
    AffineMap id = AffineMap.getMultiDimIdentityMap(2);
    AffineMap row = AffineMap.get(2, 0, AffineExpr.dim(0));
    Value lens = l.absent(4) ? null : l.operand(4);
    boolean unsigned = lens != null && l.unsigned(lens);

    // f(i) g(c) into i's pre-activation.
    Value s = preActivation(l, xs, h, I, RnnLowerings.empty(l, stateType, batch));
    Value tt = preActivation(l, xs, h, C, RnnLowerings.empty(l, stateType, batch));
    List<Value> ins = new ArrayList<>(List.of(tt));
    if (p != null) {
      ins.add(c);
    }
    s = Linalg.generic(l, ins, List.of(s), maps(ins.size(), id), Linalg.iterators(2, "parallel"), (b, loc, args) -> {
      Value j = Linalg.index(b, loc, 1);
      Value gi = withBias(b, loc, args.get(ins.size()), I, j);
      if (p != null) {
        gi = Scalars.add(b, loc, gi, Scalars.mul(b, loc, peephole(b, loc, 0, j), args.get(1)));
      }
      Value it = a.get(0).apply(b, loc, RnnLowerings.clip(b, loc, gi, clip));
      Value ct = a.get(1).apply(b, loc, RnnLowerings.clip(b, loc, withBias(b, loc, args.get(0), C, j), clip));
      YieldOp.create(b, loc, List.of(Scalars.mul(b, loc, it, ct)));
    }).get(0);

    // C' = f(f) C + f(i) g(c), into the product's tensor.
    tt = preActivation(l, xs, h, F, tt);
    List<Value> cIns = new ArrayList<>(List.of(tt, c));
    List<AffineMap> cMaps = new ArrayList<>(List.of(id, id));
    if (lens != null) {
      cIns.add(lens);
      cMaps.add(row);
    }
    cMaps.add(id);
    Value cNew = Linalg.generic(l, cIns, List.of(s), cMaps, Linalg.iterators(2, "parallel"), (b, loc, args) -> {
      Value j = Linalg.index(b, loc, 1);
      Value cPrev = args.get(1);
      Value gf = withBias(b, loc, args.get(0), F, j);
      if (p != null) {
        gf = Scalars.add(b, loc, gf, Scalars.mul(b, loc, peephole(b, loc, 2, j), cPrev));
      }
      Value ft = a.get(0).apply(b, loc, RnnLowerings.clip(b, loc, gf, clip));
      Value v = Scalars.add(b, loc, Scalars.mul(b, loc, ft, cPrev), args.get(cIns.size()));
      if (lens != null) {
        v = Scalars.select(b, loc, live(b, loc, args.get(2), unsigned, t, tv), v, cPrev);
      }
      YieldOp.create(b, loc, List.of(v));
    }).get(0);

    // H' = f(o) h(C'), into o's pre-activation; Y's slice beside it where sequence_lens masks it.
    tt = preActivation(l, xs, h, O, tt);
    List<Value> hIns = new ArrayList<>(List.of(cNew));
    List<AffineMap> hMaps = new ArrayList<>(List.of(id));
    if (lens != null) {
      hIns.addAll(List.of(h, lens));
      hMaps.addAll(List.of(id, row));
    }
    List<Value> inits = new ArrayList<>(List.of(tt));
    if (lens != null) {
      inits.add(RnnLowerings.empty(l, stateType, batch));
    }
    for (int i = 0; i < inits.size(); i++) {
      hMaps.add(id);
    }
    List<Value> hy = Linalg.generic(l, hIns, inits, hMaps, Linalg.iterators(2, "parallel"), (b, loc, args) -> {
      Value j = Linalg.index(b, loc, 1);
      Value go = withBias(b, loc, args.get(hIns.size()), O, j);
      if (p != null) {
        go = Scalars.add(b, loc, go, Scalars.mul(b, loc, peephole(b, loc, 1, j), args.get(0)));
      }
      Value ot = a.get(0).apply(b, loc, RnnLowerings.clip(b, loc, go, clip));
      Value hNew = Scalars.mul(b, loc, ot, a.get(2).apply(b, loc, args.get(0)));
      if (lens == null) {
        YieldOp.create(b, loc, List.of(hNew));
        return;
      }
      Value isLive = live(b, loc, args.get(2), unsigned, t, tv);
      YieldOp.create(b, loc, List.of(Scalars.select(b, loc, isLive, hNew, args.get(1)),
          Scalars.select(b, loc, isLive, hNew, Scalars.constant(b, loc, hNew.getType(), 0))));
    });
    return new Value[] {hy.get(0), cNew, hy.get(lens != null ? 1 : 0)};
  }

  /** {@code X W_g^T + H R_g^T} into {@code into}, zeroed first. */
  private Value preActivation(Lowering l, Value xs, Value h, int gate, Value into) {
    Value acc = Linalg.fill(l, Scalars.constant(l.b, l.loc, stateType.getElementType(), 0), into);
    acc = RnnLowerings.timesTransposedInto(l, xs, RnnLowerings.sliceRows(l, w, gate * hidden, hidden), acc);
    return RnnLowerings.timesTransposedInto(l, h, RnnLowerings.sliceRows(l, r, gate * hidden, hidden), acc);
  }

  /** The pre-activation plus gate {@code gate}'s Wb and Rb at column {@code j}. */
  private Value withBias(Builder b, Location loc, Value v, int gate, Value j) {
    if (bias == null) {
      return v;
    }
    Value col = Scalars.add(b, loc, j, Scalars.index(b, loc, gate * hidden));
    v = Scalars.add(b, loc, v, Linalg.extract(b, loc, bias, List.of(col)));
    Value rcol = Scalars.add(b, loc, col, Scalars.index(b, loc, 4 * hidden));
    return Scalars.add(b, loc, v, Linalg.extract(b, loc, bias, List.of(rcol)));
  }

  /** Peephole {@code k} of [Pi, Po, Pf] at column {@code j}. */
  private Value peephole(Builder b, Location loc, int k, Value j) {
    return Linalg.extract(b, loc, p, List.of(Scalars.add(b, loc, j, Scalars.index(b, loc, k * hidden))));
  }

  /** Whether step {@code t} is before the row's sequence length {@code len}. */
  private static Value live(Builder b, Location loc, Value len, boolean unsigned, long t, Value tv) {
    Value n = Scalars.cast(b, loc, len, IndexType.get(), unsigned, false);
    return Scalars.cmp(b, loc, Scalars.Cmp.LT, tv != null ? tv : Scalars.index(b, loc, t), n, false);
  }

  /** {@code n} identity maps and the init's. */
  private static List<AffineMap> maps(int n, AffineMap id) {
    List<AffineMap> r = new ArrayList<>();
    for (int i = 0; i <= n; i++) {
      r.add(id);
    }
    return r;
  }
}
