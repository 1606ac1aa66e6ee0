package jopt.dialects.deallocation;

import java.util.List;
import jopt.dialects.memref.Asm;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects;

/** deallocation.free: {@code deallocation.free %o}; frees the allocation the indicator owns. */
public final class FreeOp extends OpDefinition implements MemoryEffects {
  public FreeOp() {
    super("deallocation.free");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand o = p.parseOperand();
    p.parseOptionalAttrDict(result.attributes);
    result.addOperand(p.resolveOperand(o, OwnershipType.INSTANCE));
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    Asm.printAttrDict(p, op);
  }

  @Override
  public boolean verify(Operation op) {
    return Verify.results(op, 0) && Verify.operands(op, 1)
        && Verify.ownership(op, op.getOperand(0).getType(), "operand #0");
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    return List.of(new Effect(Kind.FREE, op.getOperand(0)));
  }
}
