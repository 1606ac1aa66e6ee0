package jopt.dialects.gpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** gpu.memset: {@code %t = gpu.memset async [%dep] %dst, %value : memref<...>, f32}; writes dst. */
@Op
public final class MemsetOp extends MemsetOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.memset")
      .summary("GPU memset operation")
      .variadicOperand("asyncDependencies", GPUConstraints.ASYNC_TOKEN)
      .operand("dst", TypeConstraints.MEMREF)
      .operand("value", TypeConstraints.ANY)
      .optionalResult("asyncToken", GPUConstraints.ASYNC_TOKEN)
      .predicate("all of {dst, value} have same element type",
          op -> jopt.ir.type.Types.getElementTypeOrSelf(op.getOperand(op.getNumOperands() - 2).getType())
              .equals(jopt.ir.type.Types.getElementTypeOrSelf(op.getOperand(op.getNumOperands() - 1).getType())))
      .customDirective("AsyncDependencies", AsyncDependencies.INSTANCE)
      .format("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)"
          + " $dst`,` $value `:` type($dst)`,` type($value) attr-dict")
      .memWrite("dst")
      .build();

  MemsetOp(Operation op) {
    super(op);
  }

  /** The definition: writes dst. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }
  }
}
