package jopt.dialects.deallocation;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.OpSpec;

/** deallocation.free: {@code deallocation.free %o}; frees the allocation the indicator owns. */
public final class FreeOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("deallocation.free")
      .summary("free")
      .operand("alloc", DeallocationConstraints.OWNERSHIP)
      .format("attr-dict $alloc")
      .build();

  private FreeOp(Operation op) {
    super(op);
  }

  public static FreeOp of(Operation op) {
    return new FreeOp(checked(op, SPEC));
  }

  /** Creates {@code deallocation.free %alloc}. */
  public static FreeOp create(Builder b, Location loc, Value alloc) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(alloc);
    return new FreeOp(b.create(st));
  }

  public Value alloc() {
    return getOperation().getOperand(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: frees its operand. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      return List.of(new Effect(Kind.FREE, op.getOperand(0)));
    }
  }
}
