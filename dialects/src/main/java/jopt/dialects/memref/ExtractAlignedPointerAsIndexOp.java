package jopt.dialects.memref;

import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** memref.extract_aligned_pointer_as_index: {@code %source : type -> index attr-dict}. */
@Op
public final class ExtractAlignedPointerAsIndexOp extends ExtractAlignedPointerAsIndexOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.extract_aligned_pointer_as_index")
      .summary("Extracts a memref's underlying aligned pointer as an index")
      .operand("source", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .result("aligned_pointer", TypeConstraints.INDEX)
      .format("$source `:` type($source) `->` type(results) attr-dict")
      .build();

  ExtractAlignedPointerAsIndexOp(Operation op) {
    super(op);
  }

  /** The definition: the result name. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(ExtractAlignedPointerAsIndexOp.of(op).alignedPointer(), "intptr");
    }
  }
}
