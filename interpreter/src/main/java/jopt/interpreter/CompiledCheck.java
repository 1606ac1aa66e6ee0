package jopt.interpreter;

import java.util.List;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.interpreter.runtime.RuntimeError;
import jopt.ir.Diagnostic;
import jopt.ir.Operation;

/**
 * Compiled execution against the interpreter: a function run with every op that can be compiled
 * compiled (threshold 0) and with none must show the same results, trace, output, heap
 * statistics, step count and faults (kind, message, location and notes).
 */
public final class CompiledCheck {
  private CompiledCheck() {}

  /** Null when both runs of {@code entry} agree, else the first difference. */
  public static String differences(Operation module, String entry, List<?> args,
      InterpreterOptions options) {
    ExecutionResult interpreted = new Interpreter(module, options.withCompile(false))
        .run(entry, args);
    ExecutionResult compiled = new Interpreter(module,
        options.withCompile(true).withCompileThreshold(0)).run(entry, args);
    return differences(interpreted, compiled);
  }

  /** Null when the two results agree in everything a run shows, else the first difference. */
  public static String differences(ExecutionResult interpreted, ExecutionResult compiled) {
    String a = describe(interpreted);
    String b = describe(compiled);
    return a.equals(b) ? null : "interpreted:\n" + a + "compiled:\n" + b;
  }

  private static String describe(ExecutionResult r) {
    StringBuilder sb = new StringBuilder(r.observable());
    sb.append("stderr: ").append(r.errorOutput()).append('\n');
    sb.append("heap: ").append(r.stats()).append('\n');
    sb.append("steps: ").append(r.steps()).append('\n');
    for (RuntimeError e : r.errors()) {
      sb.append(e.getKind()).append(": ").append(describe(e.getDiagnostic())).append('\n');
    }
    return sb.toString();
  }

  private static String describe(Diagnostic d) {
    StringBuilder sb = new StringBuilder(d.getLocation() + ": " + d.getMessage());
    for (Diagnostic n : d.getNotes()) {
      sb.append("\n  note: ").append(describe(n));
    }
    return sb.toString();
  }
}
