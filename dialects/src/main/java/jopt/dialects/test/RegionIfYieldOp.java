package jopt.dialects.test;

import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** test.region_if_yield: {@code %values : types}, the terminator of test.region_if's regions. */
public final class RegionIfYieldOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("test.region_if_yield")
      .variadicOperand("results", TypeConstraints.ANY)
      .format("$results `:` type($results) attr-dict")
      .build();

  private RegionIfYieldOp(Operation op) {
    super(op);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ReturnLike,
      Traits.IsTerminator {
    public Def() {
      super(SPEC);
    }
  }
}
