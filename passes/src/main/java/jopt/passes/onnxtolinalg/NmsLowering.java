package jopt.passes.onnxtolinalg;

import static jopt.passes.onnxtolinalg.Linalg.map;

import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.YieldOp;
import jopt.dialects.scf.ForOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Value;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * NonMaxSuppression with its count of selected boxes declared static (as Unique): the IoU of
 * every pair of boxes of a batch (corners in either order, or centers with sizes), each box's
 * rank in its class by score (higher first, ties by index) and the box at each rank; then an
 * {@code scf.for} over the ranks, the greedy step: the box at rank r is selected where its score
 * is above the threshold, its class has fewer than max_output_boxes_per_class selected and no
 * box selected at an earlier rank overlaps it by more than the IoU threshold (a reduction over
 * the earlier ranks, for every batch and class at once); a {@code cf.assert} that the data
 * select the declared count; the [batch, class, box] triples gathered in batch, class and rank
 * order.
 */
final class NmsLowering {
  private NmsLowering() {}

  private static final IntegerType I1 = IntegerType.get(1);
  private static final IntegerType I64 = IntegerType.get(64);

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.NonMaxSuppression", NmsLowering::lower);
  }


  private static List<String> iters(String... kinds) {
    return List.of(kinds);
  }

  private static Value idx(Builder b, Location loc, int d) {
    return Linalg.index(b, loc, d);
  }

  private static Value c(Builder b, Location loc, long v) {
    return Scalars.index(b, loc, v);
  }

  private static List<Value> lower(Lowering l) {
    RankedTensorType bt = l.staticType(0);
    RankedTensorType st = l.staticType(1);
    RankedTensorType out = l.staticResultType(0);
    long nb = bt.getDimSize(0);
    long n = bt.getDimSize(1);
    long nc = st.getDimSize(1);
    long k = out.getDimSize(0);
    if (bt.getRank() != 3 || bt.getDimSize(2) != 4 || st.getRank() != 3 || st.getDimSize(0) != nb || st.getDimSize(2) != n) {
      throw l.fail("boxes " + bt + " and scores " + st + " do not fit");
    }
    boolean center = l.attrs().getInt("center_point_box") != 0;
    Value boxes = l.operand(0);
    Value scores = l.operand(1);
    Value maxOut = l.absent(2) ? Scalars.constant(l.b, l.loc, I64, 0) : Linalg.extractFirst(l, l.operand(2));
    Value iouThr = l.absent(3) ? Scalars.constant(l.b, l.loc, FloatType.F64, 0)
        : Scalars.cast(l.b, l.loc, Linalg.extractFirst(l, l.operand(3)), FloatType.F64, false, false);
    Value scoreThr = l.absent(4) ? null
        : Scalars.cast(l.b, l.loc, Linalg.extractFirst(l, l.operand(4)), FloatType.F64, false, false);
    // iou[b][i][j]
    RankedTensorType bnn = RankedTensorType.get(new long[] {nb, n, n}, FloatType.F64);
    Value iou = Linalg.generic1(l, List.of(), Linalg.empty(l, bnn, List.of()), List.of(map(3, 0, 1, 2)),
        iters("parallel", "parallel", "parallel"), (b, loc, a) -> {
          Value[] p = corners(b, loc, boxes, idx(b, loc, 0), idx(b, loc, 1), center);
          Value[] q = corners(b, loc, boxes, idx(b, loc, 0), idx(b, loc, 2), center);
          Value zero = Scalars.constant(b, loc, FloatType.F64, 0);
          Value w = Scalars.max(b, loc, zero, Scalars.sub(b, loc, Scalars.min(b, loc, p[3], q[3], false),
              Scalars.max(b, loc, p[1], q[1], false)), false);
          Value h = Scalars.max(b, loc, zero, Scalars.sub(b, loc, Scalars.min(b, loc, p[2], q[2], false),
              Scalars.max(b, loc, p[0], q[0], false)), false);
          Value inter = Scalars.mul(b, loc, w, h);
          Value areaP = Scalars.mul(b, loc, Scalars.sub(b, loc, p[2], p[0]), Scalars.sub(b, loc, p[3], p[1]));
          Value areaQ = Scalars.mul(b, loc, Scalars.sub(b, loc, q[2], q[0]), Scalars.sub(b, loc, q[3], q[1]));
          Value union = Scalars.sub(b, loc, Scalars.add(b, loc, areaP, areaQ), inter);
          Value none = Scalars.or(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LE, inter, zero, false),
              Scalars.cmp(b, loc, Scalars.Cmp.LE, union, zero, false));
          return Scalars.select(b, loc, none, zero, Scalars.div(b, loc, inter, union, false));
        });
    // rank[b][c][i]: the boxes scoring higher, or equal at a lower index
    RankedTensorType bcn64 = RankedTensorType.get(new long[] {nb, nc, n}, I64);
    Value rank = Linalg.generic(l, List.of(scores, scores), List.of(Linalg.filled(l, bcn64, 0, null)),
        List.of(map(4, 0, 1, 2), map(4, 0, 1, 3), map(4, 0, 1, 2)), iters("parallel", "parallel", "parallel", "reduction"),
        (b, loc, a) -> {
          Value before = Scalars.or(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.GT, a.get(1), a.get(0), false),
              Scalars.and(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.EQ, a.get(1), a.get(0), false),
                  Scalars.cmp(b, loc, Scalars.Cmp.LT, idx(b, loc, 3), idx(b, loc, 2), false)));
          YieldOp.create(b, loc, List.of(Scalars.add(b, loc, a.get(2), Scalars.cast(b, loc, before, I64, true, false))));
        }).get(0);
    // order[b][c][r]: the box at rank r
    Value order = Linalg.generic(l, List.of(rank), List.of(Linalg.filled(l, bcn64, 0, null)),
        List.of(map(4, 0, 1, 3), map(4, 0, 1, 2)), iters("parallel", "parallel", "parallel", "reduction"),
        (b, loc, a) -> {
          Value r = Scalars.cast(b, loc, idx(b, loc, 2), I64, false, false);
          Value i = Scalars.cast(b, loc, idx(b, loc, 3), I64, false, false);
          Value here = Scalars.cmp(b, loc, Scalars.Cmp.EQ, a.get(0), r, false);
          YieldOp.create(b, loc, List.of(Scalars.select(b, loc, here, i, a.get(1))));
        }).get(0);
    // the greedy step over the ranks
    RankedTensorType bcn1 = RankedTensorType.get(new long[] {nb, nc, n}, I1);
    RankedTensorType bc1 = RankedTensorType.get(new long[] {nb, nc}, I1);
    RankedTensorType bc64 = RankedTensorType.get(new long[] {nb, nc}, I64);
    Value sel0 = Linalg.filled(l, bcn1, 0, null);
    Value cnt0 = Linalg.filled(l, bc64, 0, null);
    ForOp loop = ForOp.create(l.b, l.loc, c(l.b, l.loc, 0), c(l.b, l.loc, n), c(l.b, l.loc, 1), List.of(sel0, cnt0),
        (b, loc, r, args) -> {
          Value sel = args.get(0);
          Value cnt = args.get(1);
          // conflict[b][c]: a box selected at an earlier rank overlaps the one at rank r
          Value conflict = Linalg.generic(l, List.of(sel, order), List.of(Linalg.filled(l, bc1, 0, null)),
              List.of(map(3, 0, 1, 2), map(3, 0, 1, 2), map(3, 0, 1)), iters("parallel", "parallel", "reduction"),
              (bb, lc, a) -> {
                Value earlier = Scalars.cmp(bb, lc, Scalars.Cmp.LT, idx(bb, lc, 2), r, false);
                Value i = Scalars.cast(bb, lc, Linalg.extract(bb, lc, order, List.of(idx(bb, lc, 0), idx(bb, lc, 1), r)),
                    IndexType.get(), false, false);
                Value j = Scalars.cast(bb, lc, a.get(1), IndexType.get(), false, false);
                Value o = Linalg.extract(bb, lc, iou, List.of(idx(bb, lc, 0), i, j));
                Value over = Scalars.cmp(bb, lc, Scalars.Cmp.GT, o, iouThr, false);
                Value hit = Scalars.and(bb, lc, Scalars.and(bb, lc, earlier, a.get(0)), over);
                YieldOp.create(bb, lc, List.of(Scalars.or(bb, lc, a.get(2), hit)));
              }).get(0);
          // take[b][c]: the box at rank r is selected
          Value take = Linalg.generic1(l, List.of(conflict, cnt), Linalg.empty(l, bc1, List.of()),
              List.of(map(2, 0, 1), map(2, 0, 1), map(2, 0, 1)), iters("parallel", "parallel"), (bb, lc, a) -> {
                Value i = Scalars.cast(bb, lc, Linalg.extract(bb, lc, order, List.of(idx(bb, lc, 0), idx(bb, lc, 1), r)),
                    IndexType.get(), false, false);
                Value s = Scalars.cast(bb, lc, Linalg.extract(bb, lc, scores, List.of(idx(bb, lc, 0), idx(bb, lc, 1), i)),
                    FloatType.F64, false, false);
                Value ok = Scalars.and(bb, lc, Scalars.not(bb, lc, a.get(0)),
                    Scalars.cmp(bb, lc, Scalars.Cmp.LT, a.get(1), maxOut, false));
                return scoreThr == null ? ok
                    : Scalars.and(bb, lc, ok, Scalars.cmp(bb, lc, Scalars.Cmp.GT, s, scoreThr, false));
              });
          Value sel2 = Linalg.generic1(l, List.of(sel, take), Linalg.empty(l, bcn1, List.of()),
              List.of(map(3, 0, 1, 2), map(3, 0, 1), map(3, 0, 1, 2)), iters("parallel", "parallel", "parallel"),
              (bb, lc, a) -> Scalars.select(bb, lc, Scalars.cmp(bb, lc, Scalars.Cmp.EQ, idx(bb, lc, 2), r, false),
                  a.get(1), a.get(0)));
          Value cnt2 = Linalg.generic1(l, List.of(cnt, take), Linalg.empty(l, bc64, List.of()),
              List.of(map(2, 0, 1), map(2, 0, 1), map(2, 0, 1)), iters("parallel", "parallel"),
              (bb, lc, a) -> Scalars.add(bb, lc, a.get(0), Scalars.cast(bb, lc, a.get(1), I64, true, false)));
          jopt.dialects.scf.YieldOp.create(b, loc, List.of(sel2, cnt2));
        });
    Value sel = loop.results().get(0);
    // the data select the declared count
    Value total = Linalg.reduce(l, sel, new boolean[] {true, true, true}, I64, Scalars.constant(l.b, l.loc, I64, 0),
        (b, loc, a) -> Scalars.cast(b, loc, a.get(0), I64, true, false), (b, loc, e, acc) -> Scalars.add(b, loc, e, acc));
    l.check(Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, Linalg.extract(l.b, l.loc, total, List.of()),
        Scalars.constant(l.b, l.loc, I64, k), false), "the data select not the declared count of boxes (" + k + ")");
    // place[b][c][r]: the selected ones before it in batch, class and rank order
    Value place = Linalg.generic(l, List.of(sel), List.of(Linalg.filled(l, bcn64, 0, null)),
        List.of(map(6, 3, 4, 5), map(6, 0, 1, 2)),
        iters("parallel", "parallel", "parallel", "reduction", "reduction", "reduction"), (b, loc, a) -> {
          Value[] p = {idx(b, loc, 0), idx(b, loc, 1), idx(b, loc, 2)};
          Value[] q = {idx(b, loc, 3), idx(b, loc, 4), idx(b, loc, 5)};
          Value before = Scalars.cmp(b, loc, Scalars.Cmp.LT, q[2], p[2], false);
          for (int d = 1; d >= 0; d--) {
            before = Scalars.or(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, q[d], p[d], false),
                Scalars.and(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.EQ, q[d], p[d], false), before));
          }
          Value counts = Scalars.and(b, loc, a.get(0), before);
          YieldOp.create(b, loc, List.of(Scalars.add(b, loc, a.get(1), Scalars.cast(b, loc, counts, I64, true, false))));
        }).get(0);
    // out[t][q]: batch, class, box of the selected one at place t
    RankedTensorType o64 = RankedTensorType.get(new long[] {k, 3}, I64);
    Value result = Linalg.generic(l, List.of(sel, place, order), List.of(Linalg.filled(l, o64, 0, null)),
        List.of(map(5, 2, 3, 4), map(5, 2, 3, 4), map(5, 2, 3, 4), map(5, 0, 1)),
        iters("parallel", "parallel", "reduction", "reduction", "reduction"), (b, loc, a) -> {
          Value t = Scalars.cast(b, loc, idx(b, loc, 0), I64, false, false);
          Value q = idx(b, loc, 1);
          Value here = Scalars.and(b, loc, a.get(0), Scalars.cmp(b, loc, Scalars.Cmp.EQ, a.get(1), t, false));
          Value bi = Scalars.cast(b, loc, idx(b, loc, 2), I64, false, false);
          Value ci = Scalars.cast(b, loc, idx(b, loc, 3), I64, false, false);
          Value v = Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.EQ, q, c(b, loc, 0), false), bi,
              Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.EQ, q, c(b, loc, 1), false), ci, a.get(2)));
          YieldOp.create(b, loc, List.of(Scalars.select(b, loc, here, v, a.get(3))));
        }).get(0);
    return List.of(result);
  }

  /** Box {@code i} of batch {@code b} as y1, x1, y2, x2 (f64, the smaller coordinate first). */
  private static Value[] corners(Builder b, Location loc, Value boxes, Value batch, Value i, boolean center) {
    Value[] v = new Value[4];
    for (int k = 0; k < 4; k++) {
      v[k] = Scalars.cast(b, loc, Linalg.extract(b, loc, boxes, List.of(batch, i, c(b, loc, k))), FloatType.F64,
          false, false);
    }
    if (center) {
      Value half = Scalars.constant(b, loc, FloatType.F64, 0.5);
      Value hw = Scalars.mul(b, loc, v[2], half);
      Value hh = Scalars.mul(b, loc, v[3], half);
      return new Value[] {Scalars.sub(b, loc, v[1], hh), Scalars.sub(b, loc, v[0], hw),
          Scalars.add(b, loc, v[1], hh), Scalars.add(b, loc, v[0], hw)};
    }
    return new Value[] {Scalars.min(b, loc, v[0], v[2], false), Scalars.min(b, loc, v[1], v[3], false),
        Scalars.max(b, loc, v[0], v[2], false), Scalars.max(b, loc, v[1], v[3], false)};
  }
}
