package jopt.passes.memopt;

import jopt.dialects.linalg.LinalgOp;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferizableOpInterface;
import jopt.passes.bufferization.oneshot.BufferizationOptions;
import jopt.passes.linalg.GenericOpMatchers;

/**
 * Weight-only data movement: a structured op that only moves the elements of a constant (a
 * transpose, a broadcast, a copy: all loops parallel, one input, one init, a body yielding the
 * input's element, the init's map a permutation), or of another such op's result. Reading it
 * through the consumer's indexing map gives the same bits without a buffer.
 */
final class WeightViews {

  /** Whether {@code op} is data movement of a weight-only value (see the class comment). */
  boolean isWeightView(Operation op) {
    return isDataMovement(op) && isWeightOnly(LinalgOp.of(op).dpsInputs().get(0));
  }

  /**
   * Whether {@code op} only moves the elements of its one ranked tensor input (a transpose, a
   * broadcast, a copy: all loops parallel, one input, one init its body does not read, a body
   * yielding the input's element, the init's map a permutation), whatever the input is.
   */
  static boolean isDataMovement(Operation op) {
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
    return view.dpsInputs().get(0).getType() instanceof RankedTensorType;
  }

  private final AnalysisState state = new AnalysisState(new BufferizationOptions());

  /**
   * Whether {@code v} is a constant, weight-only data movement of one, or a pure view of one that
   * bufferizes to an alias only (a reshape: {@code tensor.expand_shape} of a weight).
   */
  boolean isWeightOnly(Value v) {
    return isWeightOnly(v, true);
  }

  /**
   * Whether {@code v} is a constant or a pure view of one that bufferizes to an alias only (a
   * reshape of a weight): no buffer at run time, where a weight's data movement takes one.
   */
  boolean isConstantView(Value v) {
    return isWeightOnly(v, false);
  }

  /** {@link #isWeightOnly(Value)}, with weight-only data movement only where {@code moves}. */
  private boolean isWeightOnly(Value v, boolean moves) {
    Operation def = v.getDefiningOp();
    if (def == null) {
      return false;
    }
    if (def.hasTrait(Traits.ConstantLike.class) || (moves && isWeightView(def))) {
      return true;
    }
    BufferizableOpInterface model = state.getOptions().ops.lookup(def);
    if (!def.hasTrait(Traits.Pure.class) || model == null || def.getNumResults() != 1) {
      return false;
    }
    OpOperand source = null;
    for (OpOperand o : def.getOpOperands()) {
      if (o.get().getType() instanceof TensorType) {
        if (source != null) {
          return false;
        }
        source = o;
      }
    }
    return source != null && model.bufferizesToAliasOnly(def, source, state)
        && isWeightOnly(source.get(), moves);
  }
}
