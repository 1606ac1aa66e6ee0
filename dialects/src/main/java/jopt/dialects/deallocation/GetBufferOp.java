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
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.IndexType;

/**
 * deallocation.get_buffer: {@code %p = deallocation.get_buffer %x : memref<2xf32>} (or
 * {@code : !deallocation.ownership}); the base pointer as an index, 0 for null.
 */
public final class GetBufferOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("deallocation.get_buffer")
      .summary("extracts the base pointer as an index")
      .operand("alloc", DeallocationConstraints.MEMREF_OR_OWNERSHIP)
      .result("result", TypeConstraints.INDEX)
      .format("attr-dict $alloc `:` type($alloc)")
      .build();

  private GetBufferOp(Operation op) {
    super(op);
  }

  public static GetBufferOp of(Operation op) {
    return new GetBufferOp(checked(op, SPEC));
  }

  /** Creates {@code deallocation.get_buffer %alloc}, a memref or an ownership indicator. */
  public static GetBufferOp create(Builder b, Location loc, Value alloc) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(alloc);
    st.addType(IndexType.get());
    return new GetBufferOp(b.create(st));
  }

  public Value alloc() {
    return getOperation().getOperand(0);
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
