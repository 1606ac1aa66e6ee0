package jopt.dialects.memref;

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

/** memref.alloca_scope.return: {@code attr-dict (%results : types)?}; ends a memref.alloca_scope body. */
@Op
public final class AllocaScopeReturnOp extends AllocaScopeReturnOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.alloca_scope.return")
      .summary("terminator for alloca_scope operation")
      .variadicOperand("results", TypeConstraints.ANY)
      .format("attr-dict ($results^ `:` type($results))?")
      .build();

  AllocaScopeReturnOp(Operation op) {
    super(op);
  }

  /** The definition: its operands are the parent's results. */
  public static final class Def extends OpDefinition implements Traits.HasParent, Traits.Pure, Traits.ReturnLike,
      Traits.IsTerminator, RegionBranchTerminatorOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of(AllocaScopeOp.SPEC.name());
    }

    @Override
    public List<Value> getSuccessorOperands(Operation op, Region successor) {
      return op.getOperands();
    }
  }
}
