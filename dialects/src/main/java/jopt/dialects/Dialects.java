package jopt.dialects;

import jopt.dialects.arith.ArithDialect;
import jopt.dialects.builtin.BuiltinDialect;
import jopt.dialects.cf.ControlFlowDialect;
import jopt.dialects.func.FuncDialect;
import jopt.ir.MLIRContext;

/** Registers every dialect of jopt in a context. */
public final class Dialects {
  private Dialects() {}

  public static MLIRContext registerAll(MLIRContext ctx) {
    ctx.register(new BuiltinDialect());
    ctx.register(new FuncDialect());
    ctx.register(new ArithDialect());
    ctx.register(new ControlFlowDialect());
    // Enable each once its class exists:
    // ctx.register(new jopt.dialects.memref.MemRefDialect());
    // ctx.register(new jopt.dialects.bufferization.BufferizationDialect());
    // ctx.register(new jopt.dialects.scf.SCFDialect());
    // ctx.register(new jopt.dialects.tensor.TensorDialect());
    // ctx.register(new jopt.dialects.linalg.LinalgDialect());
    return ctx;
  }
}
