package jopt.dialects.deallocation;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** deallocation.free: {@code deallocation.free %o}; frees the allocation the indicator owns. */
@Op
public final class FreeOp extends FreeOpBase {
  public static final OpSpec SPEC = OpSpec.op("deallocation.free")
      .summary("free")
      .operand("alloc", DeallocationConstraints.OWNERSHIP)
      .format("attr-dict $alloc")
      .memFree("alloc")
      .build();

  FreeOp(Operation op) {
    super(op);
  }

  /** The definition: frees its operand. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }
  }
}
