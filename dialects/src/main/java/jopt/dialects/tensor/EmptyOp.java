package jopt.dialects.tensor;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.RankedTensorType;

/** tensor.empty: {@code (%d0, ...) attr-dict : type($result)}; one size per dynamic dimension. */
public final class EmptyOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("tensor.empty")
      .summary("empty tensor operation")
      .variadicOperand("dynamicSizes", TypeConstraints.INDEX)
      .result("result", TensorTypes.RANKED)
      .build();

  private EmptyOp(Operation op) {
    super(op);
  }

  public static EmptyOp of(Operation op) {
    return new EmptyOp(checked(op, SPEC));
  }

  /** Creates {@code tensor.empty(dynamicSizes) : type}; one size per dynamic dimension of {@code type}. */
  public static EmptyOp create(Builder b, Location loc, RankedTensorType type, List<? extends Value> dynamicSizes) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(dynamicSizes).addType(type);
    return new EmptyOp(b.create(st));
  }

  /** Creates {@code tensor.empty(dynamicSizes) : tensor<shape x elementType>}. */
  public static EmptyOp create(Builder b, Location loc, long[] shape, jopt.ir.Type elementType,
      List<? extends Value> dynamicSizes) {
    return create(b, loc, RankedTensorType.get(shape, elementType), dynamicSizes);
  }

  public List<Value> dynamicSizes() {
    return operands(0);
  }

  public RankedTensorType type() {
    return (RankedTensorType) result(0).getType();
  }

  public Value result() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** MLIR's verifyDynamicDimensionCount, shared by the ops with one size per dynamic dim. */
  static boolean verifyDynamicDimensionCount(Operation op, RankedTensorType type, int numSizes) {
    int expected = TensorTypes.countDynamic(type.getShape());
    if (numSizes != expected) {
      op.emitOpError("incorrect number of dynamic sizes, has " + numSizes + ", expected " + expected);
      return false;
    }
    return true;
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
      p.parseLParen();
      var sizes = p.parseOperandList();
      p.parseRParen();
      TensorAsm.parseAttrDict(p, result, SPEC);
      p.parseColon();
      result.addType(TensorAsm.parseRankedTensorType(p));
      result.addOperands(TensorAsm.resolveIndices(p, sizes));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print('(').printOperands(op.getOperands()).print(')');
      TensorAsm.printAttrDict(p, op);
      p.print(" : ").printType(op.getResult(0).getType());
    }

    @Override
    public boolean verify(Operation op) {
      return verifyDynamicDimensionCount(op, (RankedTensorType) op.getResult(0).getType(), op.getNumOperands());
    }
  }
}
