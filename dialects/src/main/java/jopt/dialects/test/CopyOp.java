package jopt.dialects.test;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** test.copy: {@code (%source, %target) : (type, type)}; reads source, writes target. */
@Op
public final class CopyOp extends CopyOpBase {
  public static final OpSpec SPEC = OpSpec.op("test.copy")
      .operand("source", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .operand("target", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .format("`(` $source `,` $target `)` `:` `(` type($source) `,` type($target) `)` attr-dict")
      .memRead("source")
      .memWrite("target")
      .build();

  CopyOp(Operation op) {
    super(op);
  }

  /** The definition: MemRead on the source, MemWrite on the target. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }
  }
}
