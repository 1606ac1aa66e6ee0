package jopt.dialects.memref;

import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.ViewLikeOpInterface;

/** memref.view: {@code %source[%byte_shift][%sizes] attr-dict : type to type} over an i8 buffer. */
public final class ViewOp extends OpDefinition implements ViewLikeOpInterface, Traits.Pure {
  public ViewOp() {
    super("memref.view");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand src = p.parseOperand();
    p.parseLSquare();
    UnresolvedOperand shift = p.parseOperand();
    p.parseRSquare();
    List<UnresolvedOperand> sizes = p.parseOperandList(OpAsmParser.Delimiter.SQUARE);
    p.parseOptionalAttrDict(result.attributes);
    Type srcType = p.parseColonType();
    p.parseKeyword("to");
    Type resType = p.parseType();
    result.addOperand(p.resolveOperand(src, srcType));
    result.addOperand(p.resolveOperand(shift, ShapedTypes.index()));
    result.addOperands(Asm.resolveIndices(p, sizes));
    result.addType(resType);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0)).print('[').printOperand(op.getOperand(1)).print("][");
    p.printOperands(op.getOperands(2, op.getNumOperands())).print(']');
    Asm.printAttrDict(p, op);
    Asm.printTypeToType(p, op.getOperand(0).getType(), "to", op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    Type src = op.getOperand(0).getType();
    if (!ShapedTypes.isMemRef(src) || ShapedTypes.rank(src) != 1
        || !ShapedTypes.str(ShapedTypes.elementType(src)).equals("i8")) {
      op.emitOpError("operand #0 must be 1D memref of 8-bit signless integer values, but got " + Asm.quote(src));
      return false;
    }
    Type res = op.getResult(0).getType();
    int dyn = op.getNumOperands() - 2;
    int expected = ShapedTypes.numDynamicDims(res);
    if (dyn != expected) {
      op.emitOpError("incorrect number of dynamic sizes, has " + dyn + ", expected " + expected);
      return false;
    }
    return true;
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "view");
  }

  @Override
  public Value getViewSource(Operation op) {
    return op.getOperand(0);
  }
}
