package jopt.dialects.gpu;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** gpu.barrier: Synchronizes all work items of a workgroup. */
@Op
public final class BarrierOp extends BarrierOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.barrier")
      .summary("Synchronizes all work items of a workgroup.")
      .format("attr-dict")
      .build();

  BarrierOp(Operation op) {
    super(op);
  }

  /** The definition. */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }

  }
}
