package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** xegpu.nbarrier_wait: {@code xegpu.nbarrier_wait %b : !xegpu.nbarrier}. */
@Op
public final class NbarrierWaitOp extends NbarrierWaitOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.nbarrier_wait")
      .summary("It waits for a named barrier.")
      .operand("nbarrier", XeGPUConstraints.NBARRIER)
      .format("$nbarrier attr-dict `:` qualified(type($nbarrier))")
      .build();

  NbarrierWaitOp(Operation op) {
    super(op);
  }

  /** The definition. */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }
  }
}
