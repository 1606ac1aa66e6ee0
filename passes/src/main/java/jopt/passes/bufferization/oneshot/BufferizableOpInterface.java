package jopt.passes.bufferization.oneshot;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.TensorType;

/**
 * MLIR's BufferizableOpInterface: how an op with tensor operands or results reads, writes and
 * aliases buffers, and how it is rewritten to memrefs. An op takes part in One-Shot Bufferize
 * when its definition implements this interface, or when a model is registered for its name in
 * {@link BufferizableOps} (MLIR's external models). Methods receive the op, so one model can
 * serve every op of a kind.
 */
public interface BufferizableOpInterface {

  /**
   * Whether the op takes part in bufferization: by default, when it has a tensor operand or
   * result (a function: argument or result); a global of tensor type (ml_program.global) says so itself.
   */
  default boolean hasTensorSemantics(Operation op) {
    return OneShotAnalysis.hasTensorSemantics(op);
  }

  /** Whether the buffer of {@code operand} is read by the op. */
  boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state);

  /** Whether the buffer of {@code operand} is written by the op (when bufferized in place). */
  boolean bufferizesToMemoryWrite(Operation op, OpOperand operand, AnalysisState state);

  /** The values that may alias {@code operand}'s buffer when it bufferizes in place. */
  List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state);

  /** Rewrites the op to memrefs; emits a diagnostic and returns false on failure. */
  boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
      BufferizationState state);

  /** The operands whose buffers {@code value} may alias (by default, inverted getAliasingValues). */
  default List<AliasingOpOperand> getAliasingOpOperands(Operation op, Value value, AnalysisState state) {
    List<AliasingOpOperand> result = new ArrayList<>();
    for (OpOperand operand : op.getOpOperands()) {
      if (!isTensor(operand.get().getType())) {
        continue;
      }
      for (AliasingValue a : state.getAliasingValues(operand)) {
        if (a.value() == value) {
          result.add(new AliasingOpOperand(operand, a.relation(), a.isDefinite()));
        }
      }
    }
    return result;
  }

  /** Whether the result's buffer is written inside the op (MLIR's default rule). */
  default boolean resultBufferizesToMemoryWrite(Operation op, OpResult result, AnalysisState state) {
    return AnalysisState.defaultResultBufferizesToMemoryWrite(result, state);
  }

  /** An operand that neither reads nor writes but creates an alias. */
  default boolean bufferizesToAliasOnly(Operation op, OpOperand operand, AnalysisState state) {
    return !bufferizesToMemoryRead(op, operand, state) && !bufferizesToMemoryWrite(op, operand, state)
        && !getAliasingValues(op, operand, state).isEmpty();
  }

  /** Whether {@code value} bufferizes to a new allocation. */
  default boolean bufferizesToAllocation(Operation op, Value value) {
    return false;
  }

  default boolean mustBufferizeInPlace(Operation op, OpOperand operand, AnalysisState state) {
    return false;
  }

  /** Whether the buffer of a result or block argument of the op may be written. */
  default boolean isWritable(Operation op, Value value, AnalysisState state) {
    return true;
  }

  /** Whether the op knows that {@code read} and {@code write} do not conflict. */
  default boolean isNotConflicting(Operation op, OpOperand read, OpOperand write, AnalysisState state) {
    return false;
  }

  /** Whether the given operands are accessed element by element, loads before stores. */
  default boolean bufferizesToElementwiseAccess(Operation op, AnalysisState state, List<OpOperand> operands) {
    return false;
  }

  /** Whether region {@code index} of the op may execute more than once. */
  default boolean isRepetitiveRegion(Operation op, int index) {
    return false;
  }

  /** Whether region {@code index} of the op is a parallel region (forall). */
  default boolean isParallelRegion(Operation op, int index) {
    return false;
  }

  default boolean supportsUnstructuredControlFlow(Operation op) {
    return false;
  }

  /** Checks invariants after the analysis; emits a diagnostic and returns false when violated. */
  default boolean verifyAnalysis(Operation op, AnalysisState state) {
    return true;
  }

  /** Inserts tensor copies for the operands the analysis put out of place. */
  default boolean resolveConflicts(Operation op, BufferizationRewriter rewriter, AnalysisState state,
      BufferizationState bufferizationState) {
    return TensorCopyInsertion.resolveTensorOpOperandConflicts(op, rewriter, state, bufferizationState);
  }

  /** The memref type {@code value} (a result or block argument of the op) bufferizes to. */
  default Type getBufferType(Operation op, Value value, BufferizationOptions options,
      BufferizationState state, List<Value> invocationStack) {
    return Buffers.defaultGetBufferType(value, options, state, invocationStack);
  }

  static boolean isTensor(Type t) {
    return t instanceof TensorType;
  }
}
