package jopt.fuzz;

import java.util.List;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.interpreter.runtime.RuntimeError;

/** Runs generated programs in the reference interpreter. */
final class Runs {
  private Runs() {}

  static final long MAX_STEPS = 2_000_000;

  /** Runs @main with every check on, leaks only for CORRECT programs. */
  static ExecutionResult run(Program p) {
    Jopt.Parsed parsed = Jopt.parse(p.text());
    if (!parsed.ok()) {
      throw new AssertionError("invalid program\n" + p.text() + "\n" + parsed.diagnostics());
    }
    InterpreterOptions o =
        InterpreterOptions.defaults()
            .withMaxSteps(MAX_STEPS)
            .withCheckLeaks(p.mode() == DeallocMode.CORRECT);
    return new Interpreter(parsed.module(), o).run(p.entry(), List.copyOf(p.entryArgs()));
  }

  /** The faults of a run, one per line with their kind. */
  static String describe(ExecutionResult r) {
    StringBuilder sb = new StringBuilder();
    for (RuntimeError e : r.errors()) {
      sb.append(e.getKind()).append(": ").append(e.getDiagnostic()).append('\n');
    }
    return sb.toString();
  }
}
