package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.MemRefType;

/** xegpu.create_mem_desc: {@code %m = xegpu.create_mem_desc %slm : memref<4096xi8, 3> -> !xegpu.mem_desc<32x32xf32>}. */
@Op
public final class CreateMemDescOp extends CreateMemDescOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.create_mem_desc")
      .summary("Create a memory descriptor.")
      .operand("source", XeGPUConstraints.SHARED_MEMREF)
      .result("mem_desc", XeGPUConstraints.MEM_DESC)
      .predicate("all of {source, mem_desc} have same size in bits", op -> {
        MemRefType m = (MemRefType) CreateMemDescOp.of(op).source().getType();
        MemDescType d = (MemDescType) CreateMemDescOp.of(op).memDesc().getType();
        return m.getNumElements() * TensorDescType.bitWidth(m.getElementType())
            == d.getNumElements() * TensorDescType.bitWidth(d.elementType());
      })
      .format("$source prop-dict attr-dict `` `:` type($source) `->` qualified(type($mem_desc))")
      .build();

  CreateMemDescOp(Operation op) {
    super(op);
  }

  /** The definition: pure. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  }
}
