package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** xegpu.init_nbarrier: {@code %b = xegpu.init_nbarrier %id, %n : i8, i8 -> !xegpu.nbarrier}. */
@Op
public final class InitNbarrierOp extends InitNbarrierOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.init_nbarrier")
      .summary("It assigns a named barrier to the current thread.")
      .operand("nbarrier_id", TypeConstraints.I8)
      .operand("participant_thread_num", TypeConstraints.I8)
      .result("result", XeGPUConstraints.NBARRIER)
      .format("$nbarrier_id `,` $participant_thread_num attr-dict `:` type($nbarrier_id) `,`"
          + " type($participant_thread_num) `->` qualified(type($result))")
      .build();

  InitNbarrierOp(Operation op) {
    super(op);
  }

  /** The definition. */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }
  }
}
