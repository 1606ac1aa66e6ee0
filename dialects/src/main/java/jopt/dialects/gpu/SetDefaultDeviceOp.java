package jopt.dialects.gpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** gpu.set_default_device: Set default GPU for operations after this by index */
@Op
public final class SetDefaultDeviceOp extends SetDefaultDeviceOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.set_default_device")
      .summary("Set default GPU for operations after this by index")
      .operand("devIndex", TypeConstraints.I32)
      .format("attr-dict $devIndex")
      .memoryEffects(MemoryEffects.Kind.WRITE)
      .build();

  SetDefaultDeviceOp(Operation op) {
    super(op);
  }

  /** The definition. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }
  }
}
