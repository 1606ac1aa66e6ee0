package jopt.dialects.ub;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** ub.unreachable: a terminator whose execution is immediate undefined behaviour. */
@Op
public final class UnreachableOp extends UnreachableOpBase {
  public static final OpSpec SPEC = OpSpec.op("ub.unreachable")
      .summary("Unreachable operation.")
      .format("attr-dict")
      .build();

  UnreachableOp(Operation op) {
    super(op);
  }

  /** The definition: a terminator (with no successors and no memory effects declared). */
  public static final class Def extends OpDefinition implements Traits.IsTerminator {
    public Def() {
      super(SPEC);
    }
  }
}
