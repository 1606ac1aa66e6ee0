package jopt.dialects.deallocation;

import jopt.dialects.memref.Asm;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;

/** deallocation.null: {@code %0 = deallocation.null}, the empty ownership indicator. */
public final class NullOp extends OpDefinition implements Traits.Pure {
  public NullOp() {
    super("deallocation.null");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    p.parseOptionalAttrDict(result.attributes);
    result.addType(OwnershipType.INSTANCE);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    Asm.printAttrDict(p, op);
  }

  @Override
  public boolean verify(Operation op) {
    return Verify.results(op, 1) && Verify.operands(op, 0)
        && Verify.ownership(op, op.getResult(0).getType(), "result #0");
  }
}
