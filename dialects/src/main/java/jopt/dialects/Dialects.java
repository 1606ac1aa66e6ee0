package jopt.dialects;

import jopt.dialects.affine.AffineDialect;
import jopt.dialects.arith.ArithDialect;
import jopt.dialects.bufferization.BufferizationDialect;
import jopt.dialects.builtin.BuiltinDialect;
import jopt.dialects.cf.ControlFlowDialect;
import jopt.dialects.complex.ComplexDialect;
import jopt.dialects.deallocation.DeallocationDialect;
import jopt.dialects.dlti.DLTIDialect;
import jopt.dialects.func.FuncDialect;
import jopt.dialects.index.IndexDialect;
import jopt.dialects.linalg.LinalgDialect;
import jopt.dialects.llvm.LLVMDialect;
import jopt.dialects.math.MathDialect;
import jopt.dialects.memref.MemRefDialect;
import jopt.dialects.mlprogram.MLProgramDialect;
import jopt.dialects.onnx.OnnxDialect;
import jopt.dialects.scf.SCFDialect;
import jopt.dialects.tensor.TensorDialect;
import jopt.dialects.test.TestDialect;
import jopt.dialects.tosa.TosaDialect;
import jopt.dialects.ub.UBDialect;
import jopt.dialects.vector.VectorDialect;
import jopt.ir.MLIRContext;

/** Registers every dialect of jopt in a context. */
public final class Dialects {
  private Dialects() {}

  /**
   * Registers them lazily (each made when the context first meets its namespace, as MLIR loads
   * dialects): a small input pays only for the dialects it uses.
   */
  public static MLIRContext registerAll(MLIRContext ctx) {
    ctx.registerLazily("builtin", BuiltinDialect::new);
    ctx.registerLazily("func", FuncDialect::new);
    ctx.registerLazily("arith", ArithDialect::new);
    ctx.registerLazily("affine", AffineDialect::new);
    ctx.registerLazily("cf", ControlFlowDialect::new);
    ctx.registerLazily("memref", MemRefDialect::new);
    ctx.registerLazily("bufferization", BufferizationDialect::new);
    ctx.registerLazily("scf", SCFDialect::new);
    ctx.registerLazily("tensor", TensorDialect::new);
    ctx.registerLazily("linalg", LinalgDialect::new);
    ctx.registerLazily("deallocation", DeallocationDialect::new);
    ctx.registerLazily("llvm", LLVMDialect::new);
    ctx.registerLazily("onnx", OnnxDialect::new);
    ctx.registerLazily("ub", UBDialect::new);
    ctx.registerLazily("index", IndexDialect::new);
    ctx.registerLazily("math", MathDialect::new);
    ctx.registerLazily("ml_program", MLProgramDialect::new);
    ctx.registerLazily("pdl", jopt.dialects.pdl.PDLDialect::new);
    ctx.registerLazily("vector", VectorDialect::new);
    ctx.registerLazily("dlti", DLTIDialect::new);
    ctx.registerLazily("shape", jopt.dialects.shape.ShapeDialect::new);
    ctx.registerLazily("complex", ComplexDialect::new);
    ctx.registerLazily("tosa", TosaDialect::new);
    ctx.registerLazily("gpu", jopt.dialects.gpu.GPUDialect::new);
    ctx.registerLazily("transform", jopt.dialects.transform.TransformDialect::new);
    ctx.registerLazily("xegpu", jopt.dialects.xegpu.XeGPUDialect::new);
    return ctx;
  }

  /**
   * Registers MLIR's test dialect (the ops upstream's lit tests of the buffer passes use), as
   * mlir-opt does: the {@code jopt} command calls it, a library user's context does not get it.
   */
  public static MLIRContext registerTestDialect(MLIRContext ctx) {
    ctx.registerLazily("test", TestDialect::new);
    return ctx;
  }
}
