package jopt.dialects.onnx;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;

/**
 * {@code onnx.Return %a, %b : t1, t2}: ONNX-MLIR's terminator of a graph function, with the
 * syntax and checks of {@code func.return}.
 */
public final class ReturnOp extends OpDefinition
    implements Traits.Pure, Traits.IsTerminator, Traits.ReturnLike {
  private static final jopt.dialects.func.ReturnOp FUNC_RETURN =
      new jopt.dialects.func.ReturnOp();

  public ReturnOp() {
    super("onnx.Return");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    FUNC_RETURN.parse(p, result);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    FUNC_RETURN.print(op, p);
  }

  @Override
  public boolean verify(Operation op) {
    return FUNC_RETURN.verify(op);
  }
}
