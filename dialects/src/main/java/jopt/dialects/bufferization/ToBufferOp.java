package jopt.dialects.bufferization;

import java.util.Set;
import jopt.dialects.memref.Asm;
import jopt.dialects.memref.Attrs;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;

/**
 * bufferization.to_buffer: {@code %tensor read_only? attr-dict : tensor to memref}. Also
 * registered as the pre-rename {@code bufferization.to_memref}, which mlir-opt-22 no longer
 * knows; that op keeps its own name when printed.
 */
public final class ToBufferOp extends OpDefinition {
  private ToBufferOp(String name) {
    super(name);
  }

  public static ToBufferOp toBuffer() {
    return new ToBufferOp("bufferization.to_buffer");
  }

  public static ToBufferOp toMemref() {
    return new ToBufferOp("bufferization.to_memref");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("read_only");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand src = p.parseOperand();
    if (p.parseOptionalKeyword("read_only")) {
      result.addAttribute("read_only", Attrs.unit());
    }
    p.parseOptionalAttrDict(result.attributes);
    Type srcType = p.parseColonType();
    p.parseKeyword("to");
    Type resType = p.parseType();
    result.addOperand(p.resolveOperand(src, srcType));
    result.addType(resType);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    if (op.getAttr("read_only") != null) {
      p.print(" read_only");
    }
    Asm.printAttrDict(p, op, "read_only");
    Asm.printTypeToType(p, op.getOperand(0).getType(), "to", op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    return TensorBufferMatch.verify(op, op.getOperand(0).getType(), op.getResult(0).getType());
  }
}
