package jopt.passes.bufferization.oneshot;

import jopt.ir.Value;

/**
 * A value (op result or block argument) that may alias an operand's buffer after
 * bufferization; {@code isDefinite} when it certainly does.
 */
public record AliasingValue(Value value, BufferRelation relation, boolean isDefinite) {
  public AliasingValue(Value value, BufferRelation relation) {
    this(value, relation, true);
  }
}
