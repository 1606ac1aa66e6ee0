package jopt.passes.bufferization.oneshot.models;

import java.util.List;
import jopt.passes.bufferization.oneshot.AliasingValue;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferRelation;
import jopt.passes.bufferization.oneshot.BufferizableOpInterface;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;

/**
 * MLIR's DstBufferizableOpInterfaceExternalModel: every operand is read, the inits are
 * written, and init i is equivalent to result i.
 */
abstract class DpsModel implements BufferizableOpInterface {
  /** The operand number of the init tied to result {@code i}. */
  abstract int initOperandNumber(Operation op, int resultNumber);

  /** The result tied to an init operand, or null for an input. */
  OpResult tiedResult(Operation op, OpOperand operand) {
    for (OpResult r : op.getResults()) {
      if (initOperandNumber(op, r.getResultNumber()) == operand.getOperandNumber()) {
        return r;
      }
    }
    return null;
  }

  @Override
  public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
    return true;
  }

  @Override
  public boolean bufferizesToMemoryWrite(Operation op, OpOperand operand, AnalysisState state) {
    return tiedResult(op, operand) != null;
  }

  @Override
  public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
    OpResult r = tiedResult(op, operand);
    return r == null ? List.of() : List.of(new AliasingValue(r, BufferRelation.EQUIVALENT));
  }
}
