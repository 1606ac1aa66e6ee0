package jopt.dialects.vector;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/**
 * vector.print: {@code %v : vector<4xf32> punctuation <comma>}, {@code str "text"}; prints a
 * vector, a scalar, a string or punctuation to stdout (testing and debugging).
 */
@Op
public final class PrintOp extends PrintOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.print")
      .summary("print operation (for testing and debugging)")
      .optionalOperand("source", VectorConstraints.PRINTABLE)
      .defaultAttr("punctuation", VectorConstraints.PUNCTUATION, PunctuationAttr.NEWLINE)
      .optionalAttr("stringLiteral", VectorConstraints.STRING)
      .predicate("`source` or `punctuation` are not set when printing strings", op -> op.getAttr("stringLiteral")
          == null || op.getNumOperands() == 0 && PunctuationAttr.NEWLINE.equals(op.getAttr("punctuation")))
      .format("($source^ `:` type($source))? oilist(`str` $stringLiteral | `punctuation` $punctuation) attr-dict")
      .memoryEffects(MemoryEffects.Kind.WRITE)
      .build();

  PrintOp(Operation op) {
    super(op);
  }

  /** The definition: it writes (stdout). */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }
  }
}
