package jopt.dialects.deallocation;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** deallocation.null: {@code %0 = deallocation.null}, the empty ownership indicator. */
@Op
public final class NullOp extends NullOpBase {
  public static final OpSpec SPEC = OpSpec.op("deallocation.null")
      .summary("null pointer")
      .result("result", DeallocationConstraints.OWNERSHIP)
      .format("attr-dict")
      .build();

  NullOp(Operation op) {
    super(op);
  }

  /** Creates {@code deallocation.null}. */
  public static NullOp create(Builder b, Location loc) {
    OperationState st = SPEC.newState(loc);
    st.addType(OwnershipType.INSTANCE);
    return new NullOp(b.create(st));
  }

  /** The definition: pure. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  }
}
