package jopt.passes.linalgtoloops;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.affine.AffineApplyOp;
import jopt.dialects.memref.DimOp;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * {@code convert-linalg-to-loops}, {@code convert-linalg-to-affine-loops} and {@code
 * convert-linalg-to-parallel-loops} (MLIR's LinalgLowerTo*Loops, on any op): every linalg
 * structured op on buffers becomes a loop nest, in the greedy driver with the canonicalizations
 * of memref.dim, tensor.dim and affine.apply and the fold of trivial affine.apply ops.
 */
public final class LinalgToLoopsPass extends Pass {
  public static final PassInfo LOOPS = PassInfo.of("convert-linalg-to-loops",
      "Lower the operations from the linalg dialect into loops", null,
      () -> new LinalgToLoopsPass(LoopKind.SCF_FOR));
  public static final PassInfo AFFINE_LOOPS = PassInfo.of("convert-linalg-to-affine-loops",
      "Lower the operations from the linalg dialect into affine loops", null,
      () -> new LinalgToLoopsPass(LoopKind.AFFINE_FOR));
  public static final PassInfo PARALLEL_LOOPS = PassInfo.of("convert-linalg-to-parallel-loops",
      "Lower the operations from the linalg dialect into parallel loops", null,
      () -> new LinalgToLoopsPass(LoopKind.SCF_PARALLEL));

  private final LoopKind kind;
  private FrozenPatternSet patterns;

  private LinalgToLoopsPass(LoopKind kind) {
    super(switch (kind) {
      case SCF_FOR -> LOOPS;
      case AFFINE_FOR -> AFFINE_LOOPS;
      case SCF_PARALLEL -> PARALLEL_LOOPS;
    });
    this.kind = kind;
  }

  @Override
  public String getName() {
    return switch (kind) {
      case SCF_FOR -> "LinalgLowerToLoopsPass";
      case AFFINE_FOR -> "LinalgLowerToAffineLoopsPass";
      case SCF_PARALLEL -> "LinalgLowerToParallelLoopsPass";
    };
  }

  @Override
  public void initialize(MLIRContext ctx) {
    RewritePatternSet set = new RewritePatternSet(ctx);
    set.add(new LinalgToLoopsPattern(kind));
    for (String name : List.of(DimOp.SPEC.name(), jopt.dialects.tensor.DimOp.SPEC.name(), AffineApplyOp.SPEC.name())) {
      OpDefinition def = ctx.lookupOp(name);
      if (def != null) {
        def.getCanonicalizationPatterns(set);
      }
    }
    set.add(new FoldAffineOp());
    patterns = new FrozenPatternSet(new ArrayList<RewritePattern>(set.getPatterns()));
  }

  @Override
  protected void runOnOperation() {
    GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(), patterns,
        GreedyRewriteConfig.defaults().withTopDown(false));
  }
}
