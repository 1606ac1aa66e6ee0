package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.rewrite.OpFoldResult;

/** memref.dealloc: {@code %memref attr-dict : type}; frees its operand. */
public final class DeallocOp extends OpDefinition implements MemoryEffects {
  public DeallocOp() {
    super("memref.dealloc");
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
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    Asm.printAttrDict(p, op);
    Asm.printColonType(p, op.getOperand(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    Type t = op.getOperand(0).getType();
    if (!ShapedTypes.isAnyMemRef(t)) {
      op.emitOpError("operand #0 must be ranked or unranked memref of any type values, but got " + Asm.quote(t));
      return false;
    }
    return true;
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    return List.of(new Effect(Kind.FREE, op.getOperand(0)));
  }

  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    return MemRefFolding.foldMemRefCast(op);
  }
}
