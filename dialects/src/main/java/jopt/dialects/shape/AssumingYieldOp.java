package jopt.dialects.shape;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** shape.assuming_yield: {@code [%v... : types]}, the terminator of shape.assuming's region. */
@Op
public final class AssumingYieldOp extends AssumingYieldOpBase {
  public static final OpSpec SPEC = OpSpec.op("shape.assuming_yield")
      .summary("Yield operation")
      .variadicOperand("operands", TypeConstraints.ANY)
      .format("attr-dict ($operands^ `:` type($operands))?")
      .build();

  AssumingYieldOp(Operation op) {
    super(op);
  }

  /** The definition: pure, return-like terminator forwarding its operands to the results. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ReturnLike,
      Traits.IsTerminator, RegionBranchTerminatorOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<Value> getSuccessorOperands(Operation op, Region successor) {
      return op.getOperands();
    }
  }
}
