package jopt.dialects.mlprogram;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
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
  public static final class Def extends OpDefinition
      implements Traits.Pure, Traits.HasParent, Traits.ReturnLike, Traits.IsTerminator {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of("ml_program.subgraph");
    }

    @Override
    public boolean verify(Operation op) {
      return GlobalRefs.verifyReturn(op, "outputs", "output");
    }
  }
}
