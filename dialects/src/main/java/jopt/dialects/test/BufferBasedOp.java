package jopt.dialects.test;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** test.buffer_based: {@code in(%in : type) out(%out : type)}; reads its input, writes its output. */
@Op
public final class BufferBasedOp extends BufferBasedOpBase {
  public static final OpSpec SPEC = OpSpec.op("test.buffer_based")
      .operand("input", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .operand("output", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .format("`in` `(` $input`:` type($input) `)` `out` `(` $output`:` type($output) `)` attr-dict")
      .build();

  BufferBasedOp(Operation op) {
    super(op);
  }

  /** The definition: MemRead on the input, MemWrite on the output. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      return readInWriteOut(op);
    }
  }

  /** The effects of the buffer-based test ops and test.copy: read operand 0, write operand 1. */
  static List<MemoryEffects.Effect> readInWriteOut(Operation op) {
    return List.of(new MemoryEffects.Effect(MemoryEffects.Kind.READ, op.getOperand(0)),
        new MemoryEffects.Effect(MemoryEffects.Kind.WRITE, op.getOperand(1)));
  }
}
