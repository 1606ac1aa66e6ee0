package jopt.dialects.bufferization;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** bufferization.dealloc_tensor: {@code %tensor attr-dict : type}; releases a tensor's storage. */
@Op
public final class DeallocTensorOp extends DeallocTensorOpBase {
  public static final OpSpec SPEC = OpSpec.op("bufferization.dealloc_tensor")
      .summary("release underlying storage format of given tensor")
      .operand("tensor", TypeConstraints.TENSOR)
      .format("$tensor attr-dict `:` type($tensor)")
      .build();

  DeallocTensorOp(Operation op) {
    super(op);
  }

  /** The definition: the declarative assembly. */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }
  }
}
