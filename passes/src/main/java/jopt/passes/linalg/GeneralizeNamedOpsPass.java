package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * {@code linalg-generalize-named-ops} (MLIR's LinalgGeneralizeNamedOpsPass, on any op): every
 * linalg structured op but {@code linalg.generic} becomes a {@code linalg.generic} with the
 * op's indexing maps and iterator types and its body moved over, in the greedy driver with
 * folding (constants of the bodies go to the entry block, unused pure ops die).
 */
public final class GeneralizeNamedOpsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("linalg-generalize-named-ops",
      "Convert named ops into generic ops", null, GeneralizeNamedOpsPass::new);

  private FrozenPatternSet patterns;

  public GeneralizeNamedOpsPass() {
    super(INFO);
  }

  @Override
  public void initialize(jopt.ir.MLIRContext ctx) {
    patterns = new FrozenPatternSet(List.of(new Generalize()));
  }

  @Override
  protected void runOnOperation() {
    GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(), patterns,
        GreedyRewriteConfig.defaults().withTopDown(false));
  }

  /** MLIR's LinalgGeneralizationPattern (generalizeNamedOp). */
  static final class Generalize extends RewritePattern {
    Generalize() {
      super(null);
    }

    @Override
    public boolean mayMatch(OpDefinition def) {
      return def != null && !def.getSpec().name().equals(GenericOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (!LinalgOp.isLinalgOp(op) || GenericOp.SPEC.isa(op)) {
        return false;
      }
      generalize(LinalgOp.of(op), rewriter);
      return true;
    }
  }

  /** MLIR's generalizeNamedOp: {@code named} (a structured op, not a generic) becomes a generic; returns it. */
  public static GenericOp generalize(LinalgOp named, PatternRewriter rewriter) {
    Operation op = named.getOperation();
    List<Type> resultTypes = new ArrayList<>();
    if (named.hasPureTensorSemantics()) {
      for (Value init : named.dpsInits()) {
        resultTypes.add(init.getType());
      }
    }
    rewriter.setInsertionPoint(op);
    GenericOp generic = GenericOp.create(rewriter, op.getLoc(), resultTypes, named.dpsInputs(), named.dpsInits(),
        named.indexingMaps(), named.iteratorTypes(), null);
    generic.getOperation().getRegion(0).takeBody(op.getRegion(0));
    rewriter.replaceOp(op, generic.getOperation().getResults());
    return generic;
  }
}
