package jopt.interpreter.compile;

import java.util.Objects;
import jopt.interpreter.semantics.Execution;
import jopt.interpreter.semantics.OpSemantics;
import jopt.ir.Operation;

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
}
