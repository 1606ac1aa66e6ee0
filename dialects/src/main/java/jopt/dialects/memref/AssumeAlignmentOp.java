package jopt.dialects.memref;

import java.util.Set;
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

/** memref.assume_alignment: {@code %memref, 16 attr-dict : type}; returns the same memref. */
public final class AssumeAlignmentOp extends OpDefinition implements ViewLikeOpInterface, Traits.Pure {
  public AssumeAlignmentOp() {
    super("memref.assume_alignment");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("alignment");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand m = p.parseOperand();
    p.parseComma();
    result.addAttribute("alignment", Attrs.i32(p.parseInteger()));
    p.parseOptionalAttrDict(result.attributes);
    Type t = p.parseColonType();
    result.addOperand(p.resolveOperand(m, t));
    result.addType(t);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    Long a = Attrs.intValue(op.getAttr("alignment"));
    p.print(' ').printOperand(op.getOperand(0)).print(", ").print(a == null ? 0 : a);
    Asm.printAttrDict(p, op, "alignment");
    Asm.printColonType(p, op.getOperand(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    Long a = Attrs.intValue(op.getAttr("alignment"));
    if (a == null || a <= 0 || (a & (a - 1)) != 0) {
      op.emitOpError("alignment must be power of 2");
      return false;
    }
    return true;
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "assume_align");
  }

  @Override
  public Value getViewSource(Operation op) {
    return op.getOperand(0);
  }
}
