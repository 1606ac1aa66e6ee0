package jopt.dialects.mlprogram;

import jopt.ir.Operation;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** ml_program.return: {@code attr-dict (%values : types)?}; ends an ml_program.func with its results. */
@Op
public final class ReturnOp extends ReturnOpBase {
  public static final OpSpec SPEC = OpSpec.op("ml_program.return")
      .summary("Returns values from a `func` function")
      .variadicOperand("operands", TypeConstraints.ANY)
      .format("attr-dict ($operands^ `:` type($operands))?")
      .build();

  ReturnOp(Operation op) {
    super(op);
  }

  /** The definition: a pure, return-like terminator of ml_program.func, matching its signature. */
  public static final class Def extends FunctionTerminatorDef {
    public Def() {
      super(SPEC, "ml_program.func", "returns", "return");
    }
  }
}
