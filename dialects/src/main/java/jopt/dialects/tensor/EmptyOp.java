package jopt.dialects.tensor;

import java.util.Set;
import jopt.dialects.scf.OpUtils;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmPrinter;

/** {@code tensor.empty(%d0, ...) : tensor<?x4xf32>}: one operand per dynamic dimension. */
public final class EmptyOp extends OpDefinition implements Traits.Pure {
  public EmptyOp() {
    super("tensor.empty");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var sizes = parser.parseOperandList(Delimiter.PAREN);
    parser.parseOptionalAttrDict(result.attributes);
    result.addType(TensorTypes.parseColonRanked(parser));
    OpUtils.resolveOperands(parser, sizes, OpUtils.indexType(), result.operands);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print('(').printOperands(op.getOperands()).print(')');
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of());
    p.print(" : ").printType(op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (!TensorTypes.resultRanked(op, 0)) {
      return false;
    }
    Type t = op.getResult(0).getType();
    long[] shape = OpUtils.shape(t);
    if (shape == null) {
      return true;
    }
    int dyn = 0;
    for (long d : shape) {
      if (d == OpUtils.DYNAMIC) {
        dyn++;
      }
    }
    if (dyn != op.getNumOperands()) {
      op.emitOpError("incorrect number of dynamic sizes, has " + op.getNumOperands() + ", expected " + dyn);
      return false;
    }
    return true;
  }
}
