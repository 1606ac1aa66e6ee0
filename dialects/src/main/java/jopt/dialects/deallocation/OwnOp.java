package jopt.dialects.deallocation;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * deallocation.own: {@code %o = deallocation.own %alloc : memref<2xf32>}; declares ownership of
 * an allocation (lowered to the descriptor's allocated pointer).
 */
@Op
public final class OwnOp extends OwnOpBase {
  public static final OpSpec SPEC = OpSpec.op("deallocation.own")
      .summary("declare ownership")
      .operand("memref", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .result("result", DeallocationConstraints.OWNERSHIP)
      .format("attr-dict $memref `:` type($memref)")
      .build();

  OwnOp(Operation op) {
    super(op);
  }

  /** Creates {@code deallocation.own %memref}. */
  public static OwnOp create(Builder b, Location loc, Value memref) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(memref);
    st.addType(OwnershipType.INSTANCE);
    return new OwnOp(b.create(st));
  }

  /** The definition: pure. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  }
}
