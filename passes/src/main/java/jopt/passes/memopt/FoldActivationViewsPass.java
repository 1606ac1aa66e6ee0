package jopt.passes.memopt;

import java.util.List;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;
import jopt.dialects.tensor.EmptyPatterns;

/**
 * {@code jopt-fold-activation-views} (jopt's own): data movement of any value, a constant's or an
 * activation's ({@link WeightViews#isDataMovement}: the split heads' {@code linalg.transpose}s of
 * an attention, a broadcast), is folded into the indexing maps of the structured ops that read it
 * ({@link FoldWeightViews}), so that the consumer reads the moved tensor as PyTorch reads a view
 * and no buffer holds the moved copy. The view's input then lives until the consumer runs
 * instead of the copy; a {@code tensor.dim} of a moved tensor is answered without it
 * ({@link FoldDimOfViews}), so that a view folded away is not computed for its sizes. Option {@code generalize-named} (default true): a named consumer (a
 * {@code linalg.batch_matmul}) becomes a {@code linalg.generic} to take the map. Bit-equal results.
 */
public final class FoldActivationViewsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-fold-activation-views",
      "Fold transposes, broadcasts and copies of any tensor into the indexing maps of their users",
      null, FoldActivationViewsPass::new);

  private final PassOption<Boolean> generalizeNamed = option(PassOption.ofBool("generalize-named",
      "Generalize a named consumer of a view to a linalg.generic to fold the view into it", true));

  public FoldActivationViewsPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    FrozenPatternSet patterns = new FrozenPatternSet(
        List.of(new FoldWeightViews(generalizeNamed.getValue(), WeightViews::isDataMovement),
            new FoldDimOfViews(), new EmptyPatterns.FoldEmptyTensorWithDimOp()));
    GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(), patterns,
        GreedyRewriteConfig.defaults().withTopDown(true));
  }
}
