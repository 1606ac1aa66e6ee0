package jopt.dialects.gpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** gpu.dynamic_shared_memory: Get the memref for dynamic shared memory */
@Op
public final class DynamicSharedMemoryOp extends DynamicSharedMemoryOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.dynamic_shared_memory")
      .summary("Get the memref for dynamic shared memory")
      .result("resultMemref", GPUConstraints.I8_MEMREF_RANK_1)
      .format("attr-dict `:` type($resultMemref)")
      .build();

  DynamicSharedMemoryOp(Operation op) {
    super(op);
  }

  /** The definition. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    /** MLIR's verifier: a dynamic-sized memref of the workgroup address space. */
    @Override
    public boolean verify(Operation op) {
      jopt.ir.type.MemRefType type = (jopt.ir.type.MemRefType) DynamicSharedMemoryOp.of(op).resultMemref().getType();
      if (!(type.getMemorySpace() instanceof AddressSpaceAttr a && a.equals(AddressSpaceAttr.WORKGROUP))) {
        op.emitOpError("address space must be address_space<workgroup>");
        return false;
      }
      if (type.hasStaticShape()) {
        op.emitOpError("result memref type must be memref<?xi8, #gpu.address_space<workgroup>>");
        return false;
      }
      return true;
    }
  }
}
