package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;

/** memref.dma_wait: {@code %tag[%indices], %numElements attr-dict : type}; waits for a DMA. */
public final class DmaWaitOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("memref.dma_wait")
      .summary("blocking DMA operation that waits for transfer completion")
      .operand("tagMemRef", TypeConstraints.MEMREF)
      .variadicOperand("tagIndices", TypeConstraints.INDEX)
      .operand("numElements", TypeConstraints.INDEX)
      .format("$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)")
      .build();

  private DmaWaitOp(Operation op) {
    super(op);
  }

  public static DmaWaitOp of(Operation op) {
    return new DmaWaitOp(checked(op, SPEC));
  }

  /** Creates {@code memref.dma_wait %tagMemRef[%tagIndices], %numElements}. */
  public static DmaWaitOp create(Builder b, Location loc, Value tagMemRef, List<? extends Value> tagIndices,
      Value numElements) {
    return new DmaWaitOp(b.create(SPEC.newState(loc).addOperand(tagMemRef).addOperands(tagIndices)
        .addOperand(numElements)));
  }

  public Value tagMemRef() {
    return operand(0);
  }

  public List<Value> tagIndices() {
    return operands(1);
  }

  public Value numElements() {
    return operand(2);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
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
      int rank = ((MemRefType) op.getOperand(0).getType()).getRank();
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
