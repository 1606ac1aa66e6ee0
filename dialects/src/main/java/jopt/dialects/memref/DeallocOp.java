package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;

/** memref.dealloc: {@code %memref attr-dict : type}; frees its operand. */
public final class DeallocOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("memref.dealloc")
      .summary("memory deallocation operation")
      .operand("memref", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .format("$memref attr-dict `:` type($memref)")
      .build();

  private DeallocOp(Operation op) {
    super(op);
  }

  public static DeallocOp of(Operation op) {
    return new DeallocOp(checked(op, SPEC));
  }

  /** Creates {@code memref.dealloc %memref}. */
  public static DeallocOp create(Builder b, Location loc, Value memref) {
    return new DeallocOp(b.create(SPEC.newState(loc).addOperand(memref)));
  }

  public Value memref() {
    return operand(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: the free effect and the cast folder. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      return List.of(new Effect(Kind.FREE, op.getOperand(0)));
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldMemRefCast(op);
    }
  }
}
