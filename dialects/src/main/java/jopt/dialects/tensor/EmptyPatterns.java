package jopt.dialects.tensor;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.RankedTensorType;

/**
 * MLIR's canonicalization patterns of tensor.empty: FoldEmptyTensorWithDimOp (a
 * {@code tensor.dim} of a dynamic dim of an empty tensor is its size operand) and
 * ReplaceEmptyTensorStaticShapeDims (a constant size operand becomes a static dim, cast back).
 */
public final class EmptyPatterns {
  private EmptyPatterns() {}

  /** MLIR's FoldEmptyTensorWithDimOp. */
  public static final class FoldEmptyTensorWithDimOp extends RewritePattern {
    public FoldEmptyTensorWithDimOp() {
      super(DimOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      DimOp dim = DimOp.of(op);
      Operation empty = dim.source().getDefiningOp();
      Long index = OpFoldResult.getConstantIntValue(dim.index());
      if (empty == null || !EmptyOp.SPEC.isa(empty) || index == null) {
        return false;
      }
      RankedTensorType type = EmptyOp.of(empty).type();
      if (index < 0 || index >= type.getRank() || !type.isDynamicDim(index.intValue())) {
        return false;
      }
      rewriter.replaceOp(op, List.of(EmptyOp.of(empty).dynamicSizes().get(type.getDynamicDimIndex(index.intValue()))));
      return true;
    }
  }

  /** MLIR's ReplaceEmptyTensorStaticShapeDims (foldDynamicToStaticDimSizes). */
  static final class ReplaceEmptyTensorStaticShapeDims extends RewritePattern {
    ReplaceEmptyTensorStaticShapeDims() {
      super(EmptyOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      EmptyOp empty = EmptyOp.of(op);
      RankedTensorType type = empty.type();
      long[] shape = type.getShape().clone();
      List<Value> dynamic = new ArrayList<>();
      int next = 0;
      boolean changed = false;
      for (int d = 0; d < shape.length; d++) {
        if (!type.isDynamicDim(d)) {
          continue;
        }
        Value size = empty.dynamicSizes().get(next++);
        Long c = OpFoldResult.getConstantIntValue(size);
        if (c != null && c >= 0) {
          shape[d] = c;
          changed = true;
        } else {
          dynamic.add(size);
        }
      }
      if (!changed) {
        return false;
      }
      Value folded = EmptyOp.create(rewriter, op.getLoc(), dynamic,
          RankedTensorType.get(shape, type.getElementType(), type.getEncoding())).getOperation().getResult(0);
      rewriter.replaceOp(op, CastOp.create(rewriter, op.getLoc(), folded, type).getOperation().getResults());
      return true;
    }
  }
}
