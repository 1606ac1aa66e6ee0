package jopt.dialects.scf;

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

/**
 * scf.condition: ends the "before"
 * region of scf.while, continuing to the "after" region with {@code args} or leaving the loop.
 */
@Op
public final class ConditionOp extends ConditionOpBase {
  public static final OpSpec SPEC = OpSpec.op("scf.condition")
      .summary("loop continuation condition")
      .operand("condition", TypeConstraints.I1)
      .variadicOperand("args", TypeConstraints.ANY)
      .format("`(` $condition `)` attr-dict ($args^ `:` type($args))?")
      .build();

  ConditionOp(Operation op) {
    super(op);
  }

  /** The definition: a pure terminator forwarding {@code args} to "after" or to the results. */
  public static final class Def extends OpDefinition
      implements Traits.IsTerminator, Traits.Pure, Traits.HasParent, RegionBranchTerminatorOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of(WhileOp.SPEC.name());
    }

    /** The values forwarded to the "after" region or to the parent's results. */
    @Override
    public List<Value> getSuccessorOperands(Operation op, Region successor) {
      return op.getOperands(1, op.getNumOperands());
    }
  }
}
