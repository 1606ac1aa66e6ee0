package jopt.dialects.vector;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** vector.from_elements: {@code %a, %b : vector<2xf32>}; a vector of its operands in row-major order. */
@Op
public final class FromElementsOp extends FromElementsOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.from_elements")
      .summary("operation that defines a vector from scalar elements")
      .variadicOperand("elements", TypeConstraints.ANY)
      .result("dest", VectorConstraints.FIXED_VECTOR)
      .shapedTypeMatchesElementCountAndTypes("dest", "elements")
      .format("$elements attr-dict `:` type($dest)")
      .build();

  FromElementsOp(Operation op) {
    super(op);
  }

  /** The definition: Pure; folds and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  }
}
