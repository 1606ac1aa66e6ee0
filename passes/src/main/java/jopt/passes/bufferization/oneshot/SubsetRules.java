package jopt.passes.bufferization.oneshot;

import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;

/** The extract_slice / insert_slice rules of the conflict check (MLIR's areNonConflictingSubsets). */
final class SubsetRules {
  private SubsetRules() {}


  private static boolean matchesInsertDestination(AnalysisState state, OpOperand operand, Operation op,
      SubsetInsertion subset) {
    java.util.function.Predicate<Value> matching = v -> v instanceof OpResult
        && subset.isEquivalentSubset(op, v, state::areEquivalentBufferizedValues);
    var slice = state.findValueInReverseUseDefChain(operand, matching, new TraversalConfig());
    for (Value v : slice) {
      if (!matching.test(v)) {
        return false;
      }
    }
    return true;
  }

  /** {@code readIface} and {@code writeIface}: the bufferizable interfaces of the two owners (or null). */
  static boolean areNonConflictingSubsets(OpOperand uRead, BufferizableOpInterface readIface, OpOperand uWrite,
      BufferizableOpInterface writeIface, AnalysisState state) {
    Operation readingOp = uRead.getOwner();
    Operation writingOp = uWrite.getOwner();
    if (readIface instanceof SubsetInsertion r) {
      if (uRead == r.getDestinationOperand(readingOp) && matchesInsertDestination(state, uWrite, readingOp, r)) {
        return true;
      }
      if (uRead == r.getSourceOperand(readingOp) && uWrite == r.getDestinationOperand(readingOp)
          && matchesInsertDestination(state, uRead, readingOp, r)) {
        return true;
      }
    }
    if (writeIface instanceof SubsetInsertion w) {
      OpOperand src = w.getSourceOperand(writingOp);
      if (uWrite == w.getDestinationOperand(writingOp)
          && state.areEquivalentBufferizedValues(uRead.get(), src.get())
          && matchesInsertDestination(state, src, writingOp, w)) {
        return true;
      }
    }
    return false;
  }
}
