package jopt.dialects.gpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** gpu.dealloc: {@code %t = gpu.dealloc async [%dep] %m : memref<...>}; frees memory of gpu.alloc. */
@Op
public final class DeallocOp extends DeallocOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.dealloc")
      .summary("GPU memory deallocation operation")
      .variadicOperand("asyncDependencies", GPUConstraints.ASYNC_TOKEN)
      .operand("memref", TypeConstraints.MEMREF)
      .optionalResult("asyncToken", GPUConstraints.ASYNC_TOKEN)
      .customDirective("AsyncDependencies", AsyncDependencies.INSTANCE)
      .format("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $memref attr-dict `:` type($memref)")
      .memFree("memref")
      .build();

  DeallocOp(Operation op) {
    super(op);
  }

  /** The definition: frees its memref. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }
  }
}
