package jopt.dialects.tensor;

import java.util.Set;
import java.util.function.BiConsumer;
import jopt.dialects.scf.OpUtils;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmPrinter;

/** {@code tensor.insert %v into %t[%i, %j] : T}: returns the tensor with one element replaced. */
public final class InsertOp extends OpDefinition implements Traits.Pure {
  public InsertOp() {
    super("tensor.insert");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var scalar = parser.parseOperand();
    parser.parseKeyword("into");
    var dest = parser.parseOperand();
    var indices = parser.parseOperandList(Delimiter.SQUARE);
    parser.parseOptionalAttrDict(result.attributes);
    Type t = TensorTypes.parseColonRanked(parser);
    result.addOperand(parser.resolveOperand(scalar, OpUtils.elementTypeOrSelf(t)));
    result.addOperand(parser.resolveOperand(dest, t));
    OpUtils.resolveOperands(parser, indices, OpUtils.indexType(), result.operands);
    result.addType(t);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0)).print(" into ").printOperand(op.getOperand(1))
        .print('[').printOperands(op.getOperands(2, op.getNumOperands())).print(']');
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of());
    p.print(" : ").printType(op.getOperand(1).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (!TensorTypes.operandRanked(op, 1)) {
      return false;
    }
    Type dest = op.getOperand(1).getType();
    if (!op.getResult(0).getType().equals(dest)) {
      op.emitOpError("failed to verify that result type matches type of dest");
      return false;
    }
    if (!op.getOperand(0).getType().equals(OpUtils.elementTypeOrSelf(dest))) {
      op.emitOpError("failed to verify that scalar type matches element type of dest");
      return false;
    }
    long[] shape = OpUtils.shape(op.getOperand(1).getType());
    if (shape != null && shape.length != op.getNumOperands() - 2) {
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
