package jopt.dialects.deallocation;

import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** deallocation.null: {@code %0 = deallocation.null}, the empty ownership indicator. */
public final class NullOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("deallocation.null")
      .summary("null pointer")
      .result("result", DeallocationConstraints.OWNERSHIP)
      .format("attr-dict")
      .build();

  private NullOp(Operation op) {
    super(op);
  }

  public static NullOp of(Operation op) {
    return new NullOp(checked(op, SPEC));
  }

  /** Creates {@code deallocation.null}. */
  public static NullOp create(Builder b, Location loc) {
    OperationState st = SPEC.newState(loc);
    st.addType(OwnershipType.INSTANCE);
    return new NullOp(b.create(st));
  }

  public Value result() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: pure. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  }
}
