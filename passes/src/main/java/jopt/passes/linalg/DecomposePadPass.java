package jopt.passes.linalg;

import java.util.List;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * {@code linalg-decompose-pad} (jopt's own: mlir-opt-22 reaches MLIR's DecomposePadOpPattern
 * only through {@code transform.apply_patterns.linalg.decompose_pad} or
 * {@code -test-linalg-transform-patterns=test-decompose-pad-tensor}): every {@code tensor.pad}
 * becomes an empty tensor filled with the padding value and an insertion of the source
 * ({@link DecomposePad}), applied greedily as upstream's test pass does. Before
 * eliminate-empty-tensors and One-Shot Bufferize, it lets the producer of a padded value write
 * straight into the padded buffer instead of being copied into it.
 */
public final class DecomposePadPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("linalg-decompose-pad",
      "Decompose tensor.pad into tensor.empty, linalg.fill and tensor.insert_slice", null, DecomposePadPass::new);

  private FrozenPatternSet patterns;

  public DecomposePadPass() {
    super(INFO);
  }

  @Override
  public void initialize(jopt.ir.MLIRContext ctx) {
    patterns = new FrozenPatternSet(List.of(new DecomposePad()));
  }

  @Override
  protected void runOnOperation() {
    GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(), patterns,
        GreedyRewriteConfig.defaults().withTopDown(false));
  }
}
