package jopt.dialects.test;

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
      .memRead("input")
      .memWrite("output")
      .build();

  BufferBasedOp(Operation op) {
    super(op);
  }

  /** The definition: MemRead on the input, MemWrite on the output. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }
  }

}
