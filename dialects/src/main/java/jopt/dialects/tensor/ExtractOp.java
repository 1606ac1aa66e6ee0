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

/** tensor.extract: {@code %tensor[%indices] attr-dict : type($tensor)}; reads one element. */
public final class ExtractOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("tensor.extract")
      .summary("element extraction operation")
      .operand("tensor", TensorTypes.RANKED)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .result("result", TypeConstraints.ANY)
      .predicate("result type matches element type of tensor",
          op -> op.getResult(0).getType().equals(((TensorType) op.getOperand(0).getType()).getElementType()))
      .build();

  private ExtractOp(Operation op) {
    super(op);
  }

  public static ExtractOp of(Operation op) {
    return new ExtractOp(checked(op, SPEC));
  }

  /** Creates {@code tensor.extract %tensor[%indices]}. */
  public static ExtractOp create(Builder b, Location loc, Value tensor, List<? extends Value> indices) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(tensor).addOperands(indices);
    st.addType(((TensorType) tensor.getType()).getElementType());
    return new ExtractOp(b.create(st));
  }

  public Value tensor() {
    return getOperation().getOperand(0);
  }

  public List<Value> indices() {
    return operands(1);
  }

  public Value result() {
    return result(0);
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
      UnresolvedOperand t = p.parseOperand();
      p.parseLSquare();
      List<UnresolvedOperand> indices = p.parseOperandList();
      p.parseRSquare();
      TensorAsm.parseAttrDict(p, result, SPEC);
      p.parseColon();
      RankedTensorType type = TensorAsm.parseRankedTensorType(p);
      result.addType(type.getElementType());
      result.addOperand(p.resolveOperand(t, type));
      result.addOperands(TensorAsm.resolveIndices(p, indices));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').printOperand(op.getOperand(0));
      p.print('[').printOperands(op.getOperands(1, op.getNumOperands())).print(']');
      TensorAsm.printAttrDict(p, op);
      p.print(" : ").printType(op.getOperand(0).getType());
    }

    @Override
    public boolean verify(Operation op) {
      if (((RankedTensorType) op.getOperand(0).getType()).getRank() != op.getNumOperands() - 1) {
        op.emitOpError("incorrect number of indices for extract_element");
        return false;
      }
      return true;
    }

    @Override
    public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
        java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
      return TensorFolding.foldExtract(op, operands, results);
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new TensorFolding.ExtractFromTensorCast());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "extracted");
    }
  }
}
