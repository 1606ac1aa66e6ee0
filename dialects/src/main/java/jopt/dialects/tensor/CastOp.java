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
import jopt.ir.asm.OpAsmPrinter;

/** {@code tensor.cast %t : A to B}. */
public final class CastOp extends OpDefinition implements Traits.Pure {
  public CastOp() {
    super("tensor.cast");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var src = parser.parseOperand();
    parser.parseOptionalAttrDict(result.attributes);
    Type from = parser.parseColonType();
    parser.parseKeyword("to");
    result.addType(parser.parseType());
    result.addOperand(parser.resolveOperand(src, from));
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of());
    p.print(" : ").printType(op.getOperand(0).getType()).print(" to ").printType(op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    Type from = op.getOperand(0).getType();
    Type to = op.getResult(0).getType();
    if (!TensorTypes.isTensor(from)) {
      op.emitOpError("operand #0 must be tensor of any type values, but got " + OpUtils.quoted(from));
      return false;
    }
    if (!TensorTypes.isTensor(to)) {
      op.emitOpError("result #0 must be tensor of any type values, but got " + OpUtils.quoted(to));
      return false;
    }
    if (!TensorTypes.castCompatible(from, to)) {
      op.emitOpError("operand type " + OpUtils.quoted(from) + " and result type " + OpUtils.quoted(to)
          + " are cast incompatible");
      return false;
    }
    return true;
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "cast");
  }
}
