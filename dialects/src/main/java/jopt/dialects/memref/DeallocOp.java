package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;

/** memref.dealloc: {@code %memref attr-dict : type}; frees its operand. */
@Op
public final class DeallocOp extends DeallocOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.dealloc")
      .summary("memory deallocation operation")
      .operand("memref", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .format("$memref attr-dict `:` type($memref)")
      .memFree("memref")
      .build();

  DeallocOp(Operation op) {
    super(op);
  }

  /** The definition: the free effect and the cast folder. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldMemRefCast(op);
    }
  }
}
