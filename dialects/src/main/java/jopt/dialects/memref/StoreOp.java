package jopt.dialects.memref;

import java.util.List;
import java.util.Set;
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

/** memref.store: {@code %value, %memref[%indices] attr-dict : type}; writes the memref. */
public final class StoreOp extends OpDefinition implements MemoryEffects {
  public StoreOp() {
    super("memref.store");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("nontemporal", "alignment");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand v = p.parseOperand();
    p.parseComma();
    UnresolvedOperand m = p.parseOperand();
    List<UnresolvedOperand> indices = p.parseOperandList(OpAsmParser.Delimiter.SQUARE);
    p.parseOptionalAttrDict(result.attributes);
    Type t = p.parseColonType();
    result.addOperand(p.resolveOperand(v, ShapedTypes.elementType(t)));
    result.addOperand(p.resolveOperand(m, t));
    result.addOperands(Asm.resolveIndices(p, indices));
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0)).print(", ").printOperand(op.getOperand(1));
    p.print('[').printOperands(op.getOperands(2, op.getNumOperands())).print(']');
    LoadOp.printAttrsElidingDefaultNontemporal(p, op);
    Asm.printColonType(p, op.getOperand(1).getType());
  }

  @Override
  public boolean verify(Operation op) {
    Type t = op.getOperand(1).getType();
    if (!ShapedTypes.isMemRef(t)) {
      op.emitOpError("operand #1 must be memref of any type values, but got " + Asm.quote(t));
      return false;
    }
    if (op.getNumOperands() - 2 != ShapedTypes.rank(t)) {
      op.emitOpError("store index operand count not equal to memref rank");
      return false;
    }
    return true;
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    return List.of(new Effect(Kind.WRITE, op.getOperand(1)));
  }

  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    return MemRefFolding.foldMemRefCast(op);
  }
}
