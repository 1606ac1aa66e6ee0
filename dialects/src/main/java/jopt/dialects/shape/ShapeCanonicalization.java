package jopt.dialects.shape;

import jopt.dialects.tensor.DimOp;
import jopt.dialects.tensor.ExtractOp;
import jopt.ir.Operation;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;

/** The shape dialect's canonicalization patterns jopt has. */
final class ShapeCanonicalization {
  private ShapeCanonicalization() {
  }

  /**
   * MLIR's ExtractFromShapeOfExtentTensor (a canonicalization of shape.shape_of rooted at
   * tensor.extract): an element of a value's shape is its tensor.dim.
   */
  static final class ExtractFromShapeOf extends RewritePattern {
    ExtractFromShapeOf() {
      super(ExtractOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Operation shapeOf = ExtractOp.of(op).tensor().getDefiningOp();
      if (shapeOf == null || !ShapeOfOp.SPEC.isa(shapeOf)) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(op, DimOp.create(rewriter, op.getLoc(), ShapeOfOp.of(shapeOf).arg(),
          op.getOperand(1)).getOperation());
      return true;
    }
  }
}
