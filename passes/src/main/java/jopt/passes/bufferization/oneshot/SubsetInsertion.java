package jopt.passes.bufferization.oneshot;

import java.util.function.BiPredicate;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * MLIR's SubsetInsertionOpInterface, for models of ops that insert a source into a subset of a
 * destination (tensor.insert_slice): lets the analysis see that writing exactly the extracted
 * subset is not a conflict.
 */
public interface SubsetInsertion {
  OpOperand getSourceOperand(Operation op);

  OpOperand getDestinationOperand(Operation op);

  /** Whether {@code candidate} is an extraction of the very subset this op inserts into. */
  boolean isEquivalentSubset(Operation op, Value candidate, BiPredicate<Value, Value> equivalent);

  /**
   * Builds the extraction of the subset this op inserts into at the builder's insertion point
   * (eliminate-empty-tensors); null when it cannot be built.
   */
  default Value buildSubsetExtraction(Operation op, jopt.ir.rewrite.Builder b, jopt.ir.Location loc) {
    return null;
  }

  /** The values {@link #buildSubsetExtraction} uses: they must dominate its insertion point. */
  default java.util.List<Value> getValuesNeededToBuildSubsetExtraction(Operation op) {
    return java.util.List.of();
  }
}
