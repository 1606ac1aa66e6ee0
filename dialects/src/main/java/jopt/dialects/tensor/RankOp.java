package jopt.dialects.tensor;

import java.util.function.BiConsumer;
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
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.IndexType;

/** tensor.rank: {@code %tensor attr-dict : type($tensor)}; the rank as an index. */
public final class RankOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("tensor.rank")
      .summary("rank operation")
      .operand("tensor", TensorTypes.ANY)
      .result("result", TypeConstraints.INDEX)
      .build();

  private RankOp(Operation op) {
    super(op);
  }

  public static RankOp of(Operation op) {
    return new RankOp(checked(op, SPEC));
  }

  public static RankOp create(Builder b, Location loc, Value tensor) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(tensor).addType(IndexType.get());
    return new RankOp(b.create(st));
  }

  public Value tensor() {
    return getOperation().getOperand(0);
  }

  public Value result() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: custom assembly. */
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
      UnresolvedOperand t = p.parseOperand();
      TensorAsm.parseAttrDict(p, result, SPEC);
      p.parseColon();
      Type type = TensorAsm.parseTensorType(p);
      result.addType(IndexType.get());
      result.addOperand(p.resolveOperand(t, type));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').printOperand(op.getOperand(0));
      TensorAsm.printAttrDict(p, op);
      p.print(" : ").printType(op.getOperand(0).getType());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "rank");
    }
  }
}
