package jopt.dialects.test;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** test.forward_buffer: returns its buffer operand; pure, and no interface says so. */
@Op
public final class ForwardBufferOp extends ForwardBufferOpBase {
  public static final OpSpec SPEC = OpSpec.op("test.forward_buffer")
      .operand("buffer", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .result("result", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .build();

  ForwardBufferOp(Operation op) {
    super(op);
  }

  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  }
}
