package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;

/** memref.dma_wait: {@code %tag[%indices], %numElements attr-dict : type}; waits for a DMA. */
@Op
public final class DmaWaitOp extends DmaWaitOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.dma_wait")
      .summary("blocking DMA operation that waits for transfer completion")
      .operand("tagMemRef", TypeConstraints.MEMREF)
      .variadicOperand("tagIndices", TypeConstraints.INDEX)
      .operand("numElements", TypeConstraints.INDEX)
      .format("$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)")
      .build();

  DmaWaitOp(Operation op) {
    super(op);
  }

  /**
   * The definition: the index-count check and the cast folder; like
   * memref.dma_start it has unknown memory effects, as in MLIR.
   */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      int indices = op.getNumOperands() - 2;
      int rank = ((MemRefType) DmaWaitOp.of(op).tagMemRef().getType()).getRank();
      if (indices != rank) {
        op.emitOpError("expected tagIndices to have the same number of elements as the tagMemRef rank, expected "
            + rank + ", but got " + indices);
        return false;
      }
      return true;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldMemRefCast(op);
    }
  }
}
