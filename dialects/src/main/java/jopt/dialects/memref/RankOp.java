package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;

/** memref.rank: {@code %memref attr-dict : type}; the rank of a ranked or unranked memref. */
public final class RankOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("memref.rank")
      .summary("rank operation")
      .operand("memref", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .result("result", TypeConstraints.INDEX)
      .build();

  private RankOp(Operation op) {
    super(op);
  }

  public static RankOp of(Operation op) {
    return new RankOp(checked(op, SPEC));
  }

  /** Creates {@code memref.rank %memref}. */
  public static RankOp create(Builder b, Location loc, Value memref) {
    return new RankOp(b.create(SPEC.newState(loc).addOperand(memref).addType(ShapedTypes.index())));
  }

  public Value memref() {
    return operand(0);
  }

  public Value result() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: custom assembly and the folder of a ranked operand. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      UnresolvedOperand m = p.parseOperand();
      Asm.parseAttrDict(p, result, SPEC);
      Type t = Asm.parseColonBaseMemRefType(p);
      result.addOperand(p.resolveOperand(m, t));
      result.addType(ShapedTypes.index());
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').printOperand(op.getOperand(0));
      Asm.printAttrDict(p, op);
      Asm.printColonType(p, op.getOperand(0).getType());
    }

    /** A ranked memref's rank is a constant. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      if (op.getOperand(0).getType() instanceof MemRefType m) {
        results.add(OpFoldResult.of(IntegerAttr.getIndex(m.getRank())));
        return true;
      }
      return false;
    }
  }
}
