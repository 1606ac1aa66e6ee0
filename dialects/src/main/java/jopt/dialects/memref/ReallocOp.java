package jopt.dialects.memref;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects;

/**
 * memref.realloc: {@code %source (%dynamicResultSize)? attr-dict : type to type}; frees the
 * source and allocates the result.
 */
public final class ReallocOp extends OpDefinition implements MemoryEffects {
  public ReallocOp() {
    super("memref.realloc");
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
    UnresolvedOperand src = p.parseOperand();
    UnresolvedOperand size = null;
    if (p.parseOptionalLParen()) {
      size = p.parseOperand();
      p.parseRParen();
    }
    p.parseOptionalAttrDict(result.attributes);
    Type srcType = p.parseColonType();
    p.parseKeyword("to");
    Type resType = p.parseType();
    result.addOperand(p.resolveOperand(src, srcType));
    if (size != null) {
      result.addOperand(p.resolveOperand(size, ShapedTypes.index()));
    }
    result.addType(resType);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    if (op.getNumOperands() > 1) {
      p.print('(').printOperand(op.getOperand(1)).print(')');
    }
    Asm.printAttrDict(p, op);
    Asm.printTypeToType(p, op.getOperand(0).getType(), "to", op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    Type src = op.getOperand(0).getType();
    Type res = op.getResult(0).getType();
    if (!ShapedTypes.isMemRef(src) || ShapedTypes.rank(src) != 1) {
      op.emitOpError("operand #0 must be 1D memref of any type values, but got " + Asm.quote(src));
      return false;
    }
    if (!ShapedTypes.isMemRef(res) || ShapedTypes.rank(res) != 1) {
      op.emitOpError("result #0 must be 1D memref of any type values, but got " + Asm.quote(res));
      return false;
    }
    if (!ShapedTypes.hasIdentityLayout(src)) {
      op.emitError("unsupported layout for source memref type " + Asm.quote(src));
      return false;
    }
    if (!ShapedTypes.hasIdentityLayout(res)) {
      op.emitError("unsupported layout for result memref type " + Asm.quote(res));
      return false;
    }
    if (!Objects.equals(ShapedTypes.memorySpace(src), ShapedTypes.memorySpace(res))) {
      op.emitError("different memory spaces specified for source memref type " + Asm.quote(src)
          + " and result memref type " + Asm.quote(res));
      return false;
    }
    if (!ShapedTypes.elementType(src).equals(ShapedTypes.elementType(res))) {
      op.emitError("different element types specified for source memref type " + Asm.quote(src)
          + " and result memref type " + Asm.quote(res));
      return false;
    }
    boolean dynamic = ShapedTypes.shape(res)[0] == ShapedTypes.DYNAMIC;
    boolean hasSize = op.getNumOperands() > 1;
    if (dynamic && !hasSize) {
      op.emitError("missing dimension operand for result type " + Asm.quote(res));
      return false;
    }
    if (!dynamic && hasSize) {
      op.emitError("unnecessary dimension operand for result type " + Asm.quote(res));
      return false;
    }
    return true;
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    return List.of(new Effect(Kind.FREE, op.getOperand(0)), new Effect(Kind.ALLOCATE, op.getResult(0)));
  }
}
