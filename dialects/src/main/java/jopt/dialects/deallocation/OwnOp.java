package jopt.dialects.deallocation;

import jopt.dialects.memref.Asm;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;

/**
 * deallocation.own: {@code %o = deallocation.own %alloc : memref<2xf32>}; declares ownership of
 * an allocation (lowered to the descriptor's allocated pointer).
 */
public final class OwnOp extends OpDefinition implements Traits.Pure {
  public OwnOp() {
    super("deallocation.own");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand m = p.parseOperand();
    p.parseOptionalAttrDict(result.attributes);
    Type t = p.parseColonType();
    result.addOperand(p.resolveOperand(m, t));
    result.addType(OwnershipType.INSTANCE);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    Asm.printAttrDict(p, op);
    Asm.printColonType(p, op.getOperand(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    return Verify.results(op, 1) && Verify.operands(op, 1)
        && Verify.memref(op, op.getOperand(0).getType(), "operand #0")
        && Verify.ownership(op, op.getResult(0).getType(), "result #0");
  }
}
