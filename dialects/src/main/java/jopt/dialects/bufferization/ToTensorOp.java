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

/** bufferization.to_tensor: {@code %buffer restrict? writable? attr-dict : memref to tensor}. */
public final class ToTensorOp extends OpDefinition {
  public ToTensorOp() {
    super("bufferization.to_tensor");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("restrict", "writable");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand src = p.parseOperand();
    if (p.parseOptionalKeyword("restrict")) {
      result.addAttribute("restrict", Attrs.unit());
    }
    if (p.parseOptionalKeyword("writable")) {
      result.addAttribute("writable", Attrs.unit());
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
    if (op.getAttr("restrict") != null) {
      p.print(" restrict");
    }
    if (op.getAttr("writable") != null) {
      p.print(" writable");
    }
    Asm.printAttrDict(p, op, "restrict", "writable");
    Asm.printTypeToType(p, op.getOperand(0).getType(), "to", op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    return TensorBufferMatch.verify(op, op.getResult(0).getType(), op.getOperand(0).getType());
  }
}
