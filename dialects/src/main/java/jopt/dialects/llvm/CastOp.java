package jopt.dialects.llvm;

import java.util.Set;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;

/**
 * {@code llvm.ptrtoint %p : !llvm.ptr to i64} and {@code llvm.inttoptr %i : i64 to !llvm.ptr}
 * (also on vectors of pointers and integers).
 */
public final class CastOp extends OpDefinition implements Traits.Pure {
  public static final String PTR_TO_INT = "llvm.ptrtoint";
  public static final String INT_TO_PTR = "llvm.inttoptr";

  private static final String PTR = "LLVM pointer type or LLVM dialect-compatible vector of "
      + "LLVM pointer type";
  private static final String INT = "signless integer or LLVM dialect-compatible vector of "
      + "signless integer";

  private final boolean toInt;

  private CastOp(String name, boolean toInt) {
    super(name);
    this.toInt = toInt;
  }

  static CastOp ptrToInt() {
    return new CastOp(PTR_TO_INT, true);
  }

  static CastOp intToPtr() {
    return new CastOp(INT_TO_PTR, false);
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand arg = p.parseOperand();
    p.parseOptionalAttrDict(result.attributes);
    Type from = p.parseColonType();
    p.parseKeyword("to");
    Type to = p.parseType();
    result.addOperand(p.resolveOperand(arg, from));
    result.addType(to);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    LLVMAsm.printAttrDict(p, op, Set.of());
    p.print(" : ").printType(op.getOperand(0).getType()).print(" to ")
        .printType(op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (op.getNumResults() != 1 || op.getNumOperands() != 1) {
      op.emitOpError(op.getNumResults() != 1 ? "requires one result" : "requires a single operand");
      return false;
    }
    Type from = op.getOperand(0).getType();
    Type to = op.getResult(0).getType();
    return LLVMAsm.check(op, toInt ? LLVMTypes.isPointerLike(from) : LLVMTypes.isIntegerLike(from),
            "operand #0", toInt ? PTR : INT, from)
        && LLVMAsm.check(op, toInt ? LLVMTypes.isIntegerLike(to) : LLVMTypes.isPointerLike(to),
            "result #0", toInt ? INT : PTR, to);
  }
}
