package jopt.dialects.bufferization;

import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** bufferization.dealloc_tensor: {@code %tensor attr-dict : type}; releases a tensor's storage. */
public final class DeallocTensorOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("bufferization.dealloc_tensor")
      .summary("release underlying storage format of given tensor")
      .operand("tensor", TypeConstraints.TENSOR)
      .format("$tensor attr-dict `:` type($tensor)")
      .build();

  private DeallocTensorOp(Operation op) {
    super(op);
  }

  public static DeallocTensorOp of(Operation op) {
    return new DeallocTensorOp(checked(op, SPEC));
  }

  /** Creates {@code bufferization.dealloc_tensor tensor}. */
  public static DeallocTensorOp create(Builder b, Location loc, Value tensor) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(tensor);
    return new DeallocTensorOp(b.create(st));
  }

  public Value tensor() {
    return getOperation().getOperand(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: the declarative assembly. */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }
  }
}
