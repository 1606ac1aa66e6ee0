package jopt.dialects.gpu;

import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.ValueGroups;
import jopt.ir.type.MemRefType;

/**
 * gpu.alloc: {@code %m, %t = gpu.alloc async [%dep] host_shared (%size)[%sym] : memref<...>},
 * device memory (shared with the host under {@code host_shared}); allocates its first result.
 */
@Op
public final class AllocOp extends AllocOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.alloc")
      .summary("GPU memory allocation operation.")
      .variadicOperand("asyncDependencies", GPUConstraints.ASYNC_TOKEN)
      .variadicOperand("dynamicSizes", TypeConstraints.INDEX)
      .variadicOperand("symbolOperands", TypeConstraints.INDEX)
      .attrSizedOperandSegments()
      .optionalAttr("hostShared", AttrConstraints.UNIT)
      .result("memref", TypeConstraints.MEMREF)
      .optionalResult("asyncToken", GPUConstraints.ASYNC_TOKEN)
      .customDirective("AsyncDependencies", AsyncDependencies.INSTANCE)
      .format("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) (` ` `host_shared` $hostShared^)? ` `"
          + " `(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)")
      .memAlloc("memref")
      .build();

  AllocOp(Operation op) {
    super(op);
  }

  /** The definition: the size and symbol counts, the allocation of the memref result. */
  public static final class Def extends OpDefinition implements MemoryEffects, Traits.AttrSizedOperandSegments {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      MemRefType type = (MemRefType) AllocOp.of(op).memref().getType();
      int dyn = ValueGroups.operands(SPEC, op, 1).size();
      int expected = (int) java.util.Arrays.stream(type.getShape()).filter(d -> d == jopt.ir.type.ShapedType.DYNAMIC).count();
      if (dyn != expected) {
        op.emitOpError("incorrect number of dynamic sizes, has " + dyn + ", expected " + expected);
        return false;
      }
      if (ValueGroups.operands(SPEC, op, 2).size() != type.getNumLayoutSymbols()) {
        op.emitOpError("symbol operand count does not equal memref symbol count");
        return false;
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      jopt.ir.ods.OdsResultNames.name(op, setName);
    }
  }
}
