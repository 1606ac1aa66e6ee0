package jopt.passes.transforms;

import java.util.List;
import java.util.Set;
import jopt.ir.Dialect;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/**
 * {@code canonicalize}: the greedy driver with every registered op's and dialect's
 * canonicalization patterns and folders. Non-convergence is not a failure unless
 * {@code test-convergence} is set.
 */
public final class Canonicalizer extends Pass {
  public static final PassInfo INFO =
      PassInfo.of("canonicalize", "Canonicalize operations", null, Canonicalizer::new);

  private final PassOption<String> disabledPatterns = option(PassOption.stringList(
      "disable-patterns", "Labels of patterns that should be filtered out during application"));
  private final PassOption<String> enabledPatterns = option(PassOption.stringList(
      "enable-patterns", "Labels of patterns that should be used during application, all "
          + "other patterns are filtered out"));
  private final PassOption<Long> maxIterations = option(PassOption.ofLong("max-iterations",
      "Max. iterations between applying patterns / simplifying regions", 10));
  private final PassOption<Long> maxNumRewrites = option(PassOption.ofLong("max-num-rewrites",
      "Max. number of pattern rewrites within an iteration", -1));
  private final PassOption<String> regionSimplify = option(PassOption.ofEnum("region-simplify",
      "Perform control flow optimizations to the region tree", "normal",
      List.of("disabled", "normal", "aggressive"),
      List.of("Don't run any control-flow simplification.",
          "Perform simple control-flow simplifications (e.g. dead args elimination).",
          "Perform aggressive control-flow simplification (e.g. block merging).")));
  private final PassOption<Boolean> testConvergence = option(PassOption.ofBool("test-convergence",
      "Test only: Fail pass on non-convergence to detect cyclic pattern", false));
  private final PassOption<Boolean> topDown = option(PassOption.ofBool("top-down",
      "Seed the worklist in general top-down order", true));

  private FrozenPatternSet patterns;
  /** Makes another set like {@link #patterns}, for another thread (patterns may keep state). */
  private java.util.function.Supplier<FrozenPatternSet> morePatterns;
  private GreedyRewriteConfig config;

  public Canonicalizer() {
    super(INFO);
  }

  /** Every canonicalization pattern of the context's dialects and ops. */
  public static RewritePatternSet allPatterns(MLIRContext ctx) {
    RewritePatternSet set = new RewritePatternSet(ctx);
    for (Dialect d : ctx.getDialects()) {
      d.getCanonicalizationPatterns(set);
    }
    for (OpDefinition def : ctx.getRegisteredOps()) {
      def.getCanonicalizationPatterns(set);
    }
    return set;
  }

  /** Folding and canonicalization to a fixpoint, as other passes' cleanup between steps. */
  public static void cleanUp(jopt.ir.Operation op, FrozenPatternSet patterns) {
    GreedyPatternRewriteDriver.applyPatternsGreedily(op, patterns,
        GreedyRewriteConfig.defaults());
  }

  @Override
  public void initialize(MLIRContext ctx) {
    Set<String> disabled = Set.copyOf(disabledPatterns.getValues());
    Set<String> enabled = Set.copyOf(enabledPatterns.getValues());
    morePatterns = () -> new FrozenPatternSet(allPatterns(ctx).getPatterns(),
        p -> isEnabled(p, disabled, enabled));
    patterns = morePatterns.get();
    config = GreedyRewriteConfig.defaults()
        .withTopDown(topDown.getValue())
        .withMaxIterations(maxIterations.getValue().intValue())
        .withMaxNumRewrites(maxNumRewrites.getValue())
        .withRegionSimplification(GreedyRewriteConfig.RegionSimplification.valueOf(
            regionSimplify.getValue().toUpperCase(java.util.Locale.ROOT)));
  }

  private static boolean isEnabled(RewritePattern p, Set<String> disabled, Set<String> enabled) {
    if (disabled.contains(p.getDebugName())
        || p.getDebugLabels().stream().anyMatch(disabled::contains)) {
      return false;
    }
    return enabled.isEmpty() || enabled.contains(p.getDebugName())
        || p.getDebugLabels().stream().anyMatch(enabled::contains);
  }

  @Override
  protected void runOnOperation() {
    // A module of many functions: one function per task, as the one driver over it would go.
    List<jopt.ir.Operation> children =
        IsolatedChildrenRewrite.independentChildren(getOperation(), patterns, config);
    boolean converged = children != null
        ? IsolatedChildrenRewrite.run(getContext(), children, morePatterns, config)
        : GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(), patterns, config);
    if (testConvergence.getValue() && !converged) {
      getOperation().emitError("Canonicalizer failed to converge");
      signalPassFailure();
    }
  }
}
