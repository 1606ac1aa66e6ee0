package jopt.dialects.llvm;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.Traits;
import jopt.ir.Type;

/** {@code llvm.return %v : i64}, or {@code llvm.return} from a void function. */
@Op
public final class ReturnOp extends ReturnOpBase {
  public static final String NAME = "llvm.return";

  public static final OpSpec SPEC = OpSpec.op("llvm.return")
      .summary("LLVM dialect 'ret' operation")
      .optionalOperand("arg", LLVMConstraints.TYPE)
      .format("attr-dict ($arg^ `:` type($arg))?")
      .build();

  ReturnOp(Operation op) {
    super(op);
  }

  /** Creates {@code llvm.return [arg]}; {@code arg} may be null. */
  public static ReturnOp create(Builder b, Location loc, Value arg) {
    OperationState st = SPEC.newState(loc);
    if (arg != null) {
      st.addOperand(arg);
    }
    return new ReturnOp(b.create(st));
  }

  /** The definition: the enclosing llvm.func's result type (ReturnOp::verify). */
  public static final class Def extends OpDefinition
      implements Traits.Pure, Traits.IsTerminator, Traits.ReturnLike {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
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
        op.emitOpError("expected no operands").attachNote(fn.getLoc(), "when returning from function");
        return false;
      }
      if (!results.isEmpty() && op.getNumOperands() == 0) {
        op.emitOpError("expected 1 operand").attachNote(fn.getLoc(), "when returning from function");
        return false;
      }
      if (!results.isEmpty() && !op.getOperand(0).getType().equals(results.get(0))) {
        op.emitOpError("mismatching result types").attachNote(fn.getLoc(), "when returning from function");
        return false;
      }
      return true;
    }
  }
}
