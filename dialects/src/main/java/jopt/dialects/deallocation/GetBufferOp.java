package jopt.dialects.deallocation;

import jopt.dialects.memref.Asm;
import jopt.dialects.memref.ShapedTypes;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.type.IndexType;

/**
 * deallocation.get_buffer: {@code %p = deallocation.get_buffer %x : memref<2xf32>} (or
 * {@code : !deallocation.ownership}); the base pointer as an index, 0 for null.
 */
public final class GetBufferOp extends OpDefinition implements Traits.Pure {
  public GetBufferOp() {
    super("deallocation.get_buffer");
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
    result.addType(IndexType.get());
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    Asm.printAttrDict(p, op);
    Asm.printColonType(p, op.getOperand(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (!Verify.results(op, 1) || !Verify.operands(op, 1)) {
      return false;
    }
    Type t = op.getOperand(0).getType();
    // ODS: AnyTypeOf<[AnyRankedOrUnrankedMemRef, OwnershipIndicator]>, result Index.
    return Verify.check(op, OwnershipType.is(t) || ShapedTypes.isAnyMemRef(t), t, "operand #0",
            Verify.MEMREF + " or " + Verify.OWNERSHIP)
        && Verify.check(op, op.getResult(0).getType() instanceof IndexType,
            op.getResult(0).getType(), "result #0", "index");
  }
}
