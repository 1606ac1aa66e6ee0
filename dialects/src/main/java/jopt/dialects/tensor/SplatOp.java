package jopt.dialects.tensor;

import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;

/** tensor.splat: {@code %input[%dynamicSizes]? attr-dict : type($aggregate)}; every element is {@code input}. */
public final class SplatOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("tensor.splat")
      .summary("tensor splat or broadcast operation")
      .operand("input", TypeConstraints.ANY)
      .variadicOperand("dynamicSizes", TypeConstraints.INDEX)
      .result("aggregate", TensorTypes.RANKED)
      .predicate("operand type matches element type of result",
          op -> op.getOperand(0).getType().equals(((TensorType) op.getResult(0).getType()).getElementType()))
      .build();

  private SplatOp(Operation op) {
    super(op);
  }

  public static SplatOp of(Operation op) {
    return new SplatOp(checked(op, SPEC));
  }

  /** Creates {@code tensor.splat %element[%dynamicSizes] : type}. */
  public static SplatOp create(Builder b, Location loc, Value element, RankedTensorType type,
      List<? extends Value> dynamicSizes) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(element).addOperands(dynamicSizes).addType(type);
    return new SplatOp(b.create(st));
  }

  public Value input() {
    return getOperation().getOperand(0);
  }

  public List<Value> dynamicSizes() {
    return operands(1);
  }

  public Value aggregate() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: custom assembly and the dynamic-size count. */
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
      UnresolvedOperand input = p.parseOperand();
      List<UnresolvedOperand> sizes = List.of();
      if (p.parseOptionalLSquare()) {
        sizes = p.parseOperandList();
        p.parseRSquare();
      }
      TensorAsm.parseAttrDict(p, result, SPEC);
      p.parseColon();
      RankedTensorType type = TensorAsm.parseRankedTensorType(p);
      result.addType(type);
      result.addOperand(p.resolveOperand(input, type.getElementType()));
      result.addOperands(TensorAsm.resolveIndices(p, sizes));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').printOperand(op.getOperand(0));
      if (op.getNumOperands() > 1) {
        p.print('[').printOperands(op.getOperands(1, op.getNumOperands())).print(']');
      }
      TensorAsm.printAttrDict(p, op);
      p.print(" : ").printType(op.getResult(0).getType());
    }

    @Override
    public boolean verify(Operation op) {
      return EmptyOp.verifyDynamicDimensionCount(op, (RankedTensorType) op.getResult(0).getType(),
          op.getNumOperands() - 1);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "splat");
    }
  }
}
