package jopt.dialects.mlprogram;

import jopt.ir.Operation;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** ml_program.output: {@code attr-dict (%values : types)?}; ends an ml_program.subgraph with its results. */
@Op
public final class OutputOp extends OutputOpBase {
  public static final OpSpec SPEC = OpSpec.op("ml_program.output")
      .summary("Outputs values from a subgraph function")
      .variadicOperand("operands", TypeConstraints.ANY)
      .format("attr-dict ($operands^ `:` type($operands))?")
      .build();

  OutputOp(Operation op) {
    super(op);
  }

  /** The definition: a pure, return-like terminator of ml_program.subgraph, matching its signature. */
  public static final class Def extends FunctionTerminatorDef {
    public Def() {
      super(SPEC, "ml_program.subgraph", "outputs", "output");
    }
  }
}
