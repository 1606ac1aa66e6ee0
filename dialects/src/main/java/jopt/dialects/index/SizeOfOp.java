package jopt.dialects.index;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** index.sizeof: {@code %0 = index.sizeof}, the width of {@code index} in bits on the target. */
@Op
public final class SizeOfOp extends SizeOfOpBase {
  public static final OpSpec SPEC = OpSpec.op("index.sizeof")
      .summary("size in bits of the index type")
      .result("result", TypeConstraints.INDEX)
      .format("attr-dict")
      .build();

  SizeOfOp(Operation op) {
    super(op);
  }

  /** The definition: pure; the width is the target's, so it does not fold. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  }
}
