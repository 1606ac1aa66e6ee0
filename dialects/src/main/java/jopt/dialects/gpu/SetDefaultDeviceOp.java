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

/** gpu.set_default_device: Set default GPU for operations after this by index */
@Op
public final class SetDefaultDeviceOp extends SetDefaultDeviceOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.set_default_device")
      .summary("Set default GPU for operations after this by index")
      .operand("devIndex", TypeConstraints.I32)
      .format("attr-dict $devIndex")
      .build();

  SetDefaultDeviceOp(Operation op) {
    super(op);
  }

  /** The definition. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      return List.of(new Effect(Kind.WRITE, null));
    }
  }
}
