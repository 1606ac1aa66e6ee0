package jopt.dialects.memref;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;

/** Base of one-operand, one-result ops written {@code %source attr-dict : type to type}. */
public abstract class SourceToTypeOp extends OpDefinition {
  protected SourceToTypeOp(String name) {
    super(name);
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand src = p.parseOperand();
    p.parseOptionalAttrDict(result.attributes);
    Type srcType = p.parseColonType();
    Asm.parseKeyword(p, "to");
    Type resType = p.parseType();
    result.addOperand(p.resolveOperand(src, srcType));
    result.addType(resType);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    Asm.printAttrDict(p, op);
    Asm.printTypeToType(p, op.getOperand(0).getType(), "to", op.getResult(0).getType());
  }
}
