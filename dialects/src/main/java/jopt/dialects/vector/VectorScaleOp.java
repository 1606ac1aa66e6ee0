package jopt.dialects.vector;

import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** vector.vscale: the run-time multiple of the scalable vector sizes, an index named {@code %vscale}. */
@Op
public final class VectorScaleOp extends VectorScaleOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.vscale")
      .summary("Load vector scale size")
      .result("res", TypeConstraints.INDEX)
      .format("attr-dict")
      .build();

  VectorScaleOp(Operation op) {
    super(op);
  }

  /** The definition: Pure; its result is named {@code vscale}. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(VectorScaleOp.of(op).res(), "vscale");
    }
  }
}
