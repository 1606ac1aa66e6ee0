package jopt.interpreter;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Verifier;
import jopt.parser.Parser;

/** Parses test programs and runs them. */
final class Programs {
  private Programs() {}

  static Operation parse(String text) {
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

  static ExecutionResult run(String text, Object... args) {
    return new Interpreter(parse(text)).run("main", List.of(args));
  }

  static ExecutionResult run(String text, InterpreterOptions options, Object... args) {
    return new Interpreter(parse(text), options).run("main", List.of(args));
  }

  /** "line:col" of a diagnostic location. */
  static String lineCol(Diagnostic d) {
    var flc = d.getLocation().fileLineCol();
    return flc == null ? "?" : flc.line() + ":" + flc.column();
  }
}
