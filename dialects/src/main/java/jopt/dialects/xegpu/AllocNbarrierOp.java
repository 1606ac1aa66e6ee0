package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** xegpu.alloc_nbarrier: {@code xegpu.alloc_nbarrier 16}, allocates named barriers. */
@Op
public final class AllocNbarrierOp extends AllocNbarrierOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.alloc_nbarrier")
      .summary("It allocates a set of named barriers.")
      .attr("nbarrier_num", XeGPUConstraints.I64)
      .format("$nbarrier_num attr-dict")
      .build();

  AllocNbarrierOp(Operation op) {
    super(op);
  }

  /** The definition. */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }
  }
}
