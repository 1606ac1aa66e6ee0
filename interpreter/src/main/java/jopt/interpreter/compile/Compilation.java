package jopt.interpreter.compile;

import jopt.interpreter.semantics.Execution;
import jopt.interpreter.semantics.CompiledRunner;
import jopt.interpreter.semantics.OpSemantics;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.VectorType;

/**
 * How the compiler plugs into a {@link SemanticsRegistry}: an op's codegen joins its semantics
 * in their one entry ({@link CompiledSemantics}), and the registry's {@link CompiledRunner} runs
 * hot loop nests ({@link LoopNests}) and structured ops ({@link StructuredKernels}) compiled.
 * {@link #defaults()} is jopt's registry with both.
 */
public final class Compilation implements CompiledRunner {
  private static final Compilation INSTANCE = new Compilation();

  private Compilation() {}

  /** jopt's semantics ({@link SemanticsRegistry#defaults}), the codegen of its ops, compiled runs. */
  public static SemanticsRegistry defaults() {
    SemanticsRegistry r = SemanticsRegistry.defaults();
    ScalarCodegen.register(r);
    MathCodegen.register(r);
    return r.setCompiler(INSTANCE);
  }

  /**
   * How the op that {@code spec} defines is compiled in a compiled loop body. The op must have
   * semantics registered (an op cannot compile without them) and no codegen yet; registering
   * new semantics for it later drops the codegen.
   */
  public static SemanticsRegistry registerCodegen(SemanticsRegistry r, OpSpec spec,
      OpCodegen codegen) {
    return r.update(spec, s -> join(s, spec.name(), codegen));
  }

  /** Codegen of an op jopt has no definition of, by name (as {@code registerUnregistered}). */
  public static SemanticsRegistry registerUnregisteredCodegen(SemanticsRegistry r, String opName,
      OpCodegen codegen) {
    return r.updateUnregistered(opName, s -> join(s, opName, codegen));
  }

  private static OpSemantics join(OpSemantics s, String opName, OpCodegen codegen) {
    if (s == null) {
      throw new IllegalStateException("codegen of " + opName + ", which has no semantics");
    }
    if (s instanceof CompiledSemantics) {
      throw new IllegalStateException("a second codegen of " + opName);
    }
    return new CompiledSemantics(s, codegen);
  }

  /**
   * How {@code op} is compiled, or null when it is not (code around it stays interpreted): the
   * codegen of its semantics' entry. Ops on vectors are not compiled: codegen works on scalars.
   */
  public static OpCodegen codegen(SemanticsRegistry r, Operation op) {
    for (Value v : op.getOperands()) {
      if (v.getType() instanceof VectorType) {
        return null;
      }
    }
    for (Value v : op.getResults()) {
      if (v.getType() instanceof VectorType) {
        return null;
      }
    }
    return r.lookup(op) instanceof CompiledSemantics c ? c.codegen() : null;
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
