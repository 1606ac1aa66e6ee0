package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** xegpu.nbarrier_arrive: {@code xegpu.nbarrier_arrive %b : !xegpu.nbarrier}. */
@Op
public final class NbarrierArriveOp extends NbarrierArriveOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.nbarrier_arrive")
      .summary("It signals the arrival at the named barrier.")
      .operand("nbarrier", XeGPUConstraints.NBARRIER)
      .format("$nbarrier attr-dict `:` qualified(type($nbarrier))")
      .build();

  NbarrierArriveOp(Operation op) {
    super(op);
  }

  /** The definition. */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }
  }
}
