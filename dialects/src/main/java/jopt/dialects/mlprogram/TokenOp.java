package jopt.dialects.mlprogram;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** ml_program.token: a new token value, pure. */
@Op
public final class TokenOp extends TokenOpBase {
  public static final OpSpec SPEC = OpSpec.op("ml_program.token")
      .summary("Produces a new token value")
      .result("token", MLProgramConstraints.TOKEN)
      .format("attr-dict")
      .build();

  TokenOp(Operation op) {
    super(op);
  }

  /** The definition: pure. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  }
}
