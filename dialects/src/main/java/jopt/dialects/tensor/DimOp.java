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

/** tensor.dim: {@code attr-dict %source, %index : type($source)}; the size of one dimension. */
public final class DimOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("tensor.dim")
      .summary("dimension index operation")
      .operand("source", TensorTypes.NON_0_RANKED_OR_UNRANKED)
      .operand("index", TypeConstraints.INDEX)
      .result("result", TypeConstraints.INDEX)
      .build();

  private DimOp(Operation op) {
    super(op);
  }

  public static DimOp of(Operation op) {
    return new DimOp(checked(op, SPEC));
  }

  /** Creates {@code tensor.dim %source, %index}. */
  public static DimOp create(Builder b, Location loc, Value source, Value index) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(source).addOperand(index).addType(IndexType.get());
    return new DimOp(b.create(st));
  }

  public Value source() {
    return getOperation().getOperand(0);
  }

  public Value index() {
    return getOperation().getOperand(1);
  }

  public Value result() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: custom assembly (tensor.dim has no verifier of its own in MLIR 22). */
  public static final class Def extends OpDefinition implements Traits.Pure,
      jopt.ir.interfaces.ShapedDimOpInterface, jopt.ir.interfaces.ConditionallySpeculatable {
    public Def() {
      super(SPEC);
    }

    /** Speculatable with a constant index within the rank of a ranked source. */
    @Override
    public Speculatability getSpeculatability(Operation op) {
      if (!(jopt.ir.rewrite.SideEffects.constantValue(op.getOperand(1)) instanceof jopt.ir.attr.IntegerAttr c)
          || !(op.getOperand(0).getType() instanceof jopt.ir.type.ShapedType t) || !t.hasRank()) {
        return Speculatability.NOT_SPECULATABLE;
      }
      return c.getInt() >= 0 && c.getInt() < t.getRank() ? Speculatability.SPECULATABLE
          : Speculatability.NOT_SPECULATABLE;
    }

    @Override
    public Value getShapedValue(Operation op) {
      return op.getOperand(0);
    }

    @Override
    public Value getDimension(Operation op) {
      return op.getOperand(1);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      TensorAsm.parseAttrDict(p, result, SPEC);
      UnresolvedOperand src = p.parseOperand();
      p.parseComma();
      UnresolvedOperand index = p.parseOperand();
      p.parseColon();
      Type t = TensorAsm.parseTensorType(p);
      result.addOperand(p.resolveOperand(src, t));
      result.addOperand(p.resolveOperand(index, IndexType.get()));
      result.addType(IndexType.get());
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      TensorAsm.printAttrDict(p, op);
      p.print(' ').printOperand(op.getOperand(0)).print(", ").printOperand(op.getOperand(1));
      p.print(" : ").printType(op.getOperand(0).getType());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "dim");
    }
  }
}
