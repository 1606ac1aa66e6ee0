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

/** gpu.host_unregister: Unregisters a memref for access from device. */
@Op
public final class HostUnregisterOp extends HostUnregisterOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.host_unregister")
      .summary("Unregisters a memref for access from device.")
      .operand("value", TypeConstraints.UNRANKED_MEMREF)
      .format("$value attr-dict `:` type($value)")
      .build();

  HostUnregisterOp(Operation op) {
    super(op);
  }

  /** The definition. */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }

  }
}
