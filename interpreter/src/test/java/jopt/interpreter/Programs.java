package jopt.interpreter;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Verifier;
import jopt.parser.Parser;

/** Parses test programs and runs them. */
public final class Programs {
  private Programs() {}

  public static Operation parse(String text) {
    List<Diagnostic> diags = new ArrayList<>();
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.getDiagEngine().setHandler(diags::add);
    Operation m = Parser.parseSourceString(ctx, text, "t.mlir");
    if (m == null || !Verifier.verify(m)) {
      throw new AssertionError("invalid test program: " + diags + "\n" + text);
    }
    return m;
  }

  public static ExecutionResult run(String text, Object... args) {
    return run(text, InterpreterOptions.defaults(), args);
  }

  /**
   * Runs @main compiled wherever it can be (threshold 0), after checking that the interpreter
   * alone shows the same (CompiledCheck): every test of the interpreter tests both.
   */
  public static ExecutionResult run(String text, InterpreterOptions options, Object... args) {
    Operation module = parse(text);
    ExecutionResult interpreted = new Interpreter(module, options.withCompile(false))
        .run("main", List.of(args));
    ExecutionResult compiled = new Interpreter(module,
        options.withCompile(true).withCompileThreshold(0)).run("main", List.of(args));
    String diff = CompiledCheck.differences(interpreted, compiled);
    if (diff != null) {
      throw new AssertionError("compiled execution differs from the interpreter's\n" + diff);
    }
    return compiled;
  }

  /** "line:col" of a diagnostic location. */
  public static String lineCol(Diagnostic d) {
    var flc = d.getLocation().fileLineCol();
    return flc == null ? "?" : flc.line() + ":" + flc.column();
  }
}
