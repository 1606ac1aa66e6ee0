package jopt.dialects.memref;

import jopt.ir.type.ShapedType;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.MemRefType;

/**
 * MLIR's canonicalization patterns of memref.subview: TrivialSubViewOpFolder (a subview of a
 * whole static memref at zero offsets and unit strides is its source, behind a cast when the
 * types differ) and SubViewOpMemRefCastFolder (a subview of a cast that only loses static
 * information takes the cast's source; jopt's takes subviews without dynamic entries that keep
 * their rank).
 */
final class SubViewPatterns {
  private SubViewPatterns() {}

  static final class TrivialSubViewOpFolder extends RewritePattern {
    TrivialSubViewOpFolder() {
      super(SubViewOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      SubViewOp subview = SubViewOp.of(op);
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
        Long size = sizes[i] == ShapedType.DYNAMIC ? MemRefFolding.constantIndex(subview.sizes().get(d++))
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

  static final class SubViewOpMemRefCastFolder extends RewritePattern {
    SubViewOpMemRefCastFolder() {
      super(SubViewOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (op.getNumOperands() != 1) {
        return false; // dynamic entries (constant ones are the constant folder's)
      }
      Operation cast = op.getOperand(0).getDefiningOp();
      if (cast == null || !CastOp.SPEC.isa(cast) || !MemRefFolding.canFoldIntoConsumer(cast)
          || !(cast.getOperand(0).getType() instanceof MemRefType castSource)) {
        return false;
      }
      SubViewOp subview = SubViewOp.of(op);
      MemRefType type = (MemRefType) op.getResult(0).getType();
      if (type.getRank() != castSource.getRank()) {
        return false;
      }
      MemRefType newType = SubViewOp.inferResultType(castSource, subview.staticOffsets(),
          subview.staticSizes(), subview.staticStrides());
      rewriter.setInsertionPoint(op);
      Value folded = SubViewOp.create(rewriter, op.getLoc(), newType, cast.getOperand(0),
          subview.staticOffsets(), subview.staticSizes(), subview.staticStrides(), java.util.List.of(),
          java.util.List.of(), java.util.List.of()).getOperation().getResult(0);
      rewriter.replaceOp(op, CastOp.create(rewriter, op.getLoc(), type, folded).getOperation());
      return true;
    }
  }
}
