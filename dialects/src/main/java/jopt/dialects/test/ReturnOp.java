package jopt.dialects.test;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** test.return: a terminator returning its operands to the parent op (generic form only). */
@Op
public final class ReturnOp extends ReturnOpBase {
  public static final OpSpec SPEC = OpSpec.op("test.return")
      .variadicOperand("operands", TypeConstraints.ANY)
      .build();

  ReturnOp(Operation op) {
    super(op);
  }

  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ReturnLike,
      Traits.IsTerminator {
    public Def() {
      super(SPEC);
    }
  }
}
