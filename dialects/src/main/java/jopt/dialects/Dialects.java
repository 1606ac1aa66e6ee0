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
   * dialects): a small input pays only for the dialects it uses. Lambdas, not constructor
   * references: resolving {@code X::new} loads and verifies X (and what its verification needs)
   * at registration, a lambda's body only when it runs.
   */
  public static MLIRContext registerAll(MLIRContext ctx) {
    ctx.registerLazily("builtin", () -> new BuiltinDialect());
    ctx.registerLazily("func", () -> new FuncDialect());
    ctx.registerLazily("arith", () -> new ArithDialect());
    ctx.registerLazily("affine", () -> new AffineDialect());
    ctx.registerLazily("cf", () -> new ControlFlowDialect());
    ctx.registerLazily("memref", () -> new MemRefDialect());
    ctx.registerLazily("bufferization", () -> new BufferizationDialect());
    ctx.registerLazily("scf", () -> new SCFDialect());
    ctx.registerLazily("tensor", () -> new TensorDialect());
    ctx.registerLazily("linalg", () -> new LinalgDialect());
    ctx.registerLazily("deallocation", () -> new DeallocationDialect());
    ctx.registerLazily("llvm", () -> new LLVMDialect());
    ctx.registerLazily("onnx", () -> new OnnxDialect());
    ctx.registerLazily("ub", () -> new UBDialect());
    ctx.registerLazily("index", () -> new IndexDialect());
    ctx.registerLazily("math", () -> new MathDialect());
    ctx.registerLazily("ml_program", () -> new MLProgramDialect());
    ctx.registerLazily("pdl", () -> new jopt.dialects.pdl.PDLDialect());
    ctx.registerLazily("vector", () -> new VectorDialect());
    ctx.registerLazily("dlti", () -> new DLTIDialect());
    ctx.registerLazily("shape", () -> new jopt.dialects.shape.ShapeDialect());
    ctx.registerLazily("complex", () -> new ComplexDialect());
    ctx.registerLazily("tosa", () -> new TosaDialect());
    ctx.registerLazily("gpu", () -> new jopt.dialects.gpu.GPUDialect());
    ctx.registerLazily("transform", () -> new jopt.dialects.transform.TransformDialect());
    ctx.registerLazily("xegpu", () -> new jopt.dialects.xegpu.XeGPUDialect());
    return ctx;
  }

  /**
   * Registers MLIR's test dialect (the ops upstream's lit tests of the buffer passes use), as
   * mlir-opt does: the {@code jopt} command calls it, a library user's context does not get it.
   */
  public static MLIRContext registerTestDialect(MLIRContext ctx) {
    ctx.registerLazily("test", () -> new TestDialect());
    return ctx;
  }
}
