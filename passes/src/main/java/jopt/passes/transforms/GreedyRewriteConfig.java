package jopt.passes.transforms;

/** Settings of the greedy pattern driver (MLIR's GreedyRewriteConfig). */
public record GreedyRewriteConfig(
    boolean useTopDownTraversal,
    boolean fold,
    boolean cseConstants,
    int maxIterations,
    long maxNumRewrites,
    RegionSimplification regionSimplification) {

  /** What control-flow simplification runs between iterations. */
  public enum RegionSimplification {
    DISABLED,
    NORMAL,
    AGGRESSIVE
  }

  public static final int NO_LIMIT = -1;

  public static GreedyRewriteConfig defaults() {
    return new GreedyRewriteConfig(
        true, true, true, 10, NO_LIMIT, RegionSimplification.NORMAL);
  }

  public GreedyRewriteConfig withTopDown(boolean topDown) {
    return new GreedyRewriteConfig(
        topDown, fold, cseConstants, maxIterations, maxNumRewrites, regionSimplification);
  }

  public GreedyRewriteConfig withMaxIterations(int n) {
    return new GreedyRewriteConfig(
        useTopDownTraversal, fold, cseConstants, n, maxNumRewrites, regionSimplification);
  }

  public GreedyRewriteConfig withMaxNumRewrites(long n) {
    return new GreedyRewriteConfig(
        useTopDownTraversal, fold, cseConstants, maxIterations, n, regionSimplification);
  }

  public GreedyRewriteConfig withRegionSimplification(RegionSimplification r) {
    return new GreedyRewriteConfig(
        useTopDownTraversal, fold, cseConstants, maxIterations, maxNumRewrites, r);
  }

  public GreedyRewriteConfig withFolding(boolean enable) {
    return new GreedyRewriteConfig(
        useTopDownTraversal, enable, cseConstants, maxIterations, maxNumRewrites,
        regionSimplification);
  }
}
