package jopt.dialects.gpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** gpu.printf: Device-side printf, as in CUDA or OpenCL, for debugging */
@Op
public final class PrintfOp extends PrintfOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.printf")
      .summary("Device-side printf, as in CUDA or OpenCL, for debugging")
      .attr("format", AttrConstraints.STRING)
      .variadicOperand("args", GPUConstraints.PRINTF_ARG)
      .format("$format attr-dict (`,` $args^ `:` type($args))?")
      .memoryEffects(MemoryEffects.Kind.WRITE)
      .build();

  PrintfOp(Operation op) {
    super(op);
  }

  /** The definition. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }
  }
}
