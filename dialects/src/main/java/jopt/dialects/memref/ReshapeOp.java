package jopt.dialects.memref;

import java.util.List;
import java.util.Objects;
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

/** memref.reshape: {@code %source(%shape) attr-dict : (src, shape) -> result}. */
public final class ReshapeOp extends OpDefinition implements ViewLikeOpInterface, Traits.Pure {
  public ReshapeOp() {
    super("memref.reshape");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand src = p.parseOperand();
    p.parseLParen();
    UnresolvedOperand shape = p.parseOperand();
    p.parseRParen();
    p.parseOptionalAttrDict(result.attributes);
    p.parseColon();
    var loc = p.getCurrentLocation();
    p.parseLParen();
    List<jopt.ir.Type> inputs = p.parseTypeList();
    p.parseRParen();
    List<jopt.ir.Type> results = p.parseArrowTypeList();
    result.addOperands(p.resolveOperands(List.of(src, shape), inputs, loc));
    result.addTypes(results);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0)).print('(').printOperand(op.getOperand(1)).print(')');
    Asm.printAttrDict(p, op);
    p.print(" : ").printFunctionalType(op.getOperandTypes(), op.getResultTypes());
  }

  @Override
  public boolean verify(Operation op) {
    Type src = op.getOperand(0).getType();
    Type shape = op.getOperand(1).getType();
    Type res = op.getResult(0).getType();
    if (!Objects.equals(ShapedTypes.elementType(src), ShapedTypes.elementType(res))) {
      op.emitOpError("element types of source and destination memref types should be the same");
      return false;
    }
    if (!ShapedTypes.isMemRef(shape) || ShapedTypes.rank(shape) != 1) {
      op.emitOpError("operand #1 must be 1D memref of signless integer or index values, but got " + Asm.quote(shape));
      return false;
    }
    long len = ShapedTypes.shape(shape)[0];
    if (ShapedTypes.isMemRef(res)) {
      if (len == ShapedTypes.DYNAMIC) {
        op.emitOpError("cannot use shape operand with dynamic length to reshape to statically-ranked memref type");
        return false;
      }
      if (len != ShapedTypes.rank(res)) {
        op.emitOpError("length of shape operand differs from the result's memref rank");
        return false;
      }
    }
    return true;
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "reshape");
  }

  @Override
  public Value getViewSource(Operation op) {
    return op.getOperand(0);
  }
}
