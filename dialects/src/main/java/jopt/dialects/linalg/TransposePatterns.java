package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.tensor.DimOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.RankedTensorType;

/** linalg.transpose's canonicalization patterns, as MLIR's (LinalgOps.cpp). */
final class TransposePatterns {
  private TransposePatterns() {}

  /** transpose(transpose(x)) becomes one transpose of x by the composed permutation. */
  static final class FoldTransposeWithTranspose extends OpRewritePattern<TransposeOp> {
    FoldTransposeWithTranspose() {
      super(TransposeOp.SPEC, TransposeOp::of);
    }

    @Override
    public boolean matchAndRewrite(TransposeOp op, PatternRewriter rewriter) {
      Operation def = op.input().getDefiningOp();
      if (def == null || !TransposeOp.SPEC.isa(def)) {
        return false;
      }
      TransposeOp defTranspose = TransposeOp.of(def);
      long[] defPerms = defTranspose.permutation();
      long[] perms = op.permutation();
      long[] folded = new long[perms.length];
      for (int i = 0; i < perms.length; i++) {
        folded[i] = defPerms[(int) perms[i]];
      }
      rewriter.setInsertionPoint(op.getOperation());
      TransposeOp replacement = TransposeOp.create(rewriter, op.getOperation().getLoc(),
          defTranspose.input(), op.init(), folded);
      rewriter.replaceOp(op.getOperation(), replacement.getOperation());
      return true;
    }
  }

  /**
   * transpose(broadcast(x)) becomes broadcast(transpose(x)) when the broadcast has no other use:
   * the permutation without the broadcast dimensions transposes x into a new tensor.empty (its
   * dynamic sizes from tensor.dim of x), which the broadcast then expands into the init.
   */
  static final class SwapTransposeWithBroadcast extends OpRewritePattern<TransposeOp> {
    SwapTransposeWithBroadcast() {
      super(TransposeOp.SPEC, TransposeOp::of);
    }

    @Override
    public boolean matchAndRewrite(TransposeOp op, PatternRewriter rewriter) {
      Value input = op.input();
      Operation def = input.getDefiningOp();
      if (!input.hasOneUse() || def == null || !BroadcastOp.SPEC.isa(def)) {
        return false;
      }
      BroadcastOp broadcast = BroadcastOp.of(def);
      long[] dimensions = broadcast.dimensions();
      long[] perms = op.permutation();
      long[] resultPerms = dropDims(perms, dimensions);
      long[] inverse = new long[perms.length];
      for (int i = 0; i < perms.length; i++) {
        inverse[(int) perms[i]] = i;
      }
      long[] resultDimensions = new long[dimensions.length];
      for (int i = 0; i < dimensions.length; i++) {
        resultDimensions[i] = inverse[(int) dimensions[i]];
      }
      Value broadcastInput = broadcast.input();
      RankedTensorType inputType = (RankedTensorType) broadcastInput.getType();
      var loc = op.getOperation().getLoc();
      rewriter.setInsertionPoint(op.getOperation());
      int rank = inputType.getRank();
      long[] dimsStatic = new long[rank];
      Value[] dimsDynamic = new Value[rank];
      for (int i = 0; i < rank; i++) {
        dimsStatic[i] = inputType.getDimSize(i);
        if (inputType.isDynamicDim(i)) {
          Value index = ConstantOp.create(rewriter, loc, IntegerAttr.getIndex(i)).result();
          dimsDynamic[i] = DimOp.create(rewriter, loc, broadcastInput, index).result();
        }
      }
      long[] shape = new long[rank];
      List<Value> dynamicSizes = new ArrayList<>();
      for (int i = 0; i < rank; i++) {
        int from = (int) resultPerms[i];
        shape[i] = dimsStatic[from];
        if (dimsDynamic[from] != null) {
          dynamicSizes.add(dimsDynamic[from]);
        }
      }
      Value init = EmptyOp.create(rewriter, loc, shape, inputType.getElementType(), dynamicSizes).result();
      Value transposed = TransposeOp.create(rewriter, loc, broadcastInput, init, resultPerms)
          .getOperation().getResult(0);
      BroadcastOp replacement = BroadcastOp.create(rewriter, loc, transposed, op.init(), resultDimensions);
      rewriter.replaceOp(op.getOperation(), replacement.getOperation());
      return true;
    }

    /** The permutation without the dropped positions, its values renumbered densely. */
    private static long[] dropDims(long[] perm, long[] dropped) {
      List<Long> kept = new ArrayList<>();
      for (long v : perm) {
        boolean drop = false;
        long below = 0;
        for (long d : dropped) {
          drop |= d == v;
          below += d < v ? 1 : 0;
        }
        if (!drop) {
          kept.add(v - below);
        }
      }
      long[] r = new long[kept.size()];
      for (int i = 0; i < r.length; i++) {
        r[i] = kept.get(i);
      }
      return r;
    }
  }
}
