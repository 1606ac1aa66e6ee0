package jopt.dialects.vector;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** vector.fma: {@code %a, %b, %c : vector<8xf32>}; fused multiply-add, {@code a * b + c}. */
@Op
public final class FMAOp extends FMAOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.fma")
      .summary("vector fused multiply-add")
      .operand("lhs", VectorConstraints.FLOAT_VECTOR)
      .operand("rhs", VectorConstraints.FLOAT_VECTOR)
      .operand("acc", VectorConstraints.FLOAT_VECTOR)
      .result("result", VectorConstraints.FLOAT_VECTOR)
      .allTypesMatch("lhs", "rhs", "acc", "result")
      .format("$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)")
      .build();

  FMAOp(Operation op) {
    super(op);
  }

  /** The definition: Pure and elementwise (its operands and result share one type). */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  }
}
