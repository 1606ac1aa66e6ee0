package jopt.dialects.test;

import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** test.return: a terminator returning its operands to the parent op (generic form only). */
public final class ReturnOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("test.return")
      .variadicOperand("operands", TypeConstraints.ANY)
      .build();

  private ReturnOp(Operation op) {
    super(op);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ReturnLike,
      Traits.IsTerminator {
    public Def() {
      super(SPEC);
    }
  }
}
