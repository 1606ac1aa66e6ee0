package jopt.passes.memopt;

import java.util.List;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * {@code jopt-decompose-softmax} (jopt's own: mlir-opt-22 reaches MLIR's decomposition of
 * {@code linalg.softmax} only through {@code transform.structured.decompose_interface}): each
 * {@code linalg.softmax} becomes its four generics ({@link DecomposeSoftmax}), as that transform
 * makes them. In {@code jopt-memory-pipeline}, before jopt-reuse-destination, so that an
 * attention's softmax runs in place in the score buffer (as Inductor's fused softmax kernel
 * writes over its input) instead of beside it. Bit-equal results.
 */
public final class DecomposeSoftmaxPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-decompose-softmax",
      "Decompose linalg.softmax into its max, exp, sum and division generics", null,
      DecomposeSoftmaxPass::new);

  public DecomposeSoftmaxPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(),
        new FrozenPatternSet(List.of(new DecomposeSoftmax())), GreedyRewriteConfig.defaults());
  }
}
