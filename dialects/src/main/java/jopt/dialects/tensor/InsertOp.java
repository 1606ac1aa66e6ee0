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

/**
 * tensor.insert: {@code %scalar into %dest[%indices] attr-dict : type($dest)}; the dest with one
 * element replaced. Destination style: {@code dest} is its init.
 */
public final class InsertOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("tensor.insert")
      .summary("element insertion operation")
      .operand("scalar", TypeConstraints.ANY)
      .operand("dest", TensorTypes.RANKED)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .result("result", TensorTypes.RANKED)
      .predicate("result type matches type of dest",
          op -> op.getResult(0).getType().equals(op.getOperand(1).getType()))
      .predicate("scalar type matches element type of dest",
          op -> op.getOperand(0).getType().equals(((TensorType) op.getOperand(1).getType()).getElementType()))
      .build();

  private InsertOp(Operation op) {
    super(op);
  }

  public static InsertOp of(Operation op) {
    return new InsertOp(checked(op, SPEC));
  }

  /** Creates {@code tensor.insert %scalar into %dest[%indices]}. */
  public static InsertOp create(Builder b, Location loc, Value scalar, Value dest, List<? extends Value> indices) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(scalar).addOperand(dest).addOperands(indices).addType(dest.getType());
    return new InsertOp(b.create(st));
  }

  public Value scalar() {
    return getOperation().getOperand(0);
  }

  public Value dest() {
    return getOperation().getOperand(1);
  }

  public List<Value> indices() {
    return operands(2);
  }

  public Value result() {
    return result(0);
  }

  /** DestinationStyleOpInterface: the init is {@code dest}, tied to the result. */
  public List<Value> dpsInits() {
    return List.of(dest());
  }

  /** DestinationStyleOpInterface: the other operands. */
  public List<Value> dpsInputs() {
    List<Value> r = new java.util.ArrayList<>();
    r.add(scalar());
    r.addAll(indices());
    return r;
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: custom assembly and the index count. */
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
      UnresolvedOperand scalar = p.parseOperand();
      p.parseKeyword("into");
      UnresolvedOperand dest = p.parseOperand();
      p.parseLSquare();
      List<UnresolvedOperand> indices = p.parseOperandList();
      p.parseRSquare();
      TensorAsm.parseAttrDict(p, result, SPEC);
      p.parseColon();
      RankedTensorType type = TensorAsm.parseRankedTensorType(p);
      result.addType(type);
      result.addOperand(p.resolveOperand(scalar, type.getElementType()));
      result.addOperand(p.resolveOperand(dest, type));
      result.addOperands(TensorAsm.resolveIndices(p, indices));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').printOperand(op.getOperand(0)).print(" into ").printOperand(op.getOperand(1));
      p.print('[').printOperands(op.getOperands(2, op.getNumOperands())).print(']');
      TensorAsm.printAttrDict(p, op);
      p.print(" : ").printType(op.getOperand(1).getType());
    }

    @Override
    public boolean verify(Operation op) {
      if (((RankedTensorType) op.getOperand(1).getType()).getRank() != op.getNumOperands() - 2) {
        op.emitOpError("incorrect number of indices");
        return false;
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "inserted");
    }
  }
}
