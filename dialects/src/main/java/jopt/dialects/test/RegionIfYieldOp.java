package jopt.dialects.test;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** test.region_if_yield: {@code %v... : types}, the terminator of test.region_if's regions. */
@Op
public final class RegionIfYieldOp extends RegionIfYieldOpBase {
  public static final OpSpec SPEC = OpSpec.op("test.region_if_yield")
      .variadicOperand("results", TypeConstraints.ANY)
      .format("$results `:` type($results) attr-dict")
      .build();

  RegionIfYieldOp(Operation op) {
    super(op);
  }

  /** The definition: no memory effects, a return-like terminator forwarding all operands. */
  public static final class Def extends OpDefinition implements MemoryEffects, Traits.ReturnLike,
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
