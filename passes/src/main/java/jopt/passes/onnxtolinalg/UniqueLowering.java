package jopt.passes.onnxtolinalg;

import static jopt.passes.onnxtolinalg.Linalg.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.Value;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * Unique with the count of unique items declared static (as Compress and NonZero): the items
 * are the elements (no axis) or the slices along the axis, moved to the front and flattened to
 * an n x m matrix. By reduction generics, each order-independent: which items are equal (all m
 * elements), which is less (at the first element where they differ, a min-reduction), which item
 * is the first of its value; each item's place among the unique ones (the count of unique items
 * less than it when sorted, else of first occurrences before its own), which is the inverse
 * index; a {@code cf.assert} that the data have the declared count; then each unique item, its
 * first index and its count gathered by place (quadratic in the number of items).
 */
final class UniqueLowering {
  private UniqueLowering() {}

  private static final IntegerType I1 = IntegerType.get(1);
  private static final IntegerType I64 = IntegerType.get(64);

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.Unique", UniqueLowering::lower);
  }


  private static List<Value> lower(Lowering l) {
    RankedTensorType xt = l.staticType(0);
    RankedTensorType yt = l.staticResultType(0);
    int rank = xt.getRank();
    Long axisAttr = l.attrs().optInt("axis");
    boolean sorted = l.attrs().getInt("sorted") != 0;
    Value x = l.operand(0);
    int axis = 0;
    long[] perm = null;
    long[] moved = xt.getShape();
    if (axisAttr != null) {
      axis = (int) (axisAttr < 0 ? axisAttr + rank : axisAttr);
      if (axis < 0 || axis >= rank) {
        throw l.fail("axis " + axisAttr + " is outside rank " + rank);
      }
      perm = new long[rank];
      perm[0] = axis;
      for (int d = 0, o = 1; d < rank; d++) {
        if (d != axis) {
          perm[o++] = d;
        }
      }
      x = Linalg.transpose(l, x, perm);
      moved = ((RankedTensorType) x.getType()).getShape();
    }
    long n = axisAttr != null ? xt.getDimSize(axis) : xt.getNumElements();
    long m = axisAttr != null ? xt.getNumElements() / Math.max(1, n) : 1;
    long k = axisAttr != null ? yt.getDimSize(axis) : yt.getNumElements();
    if (n == 0 || k == 0) {
      throw l.fail("no items");
    }
    Value items = Reshapes.reshape(l, x, RankedTensorType.get(new long[] {n, m}, xt.getElementType()));
    boolean unsigned = l.unsigned(l.operand(0));
    RankedTensorType nn1 = RankedTensorType.get(new long[] {n, n}, I1);
    RankedTensorType nn64 = RankedTensorType.get(new long[] {n, n}, I64);
    RankedTensorType n1 = RankedTensorType.get(new long[] {n}, I1);
    RankedTensorType n64 = RankedTensorType.get(new long[] {n}, I64);
    List<String> pr = List.of("parallel", "parallel", "reduction");
    List<String> pp = List.of("parallel", "parallel");
    List<String> p1r = List.of("parallel", "reduction");
    // eq[i][j]: all m elements equal
    Value eq = Linalg.generic(l, List.of(items, items), List.of(Linalg.filled(l, nn1, 1, null)),
        List.of(map(3, 0, 2), map(3, 1, 2), map(3, 0, 1)), pr, (b, loc, a) -> YieldOp.create(b, loc,
            List.of(Scalars.and(b, loc, a.get(2), Scalars.cmp(b, loc, Scalars.Cmp.EQ, a.get(0), a.get(1), unsigned)))))
        .get(0);
    // first[i][j]: the first element where they differ (m where none)
    Value first = Linalg.generic(l, List.of(items, items), List.of(Linalg.filled(l, nn64, m, null)),
        List.of(map(3, 0, 2), map(3, 1, 2), map(3, 0, 1)), pr, (b, loc, a) -> {
          Value e = Scalars.cast(b, loc, Linalg.index(b, loc, 2), I64, false, false);
          Value differ = Scalars.cmp(b, loc, Scalars.Cmp.NE, a.get(0), a.get(1), unsigned);
          YieldOp.create(b, loc, List.of(Scalars.select(b, loc, differ, Scalars.min(b, loc, e, a.get(2), false), a.get(2))));
        }).get(0);
    // lt[i][j]: item i before item j in order (less at the first difference)
    Value items0 = items;
    Value lt = Linalg.generic1(l, List.of(first), Linalg.empty(l, nn1, List.of()), List.of(map(2, 0, 1), map(2, 0, 1)),
        pp, (b, loc, a) -> {
          Value d = a.get(0);
          Value some = Scalars.cmp(b, loc, Scalars.Cmp.LT, d, Scalars.constant(b, loc, I64, m), false);
          Value dc = Scalars.cast(b, loc, Scalars.min(b, loc, d, Scalars.constant(b, loc, I64, m - 1), false),
              jopt.ir.type.IndexType.get(), false, false);
          Value xi = Linalg.extract(b, loc, items0, List.of(Linalg.index(b, loc, 0), dc));
          Value xj = Linalg.extract(b, loc, items0, List.of(Linalg.index(b, loc, 1), dc));
          return Scalars.and(b, loc, some, Scalars.cmp(b, loc, Scalars.Cmp.LT, xi, xj, unsigned));
        });
    // isFirst[i]: no equal item before it
    Value isFirst = Linalg.generic(l, List.of(eq), List.of(Linalg.filled(l, n1, 1, null)),
        List.of(map(2, 1, 0), map(2, 0)), p1r, (b, loc, a) -> {
          Value before = Scalars.cmp(b, loc, Scalars.Cmp.LT, Linalg.index(b, loc, 1), Linalg.index(b, loc, 0), false);
          YieldOp.create(b, loc, List.of(Scalars.and(b, loc, a.get(1), Scalars.not(b, loc, Scalars.and(b, loc, before, a.get(0))))));
        }).get(0);
    // place[i]: among the unique items (sorted: those less; else: first occurrences before i's first)
    Value place;
    if (sorted) {
      place = Linalg.generic(l, List.of(isFirst, lt), List.of(Linalg.filled(l, n64, 0, null)),
          List.of(map(2, 1), map(2, 1, 0), map(2, 0)), p1r, (b, loc, a) -> {
            Value c = Scalars.and(b, loc, a.get(0), a.get(1));
            YieldOp.create(b, loc, List.of(Scalars.add(b, loc, a.get(2), Scalars.cast(b, loc, c, I64, true, false))));
          }).get(0);
    } else {
      Value firstOf = Linalg.generic(l, List.of(eq), List.of(Linalg.filled(l, n64, n, null)),
          List.of(map(2, 1, 0), map(2, 0)), p1r, (b, loc, a) -> {
            Value j = Scalars.cast(b, loc, Linalg.index(b, loc, 1), I64, false, false);
            YieldOp.create(b, loc, List.of(Scalars.select(b, loc, a.get(0), Scalars.min(b, loc, j, a.get(1), false), a.get(1))));
          }).get(0);
      place = Linalg.generic(l, List.of(isFirst, firstOf), List.of(Linalg.filled(l, n64, 0, null)),
          List.of(map(2, 1), map(2, 0), map(2, 0)), p1r, (b, loc, a) -> {
            Value j = Scalars.cast(b, loc, Linalg.index(b, loc, 1), I64, false, false);
            Value c = Scalars.and(b, loc, a.get(0), Scalars.cmp(b, loc, Scalars.Cmp.LT, j, a.get(1), false));
            YieldOp.create(b, loc, List.of(Scalars.add(b, loc, a.get(2), Scalars.cast(b, loc, c, I64, true, false))));
          }).get(0);
    }
    // the data have the declared count of unique items
    Value count = Linalg.reduce(l, isFirst, new boolean[] {true}, I64, Scalars.constant(l.b, l.loc, I64, 0),
        (b, loc, a) -> Scalars.cast(b, loc, a.get(0), I64, true, false), (b, loc, e, acc) -> Scalars.add(b, loc, e, acc));
    Value got = Linalg.extract(l.b, l.loc, count, List.of());
    l.check(Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, got, Scalars.constant(l.b, l.loc, I64, k), false),
        "the data have not the declared count of unique items (" + k + ")");
    RankedTensorType km = RankedTensorType.get(new long[] {k, m}, xt.getElementType());
    RankedTensorType k64 = RankedTensorType.get(new long[] {k}, I64);
    // Y[t][e]: the item whose place is t
    Value y = Linalg.generic(l, List.of(isFirst, place, items), List.of(Linalg.filled(l, km, 0, null)),
        List.of(map(3, 2), map(3, 2), map(3, 2, 1), map(3, 0, 1)), pr, (b, loc, a) -> {
          Value t = Scalars.cast(b, loc, Linalg.index(b, loc, 0), I64, false, false);
          Value sel = Scalars.and(b, loc, a.get(0), Scalars.cmp(b, loc, Scalars.Cmp.EQ, a.get(1), t, false));
          YieldOp.create(b, loc, List.of(Scalars.select(b, loc, sel, a.get(2), a.get(3))));
        }).get(0);
    List<Value> results = new ArrayList<>();
    long[] back = moved.clone();
    back[0] = k;
    Value yb = Reshapes.reshape(l, y, RankedTensorType.get(axisAttr != null ? back : new long[] {k}, xt.getElementType()));
    if (perm != null) {
      long[] inv = new long[rank];
      for (int d = 0; d < rank; d++) {
        inv[(int) perm[d]] = d;
      }
      yb = Linalg.transpose(l, yb, inv);
    }
    results.add(yb);
    // indices[t]: the first index of the item whose place is t
    results.add(l.resultUnused(1) ? null : Linalg.generic(l, List.of(isFirst, place),
        List.of(Linalg.filled(l, k64, 0, null)), List.of(map(2, 1), map(2, 1), map(2, 0)), p1r, (b, loc, a) -> {
          Value t = Scalars.cast(b, loc, Linalg.index(b, loc, 0), I64, false, false);
          Value i = Scalars.cast(b, loc, Linalg.index(b, loc, 1), I64, false, false);
          Value sel = Scalars.and(b, loc, a.get(0), Scalars.cmp(b, loc, Scalars.Cmp.EQ, a.get(1), t, false));
          YieldOp.create(b, loc, List.of(Scalars.select(b, loc, sel, i, a.get(2))));
        }).get(0));
    results.add(l.resultUnused(2) ? null : place);
    // counts[t]: the items whose place is t
    results.add(l.resultUnused(3) ? null : Linalg.generic(l, List.of(place), List.of(Linalg.filled(l, k64, 0, null)),
        List.of(map(2, 1), map(2, 0)), p1r, (b, loc, a) -> {
          Value t = Scalars.cast(b, loc, Linalg.index(b, loc, 0), I64, false, false);
          Value c = Scalars.cmp(b, loc, Scalars.Cmp.EQ, a.get(0), t, false);
          YieldOp.create(b, loc, List.of(Scalars.add(b, loc, a.get(1), Scalars.cast(b, loc, c, I64, true, false))));
        }).get(0));
    return new ArrayList<>(results.subList(0, l.op.getNumResults()));
  }
}
