package jopt.parser;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import org.junit.jupiter.api.Test;

/**
 * Input nested past what the parser's stack holds is a located error, not an internal one. On
 * jopt's threads (jopt.support.DeepStack, 1 GB) that is about 1.7 million levels of arrays; a thread
 * of 256 KB reaches the same path at a depth a unit test can afford.
 */
class NestingDepthTest {
  @Test
  void nestingPastTheStackIsALocatedError() throws Exception {
    int depth = 200_000;
    String text = "func.func @deep() attributes {a = " + "[".repeat(depth) + "1" + "]".repeat(depth)
        + "} {\n  return\n}\n";
    List<Diagnostic> diags = new ArrayList<>();
    Operation[] result = new Operation[1];
    Thread t = new Thread(null, () -> {
      MLIRContext ctx = new MLIRContext();
      jopt.dialects.Dialects.registerAll(ctx);
      ctx.getDiagEngine().setHandler(diags::add);
      result[0] = Parser.parseSourceString(ctx, text, "deep.mlir");
      ctx.getDiagEngine().flush();
    }, "small-stack", 256 * 1024);
    t.start();
    t.join();
    assertThat(result[0]).isNull();
    assertThat(diags).hasSize(1);
    Diagnostic d = diags.get(0);
    assertThat(d.getSeverity()).isEqualTo(Diagnostic.Severity.ERROR);
    assertThat(d.getMessage()).startsWith("nesting too deep: the parser's stack");
    Location.FileLineCol loc = (Location.FileLineCol) d.getLocation();
    assertThat(loc.file()).isEqualTo("deep.mlir");
    assertThat(loc.line()).isEqualTo(1);
    assertThat(loc.column()).isGreaterThan(35); // inside the brackets
    assertThat(loc.column()).isLessThan(35 + depth);
  }
}
