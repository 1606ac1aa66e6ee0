package jopt.fuzz;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Verifier;
import jopt.parser.Parser;
import jopt.parser.SourceFile;

/** Parses and verifies program text with jopt, collecting the diagnostics. */
final class Jopt {
  private Jopt() {}

  /** The parsed module and the diagnostics (empty when it parsed and verified). */
  record Parsed(Operation module, List<String> diagnostics) {
    boolean ok() {
      return module != null && diagnostics.isEmpty();
    }
  }

  static Parsed parse(String text) {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    SourceFile src = new SourceFile("gen.mlir", text);
    List<String> diags = new ArrayList<>();
    ctx.getDiagEngine().setHandler(d -> diags.add(Parser.render(d, src)));
    Operation m = Parser.parseSource(ctx, src);
    boolean ok = m != null && Verifier.verify(m);
    ctx.getDiagEngine().flush();
    if (!ok && diags.isEmpty()) {
      diags.add("failed without a diagnostic");
    }
    return new Parsed(ok ? m : null, diags);
  }
}
