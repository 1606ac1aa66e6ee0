package jopt.dialects.test;

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

/** test.region_yield: {@code %v : type}, the terminator of test.region_buffer_based. */
@Op
public final class RegionYieldOp extends RegionYieldOpBase {
  public static final OpSpec SPEC = OpSpec.op("test.region_yield")
      .operand("result", TypeConstraints.ANY)
      .format("$result `:` type($result) attr-dict")
      .build();

  RegionYieldOp(Operation op) {
    super(op);
  }

  /** The definition: pure, return-like terminator. */
  public static final class Def extends OpDefinition
      implements Traits.Pure, Traits.ReturnLike, Traits.IsTerminator,
          RegionBranchTerminatorOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<Value> getSuccessorOperands(Operation op, Region successor) {
      return op.getOperands();
    }
  }
}
