package jopt.dialects.vector;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** vector.yield: terminates a vector region (vector.mask's) with the values it yields. */
@Op
public final class YieldOp extends YieldOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.yield")
      .summary("Terminates and yields values from vector regions.")
      .variadicOperand("operands", TypeConstraints.ANY)
      .format("attr-dict ($operands^ `:` type($operands))?")
      .build();

  YieldOp(Operation op) {
    super(op);
  }

  /** The definition: a pure return-like terminator. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ReturnLike,
      Traits.IsTerminator {
    public Def() {
      super(SPEC);
    }
  }
}
