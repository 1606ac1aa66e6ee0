package jopt.dialects.memref;

import jopt.ir.rewrite.OpFoldResult;
import java.util.ArrayList;
import java.util.List;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.type.ShapedType;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.MemRefType;
import jopt.ir.interfaces.SliceBounds;

/**
 * MLIR's canonicalization patterns of memref.subview: TrivialSubViewOpFolder (a subview of a
 * whole static memref at zero offsets and unit strides is its source, behind a cast when the
 * types differ) and SubViewOpMemRefCastFolder (a subview of a cast that only loses static
 * information takes the cast's source, when no dynamic entry is a constant) and the
 * constant-argument folder (constant dynamic offsets, sizes and strides become static); a
 * rank-reducing subview keeps its dropped dims (SubViewOp.canonicalResultType).
 */
final class SubViewPatterns {
  private SubViewPatterns() {}

  static final class TrivialSubViewOpFolder extends OpRewritePattern<SubViewOp> {
    TrivialSubViewOpFolder() {
      super(SubViewOp.SPEC, SubViewOp::of);
    }

    @Override
    public boolean matchAndRewrite(SubViewOp subview, PatternRewriter rewriter) {
      Operation op = subview.getOperation();
      MemRefType source = (MemRefType) subview.source().getType();
      MemRefType type = (MemRefType) op.getResult(0).getType();
      if (source.getRank() != type.getRank()
          || !MemRefFolding.allConstant(subview.staticOffsets(), subview.offsets(), 0)
          || !MemRefFolding.allConstant(subview.staticStrides(), subview.strides(), 1)) {
        return false;
      }
      long[] shape = source.getShape();
      long[] sizes = subview.staticSizes();
      for (int i = 0, d = 0; i < sizes.length; i++) {
        Long size = sizes[i] == ShapedType.DYNAMIC ? OpFoldResult.getConstantIntValue(subview.sizes().get(d++))
            : Long.valueOf(sizes[i]);
        if (size == null || shape[i] == ShapedType.DYNAMIC || size != shape[i]) {
          return false;
        }
      }
      if (source.equals(type)) {
        rewriter.replaceOp(op, java.util.List.of(subview.source()));
      } else {
        rewriter.setInsertionPoint(op);
        rewriter.replaceOp(op, CastOp.create(rewriter, op.getLoc(), type, subview.source()).getOperation());
      }
      return true;
    }
  }

  /**
   * MLIR's OpWithOffsetSizesAndStridesConstantArgumentFolder with SubViewReturnTypeCanonicalizer
   * and SubViewCanonicalizer: the first of the offset, size and stride lists with a constant
   * dynamic entry (non-negative for offsets and sizes) gets it static; the new subview, of the
   * inferred type, is cast back to the old type. Not when the new static entries would leave the
   * source's static shape.
   */
  static final class ConstantArgumentFolder extends OpRewritePattern<SubViewOp> {
    ConstantArgumentFolder() {
      super(SubViewOp.SPEC, SubViewOp::of);
    }

    @Override
    public boolean matchAndRewrite(SubViewOp subview, PatternRewriter rewriter) {
      Operation op = subview.getOperation();
      MemRefType source = (MemRefType) subview.source().getType();
      MemRefType type = (MemRefType) op.getResult(0).getType();
      long[] offsets = subview.staticOffsets().clone();
      long[] sizes = subview.staticSizes().clone();
      long[] strides = subview.staticStrides().clone();
      List<Value> dynOffsets = new ArrayList<>(subview.offsets());
      List<Value> dynSizes = new ArrayList<>(subview.sizes());
      List<Value> dynStrides = new ArrayList<>(subview.strides());
      if (!OpFoldResult.foldDynamicIndexList(offsets, dynOffsets, true)
          && !OpFoldResult.foldDynamicIndexList(sizes, dynSizes, true)
          && !OpFoldResult.foldDynamicIndexList(strides, dynStrides, false)) {
        return false;
      }
      if (SliceBounds.inBoundsError(source.getShape(), offsets, sizes, strides) != null) {
        return false;
      }
      MemRefType newType = SubViewOp.canonicalResultType(type, source, source, offsets, sizes,
          strides);
      if (newType == null) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      Value folded = SubViewOp.create(rewriter, op.getLoc(), newType, subview.source(), offsets, sizes,
          strides, dynOffsets, dynSizes, dynStrides).getOperation().getResult(0);
      rewriter.replaceOp(op, CastOp.create(rewriter, op.getLoc(), type, folded).getOperation());
      return true;
    }
  }

  static final class SubViewOpMemRefCastFolder extends OpRewritePattern<SubViewOp> {
    SubViewOpMemRefCastFolder() {
      super(SubViewOp.SPEC, SubViewOp::of);
    }

    @Override
    public boolean matchAndRewrite(SubViewOp subViewOp, PatternRewriter rewriter) {
      Operation op = subViewOp.getOperation();
      for (int i = 1; i < op.getNumOperands(); i++) {
        if (OpFoldResult.getConstantIntValue(op.getOperand(i)) != null) {
          return false; // the constant-argument folder's
        }
      }
      CastOp cast = MemRefFolding.foldableCast(subViewOp.source());
      if (cast == null || !(cast.source().getType() instanceof MemRefType castSource)) {
        return false;
      }
      SubViewOp subview = subViewOp;
      MemRefType type = (MemRefType) op.getResult(0).getType();
      MemRefType newType = SubViewOp.canonicalResultType(type,
          (MemRefType) subview.source().getType(), castSource, subview.staticOffsets(),
          subview.staticSizes(), subview.staticStrides());
      if (newType == null) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      Value folded = SubViewOp.create(rewriter, op.getLoc(), newType, cast.source(),
          subview.staticOffsets(), subview.staticSizes(), subview.staticStrides(), subview.offsets(),
          subview.sizes(), subview.strides()).getOperation().getResult(0);
      rewriter.replaceOp(op, CastOp.create(rewriter, op.getLoc(), type, folded).getOperation());
      return true;
    }
  }
}
