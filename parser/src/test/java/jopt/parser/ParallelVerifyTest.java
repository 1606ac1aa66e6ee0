package jopt.parser;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Verifier;
import org.junit.jupiter.api.Test;

/** Functions verified in parallel report what verifying them in order reports. */
class ParallelVerifyTest {
  private static String file() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 50; i++) {
      if (i == 17 || i == 33) {
        sb.append("func.func @bad").append(i).append("() {\n  %c = arith.constant ").append(i)
            .append(" : i32\n}\n");
      } else {
        sb.append("func.func @ok").append(i).append("(%a: i32) -> i32 {\n  %b = arith.addi %a, %a : i32\n")
            .append("  return %b : i32\n}\n");
      }
    }
    return sb.toString();
  }

  private static List<String> verify(int threads) {
    List<String> messages = new ArrayList<>();
    MLIRContext ctx = new MLIRContext();
    jopt.dialects.Dialects.registerAll(ctx);
    ctx.setNumThreads(threads);
    ctx.getDiagEngine().setHandler(d -> messages.add(d.getLocation() + ": " + d.getMessage()));
    Operation m = Parser.parseSourceString(ctx, file(), "t.mlir", false);
    boolean ok = Verifier.verify(m);
    ctx.getDiagEngine().flush();
    assertThat(ok).isFalse();
    return messages;
  }

  @Test
  void onlyTheFirstFailingFunctionIsReported() {
    List<String> parallel = verify(3);
    assertThat(parallel).isEqualTo(verify(1));
    assertThat(parallel).hasSize(1);
    assertThat(parallel.get(0)).startsWith("t.mlir:70:8: block with no terminator");
  }
}
