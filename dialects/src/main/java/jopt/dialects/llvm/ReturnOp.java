package jopt.dialects.llvm;

import java.util.List;
import java.util.Set;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;

/** {@code llvm.return %v : i64}, or {@code llvm.return} from a void function. */
public final class ReturnOp extends OpDefinition
    implements Traits.Pure, Traits.IsTerminator, Traits.ReturnLike {
  public static final String NAME = "llvm.return";

  public ReturnOp() {
    super(NAME);
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    p.parseOptionalAttrDict(result.attributes);
    UnresolvedOperand v = p.parseOptionalOperand();
    if (v != null) {
      Type t = p.parseColonType();
      result.addOperand(p.resolveOperand(v, t));
    }
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    LLVMAsm.printAttrDict(p, op, Set.of());
    if (op.getNumOperands() > 0) {
      p.print(' ').printOperand(op.getOperand(0)).print(" : ")
          .printType(op.getOperand(0).getType());
    }
  }

  @Override
  public boolean verify(Operation op) {
    if (op.getNumOperands() > 1) {
      op.emitOpError("expected at most 1 operand");
      return false;
    }
    Operation fn = op.getParentOp();
    while (fn != null && !fn.getName().equals(LLVMFuncOp.NAME)) {
      fn = fn.getParentOp();
    }
    LLVMFunctionType type = fn == null ? null : LLVMFuncOp.getFunctionType(fn);
    if (type == null) {
      return true;
    }
    List<Type> results = type.results();
    if (results.isEmpty() && op.getNumOperands() > 0) {
      op.emitOpError("expected no operands").attachNote(fn, "when returning from function");
      return false;
    }
    if (!results.isEmpty() && op.getNumOperands() == 0) {
      op.emitOpError("expected 1 operand").attachNote(fn, "when returning from function");
      return false;
    }
    if (!results.isEmpty() && !op.getOperand(0).getType().equals(results.get(0))) {
      op.emitOpError("mismatching result types").attachNote(fn, "when returning from function");
      return false;
    }
    return true;
  }
}
