package jopt.dialects.test;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** test.read_buffer: reads its buffer and writes what it read somewhere (the default resource). */
@Op
public final class ReadBufferOp extends ReadBufferOpBase {
  public static final OpSpec SPEC = OpSpec.op("test.read_buffer")
      .operand("buffer", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .memRead("buffer")
      .memoryEffects(MemoryEffects.Kind.WRITE)
      .build();

  ReadBufferOp(Operation op) {
    super(op);
  }

  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }
  }
}
