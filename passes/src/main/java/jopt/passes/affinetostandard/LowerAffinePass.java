package jopt.passes.affinetostandard;

import jopt.ir.MLIRContext;
import jopt.ir.conversion.ConversionTarget;
import jopt.ir.conversion.DialectConversion;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code lower-affine} (MLIR's LowerAffinePass, on any op): a partial dialect conversion with
 * arith, memref, scf and vector legal and the patterns of {@link AffineToStandardPatterns}. Affine
 * ops are not marked illegal, so one that cannot be lowered stays; as in any conversion, an op
 * that is not legal (the affine ones, and those of other dialects) is folded first when it folds
 * into legal ops. An error a lowering reports (a non-positive divisor) fails the pass.
 */
public final class LowerAffinePass extends Pass {
  public static final PassInfo INFO = PassInfo.of("lower-affine",
      "Lower Affine operations to a combination of Arith and SCF operations", null, LowerAffinePass::new);

  private FrozenPatternSet patterns;
  private ConversionTarget target;

  public LowerAffinePass() {
    super(INFO);
  }

  @Override
  public String getName() {
    return "LowerAffinePass";
  }

  @Override
  public void initialize(MLIRContext ctx) {
    patterns = new FrozenPatternSet(AffineToStandardPatterns.all());
    target = ConversionTarget.builder().addLegalDialect("arith", "memref", "scf", "vector").build();
  }

  @Override
  protected void runOnOperation() {
    int errors = getContext().getDiagEngine().getErrorCount();
    if (!DialectConversion.applyPartialConversion(getOperation(), target, patterns)
        || getContext().getDiagEngine().getErrorCount() != errors) {
      signalPassFailure();
    }
  }
}
