package jopt.passes.bufferization.oneshot.models;

import jopt.ir.Operation;
import jopt.ir.Value;

/** A model for ops whose result is a new buffer (and whose operands neither are written nor alias it). */
abstract class AllocatingModel extends NoAliasModel {
  AllocatingModel(boolean reads) {
    super(reads);
  }

  @Override
  public boolean bufferizesToAllocation(Operation op, Value value) {
    return true;
  }
}
