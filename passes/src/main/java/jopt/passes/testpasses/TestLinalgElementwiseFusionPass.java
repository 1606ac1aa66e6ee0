package jopt.passes.testpasses;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.RewritePattern;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passes.linalg.ElementwiseOpFusionPass;
import jopt.passes.linalg.ReshapeByExpansion;
import jopt.passes.transforms.GreedyPatternRewriteDriver;
import jopt.passes.transforms.GreedyRewriteConfig;

/**
 * MLIR's test-linalg-elementwise-fusion-patterns (test library): one pattern set of the
 * elementwise fusion by option, applied greedily to each function body. Of upstream's options
 * jopt has fuse-generic-ops, fuse-with-reshape-by-expansion and control-fusion-by-expansion;
 * the others fail the pass with a message.
 */
public final class TestLinalgElementwiseFusionPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("test-linalg-elementwise-fusion-patterns",
      "Test Linalg element wise operation fusion patterns", "func.func", TestLinalgElementwiseFusionPass::new);

  private final PassOption<Boolean> fuseGenericOps = option(PassOption.ofBool("fuse-generic-ops",
      "Test fusion of generic operations.", false));
  private final PassOption<Boolean> fuseGenericOpsControl = option(PassOption.ofBool("fuse-generic-ops-control",
      "Test fusion of generic operations with a control function.", false));
  private final PassOption<Boolean> fuseWithReshapeByExpansion = option(PassOption.ofBool(
      "fuse-with-reshape-by-expansion", "Test fusion of generic operations with reshape by expansion", false));
  private final PassOption<Boolean> controlFusionByExpansion = option(PassOption.ofBool(
      "control-fusion-by-expansion", "Test controlling fusion of reshape with generic op by expansion", false));
  private final PassOption<Boolean> fuseWithReshapeByCollapsing = option(PassOption.ofBool(
      "fuse-with-reshape-by-collapsing", "Test linalg expand_shape -> generic fusion patterns that collapse the "
          + "iteration space of the consumer", false));
  private final PassOption<Boolean> fuseWithReshapeByCollapsingControl = option(PassOption.ofBool(
      "fuse-with-reshape-by-collapsing-control", "Test controlling the linalg expand_shape -> generic fusion "
          + "patterns that collapse the iteration space of the consumer", false));
  private final PassOption<Boolean> fuseMultiuseProducer = option(PassOption.ofBool("fuse-multiuse-producer",
      "Test fusion of producer ops with multiple uses", false));
  private final PassOption<Long> collapseDimensionsControl = option(PassOption.longList(
      "collapse-dimensions-control", "Test controlling dimension collapse pattern"));

  public TestLinalgElementwiseFusionPass() {
    super(INFO);
  }

  /** Upstream's control of control-fusion-by-expansion. */
  static boolean controlReshapeFusion(OpOperand fused) {
    Operation producer = fused.get().getDefiningOp();
    if (producer == null) {
      return false;
    }
    if (CollapseShapeOp.SPEC.isa(producer)) {
      Operation src = producer.getOperand(0).getDefiningOp();
      if (src == null || !LinalgOp.isLinalgOp(src)) {
        return false;
      }
    }
    Operation consumer = fused.getOwner();
    if (ExpandShapeOp.SPEC.isa(consumer)) {
      if (consumer.hasOneUse()) {
        OpOperand use = consumer.getResult(0).getUses().iterator().next();
        LinalgOp linalg = LinalgOp.of(use.getOwner());
        return linalg != null && use.getOperandNumber() >= linalg.numDpsInputs()
            && use.get().getType() instanceof jopt.ir.type.TensorType;
      }
      return false;
    }
    return true;
  }

  @Override
  protected void runOnOperation() {
    List<RewritePattern> patterns = new ArrayList<>();
    Predicate<OpOperand> always = o -> true;
    if (fuseGenericOps.getValue()) {
      // As mlir-opt-22's test pass: every producer is fused (no operand limit, multi-use and
      // multi-result producers too), whatever the operand count of the fused op.
      patterns.addAll(ElementwiseOpFusionPass.elementwiseOpsFusionPatterns(always));
    } else if (fuseWithReshapeByExpansion.getValue()) {
      patterns.addAll(ReshapeByExpansion.patterns(always));
    } else if (controlFusionByExpansion.getValue()) {
      patterns.addAll(ReshapeByExpansion.patterns(TestLinalgElementwiseFusionPass::controlReshapeFusion));
    } else if (fuseGenericOpsControl.getValue() || fuseWithReshapeByCollapsing.getValue()
        || fuseWithReshapeByCollapsingControl.getValue() || fuseMultiuseProducer.getValue()
        || !collapseDimensionsControl.getValues().isEmpty()) {
      getOperation().emitError("test-linalg-elementwise-fusion-patterns: this option is not implemented in jopt");
      signalPassFailure();
      return;
    } else {
      return;
    }
    boolean converged = GreedyPatternRewriteDriver.applyPatternsGreedily(getOperation(),
        new FrozenPatternSet(patterns), GreedyRewriteConfig.defaults().withTopDown(false));
    if (!converged && fuseWithReshapeByExpansion.getValue()) {
      signalPassFailure(); // as upstream's test pass, without a message
    }
  }
}
