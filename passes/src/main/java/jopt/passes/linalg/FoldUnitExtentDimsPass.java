package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.ir.MLIRContext;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passes.tensor.FoldTensorEmpty;
import jopt.passes.tensor.ResolveRankedShapedTypeResultDims;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * {@code linalg-fold-unit-extent-dims} (MLIR's LinalgFoldUnitExtentDimsPass): the unit dims of
 * generics and pads are dropped ({@link DropUnitDims}) through reshapes, or with
 * {@code use-rank-reducing-slices} through rank-reducing slices; with reshapes, slices with unit
 * dims become rank-reducing ones ({@link RankReducedSlices}); the fill, empty and reshape
 * canonicalizations and the folds of empty tensors upstream adds, and
 * {@link MoveInitOperandsToInput}; the greedy driver, bottom-up.
 */
public final class FoldUnitExtentDimsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("linalg-fold-unit-extent-dims",
      "Remove unit-extent dimension in Linalg ops on tensors", null, FoldUnitExtentDimsPass::new);

  private final PassOption<Boolean> useRankReducingSlices = option(PassOption.ofBool("use-rank-reducing-slices",
      "Generate rank-reducing slices instead of reassociative reshapes", false));

  private FrozenPatternSet patterns;

  public FoldUnitExtentDimsPass() {
    super(INFO);
  }

  @Override
  public String getName() {
    return "LinalgFoldUnitExtentDimsPass";
  }

  /** MLIR's populateFoldUnitExtentDimsPatterns (via reshapes or via slices). */
  public static List<RewritePattern> patterns(MLIRContext ctx, DropUnitDims.Strategy strategy) {
    List<RewritePattern> r = new ArrayList<>();
    r.add(new DropUnitDims.DropUnitDimsPattern(strategy));
    r.add(new DropUnitDims.DropPadUnitDims(strategy));
    boolean reshapes = strategy == DropUnitDims.Strategy.REASSOCIATIVE_RESHAPE;
    if (reshapes) {
      r.add(new RankReducedSlices.RankReducedExtractSlice());
      r.add(new RankReducedSlices.RankReducedInsertSlice());
      r.add(new RankReducedSlices.RankReducedParallelInsertSlice());
    }
    List<String> canonicalized = reshapes
        ? List.of(NamedOps.FILL.name(), CollapseShapeOp.SPEC.name(), EmptyOp.SPEC.name(), ExpandShapeOp.SPEC.name())
        : List.of(NamedOps.FILL.name(), EmptyOp.SPEC.name());
    RewritePatternSet canonical = new RewritePatternSet(ctx);
    for (String op : canonicalized) {
      ctx.lookupOp(op).getCanonicalizationPatterns(canonical);
    }
    r.addAll(canonical.getPatterns());
    r.addAll(FoldTensorEmpty.patterns());
    r.add(new ResolveRankedShapedTypeResultDims());
    r.add(new MoveInitOperandsToInput());
    return r;
  }

  @Override
  public void initialize(MLIRContext ctx) {
    patterns = new FrozenPatternSet(patterns(ctx, useRankReducingSlices.getValue()
        ? DropUnitDims.Strategy.EXTRACT_INSERT_SLICE : DropUnitDims.Strategy.REASSOCIATIVE_RESHAPE));
  }

  @Override
  protected void runOnOperation() {
    GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(), patterns,
        GreedyRewriteConfig.defaults().withTopDown(false));
  }
}
