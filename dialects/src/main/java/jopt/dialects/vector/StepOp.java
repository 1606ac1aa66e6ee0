package jopt.dialects.vector;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** vector.step: {@code : vector<4xindex>}; the index vector [0, 1, ..., N-1]. */
@Op
public final class StepOp extends StepOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.step")
      .summary("A linear sequence of values from 0 to N")
      .result("result", VectorConstraints.INDEX_VECTOR_RANK_1)
      .format("attr-dict `:` type($result)")
      .build();

  StepOp(Operation op) {
    super(op);
  }

  /** The definition: Pure. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  }
}
