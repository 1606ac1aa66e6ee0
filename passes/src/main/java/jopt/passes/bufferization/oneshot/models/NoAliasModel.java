package jopt.passes.bufferization.oneshot.models;

import java.util.List;
import jopt.passes.bufferization.oneshot.AliasingValue;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferizableOpInterface;
import jopt.ir.OpOperand;
import jopt.ir.Operation;

/** A model for ops whose tensor operands are read (or not) but neither written nor aliased. */
abstract class NoAliasModel implements BufferizableOpInterface {
  private final boolean reads;

  NoAliasModel(boolean reads) {
    this.reads = reads;
  }

  @Override
  public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
    return reads;
  }

  @Override
  public boolean bufferizesToMemoryWrite(Operation op, OpOperand operand, AnalysisState state) {
    return false;
  }

  @Override
  public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
    return List.of();
  }
}
