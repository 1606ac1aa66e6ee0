package jopt.dialects.memref;

import jopt.ir.rewrite.OpFoldResult;
import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.StridesAndOffset;

/** MLIR's canonicalization patterns of memref.reinterpret_cast. */
final class ReinterpretCastPatterns {
  private ReinterpretCastPatterns() {}

  /**
   * MLIR's ReinterpretCastOpConstantFolder: each dynamic offset, size and stride that the result
   * type states statically, or that is a constant, becomes static; the new reinterpret_cast (its
   * type a strided layout of the static entries) is cast back to the old type.
   */
  static final class ConstantFolder extends OpRewritePattern<ReinterpretCastOp> {
    ConstantFolder() {
      super(ReinterpretCastOp.SPEC, ReinterpretCastOp::of);
    }

    @Override
    public boolean matchAndRewrite(ReinterpretCastOp cast, PatternRewriter rewriter) {
      Operation op = cast.getOperation();
      MemRefType type = (MemRefType) op.getResult(0).getType();
      StridesAndOffset layout = type.getStridesAndOffset();
      if (layout == null) {
        return false;
      }
      List<Value> dynOffsets = new ArrayList<>(cast.offsets());
      List<Value> dynSizes = new ArrayList<>(cast.sizes());
      List<Value> dynStrides = new ArrayList<>(cast.strides());
      long[] offset = cast.staticOffsets().clone();
      long[] sizes = cast.staticSizes().clone();
      long[] strides = cast.staticStrides().clone();
      boolean changed = constify(offset, dynOffsets, new long[] {layout.offset()});
      changed |= constify(sizes, dynSizes, type.getShape());
      changed |= constify(strides, dynStrides, layout.strides());
      if (!changed) {
        return false;
      }
      MemRefType newType = (MemRefType) ShapedTypes.memref(sizes, type.getElementType(),
          ShapedTypes.stridedLayout(offset[0], strides), type.getMemorySpace());
      rewriter.setInsertionPoint(op);
      Value folded = ReinterpretCastOp.create(rewriter, op.getLoc(), newType, cast.source(), offset[0], sizes,
          strides, dynOffsets, dynSizes, dynStrides).getOperation().getResult(0);
      rewriter.replaceOp(op, CastOp.create(rewriter, op.getLoc(), type, folded).getOperation());
      return true;
    }

    /**
     * MLIR's constifyIndexValues: a dynamic entry takes the static value {@code known} gives
     * it, else its constant value; whether any did.
     */
    private static boolean constify(long[] statics, List<Value> dynamic, long[] known) {
      return OpFoldResult.foldDynamicIndexList(statics, dynamic,
          (i, v) -> known[i] != ShapedType.DYNAMIC ? Long.valueOf(known[i]) : OpFoldResult.getConstantIntValue(v));
    }
  }
}
