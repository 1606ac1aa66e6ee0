package jopt.dialects.memref;

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

/** memref.extract_aligned_pointer_as_index: {@code %source : type -> index attr-dict}. */
public final class ExtractAlignedPointerAsIndexOp extends OpDefinition implements Traits.Pure {
  public ExtractAlignedPointerAsIndexOp() {
    super("memref.extract_aligned_pointer_as_index");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand src = p.parseOperand();
    Type t = p.parseColonType();
    p.parseArrow();
    Type r = p.parseType();
    p.parseOptionalAttrDict(result.attributes);
    result.addOperand(p.resolveOperand(src, t));
    result.addType(r);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    p.print(" : ").printType(op.getOperand(0).getType()).print(" -> ").printType(op.getResult(0).getType());
    Asm.printAttrDict(p, op);
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "intptr");
  }
}
