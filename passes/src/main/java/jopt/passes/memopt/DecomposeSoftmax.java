package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.FloatBinaryOps.AddFOp;
import jopt.dialects.arith.FloatBinaryOps.DivFOp;
import jopt.dialects.arith.FloatBinaryOps.MaxNumFOp;
import jopt.dialects.arith.FloatBinaryOps.SubFOp;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.NamedOp;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.linalg.SoftmaxOp;
import jopt.dialects.linalg.YieldOp;
import jopt.dialects.tensor.DimOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.FloatAttr;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.FloatType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * MLIR's SoftmaxOp::decomposeOperation (what mlir-opt-22 gives for
 * {@code transform.structured.decompose_interface}): {@code linalg.softmax} on a ranked tensor
 * of f16, bf16, f32 or f64 becomes four generics (a dynamic size of the reduced tensors is the
 * input's {@code tensor.dim}, as MLIR takes its mixed sizes), the max along the dimension (maxnumf from a
 * NaN), {@code exp(x - max)} into the softmax's init, its sum (from 0) and the quotient into the
 * init again. Each step is the softmax's own, in the same order (jopt-run's linalg.softmax
 * rounds each to the element type): bit-equal results. Made elementwise, the exponentials can
 * overwrite the dead scores and the quotients the exponentials (jopt-reuse-destination).
 */
final class DecomposeSoftmax extends OpRewritePattern<SoftmaxOp> {
  DecomposeSoftmax() {
    super(SoftmaxOp.SPEC, SoftmaxOp::of);
  }

  @Override
  public boolean matchAndRewrite(SoftmaxOp softmax, PatternRewriter rewriter) {
    if (softmax.getOperation().getNumResults() != 1
        || !(softmax.input().getType() instanceof RankedTensorType in)
        || !(softmax.output().getType() instanceof RankedTensorType out) || !out.equals(in)
        || !(in.getElementType() instanceof FloatType ft) || negativeNaN(ft) == null) {
      return false;
    }
    Location loc = softmax.getLoc();
    int rank = in.getRank();
    int dim = (int) softmax.dimension();
    long[] reduced = new long[rank - 1];
    List<AffineExpr> kept = new ArrayList<>();
    List<Value> dynamicSizes = new ArrayList<>();
    for (int d = 0, k = 0; d < rank; d++) {
      if (d != dim) {
        reduced[k++] = in.getDimSize(d);
        kept.add(AffineExpr.dim(d));
        if (ShapedType.isDynamic(in.getDimSize(d))) {
          dynamicSizes.add(DimOp.create(rewriter, loc, softmax.input(), ConstantOp.createIndex(rewriter, loc, d))
              .getOperation().getResult(0));
        }
      }
    }
    AffineMap id = AffineMap.getMultiDimIdentityMap(rank);
    AffineMap red = AffineMap.get(rank, 0, kept);
    List<String> reduction = new ArrayList<>();
    List<String> parallel = new ArrayList<>();
    for (int d = 0; d < rank; d++) {
      reduction.add(d == dim ? "reduction" : "parallel");
      parallel.add("parallel");
    }
    RankedTensorType redType = RankedTensorType.get(reduced, ft);
    Value output = softmax.output();
    Value x = softmax.input();
    Value empty = EmptyOp.create(rewriter, loc, reduced, ft, dynamicSizes).getOperation().getResult(0);
    Value nan = ConstantOp.create(rewriter, loc, negativeNaN(ft)).getOperation().getResult(0);
    Value maxInit = fill(rewriter, loc, nan, empty);
    Value max = GenericOp.create(rewriter, loc, List.of(redType), List.of(x), List.of(maxInit), List.of(id, red),
        reduction, (b, l, a) -> YieldOp.create(b, l, List.of(result(MaxNumFOp.create(b, l, a.get(0), a.get(1))))))
        .getOperation().getResult(0);
    Value exp = GenericOp.create(rewriter, loc, List.of(in), List.of(x, max), List.of(output), List.of(id, red, id),
        parallel, (b, l, a) -> {
          Value diff = result(SubFOp.create(b, l, a.get(0), a.get(1)));
          YieldOp.create(b, l, List.of(b.create(l, "math.exp", List.of(diff), List.of(ft), null).getResult(0)));
        }).getOperation().getResult(0);
    Value zero = ConstantOp.create(rewriter, loc, FloatAttr.get(ft, 0.0)).getOperation().getResult(0);
    Value sumInit = fill(rewriter, loc, zero, empty);
    Value sum = GenericOp.create(rewriter, loc, List.of(redType), List.of(exp), List.of(sumInit), List.of(id, red),
        reduction, (b, l, a) -> YieldOp.create(b, l, List.of(result(AddFOp.create(b, l, a.get(0), a.get(1))))))
        .getOperation().getResult(0);
    Value quotient = GenericOp.create(rewriter, loc, List.of(in), List.of(exp, sum), List.of(output),
        List.of(id, red, id), parallel,
        (b, l, a) -> YieldOp.create(b, l, List.of(result(DivFOp.create(b, l, a.get(0), a.get(1))))))
        .getOperation().getResult(0);
    rewriter.replaceOp(softmax.getOperation(), List.of(quotient));
    return true;
  }

  private static Value fill(PatternRewriter rewriter, Location loc, Value value, Value dest) {
    return NamedOp.build(rewriter, loc, NamedOps.FILL, List.of(value), List.of(dest), new NamedAttrList())
        .getOperation().getResult(0);
  }

  private static Value result(jopt.ir.ods.OpView op) {
    return op.getOperation().getResult(0);
  }

  /** MLIR's identity of maxnumf: the NaN with the sign and the quiet bit set (0xFFC00000 for f32). */
  static FloatAttr negativeNaN(FloatType t) {
    if (t != FloatType.F16 && t != FloatType.BF16 && t != FloatType.F32 && t != FloatType.F64) {
      return null;
    }
    int high = t.getWidth() - t.getPrecision() + 2;
    return FloatAttr.fromBits(t, ((1L << high) - 1) << (t.getPrecision() - 2));
  }
}
