package jopt.passes.tensor;

import java.util.List;
import jopt.dialects.tensor.CastOp;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.dialects.tensor.MixedValues;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.passes.linalg.LinalgUtils;

/**
 * MLIR's populateFoldTensorEmptyPatterns (tensor EmptyOpPatterns.cpp): a reshape or an
 * extract_slice of a {@code tensor.empty} is a {@code tensor.empty} of the result's shape
 * (FoldEmptyTensorWithReshapeOp, FoldEmptyTensorWithExtractSliceOp), whatever the empty
 * tensor's other uses.
 */
public final class FoldTensorEmpty {
  private FoldTensorEmpty() {}

  public static List<RewritePattern> patterns() {
    return List.of(new FoldEmptyTensorWithExtractSliceOp(), new FoldEmptyTensorWithReshapeOp(ExpandShapeOp.SPEC.name()),
        new FoldEmptyTensorWithReshapeOp(CollapseShapeOp.SPEC.name()));
  }

  private static boolean isEmpty(Value v) {
    Operation def = v.getDefiningOp();
    return def != null && EmptyOp.SPEC.isa(def);
  }

  /** MLIR's FoldEmptyTensorWithReshapeOp: the result shape reified (expand: its output shape). */
  static final class FoldEmptyTensorWithReshapeOp extends RewritePattern {
    FoldEmptyTensorWithReshapeOp(String reshape) {
      super(reshape);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (!isEmpty(op.getOperand(0))) {
        return false;
      }
      RankedTensorType type = (RankedTensorType) op.getResult(0).getType();
      List<OpFoldResult> sizes = ExpandShapeOp.SPEC.isa(op) ? ExpandShapeOp.of(op).mixedOutputShape()
          : collapsedSizes(rewriter, CollapseShapeOp.of(op), type);
      if (sizes == null) {
        return false;
      }
      MixedValues mixed = MixedValues.of(sizes);
      RankedTensorType emptyType = RankedTensorType.get(mixed.statics(), type.getElementType());
      Value empty = EmptyOp.create(rewriter, op.getLoc(), mixed.dynamics(), emptyType).getOperation().getResult(0);
      rewriter.replaceOp(op, emptyType.equals(type) ? List.of(empty)
          : CastOp.create(rewriter, op.getLoc(), empty, type).getOperation().getResults());
      return true;
    }

    /**
     * The collapse's reified sizes (MLIR's getCollapsedOutputDimFromInputShape) where a dynamic
     * dim merges one dynamic source dim with static 1s; null otherwise (not handled).
     */
    private static List<OpFoldResult> collapsedSizes(PatternRewriter rewriter, CollapseShapeOp collapse,
        RankedTensorType type) {
      List<long[]> groups = collapse.reassociation();
      ShapedType source = (ShapedType) collapse.src().getType();
      List<OpFoldResult> sizes = new java.util.ArrayList<>();
      for (int d = 0; d < type.getRank(); d++) {
        if (!type.isDynamicDim(d)) {
          sizes.add(OpFoldResult.of(IntegerAttr.getIndex(type.getDimSize(d))));
          continue;
        }
        int dynamic = -1;
        for (long s : groups.get(d)) {
          if (source.isDynamicDim((int) s)) {
            if (dynamic >= 0) {
              return null;
            }
            dynamic = (int) s;
          } else if (source.getDimSize((int) s) != 1) {
            return null;
          }
        }
        sizes.add(OpFoldResult.of(LinalgUtils.createOrFoldDimOp(rewriter, collapse.getLoc(), collapse.src(), dynamic)));
      }
      return sizes;
    }
  }

  /** MLIR's FoldEmptyTensorWithExtractSliceOp: the slice's (possibly rank-reduced) type and dynamic sizes. */
  static final class FoldEmptyTensorWithExtractSliceOp extends RewritePattern {
    FoldEmptyTensorWithExtractSliceOp() {
      super(ExtractSliceOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (!isEmpty(op.getOperand(0))) {
        return false;
      }
      ExtractSliceOp slice = ExtractSliceOp.of(op);
      RankedTensorType type = slice.resultType();
      Operation empty = EmptyOp.create(rewriter, op.getLoc(), slice.sizes(), type).getOperation();
      rewriter.replaceOp(op, empty.getResults());
      return true;
    }
  }
}
