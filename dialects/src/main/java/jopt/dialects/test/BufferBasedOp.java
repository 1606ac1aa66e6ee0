package jopt.dialects.test;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** test.buffer_based: {@code in(%a : type) out(%b : type)}; reads its input, writes its output. */
public final class BufferBasedOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("test.buffer_based")
      .operand("input", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .operand("output", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .format("`in` `(` $input `:` type($input) `)` `out` `(` $output `:` type($output) `)` attr-dict")
      .build();

  private BufferBasedOp(Operation op) {
    super(op);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** Read of the input, write of the output (both on the default resource). */
  static List<MemoryEffects.Effect> readInWriteOut(Operation op) {
    return List.of(new MemoryEffects.Effect(MemoryEffects.Kind.READ, op.getOperand(0)),
        new MemoryEffects.Effect(MemoryEffects.Kind.WRITE, op.getOperand(1)));
  }

  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      return readInWriteOut(op);
    }
  }
}
