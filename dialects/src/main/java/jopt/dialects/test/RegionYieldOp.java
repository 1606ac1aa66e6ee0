package jopt.dialects.test;

import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** test.region_yield: {@code %values : types}, the terminator of test.region_buffer_based. */
public final class RegionYieldOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("test.region_yield")
      .variadicOperand("result", TypeConstraints.ANY)
      .format("$result `:` type($result) attr-dict")
      .build();

  private RegionYieldOp(Operation op) {
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
