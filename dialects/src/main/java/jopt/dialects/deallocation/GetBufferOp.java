package jopt.dialects.deallocation;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * deallocation.get_buffer: {@code %p = deallocation.get_buffer %x : memref<2xf32>} (or
 * {@code : !deallocation.ownership}); the base pointer as an index, 0 for null.
 */
@Op
public final class GetBufferOp extends GetBufferOpBase {
  public static final OpSpec SPEC = OpSpec.op("deallocation.get_buffer")
      .summary("extracts the base pointer as an index")
      .operand("alloc", DeallocationConstraints.MEMREF_OR_OWNERSHIP)
      .result("result", TypeConstraints.INDEX)
      .format("attr-dict $alloc `:` type($alloc)")
      .build();

  GetBufferOp(Operation op) {
    super(op);
  }

  /** The definition: pure. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  }
}
