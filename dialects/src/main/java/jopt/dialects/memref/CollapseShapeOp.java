package jopt.dialects.memref;

import java.util.List;
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

/** memref.collapse_shape: {@code %src [[0, 1], [2]] attr-dict : type into type}. */
public final class CollapseShapeOp extends OpDefinition implements ViewLikeOpInterface, Traits.Pure {
  public CollapseShapeOp() {
    super("memref.collapse_shape");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("reassociation");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand src = p.parseOperand();
    result.addAttribute("reassociation", p.parseAttribute());
    p.parseOptionalAttrDict(result.attributes);
    Type srcType = p.parseColonType();
    p.parseKeyword("into");
    Type resType = p.parseType();
    result.addOperand(p.resolveOperand(src, srcType));
    result.addType(resType);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0)).print(' ').printAttribute(op.getAttr("reassociation"));
    Asm.printAttrDict(p, op, "reassociation");
    Asm.printTypeToType(p, op.getOperand(0).getType(), "into", op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    Type src = op.getOperand(0).getType();
    Type res = op.getResult(0).getType();
    if (!ShapedTypes.isMemRef(src) || !ShapedTypes.isMemRef(res)) {
      return true;
    }
    List<long[]> groups = ReassociativeReshape.verify(op, res, src, false);
    if (groups == null) {
      return false;
    }
    Type expected = ReassociativeReshape.collapsedType(src, groups);
    if (expected == null) {
      op.emitOpError("invalid source layout map or collapsing non-contiguous dims");
      return false;
    }
    if (!expected.equals(res)) {
      op.emitOpError("expected collapsed type to be " + Asm.quote(expected) + " but found " + Asm.quote(res));
      return false;
    }
    return true;
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "collapse_shape");
  }

  @Override
  public Value getViewSource(Operation op) {
    return op.getOperand(0);
  }
}
