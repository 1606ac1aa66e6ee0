package jopt.dialects;

import jopt.dialects.arith.ArithDialect;
import jopt.dialects.bufferization.BufferizationDialect;
import jopt.dialects.builtin.BuiltinDialect;
import jopt.dialects.cf.ControlFlowDialect;
import jopt.dialects.deallocation.DeallocationDialect;
import jopt.dialects.func.FuncDialect;
import jopt.dialects.linalg.LinalgDialect;
import jopt.dialects.llvm.LLVMDialect;
import jopt.dialects.memref.MemRefDialect;
import jopt.dialects.onnx.OnnxDialect;
import jopt.dialects.scf.SCFDialect;
import jopt.dialects.tensor.TensorDialect;
import jopt.ir.MLIRContext;

/** Registers every dialect of jopt in a context. */
public final class Dialects {
  private Dialects() {}

  public static MLIRContext registerAll(MLIRContext ctx) {
    ctx.register(new BuiltinDialect());
    ctx.register(new FuncDialect());
    ctx.register(new ArithDialect());
    ctx.register(new ControlFlowDialect());
    ctx.register(new MemRefDialect());
    ctx.register(new BufferizationDialect());
    ctx.register(new SCFDialect());
    ctx.register(new TensorDialect());
    ctx.register(new LinalgDialect());
    ctx.register(new DeallocationDialect());
    ctx.register(new LLVMDialect());
    ctx.register(new OnnxDialect());
    return ctx;
  }
}
