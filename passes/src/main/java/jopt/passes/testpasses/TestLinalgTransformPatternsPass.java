package jopt.passes.testpasses;

import java.util.List;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passes.linalg.DecomposePad;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * MLIR's test-linalg-transform-patterns (test library), of which jopt has the option
 * test-decompose-pad-tensor (DecomposePadOpPattern applied greedily to each function); with no
 * option it does nothing, as upstream's.
 */
public final class TestLinalgTransformPatternsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("test-linalg-transform-patterns",
      "Test Linalg transformation patterns by applying them greedily.", "func.func",
      TestLinalgTransformPatternsPass::new);

  private final PassOption<Boolean> decomposePad = option(PassOption.ofBool("test-decompose-pad-tensor",
      "Test transform pad tensor by copying with generic ops", false));

  public TestLinalgTransformPatternsPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    if (decomposePad.getValue()) {
      GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(), new FrozenPatternSet(List.of(new DecomposePad())),
          GreedyRewriteConfig.defaults().withTopDown(false));
    }
  }
}
