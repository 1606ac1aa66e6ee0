package jopt.interpreter.semantics;

import java.util.List;
import jopt.ir.Operation;

/**
 * A function the program declares without a body (a {@code func.func private} declaration) and
 * the interpreter provides, as a runtime library does: MLIR's runner utilities
 * ({@link RunnerUtils}), or a user's. Registered by symbol name in the {@link SemanticsRegistry}.
 */
@FunctionalInterface
public interface ExternalFunction {
  /** The results of a call from {@code site} with {@code args}; faults are thrown as errors. */
  List<Object> call(List<Object> args, Execution ex, Operation site);
}
