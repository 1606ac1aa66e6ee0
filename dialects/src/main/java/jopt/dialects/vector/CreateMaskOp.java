package jopt.dialects.vector;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.VectorType;

/** vector.create_mask: {@code %a, %b : vector<4x3xi1>}; true below the given bound of each dim. */
@Op
public final class CreateMaskOp extends CreateMaskOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.create_mask")
      .summary("creates a vector mask")
      .variadicOperand("operands", TypeConstraints.INDEX)
      .result("result", VectorConstraints.I1_VECTOR_ANY_RANK)
      .format("$operands attr-dict `:` type(results)")
      .build();

  CreateMaskOp(Operation op) {
    super(op);
  }

  /** The definition: an operand per dimension; patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      VectorType type = (VectorType) op.getResult(0).getType();
      if (type.getRank() == 0) {
        if (op.getNumOperands() != 1) {
          op.emitOpError("must specify exactly one operand for 0-D create_mask");
          return false;
        }
      } else if (op.getNumOperands() != type.getRank()) {
        op.emitOpError("must specify an operand for each result vector dimension");
        return false;
      }
      return true;
    }
  }
}
