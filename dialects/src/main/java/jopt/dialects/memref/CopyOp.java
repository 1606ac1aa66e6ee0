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

/** memref.copy: {@code %source, %target attr-dict : type to type}; reads source, writes target. */
public final class CopyOp extends OpDefinition implements MemoryEffects {
  public CopyOp() {
    super("memref.copy");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand src = p.parseOperand();
    p.parseComma();
    UnresolvedOperand dst = p.parseOperand();
    p.parseOptionalAttrDict(result.attributes);
    Type srcType = p.parseColonType();
    p.parseKeyword("to");
    Type dstType = p.parseType();
    result.addOperand(p.resolveOperand(src, srcType));
    result.addOperand(p.resolveOperand(dst, dstType));
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0)).print(", ").printOperand(op.getOperand(1));
    Asm.printAttrDict(p, op);
    Asm.printTypeToType(p, op.getOperand(0).getType(), "to", op.getOperand(1).getType());
  }

  @Override
  public boolean verify(Operation op) {
    Type a = op.getOperand(0).getType();
    Type b = op.getOperand(1).getType();
    if (!java.util.Objects.equals(ShapedTypes.elementType(a), ShapedTypes.elementType(b))) {
      op.emitOpError("requires the same element type for all operands");
      return false;
    }
    if (ShapedTypes.isMemRef(a) && ShapedTypes.isMemRef(b) && !compatibleShapes(a, b)) {
      op.emitOpError("requires the same shape for all operands");
      return false;
    }
    return true;
  }

  static boolean compatibleShapes(Type a, Type b) {
    long[] sa = ShapedTypes.shape(a);
    long[] sb = ShapedTypes.shape(b);
    if (sa.length != sb.length) {
      return false;
    }
    for (int i = 0; i < sa.length; i++) {
      if (sa[i] != sb[i] && sa[i] != ShapedTypes.DYNAMIC && sb[i] != ShapedTypes.DYNAMIC) {
        return false;
      }
    }
    return true;
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    return List.of(new Effect(Kind.READ, op.getOperand(0)), new Effect(Kind.WRITE, op.getOperand(1)));
  }

  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    return MemRefFolding.foldMemRefCast(op);
  }
}
