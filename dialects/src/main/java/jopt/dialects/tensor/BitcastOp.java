package jopt.dialects.tensor;

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
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.TensorType;

/** tensor.bitcast: {@code %source attr-dict : type($source) to type($dest)}; same element bit width. */
public final class BitcastOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("tensor.bitcast")
      .summary("tensor bitcast operation")
      .operand("source", TensorTypes.INT_OR_FLOAT)
      .result("dest", TensorTypes.INT_OR_FLOAT)
      .build();

  private BitcastOp(Operation op) {
    super(op);
  }

  public static BitcastOp of(Operation op) {
    return new BitcastOp(checked(op, SPEC));
  }

  /** Creates {@code tensor.bitcast %source : T to resultType}. */
  public static BitcastOp create(Builder b, Location loc, Type resultType, Value source) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(source).addType(resultType);
    return new BitcastOp(b.create(st));
  }

  public Value source() {
    return getOperation().getOperand(0);
  }

  public Value dest() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** Same element bit width and compatible shapes (MLIR's areCastCompatible). */
  static boolean compatible(Type a, Type b) {
    TensorType ta = (TensorType) a;
    TensorType tb = (TensorType) b;
    return TensorTypes.bitWidth(ta.getElementType()) == TensorTypes.bitWidth(tb.getElementType())
        && TensorTypes.compatibleShapes(ta, tb);
  }

  /** The definition: tensor.cast's assembly and the cast-compatibility check. */
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
      CastOp.parseCast(p, result, SPEC);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      CastOp.printCast(op, p);
    }

    @Override
    public boolean verify(Operation op) {
      return CastOp.verifyCast(op, compatible(op.getOperand(0).getType(), op.getResult(0).getType()));
    }
  }
}
