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

/** memref.load: {@code %memref[%indices] attr-dict : type}; reads the memref. */
public final class LoadOp extends OpDefinition implements MemoryEffects {
  public LoadOp() {
    super("memref.load");
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
    UnresolvedOperand m = p.parseOperand();
    List<UnresolvedOperand> indices = p.parseOperandList(OpAsmParser.Delimiter.SQUARE);
    p.parseOptionalAttrDict(result.attributes);
    Type t = p.parseColonType();
    result.addOperand(p.resolveOperand(m, t));
    result.addOperands(Asm.resolveIndices(p, indices));
    result.addType(ShapedTypes.elementType(t));
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    p.print('[').printOperands(op.getOperands(1, op.getNumOperands())).print(']');
    printAttrsElidingDefaultNontemporal(p, op);
    Asm.printColonType(p, op.getOperand(0).getType());
  }

  /** MLIR elides {@code nontemporal = false}, the default value. */
  static void printAttrsElidingDefaultNontemporal(OpAsmPrinter p, Operation op) {
    Attribute nt = op.getAttr("nontemporal");
    if (nt != null && !Attrs.isTrue(nt)) {
      Asm.printAttrDict(p, op, "nontemporal");
    } else {
      Asm.printAttrDict(p, op);
    }
  }

  @Override
  public boolean verify(Operation op) {
    Type t = op.getOperand(0).getType();
    if (!ShapedTypes.isMemRef(t)) {
      op.emitOpError("operand #0 must be memref of any type values, but got " + Asm.quote(t));
      return false;
    }
    int rank = ShapedTypes.rank(t);
    int n = op.getNumOperands() - 1;
    if (n != rank) {
      op.emitOpError("incorrect number of indices for load, expected " + rank + " but got " + n);
      return false;
    }
    return true;
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    return List.of(new Effect(Kind.READ, op.getOperand(0)));
  }

  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    return MemRefFolding.foldMemRefCast(op);
  }
}
