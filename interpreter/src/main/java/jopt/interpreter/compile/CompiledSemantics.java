package jopt.interpreter.compile;

import java.util.Objects;
import jopt.interpreter.semantics.Execution;
import jopt.interpreter.semantics.OpSemantics;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.VectorType;

/**
 * The registry entry of an op that also compiles: its {@link OpSemantics} and its
 * {@link OpCodegen} as one value, so that an op cannot have a codegen without semantics, and
 * replacing an op's semantics ({@code SemanticsRegistry.register}) drops the codegen written
 * for the semantics it replaces. Runs as its semantics.
 */
public record CompiledSemantics(OpSemantics semantics, OpCodegen codegen) implements OpSemantics {
  public CompiledSemantics {
    Objects.requireNonNull(semantics, "semantics");
    Objects.requireNonNull(codegen, "codegen");
  }

  @Override
  public void execute(Operation op, Execution ex) {
    semantics.execute(op, ex);
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
}
