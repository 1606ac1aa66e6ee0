package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.RankedTensorType;

/**
 * ScatterElements (and the older Scatter) and ScatterND as one generic each: the data is the
 * accumulator (one-shot-bufferize copies it where it is still needed), the result's dims are parallel loops and the updates' dims reduction loops; an
 * update lands where its (normalized) index says, the later one winning (reduction none) or
 * combined by add, mul, max or min. Each result element looks at every update: quadratic, but
 * parallel in the result and free of loops outside linalg.
 */
final class ScatterLowerings {
  private ScatterLowerings() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.ScatterElements", OnnxLowering.single(ScatterLowerings::scatterElements));
    m.put("onnx.Scatter", OnnxLowering.single(ScatterLowerings::scatterElements));
    m.put("onnx.ScatterND", OnnxLowering.single(ScatterLowerings::scatterND));
  }

  /** The accumulator after update {@code upd} lands on it (hit) by the op's reduction. */
  private static Value land(Lowering l, Builder b, Location loc, Value hit, Value upd, Value acc) {
    // Scatter (deprecated) has no reduction: it replaces.
    String reduction = l.name().equals("onnx.Scatter") ? "none" : l.stringAttr("reduction");
    boolean u = l.unsigned(l.operand(0));
    Value v = switch (reduction) {
      case "none" -> upd;
      case "add" -> Scalars.add(b, loc, acc, upd);
      case "mul" -> Scalars.mul(b, loc, acc, upd);
      case "max" -> Scalars.max(b, loc, acc, upd, u);
      case "min" -> Scalars.min(b, loc, acc, upd, u);
      default -> throw new Lowering.Failure("reduction '" + reduction + "'");
    };
    return Scalars.select(b, loc, hit, v, acc);
  }

  private static Value scatterElements(Lowering l) {
    RankedTensorType data = l.staticType(0);
    RankedTensorType idx = l.staticType(1);
    int rank = data.getRank();
    if (idx.getRank() != rank) {
      throw l.fail("indices and data differ in rank");
    }
    int axis = l.axis(l.intAttr("axis"), rank);
    long axisSize = data.getDimSize(axis);
    int loops = 2 * rank;
    List<AffineExpr> upd = new ArrayList<>();
    List<AffineExpr> res = new ArrayList<>();
    List<String> iters = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      res.add(AffineExpr.dim(i));
      upd.add(AffineExpr.dim(rank + i));
      iters.add("parallel");
    }
    for (int i = 0; i < rank; i++) {
      iters.add("reduction");
    }
    AffineMap updMap = AffineMap.get(loops, 0, upd);
    boolean iu = l.unsigned(l.operand(1));
    return Linalg.generic(l, List.of(l.operand(1), l.operand(2)), List.of(l.operand(0)),
        List.of(updMap, updMap, AffineMap.get(loops, 0, res)), iters, (b, loc, args) -> {
          Value hit = null;
          for (int i = 0; i < rank; i++) {
            Value want = i == axis
                ? GatherLowerings.normalized(b, loc, args.get(0), Scalars.index(b, loc, axisSize), iu)
                : Linalg.index(b, loc, rank + i);
            Value eq = Scalars.cmp(b, loc, Scalars.Cmp.EQ, Linalg.index(b, loc, i), want, false);
            hit = hit == null ? eq : Scalars.and(b, loc, hit, eq);
          }
          YieldOp.create(b, loc, List.of(land(l, b, loc, hit, args.get(1), args.get(2))));
        }).get(0);
  }

  private static Value scatterND(Lowering l) {
    RankedTensorType data = l.staticType(0);
    RankedTensorType idx = l.staticType(1);
    RankedTensorType updates = l.staticType(2);
    int r = data.getRank();
    int q = idx.getRank();
    long k = idx.getDimSize(q - 1);
    if (k < 1 || k > r || updates.getRank() != q - 1 + r - k) {
      throw l.fail("inconsistent shapes");
    }
    // Loops: the result's r dims, then the index tuples' q - 1 dims (reduction).
    int loops = r + q - 1;
    List<AffineExpr> res = new ArrayList<>();
    List<String> iters = new ArrayList<>();
    for (int i = 0; i < r; i++) {
      res.add(AffineExpr.dim(i));
      iters.add("parallel");
    }
    for (int i = 0; i < q - 1; i++) {
      iters.add("reduction");
    }
    Value indices = l.operand(1);
    Value upd = l.operand(2);
    boolean iu = l.unsigned(indices);
    // The indices give the index loops their extent (read at component 0, unused).
    List<AffineExpr> idxExprs = new ArrayList<>();
    for (int j = 0; j < q - 1; j++) {
      idxExprs.add(AffineExpr.dim(r + j));
    }
    idxExprs.add(AffineExpr.constant(0));
    return Linalg.generic(l, List.of(indices), List.of(l.operand(0)),
        List.of(AffineMap.get(loops, 0, idxExprs), AffineMap.get(loops, 0, res)), iters, (b, loc, args) -> {
          Value hit = null;
          for (int c = 0; c < k; c++) {
            List<Value> at = new ArrayList<>();
            for (int j = 0; j < q - 1; j++) {
              at.add(Linalg.index(b, loc, r + j));
            }
            at.add(Scalars.index(b, loc, c));
            Value raw = Linalg.extract(b, loc, indices, at);
            Value want = GatherLowerings.normalized(b, loc, raw, Scalars.index(b, loc, data.getDimSize(c)), iu);
            Value eq = Scalars.cmp(b, loc, Scalars.Cmp.EQ, Linalg.index(b, loc, c), want, false);
            hit = hit == null ? eq : Scalars.and(b, loc, hit, eq);
          }
          List<Value> uat = new ArrayList<>();
          for (int j = 0; j < q - 1; j++) {
            uat.add(Linalg.index(b, loc, r + j));
          }
          for (int i = (int) k; i < r; i++) {
            uat.add(Linalg.index(b, loc, i));
          }
          Value u = Linalg.extract(b, loc, upd, uat);
          YieldOp.create(b, loc, List.of(land(l, b, loc, hit, u, args.get(1))));
        }).get(0);
  }
}
