package jopt.passes.emptytensortoalloctensor;

import java.util.List;
import jopt.dialects.bufferization.AllocTensorOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.RankedTensorType;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * {@code empty-tensor-to-alloc-tensor} (MLIR's EmptyTensorToAllocTensorPass, on any op): every
 * {@code tensor.empty} becomes a {@code bufferization.alloc_tensor} of its type and dynamic
 * sizes, in the greedy driver (which folds what it visits).
 */
public final class EmptyTensorToAllocTensorPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("empty-tensor-to-alloc-tensor",
      "Replace all empty ops by alloc_tensor ops.", null, EmptyTensorToAllocTensorPass::new);

  private FrozenPatternSet patterns;

  public EmptyTensorToAllocTensorPass() {
    super(INFO);
  }

  @Override
  public void initialize(MLIRContext ctx) {
    patterns = new FrozenPatternSet(List.of(new EmptyToAllocTensor()));
  }

  @Override
  protected void runOnOperation() {
    GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(), patterns,
        GreedyRewriteConfig.defaults().withTopDown(false));
  }

  /** tensor.empty -> bufferization.alloc_tensor. */
  private static final class EmptyToAllocTensor extends RewritePattern {
    EmptyToAllocTensor() {
      super(EmptyOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      rewriter.setInsertionPoint(op);
      AllocTensorOp alloc = AllocTensorOp.create(rewriter, op.getLoc(), (RankedTensorType) op.getResult(0).getType(),
          EmptyOp.of(op).dynamicSizes(), null);
      rewriter.replaceOp(op, alloc.getOperation().getResults());
      return true;
    }
  }
}
