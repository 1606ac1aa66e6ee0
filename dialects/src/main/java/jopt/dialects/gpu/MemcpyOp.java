package jopt.dialects.gpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.ValueGroups;
import jopt.ir.type.MemRefType;

/** gpu.memcpy: {@code %t = gpu.memcpy async [%dep] %dst, %src : memref<...>, memref<...>}. */
@Op
public final class MemcpyOp extends MemcpyOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.memcpy")
      .summary("GPU memcpy operation")
      .variadicOperand("asyncDependencies", GPUConstraints.ASYNC_TOKEN)
      .operand("dst", TypeConstraints.MEMREF)
      .operand("src", TypeConstraints.MEMREF)
      .optionalResult("asyncToken", GPUConstraints.ASYNC_TOKEN)
      .customDirective("AsyncDependencies", AsyncDependencies.INSTANCE)
      .format("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)"
          + " $dst`,` $src `:` type($dst)`,` type($src) attr-dict")
      .memWrite("dst")
      .memRead("src")
      .build();

  MemcpyOp(Operation op) {
    super(op);
  }

  /** The definition: same element type and compatible shapes; reads src, writes dst. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      MemRefType dst = (MemRefType) ValueGroups.operand(SPEC, op, 1).getType();
      MemRefType src = (MemRefType) ValueGroups.operand(SPEC, op, 2).getType();
      if (!src.getElementType().equals(dst.getElementType())) {
        op.emitOpError("arguments have incompatible element type");
        return false;
      }
      if (!jopt.ir.type.ShapeCompatibility.compatible(src, dst)) {
        op.emitOpError("arguments have incompatible shape");
        return false;
      }
      return true;
    }
  }
}
