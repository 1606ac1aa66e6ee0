package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.ir.OpDefinition;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.passes.linalg.ElementwiseOpFusion;
import jopt.passes.linalg.GeneralizeNamedOpsPass;

/**
 * A structured op reading a weight view ({@link WeightViews}: a transpose, broadcast or copy of a
 * constant) reads the view's input through the composed indexing map instead: the view is fused
 * into it by elementwise fusion (the consumer generalized first when it is a named op and
 * {@code generalizeNamed} holds), so no run-time buffer holds the moved weight. A view with other
 * uses is cloned for this one. Each element read is the constant's element: bit-equal results.
 * With another view predicate the same folding serves {@code jopt-fold-activation-views}.
 */
final class FoldWeightViews extends RewritePattern {
  private final boolean generalizeNamed;
  private final Predicate<Operation> isView;

  /** Folds weight views ({@link WeightViews#isWeightView}). */
  FoldWeightViews(boolean generalizeNamed) {
    this(generalizeNamed, new WeightViews()::isWeightView);
  }

  /** Folds the ops {@code isView} accepts, each data movement ({@link WeightViews#isDataMovement}). */
  FoldWeightViews(boolean generalizeNamed, Predicate<Operation> isView) {
    super(null);
    this.generalizeNamed = generalizeNamed;
    this.isView = isView;
  }

  @Override
  public boolean mayMatch(OpDefinition def) {
    return def != null && LinalgOp.isLinalgOpDef(def);
  }

  @Override
  public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    LinalgOp consumer = LinalgOp.of(op);
    if (consumer == null || !consumer.hasPureTensorSemantics()
        || (!generalizeNamed && !GenericOp.SPEC.isa(op))) {
      return false;
    }
    for (int i = 0; i < consumer.numDpsInputs(); i++) {
      Operation view = op.getOperand(i).getDefiningOp();
      if (view == null || !isView.test(view) || !loopsStayComputable(consumer, i, LinalgOp.of(view))) {
        continue;
      }
      fold(op, i, view, rewriter);
      return true;
    }
    return false;
  }

  /** Whether the loop sizes of the consumer stay computable once operand {@code i} reads the view's input. */
  private static boolean loopsStayComputable(LinalgOp consumer, int i, LinalgOp view) {
    AffineMap consumerMap = consumer.matchingIndexingMap(i);
    if (consumerMap.getNumResults() != view.numLoops()) {
      return false;
    }
    List<AffineMap> maps = new ArrayList<>();
    for (int k = 0; k < consumer.getOperation().getNumOperands(); k++) {
      if (k != i) {
        maps.add(consumer.matchingIndexingMap(k));
      }
    }
    AffineMap inverse = AffineMap.inversePermutation(view.indexingMapMatchingResult(0));
    maps.add(view.matchingIndexingMap(0).compose(inverse).compose(consumerMap));
    return AffineMap.inversePermutation(AffineMap.concatAffineMaps(maps)) != null;
  }

  private static void fold(Operation op, int i, Operation view, PatternRewriter rewriter) {
    if (!view.hasOneUse()) {
      rewriter.setInsertionPoint(op);
      Map<Value, Value> mapping = new HashMap<>();
      Operation clone = rewriter.clone(view, mapping);
      rewriter.modifyOpInPlace(op, () -> op.setOperand(i, clone.getResult(0)));
      view = clone;
    }
    GenericOp producer = GenericOp.SPEC.isa(view) ? GenericOp.of(view)
        : GeneralizeNamedOpsPass.generalize(LinalgOp.of(view), rewriter);
    GenericOp consumer = GenericOp.SPEC.isa(op) ? GenericOp.of(op)
        : GeneralizeNamedOpsPass.generalize(LinalgOp.of(op), rewriter);
    OpOperand operand = consumer.getOperation().getOpOperand(i);
    if (!ElementwiseOpFusion.areElementwiseOpsFusable(operand)) {
      return;
    }
    Operation producerOp = producer.getOperation();
    ElementwiseOpFusion.Result fused = ElementwiseOpFusion.fuseElementwiseOps(rewriter, operand);
    if (fused == null) {
      return;
    }
    for (Map.Entry<Value, Value> e : fused.replacements().entrySet()) {
      rewriter.replaceUsesWithIf(e.getKey(), e.getValue(), use -> use.get().getDefiningOp() != producerOp);
    }
    rewriter.eraseOp(consumer.getOperation());
    if (producerOp.use_empty()) {
      rewriter.eraseOp(producerOp);
    }
  }
}
