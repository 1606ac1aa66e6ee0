package jopt.passes.bufferization.dealloc;

import jopt.ir.rewrite.FrozenPatternSet;
import jopt.passes.analysis.BufferOriginAnalysis;
import jopt.dialects.bufferization.DeallocPatterns;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * MLIR's {@code buffer-deallocation-simplification}: bufferization.dealloc ops made cheaper with
 * what a buffer origin analysis of the op (computed once, before any rewrite) knows: memrefs that
 * a retained value must alias are not freed, retained values that cannot alias a freed memref
 * are dropped, memrefs that alias no other get a dealloc of their own, and retained values that
 * alias a memref freed for sure are owned; with the dealloc canonicalization patterns, in the
 * greedy driver as MLIR's default configuration runs it (bottom-up, normal region
 * simplification).
 */
public final class BufferDeallocationSimplificationPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("buffer-deallocation-simplification",
      "Optimizes `bufferization.dealloc` operation for more efficient codegen", null,
      BufferDeallocationSimplificationPass::new);

  public BufferDeallocationSimplificationPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    BufferOriginAnalysis analysis = new BufferOriginAnalysis(getOperation());
    RewritePatternSet patterns = new RewritePatternSet(getContext());
    patterns.add(new SimplificationPatterns.RemoveDeallocMemrefsContainedInRetained(analysis));
    patterns.add(new SimplificationPatterns.RemoveRetainedMemrefsGuaranteedToNotAlias(analysis));
    patterns.add(new SimplificationPatterns.SplitDeallocWhenNotAliasingAnyOther(analysis));
    patterns.add(new SimplificationPatterns.RetainedMemrefAliasingAlwaysDeallocatedMemref(analysis));
    DeallocPatterns.populate(patterns);
    boolean converged = GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(),
        new FrozenPatternSet(patterns.getPatterns()), GreedyRewriteConfig.defaults()
            .withTopDown(false) // MLIR's default config: bottom-up
            .withRegionSimplification(GreedyRewriteConfig.RegionSimplification.NORMAL));
    if (!converged) {
      signalPassFailure(); // as MLIR's pass: the rewrites did not converge
    }
  }
}
