package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;
import jopt.dialects.affine.AffineApplyOp;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.ir.MLIRContext;
import jopt.ir.OpOperand;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passes.tensor.BubbleUpExpandShape;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * {@code linalg-fuse-elementwise-ops} (MLIR's LinalgElementwiseOpFusionPass): elementwise
 * producer-consumer fusion of generics on tensors, folding reshapes into them by expanding
 * their loops, constant folding of transposes of constants, and the cleanups and
 * canonicalizations upstream's pass adds, in upstream's order, applied greedily top-down. A
 * producer is fused or folded only where it has one use.
 */
public final class ElementwiseOpFusionPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("linalg-fuse-elementwise-ops",
      "Fuse elementwise operations on tensors", null, ElementwiseOpFusionPass::new);

  private FrozenPatternSet patterns;
  private final Predicate<OpOperand> control;
  private final Supplier<List<RewritePattern>> extra;

  public ElementwiseOpFusionPass() {
    this(ElementwiseOpFusion.PRODUCER_HAS_ONE_USE);
  }

  /**
   * The pass with another control function than upstream's default (jopt-memory-pipeline's
   * memory-aware one); every pattern that takes one gets it.
   */
  public ElementwiseOpFusionPass(Predicate<OpOperand> control) {
    this(control, List::of);
  }

  /**
   * With {@code control} and, after upstream's patterns, the {@code extra} ones (made per
   * initialization) in the same greedy run: jopt-memory-pipeline's folds of {@code tensor.dim},
   * so that a size a propagated reshape asks of a producer does not count as a second use.
   */
  public ElementwiseOpFusionPass(Predicate<OpOperand> control,
      Supplier<List<RewritePattern>> extra) {
    super(INFO);
    this.control = control;
    this.extra = extra;
  }

  @Override
  public String getName() {
    return "LinalgElementwiseOpFusionPass";
  }

  /** MLIR's populateElementwiseOpsFusionPatterns. */
  public static List<RewritePattern> elementwiseOpsFusionPatterns(Predicate<OpOperand> control) {
    List<RewritePattern> r = new ArrayList<>();
    r.add(new ElementwiseOpFusion.FuseElementwiseOps(control));
    r.add(new FoldIntoGenericPatterns.FoldFillWithGenericOp());
    r.add(new FoldIntoGenericPatterns.FoldScalarOrSplatConstant());
    r.add(new FoldIntoGenericPatterns.RemoveOutsDependency());
    r.addAll(EraseUnusedOperandsAndResults.patterns());
    return r;
  }

  /** The pass's pattern list, in upstream's order. */
  public static List<RewritePattern> patterns(MLIRContext ctx) {
    return patterns(ctx, ElementwiseOpFusion.PRODUCER_HAS_ONE_USE);
  }

  /** The pass's pattern list with {@code control} as the control function. */
  public static List<RewritePattern> patterns(MLIRContext ctx, Predicate<OpOperand> control) {
    List<RewritePattern> r = new ArrayList<>(elementwiseOpsFusionPatterns(control));
    r.addAll(ReshapeByExpansion.patterns(control));
    r.addAll(BubbleUpExpandShape.patterns());
    RewritePatternSet canonical = new RewritePatternSet(ctx);
    for (String op : List.of(AffineApplyOp.SPEC.name(), GenericOp.SPEC.name(), ExpandShapeOp.SPEC.name(),
        CollapseShapeOp.SPEC.name())) {
      ctx.lookupOp(op).getCanonicalizationPatterns(canonical);
    }
    ctx.getDialect("linalg").getCanonicalizationPatterns(canonical);
    r.addAll(canonical.getPatterns());
    r.addAll(ConstantFoldLinalg.patterns(control));
    return r;
  }

  @Override
  public void initialize(MLIRContext ctx) {
    List<RewritePattern> all = new ArrayList<>(patterns(ctx, control));
    all.addAll(extra.get());
    patterns = new FrozenPatternSet(all);
  }

  @Override
  protected void runOnOperation() {
    GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(), patterns,
        GreedyRewriteConfig.defaults().withTopDown(true));
  }
}
