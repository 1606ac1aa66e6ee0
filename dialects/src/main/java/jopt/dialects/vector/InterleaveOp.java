package jopt.dialects.vector;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.VectorType;

/** vector.interleave: {@code %a, %b : vector<2xi32> -> vector<4xi32>}; alternates trailing elements. */
@Op
public final class InterleaveOp extends InterleaveOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.interleave")
      .summary("constructs a vector by interleaving two input vectors")
      .operand("lhs", VectorConstraints.VECTOR)
      .operand("rhs", VectorConstraints.VECTOR)
      .result("result", VectorConstraints.VECTOR_NON_0)
      .allTypesMatch("lhs", "rhs")
      .typesMatchWith("type of 'result' is double the width of the inputs", "lhs", "result",
          t -> doubled((VectorType) t))
      .format("$lhs `,` $rhs  attr-dict `:` type($lhs) `->` type($result)")
      .build();

  InterleaveOp(Operation op) {
    super(op);
  }

  /** {@code t} with its trailing dimension doubled; a 0-D vector becomes a 2-element one. */
  static VectorType doubled(VectorType t) {
    if (t.getRank() == 0) {
      return VectorType.get(new long[] {2}, t.getElementType());
    }
    long[] shape = t.getShape();
    shape[shape.length - 1] *= 2;
    return VectorType.get(shape, t.getElementType(), t.scalableDims());
  }

  /** The definition: Pure. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  }
}
