package jopt.parser;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Verifier;
import org.junit.jupiter.api.Test;

/**
 * Functions verified in parallel, and the ops of one large block verified in chunks, report what
 * verifying them in order reports.
 */
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

  /** Every failing function is reported, in order, with threads or without (mlir-opt-22 too). */
  @Test
  void everyFailingFunctionIsReportedInOrder() {
    List<String> parallel = verify(3);
    assertThat(parallel).isEqualTo(verify(1));
    assertThat(parallel).hasSize(2);
    assertThat(parallel.get(0)).startsWith("t.mlir:70:8: block with no terminator");
    assertThat(parallel.get(1)).startsWith("t.mlir:133:8: block with no terminator");
  }

  /**
   * One function of more ops than Verifier.PARALLEL_BLOCK_OPS, with an op that fails its own
   * verifier at {@code badAt} (or none when negative) and a use before its definition at
   * {@code earlyUseAt} (none when negative), which only the dominance pass reports.
   */
  private static String oneFunction(int badAt, int earlyUseAt) {
    StringBuilder sb = new StringBuilder("func.func @big(%a: i32) {\n");
    for (int i = 0; i < 10_000; i++) {
      if (i == badAt) {
        sb.append("  %v").append(i).append(" = \"arith.addi\"(%a, %a) : (i32, i32) -> i64\n");
      } else if (i == earlyUseAt) {
        sb.append("  %v").append(i).append(" = arith.addi %a, %v").append(i + 5).append(" : i32\n");
      } else {
        sb.append("  %v").append(i).append(" = arith.addi %a, %a : i32\n");
      }
      if (i % 1000 == 0) {
        sb.append("  scf.execute_region {\n    %n").append(i).append(" = arith.addi %a, %v").append(i)
            .append(" : i32\n    scf.yield\n  }\n");
      }
    }
    return sb.append("  return\n}\n").toString();
  }

  private static List<String> verifyOneFunction(String text, int threads, boolean expectOk) {
    List<String> messages = new ArrayList<>();
    MLIRContext ctx = new MLIRContext();
    jopt.dialects.Dialects.registerAll(ctx);
    ctx.setNumThreads(threads);
    ctx.enableMultithreading(threads > 1);
    ctx.getDiagEngine().setHandler(d -> messages.add(d.getLocation() + ": " + d.getMessage()));
    Operation m = Parser.parseSourceString(ctx, text, "t.mlir", false);
    assertThat(m).isNotNull();
    boolean ok = Verifier.verify(m);
    ctx.getDiagEngine().flush();
    assertThat(ok).isEqualTo(expectOk);
    return messages;
  }

  @Test
  void chunksOfOneLargeBlockReportTheFirstFailureInOrder() {
    String[] texts = {oneFunction(7_001, 2_001), oneFunction(7_001, -1), oneFunction(-1, 9_990),
        oneFunction(301, 9_001)};
    for (String text : texts) {
      List<String> parallel = verifyOneFunction(text, 3, false);
      assertThat(parallel).isEqualTo(verifyOneFunction(text, 1, false));
      assertThat(parallel).hasSize(1);
    }
    // The op's own failure comes before any dominance failure, wherever they are.
    assertThat(verifyOneFunction(texts[0], 3, false).get(0)).contains("requires the same type");
    assertThat(verifyOneFunction(texts[2], 3, false).get(0)).contains("does not dominate this use");
    assertThat(verifyOneFunction(oneFunction(-1, -1), 3, true)).isEmpty();
  }
}
