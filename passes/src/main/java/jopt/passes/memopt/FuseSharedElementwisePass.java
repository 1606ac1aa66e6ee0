package jopt.passes.memopt;

import java.util.List;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * {@code jopt-fuse-shared-elementwise} (jopt's own): an elementwise generic with several users,
 * which {@code linalg-fuse-elementwise-ops} keeps, is fused into each of them when that frees
 * more bytes than it keeps alive ({@link FuseSharedElementwise}): the users recompute its
 * elements instead of reading a buffer (Llama's RMSNorm output, read by the gate and up
 * projections). Option {@code max-users} (default 2): the most users a producer is fused into
 * (each recomputes it). Bit-equal results.
 */
public final class FuseSharedElementwisePass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-fuse-shared-elementwise",
      "Fuse an elementwise generic into each of its users when that frees its buffer", null,
      FuseSharedElementwisePass::new);

  private final PassOption<Integer> maxUsers = option(PassOption.ofInt("max-users",
      "The most users an elementwise producer is fused into", 2));

  public FuseSharedElementwisePass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(),
        new FrozenPatternSet(List.of(new FuseSharedElementwise(maxUsers.getValue()))),
        GreedyRewriteConfig.defaults().withTopDown(true));
  }
}
