package jopt.dialects.memref;

import java.util.function.BiConsumer;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** memref.extract_aligned_pointer_as_index: {@code %source : type -> index attr-dict}. */
public final class ExtractAlignedPointerAsIndexOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("memref.extract_aligned_pointer_as_index")
      .summary("Extracts a memref's underlying aligned pointer as an index")
      .operand("source", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .result("aligned_pointer", TypeConstraints.INDEX)
      .format("$source `:` type($source) `->` type(results) attr-dict")
      .build();

  private ExtractAlignedPointerAsIndexOp(Operation op) {
    super(op);
  }

  public static ExtractAlignedPointerAsIndexOp of(Operation op) {
    return new ExtractAlignedPointerAsIndexOp(checked(op, SPEC));
  }

  /** Creates {@code memref.extract_aligned_pointer_as_index %source}. */
  public static ExtractAlignedPointerAsIndexOp create(Builder b, Location loc, Value source) {
    return new ExtractAlignedPointerAsIndexOp(
        b.create(SPEC.newState(loc).addOperand(source).addType(ShapedTypes.index())));
  }

  public Value source() {
    return operand(0);
  }

  public Value alignedPointer() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: the result name. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "intptr");
    }
  }
}
