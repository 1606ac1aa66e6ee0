package jopt.passes.linalgtoloops;

import java.util.List;
import jopt.dialects.affine.AffineApplyOp;
import jopt.dialects.arith.ConstantOp;
import jopt.ir.Operation;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.affine.AffineSymbolExpr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;

/**
 * The lowering's local fold of trivial {@code affine.apply} ops (benefit 0): a constant map
 * without operands becomes an index constant, a map that returns its one dim or symbol its
 * operand.
 */
final class FoldAffineOp extends RewritePattern {
  FoldAffineOp() {
    super(AffineApplyOp.SPEC.name(), 0);
  }

  @Override
  public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    AffineMap map = AffineApplyOp.of(op).map();
    if (map.getNumResults() != 1 || map.getNumInputs() > 1) {
      return false;
    }
    AffineExpr expr = map.getResult(0);
    if (map.getNumInputs() == 0) {
      if (expr instanceof AffineConstantExpr c) {
        rewriter.setInsertionPoint(op);
        Operation cst = ConstantOp.create(rewriter, op.getLoc(), IntegerAttr.getIndex(c.value())).getOperation();
        rewriter.replaceOp(op, cst.getResults());
        return true;
      }
      return false;
    }
    if (expr instanceof AffineDimExpr || expr instanceof AffineSymbolExpr) {
      rewriter.replaceOp(op, List.of(op.getOperand(0)));
      return true;
    }
    return false;
  }
}
