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

/** {@code tensor.extract %t[%i, %j] : T}: reads one element. */
public final class ExtractOp extends OpDefinition implements Traits.Pure {
  public ExtractOp() {
    super("tensor.extract");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var src = parser.parseOperand();
    var indices = parser.parseOperandList(Delimiter.SQUARE);
    parser.parseOptionalAttrDict(result.attributes);
    Type t = TensorTypes.parseColonRanked(parser);
    result.addOperand(parser.resolveOperand(src, t));
    OpUtils.resolveOperands(parser, indices, OpUtils.indexType(), result.operands);
    result.addType(OpUtils.elementTypeOrSelf(t));
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0)).print('[').printOperands(op.getOperands(1, op.getNumOperands())).print(']');
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of());
    p.print(" : ").printType(op.getOperand(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (!TensorTypes.operandRanked(op, 0)) {
      return false;
    }
    for (int i = 1; i < op.getNumOperands(); i++) {
      if (!OpUtils.isIndex(op.getOperand(i).getType())) {
        op.emitOpError("operand #" + i + " must be variadic of index, but got " + OpUtils.quoted(op.getOperand(i).getType()));
        return false;
      }
    }
    if (!op.getResult(0).getType().equals(OpUtils.elementTypeOrSelf(op.getOperand(0).getType()))) {
      op.emitOpError("failed to verify that result type matches element type of tensor");
      return false;
    }
    long[] shape = OpUtils.shape(op.getOperand(0).getType());
    if (shape != null && shape.length != op.getNumOperands() - 1) {
      op.emitOpError("incorrect number of indices for extract_element");
      return false;
    }
    return true;
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "extracted");
  }
}
