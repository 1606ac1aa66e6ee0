package jopt.interpreter.compile;

import jopt.interpreter.semantics.CompiledRunner;
import jopt.interpreter.semantics.DefaultSemantics;
import jopt.interpreter.semantics.Execution;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Operation;

/**
 * How the compiler plugs into a {@link SemanticsRegistry}: the codegen of jopt's ops joined to
 * their semantics ({@link CompiledSemantics#registerCodegen}), and the registry's
 * {@link CompiledRunner}, which runs hot loop nests ({@link LoopNests}) and structured ops
 * ({@link StructuredKernels}) compiled. {@link #defaults()} is jopt's registry with both.
 */
public final class Compilation implements CompiledRunner {
  private static final Compilation INSTANCE = new Compilation();

  private Compilation() {}

  /** jopt's semantics ({@link DefaultSemantics#registry}), the codegen of its ops, compiled runs. */
  public static SemanticsRegistry defaults() {
    SemanticsRegistry r = DefaultSemantics.registry();
    ScalarCodegen.register(r);
    CastCodegen.register(r);
    MathCodegen.register(r);
    return r.setCompiler(INSTANCE);
  }

  @Override
  public boolean runLoopNest(Operation forOp, Execution ex) {
    return LoopNests.run(forOp, ex);
  }

  @Override
  public boolean runStructured(Operation op, Execution ex, StructuredRun run) {
    return StructuredKernels.runHot(op, ex, run);
  }
}
