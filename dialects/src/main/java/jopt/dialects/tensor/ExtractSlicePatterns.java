package jopt.dialects.tensor;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.RankedTensorType;
import jopt.ir.interfaces.SliceBounds;

/** MLIR's canonicalization patterns of tensor.extract_slice that jopt has. */
final class ExtractSlicePatterns {
  private ExtractSlicePatterns() {}

  /**
   * MLIR's OpWithOffsetSizesAndStridesConstantArgumentFolder with SliceReturnTypeCanonicalizer
   * and SliceCanonicalizer: the first of the offset, size and stride lists with a constant
   * dynamic entry (non-negative for offsets and sizes) gets it static; the new slice has the
   * inferred type reduced to the old rank (the first unit dims dropped), behind a tensor.cast
   * when that is not the old type. Not when the new static entries would leave the source's
   * static shape.
   */
  static final class ConstantArgumentFolder extends OpRewritePattern<ExtractSliceOp> {
    ConstantArgumentFolder() {
      super(ExtractSliceOp.SPEC, ExtractSliceOp::of);
    }

    @Override
    public boolean matchAndRewrite(ExtractSliceOp slice, PatternRewriter rewriter) {
      Operation op = slice.getOperation();
      long[] offsets = slice.staticOffsets().clone();
      long[] sizes = slice.staticSizes().clone();
      long[] strides = slice.staticStrides().clone();
      List<Value> dynOffsets = new ArrayList<>(slice.offsets());
      List<Value> dynSizes = new ArrayList<>(slice.sizes());
      List<Value> dynStrides = new ArrayList<>(slice.strides());
      if (!OpFoldResult.foldDynamicIndexList(offsets, dynOffsets, true)
          && !OpFoldResult.foldDynamicIndexList(sizes, dynSizes, true)
          && !OpFoldResult.foldDynamicIndexList(strides, dynStrides, false)) {
        return false;
      }
      RankedTensorType source = slice.sourceType();
      if (SliceBounds.inBoundsError(source.getShape(), offsets, sizes, strides) != null) {
        return false;
      }
      RankedTensorType type = slice.resultType();
      RankedTensorType newType = rankReduced(
          ExtractSliceOp.inferResultType(source, sizes), type.getRank());
      rewriter.setInsertionPoint(op);
      Value folded = ExtractSliceOp.create(rewriter, op.getLoc(), newType, slice.source(),
          MixedValues.mixed(offsets, dynOffsets), MixedValues.mixed(sizes, dynSizes),
          MixedValues.mixed(strides, dynStrides)).result();
      if (!newType.equals(type)) {
        folded = CastOp.create(rewriter, op.getLoc(), folded, type).dest();
      }
      rewriter.replaceOp(op, List.of(folded));
      return true;
    }
  }

  /**
   * MLIR's inferCanonicalRankReducedResultType: {@code full} without its first unit dims, as
   * many as it has more than {@code rank}.
   */
  static RankedTensorType rankReduced(RankedTensorType full, int rank) {
    long[] shape = full.getShape();
    int drop = shape.length - rank;
    if (drop <= 0) {
      return full;
    }
    long[] kept = new long[rank];
    for (int i = 0, k = 0; i < shape.length; i++) {
      if (drop > 0 && shape[i] == 1) {
        drop--;
      } else if (k < rank) {
        kept[k++] = shape[i];
      }
    }
    return RankedTensorType.get(kept, full.getElementType(), full.getEncoding());
  }
}
