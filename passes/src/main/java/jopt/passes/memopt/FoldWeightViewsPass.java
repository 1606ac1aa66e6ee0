package jopt.passes.memopt;

import java.util.List;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * {@code jopt-fold-weight-views} (jopt's own): weight-only data movement (transposes, broadcasts
 * and copies of constants, dense_resource and elided ones included, and chains of them) is
 * folded at compile time into the indexing maps of the ops that read it ({@link FoldWeightViews}),
 * and a concatenation of slices of dense constants becomes the constant it computes
 * ({@link FoldWeightConcat}), so no run-time buffer holds a moved weight. Option {@code generalize-named} (default true):
 * a named consumer (a {@code linalg.batch_matmul} reading a transposed weight) becomes a
 * {@code linalg.generic} to take the map; false folds into generics only.
 */
public final class FoldWeightViewsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-fold-weight-views",
      "Fold transposes, broadcasts and copies of constants into the indexing maps of their users",
      null, FoldWeightViewsPass::new);

  private final PassOption<Boolean> generalizeNamed = option(PassOption.ofBool("generalize-named",
      "Generalize a named consumer of a weight view to a linalg.generic to fold the view into it", true));

  public FoldWeightViewsPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    FrozenPatternSet patterns = new FrozenPatternSet(List.of(
        new FoldWeightViews(generalizeNamed.getValue()), new FoldWeightConcat()));
    GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(), patterns,
        GreedyRewriteConfig.defaults().withTopDown(true));
  }
}
