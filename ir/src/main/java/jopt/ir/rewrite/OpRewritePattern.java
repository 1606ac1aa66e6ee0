package jopt.ir.rewrite;

import java.util.function.Function;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.ods.OpSpec;

/**
 * A rewrite rooted at one op kind that receives the op as its typed view, as MLIR's
 * {@code OpRewritePattern<AllocOp>}:
 *
 * <pre>{@code
 * final class FoldSelfCopy extends OpRewritePattern<CopyOp> {
 *   FoldSelfCopy() { super(CopyOp.SPEC, CopyOp::of); }
 *   public boolean matchAndRewrite(CopyOp op, PatternRewriter rewriter) { ... }
 * }
 * }</pre>
 */
public abstract class OpRewritePattern<T extends OpView> extends RewritePattern {
  private final Function<Operation, T> view;

  protected OpRewritePattern(OpSpec root, Function<Operation, T> view, int benefit) {
    super(root.name(), benefit);
    this.view = view;
  }

  protected OpRewritePattern(OpSpec root, Function<Operation, T> view) {
    this(root, view, 1);
  }

  @Override
  public final boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    return matchAndRewrite(view.apply(op), rewriter);
  }

  /** Returns true when {@code op} matched and was rewritten; see {@link RewritePattern}. */
  public abstract boolean matchAndRewrite(T op, PatternRewriter rewriter);
}
