package jopt.passes.bufferization.oneshot;

import jopt.ir.OpOperand;

/** An operand whose buffer a value may alias after bufferization. */
public record AliasingOpOperand(OpOperand opOperand, BufferRelation relation, boolean isDefinite) {
  public AliasingOpOperand(OpOperand opOperand, BufferRelation relation) {
    this(opOperand, relation, true);
  }
}
