package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.onnx.SymInt;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.RankedTensorType;

/**
 * The ops that move data without computing: Reshape, Flatten, Squeeze and Unsqueeze as
 * {@code tensor.collapse_shape}/{@code expand_shape} views, Transpose as {@code
 * linalg.transpose}, Expand as a broadcast, Tile as a broadcast then a collapse, DepthToSpace and
 * SpaceToDepth as reshape, transpose, reshape.
 */
final class ShapeLowerings {
  private ShapeLowerings() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.Reshape", OnnxLowering.single(ShapeLowerings::reshape));
    for (String n : List.of("Flatten", "Squeeze", "SqueezeV11", "Unsqueeze", "UnsqueezeV11")) {
      m.put("onnx." + n, OnnxLowering.single(l -> Reshapes.reshape(l, l.operand(0), l.resultType(0), l.resultDims(0))));
    }
    m.put("onnx.Transpose", OnnxLowering.single(ShapeLowerings::transpose));
    m.put("onnx.Expand", OnnxLowering.single(ShapeLowerings::expand));
    m.put("onnx.Tile", OnnxLowering.single(ShapeLowerings::tile));
    m.put("onnx.DepthToSpace", OnnxLowering.single(ShapeLowerings::depthToSpace));
    m.put("onnx.SpaceToDepth", OnnxLowering.single(ShapeLowerings::spaceToDepth));
  }

  /**
   * Reshape to the result type, its sizes known at run time computed from the shape operand's
   * elements (by the op table's rule: 0 copies, -1 takes what remains), the element count
   * checked there.
   */
  private static Value reshape(Lowering l) {
    RankedTensorType out = l.resultType(0);
    if (Lowering.isStatic(out) && Lowering.isStatic(l.type(0))) {
      return Reshapes.reshape(l, l.operand(0), out);
    }
    List<SymInt> dims = l.resultDims(0);
    SymInt total = SymInt.ONE;
    for (SymInt d : l.dims(l.operand(0))) {
      total = total.mul(d);
    }
    SymInt count = SymInt.ONE;
    for (SymInt d : dims) {
      count = count.mul(d);
    }
    if (!total.equals(count)) {
      l.check(Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, l.size(total), l.size(count), false),
          "the shape does not hold the input's element count");
    }
    return Reshapes.reshape(l, l.operand(0), out, dims);
  }

  private static Value transpose(Lowering l) {
    RankedTensorType in = l.type(0);
    long[] perm = l.intsAttr("perm");
    if (perm == null) {
      perm = new long[in.getRank()];
      for (int i = 0; i < perm.length; i++) {
        perm[i] = perm.length - 1 - i;
      }
    }
    if (perm.length != in.getRank()) {
      throw l.fail("perm has " + perm.length + " entries for rank " + in.getRank());
    }
    return Reshapes.castTo(l, Linalg.transpose(l, l.operand(0), perm), l.resultType(0));
  }

  private static Value expand(Lowering l) {
    RankedTensorType out = l.resultType(0);
    if (!Linalg.isDynamic(out) && !Linalg.isDynamic(l.type(0))) {
      return Linalg.broadcastTo(l, l.operand(0), out);
    }
    return Linalg.broadcastTo(l, l.operand(0), out, l.resultDims(0));
  }

  /**
   * Tile: the input broadcast into {@code [r0, d0, r1, d1, ...]} (each repeat before its dim),
   * collapsed to {@code [r0 * d0, r1 * d1, ...]}; the repeats are the result's sizes over the
   * input's.
   */
  private static Value tile(Lowering l) {
    RankedTensorType in = l.type(0);
    RankedTensorType out = l.resultType(0);
    if (Linalg.isDynamic(in) || Linalg.isDynamic(out)) {
      return dynamicTile(l);
    }
    int rank = in.getRank();
    long[] wide = new long[2 * rank];
    List<AffineExpr> exprs = new ArrayList<>();
    List<long[]> groups = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      long d = in.getDimSize(i);
      long o = out.getDimSize(i);
      if (d == 0 ? o != 0 : o % d != 0) {
        throw l.fail("result dim " + i + " is no multiple of the input's");
      }
      wide[2 * i] = d == 0 ? 1 : o / d;
      wide[2 * i + 1] = d;
      exprs.add(AffineExpr.dim(2 * i + 1));
      groups.add(new long[] {2 * i, 2 * i + 1});
    }
    RankedTensorType wideType = RankedTensorType.get(wide, in.getElementType());
    Value init = Linalg.empty(l, wideType, (Value) null);
    Value b = Linalg.generic1(l, List.of(l.operand(0)), init,
        List.of(AffineMap.get(2 * rank, 0, exprs), AffineMap.getMultiDimIdentityMap(2 * rank)),
        Linalg.iterators(2 * rank, "parallel"), (bb, loc, x) -> x.get(0));
    return CollapseShapeOp.create(l.b, l.loc, out, b, groups).getOperation().getResult(0);
  }

  /** Tile with sizes known at run time: the repeats read from operand 1's elements. */
  private static Value dynamicTile(Lowering l) {
    RankedTensorType in = l.type(0);
    RankedTensorType out = l.resultType(0);
    List<SymInt> reps = l.facts(l.operand(1)).value() == null ? null : l.facts(l.operand(1)).value().syms();
    int rank = in.getRank();
    if (reps == null || reps.size() != rank) {
      throw l.fail("the repeats are not known");
    }
    List<SymInt> wide = new ArrayList<>();
    List<AffineExpr> exprs = new ArrayList<>();
    List<long[]> groups = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      wide.add(reps.get(i));
      wide.add(l.dim(l.operand(0), i));
      exprs.add(AffineExpr.dim(2 * i + 1));
      groups.add(new long[] {2 * i, 2 * i + 1});
    }
    RankedTensorType wideType = Lowering.typeOf(wide, in.getElementType());
    Value init = l.emptyOf(wideType, wide);
    Value b = Linalg.generic1(l, List.of(l.operand(0)), init,
        List.of(AffineMap.get(2 * rank, 0, exprs), AffineMap.getMultiDimIdentityMap(2 * rank)),
        Linalg.iterators(2 * rank, "parallel"), (bb, loc, x) -> x.get(0));
    Value r = CollapseShapeOp.create(l.b, l.loc, b, groups).getOperation().getResult(0);
    return Reshapes.castTo(l, r, out);
  }

  private static Value depthToSpace(Lowering l) {
    RankedTensorType in = l.staticType(0);
    RankedTensorType out = l.staticResultType(0);
    if (in.getRank() != 4) {
      throw l.fail("input of rank " + in.getRank());
    }
    long bs = l.intAttr("blocksize");
    long n = in.getDimSize(0);
    long c = in.getDimSize(1);
    long h = in.getDimSize(2);
    long w = in.getDimSize(3);
    if (bs <= 0 || c % (bs * bs) != 0) {
      throw l.fail("blocksize " + bs + " for " + c + " channels");
    }
    boolean crd = l.stringAttr("mode").equals("CRD");
    long[] split = crd ? new long[] {n, c / (bs * bs), bs, bs, h, w} : new long[] {n, bs, bs, c / (bs * bs), h, w};
    long[] perm = crd ? new long[] {0, 1, 4, 2, 5, 3} : new long[] {0, 3, 4, 1, 5, 2};
    Value x = Reshapes.reshape(l, l.operand(0), RankedTensorType.get(split, in.getElementType()));
    return Reshapes.reshape(l, Linalg.transpose(l, x, perm), out);
  }

  private static Value spaceToDepth(Lowering l) {
    RankedTensorType in = l.staticType(0);
    RankedTensorType out = l.staticResultType(0);
    if (in.getRank() != 4) {
      throw l.fail("input of rank " + in.getRank());
    }
    long bs = l.intAttr("blocksize");
    long n = in.getDimSize(0);
    long c = in.getDimSize(1);
    long h = in.getDimSize(2);
    long w = in.getDimSize(3);
    if (bs <= 0 || h % bs != 0 || w % bs != 0) {
      throw l.fail("blocksize " + bs + " for " + h + "x" + w);
    }
    long[] split = {n, c, h / bs, bs, w / bs, bs};
    Value x = Reshapes.reshape(l, l.operand(0), RankedTensorType.get(split, in.getElementType()));
    return Reshapes.reshape(l, Linalg.transpose(l, x, new long[] {0, 3, 5, 1, 2, 4}), out);
  }
}
