package jopt.passes.memopt;

import jopt.dialects.linalg.LinalgOp;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.type.RankedTensorType;
import jopt.passes.linalg.GenericOpMatchers;

/**
 * Weight-only data movement: a structured op that only moves the elements of a constant (a
 * transpose, a broadcast, a copy: all loops parallel, one input, one init, a body yielding the
 * input's element, the init's map a permutation), or of another such op's result. Reading it
 * through the consumer's indexing map gives the same bits without a buffer.
 */
final class WeightViews {
  private WeightViews() {}

  /** Whether {@code op} is data movement of a weight-only value (see the class comment). */
  static boolean isWeightView(Operation op) {
    LinalgOp view = LinalgOp.of(op);
    if (view == null || !view.hasPureTensorSemantics() || op.getNumResults() != 1
        || !GenericOpMatchers.isAllParallelLoops(view) || !GenericOpMatchers.isSingleInputOutput(view)
        || !GenericOpMatchers.isSingleYieldOp(view) || view.hasIndexSemantics()) {
      return false;
    }
    Value yielded = view.body().getFirstOp().getOperand(0);
    if (yielded != view.body().getArgument(0) || view.payloadUsesValueFromOperand(1)
        || !view.indexingMapMatchingResult(0).isPermutation()) {
      return false;
    }
    Value input = view.dpsInputs().get(0);
    return input.getType() instanceof RankedTensorType && isWeightOnly(input);
  }

  /** Whether {@code v} is a constant or weight-only data movement of one. */
  static boolean isWeightOnly(Value v) {
    Operation def = v.getDefiningOp();
    return def != null && (def.hasTrait(Traits.ConstantLike.class) || isWeightView(def));
  }
}
