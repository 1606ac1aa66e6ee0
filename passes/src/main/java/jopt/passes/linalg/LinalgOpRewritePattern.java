package jopt.passes.linalg;

import jopt.dialects.linalg.LinalgOp;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;

/**
 * MLIR's {@code OpInterfaceRewritePattern<LinalgOp>}: a pattern rooted at every linalg
 * structured op, listed with the patterns of those ops in the order it was added.
 */
abstract class LinalgOpRewritePattern extends RewritePattern {
  LinalgOpRewritePattern() {
    super(null);
  }

  @Override
  public final boolean mayMatch(OpDefinition def) {
    return LinalgOp.isLinalgOpDef(def);
  }

  @Override
  public final boolean hasInterfaceRoot() {
    return true;
  }

  @Override
  public final boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    LinalgOp linalgOp = LinalgOp.of(op);
    return linalgOp != null && matchAndRewrite(linalgOp, rewriter);
  }

  /** The rewrite of {@code op}, a linalg structured op. */
  abstract boolean matchAndRewrite(LinalgOp op, PatternRewriter rewriter);
}
