package jopt.dialects.bufferization;

import java.util.List;
import jopt.dialects.memref.SourceToTypeOp;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;

/** bufferization.clone: {@code %input attr-dict : type to type}; reads input, allocates result. */
public final class CloneOp extends SourceToTypeOp implements MemoryEffects {
  public CloneOp() {
    super("bufferization.clone");
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    return List.of(new Effect(Kind.READ, op.getOperand(0)), new Effect(Kind.ALLOCATE, op.getResult(0)));
  }
}
