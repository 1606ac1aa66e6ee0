package jopt.passes.memopt;

import java.util.List;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.DimOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.Matchers;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.RankedTensorType;

/**
 * A {@code tensor.dim} asked of a moved tensor is answered without it, as MLIR's canonicalizations
 * of {@code tensor.dim} do (DimOfDestStyleOp, and the collapse and expansion cases of
 * FoldDimOfCollapseShape and FoldDimOfExpandShape that need no arithmetic): a structured op's
 * result by its init, a collapse's dimension of one source dimension by that one, an expansion's
 * by its output shape (an empty tensor's by its size operand: tensor.empty's own
 * FoldEmptyTensorWithDimOp, in the same pattern set). On dynamic shapes,
 * reshapes propagated by fusion ask the sizes of the split heads' transposes (an attention's
 * {@code b x h x s x d} queries and keys): once folded into the matmul's maps they are otherwise
 * still computed, into whole buffers, for their sizes only.
 */
final class FoldDimOfViews extends OpRewritePattern<DimOp> {
  FoldDimOfViews() {
    super(DimOp.SPEC, DimOp::of);
  }

  @Override
  public boolean matchAndRewrite(DimOp dim, PatternRewriter rewriter) {
    Value source = dim.source();
    Operation def = source.getDefiningOp();
    if (def == null || !(source.getType() instanceof RankedTensorType type)
        || !(Matchers.constantValue(dim.index()) instanceof IntegerAttr index)) {
      return false;
    }
    int d = (int) index.getInt();
    if (d < 0 || d >= type.getRank() || !type.isDynamicDim(d)) {
      return false; // a static size folds by itself
    }
    LinalgOp l = LinalgOp.of(def);
    if (l != null && l.hasPureTensorSemantics()) {
      Value init = l.tiedInit(((OpResult) source).getResultNumber());
      rewriter.modifyOpInPlace(dim.getOperation(), () -> dim.getOperation().setOperand(0, init));
      return true;
    }
    Value size = null;
    if (ExpandShapeOp.SPEC.isa(def)) {
      size = ExpandShapeOp.of(def).outputShape().get(type.getDynamicDimIndex(d));
    } else if (CollapseShapeOp.SPEC.isa(def)) {
      long[] group = CollapseShapeOp.of(def).reassociation().get(d);
      if (group.length == 1) {
        Value src = def.getOperand(0);
        rewriter.setInsertionPoint(dim.getOperation());
        Value srcDim = ConstantOp.createIndex(rewriter, dim.getLoc(), group[0]);
        rewriter.modifyOpInPlace(dim.getOperation(), () -> {
          dim.getOperation().setOperand(0, src);
          dim.getOperation().setOperand(1, srcDim);
        });
        return true;
      }
    }
    if (size == null) {
      return false;
    }
    rewriter.replaceOp(dim.getOperation(), List.of(size));
    return true;
  }
}
