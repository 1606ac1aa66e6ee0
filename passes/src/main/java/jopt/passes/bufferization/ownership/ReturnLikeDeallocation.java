package jopt.passes.bufferization.ownership;

import java.util.ArrayList;
import java.util.List;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * MLIR's models for the scf terminators that are neither branches nor region-branch
 * terminators: they free what their block owns and pass nothing on.
 */
final class ReturnLikeDeallocation {
  private ReturnLikeDeallocation() {}

  /** scf.forall.in_parallel, whose region is empty after bufferization. */
  static final class InParallel implements BufferDeallocationOpInterface {
    @Override
    public Operation process(Operation op, DeallocationState state, DeallocationOptions options)
        throws DeallocationFailure {
      if (!op.getRegion(0).isEmpty() && !op.getRegion(0).front().isEmpty()) {
        op.emitError("only supported when nested region is empty");
        throw new DeallocationFailure();
      }
      state.insertDeallocOpForReturnLike(op, List.of(), new ArrayList<>());
      return op;
    }
  }

  /** scf.reduce.return of a value that is not a memref. */
  static final class ReduceReturn implements BufferDeallocationOpInterface {
    @Override
    public Operation process(Operation op, DeallocationState state, DeallocationOptions options)
        throws DeallocationFailure {
      Value operand = op.getOperand(0);
      if (BufferViewFlowAnalysis.isMemRef(operand)) {
        op.emitError("only supported when operand is not a MemRef");
        throw new DeallocationFailure();
      }
      state.insertDeallocOpForReturnLike(op, List.of(), new ArrayList<>());
      return op;
    }
  }
}
