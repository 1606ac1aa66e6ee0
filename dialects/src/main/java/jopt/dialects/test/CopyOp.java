package jopt.dialects.test;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** test.copy: {@code (%source, %target) : (type, type)}; reads the source, writes the target. */
public final class CopyOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("test.copy")
      .operand("source", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .operand("target", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .format("`(` $source `,` $target `)` `:` `(` type($source) `,` type($target) `)` attr-dict")
      .build();

  private CopyOp(Operation op) {
    super(op);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      return BufferBasedOp.readInWriteOut(op);
    }
  }
}
