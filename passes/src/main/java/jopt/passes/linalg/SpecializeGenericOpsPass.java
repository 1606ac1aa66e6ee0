package jopt.passes.linalg;

import java.util.List;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * {@code linalg-specialize-generic-ops} (MLIR's LinalgSpecializeGenericOpsPass): generics that
 * are named ops become them ({@link SpecializeGenericOps}), after transposed or broadcast
 * inputs are unfolded into {@code linalg.transpose}/{@code linalg.broadcast}
 * ({@link DecomposeProjectedPermutation}); the greedy driver, failing if it does not converge.
 */
public final class SpecializeGenericOpsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("linalg-specialize-generic-ops",
      "Convert generic ops back to named ops", null, SpecializeGenericOpsPass::new);

  private FrozenPatternSet patterns;

  public SpecializeGenericOpsPass() {
    super(INFO);
  }

  @Override
  public String getName() {
    return "LinalgSpecializeGenericOpsPass";
  }

  @Override
  public void initialize(jopt.ir.MLIRContext ctx) {
    patterns = new FrozenPatternSet(List.of(new SpecializeGenericOps.LinalgSpecializationPattern(),
        new DecomposeProjectedPermutation()));
  }

  @Override
  protected void runOnOperation() {
    if (!GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(), patterns,
        GreedyRewriteConfig.defaults().withTopDown(false))) {
      signalPassFailure();
    }
  }
}
