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

/** gpu.yield: GPU yield operation */
@Op
public final class YieldOp extends YieldOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.yield")
      .summary("GPU yield operation")
      .variadicOperand("values", TypeConstraints.ANY)
      .format("attr-dict ($values^ `:` type($values))?")
      .build();

  YieldOp(Operation op) {
    super(op);
  }

  /** The definition. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ReturnLike, Traits.IsTerminator {
    public Def() {
      super(SPEC);
    }

  }
}
