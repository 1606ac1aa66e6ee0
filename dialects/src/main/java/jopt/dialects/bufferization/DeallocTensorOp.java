package jopt.dialects.bufferization;

import jopt.dialects.memref.Asm;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;

/** bufferization.dealloc_tensor: {@code %tensor attr-dict : type}. */
public final class DeallocTensorOp extends OpDefinition {
  public DeallocTensorOp() {
    super("bufferization.dealloc_tensor");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand t = p.parseOperand();
    p.parseOptionalAttrDict(result.attributes);
    Type type = p.parseColonType();
    result.addOperand(p.resolveOperand(t, type));
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    Asm.printAttrDict(p, op);
    Asm.printColonType(p, op.getOperand(0).getType());
  }
}
