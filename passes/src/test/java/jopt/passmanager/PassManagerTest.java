package jopt.passmanager;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.attr.StringAttr;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

class PassManagerTest {
  private static String module(int functions) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < functions; i++) {
      sb.append("func.func @f").append(i).append("() {\n  return\n}\n");
    }
    return sb.toString();
  }

  private static String name(Operation func) {
    return ((StringAttr) func.getAttr("sym_name")).value();
  }

  /** Runs a pass that warns on each function; returns the diagnostics in handler order. */
  private static List<String> warningsWith(int threads, List<String> failOn, boolean[] ok) {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    List<String> seen = new ArrayList<>();
    ctx.getDiagEngine().setHandler(d -> seen.add(d.getSeverity() + " " + d.getMessage()));
    Operation m = Parser.parseSourceString(ctx, module(40), "m.mlir");
    PassManager pm = new PassManager(ctx, "builtin.module");
    pm.setParallelism(threads);
    pm.setOutput(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    pm.nest("func.func").addPass(TestPassesForUnitTests.onFunctions(
        "warn", f -> f.emitWarning("visited " + name(f)), failOn));
    ok[0] = pm.run(m);
    ctx.getDiagEngine().flush();
    return seen;
  }

  @Test
  void parallelRunsReportLikeSequentialRuns() {
    boolean[] ok = new boolean[1];
    List<String> sequential = warningsWith(1, List.of(), ok);
    assertThat(ok[0]).isTrue();
    assertThat(sequential).hasSize(40);
    assertThat(sequential.get(0)).isEqualTo("WARNING visited f0");
    for (int i = 0; i < 5; i++) {
      assertThat(warningsWith(4, List.of(), ok)).isEqualTo(sequential);
    }
  }

  @Test
  void failureOnOneFunctionFailsTheRunButOthersStillRun() {
    boolean[] ok = new boolean[1];
    List<String> seq = warningsWith(1, List.of("f3"), ok);
    assertThat(ok[0]).isFalse();
    assertThat(seq).hasSize(40);
    assertThat(warningsWith(4, List.of("f3"), ok)).isEqualTo(seq);
    assertThat(ok[0]).isFalse();
  }

  /**
   * A run whose thread is interrupted (as the jopt server cancels a request whose client went
   * away) stops before its next pass: here, before the nested pipeline's next function.
   */
  @Test
  void anInterruptedRunStopsBeforeItsNextPass() {
    for (int threads : new int[] {1, 4}) {
      MLIRContext ctx = new MLIRContext();
      Dialects.registerAll(ctx);
      Operation m = Parser.parseSourceString(ctx, module(40), "m.mlir");
      List<String> visited = Collections.synchronizedList(new ArrayList<>());
      PassManager pm = new PassManager(ctx, "builtin.module");
      pm.setParallelism(threads);
      OpPassManager fpm = pm.nest("func.func");
      boolean[] cancel = {true};
      fpm.addPass(TestPassesForUnitTests.onFunctions("cancel", f -> {
        visited.add(name(f));
        if (cancel[0] && name(f).equals("f1")) {
          Thread.currentThread().interrupt(); // the cancel arrives while f1's pass runs
        }
      }, List.of()));
      fpm.addPass(TestPassesForUnitTests.preservingAll("after", f -> visited.add("after " + name(f))));
      var thrown = org.junit.jupiter.api.Assertions.assertThrows(
          java.util.concurrent.CancellationException.class, () -> pm.run(m));
      // Sequential, the run's own thread was interrupted, and stays so.
      assertThat(Thread.interrupted()).isEqualTo(threads == 1);
      // The executor's own message, or a worker's check of the cancelled invocation: either way
      // the run ends as cancelled.
      assertThat(thrown).hasMessageThat().contains("cancelled");
      assertThat(visited).contains("f1");
      assertThat(visited).doesNotContain("after f1");
      if (threads == 1) {
        assertThat(visited).containsExactly("f0", "after f0", "f1").inOrder();
      } else {
        assertThat(visited.size()).isLessThan(80);
      }
      // The cancelled invocation stays cancelled; under a new one the pass manager runs again.
      assertThat(ctx.getInvocation().isCancelled()).isTrue();
      org.junit.jupiter.api.Assertions.assertThrows(
          java.util.concurrent.CancellationException.class, () -> pm.run(m));
      ctx.setInvocation(jopt.support.Invocation.embedded());
      visited.clear();
      cancel[0] = false;
      assertThat(pm.run(m)).isTrue();
      assertThat(visited).hasSize(80);
    }
  }

  @Test
  void aFailedParallelRunReturnsOnlyWhenItsWorkersHaveStopped() throws InterruptedException {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    Operation m = Parser.parseSourceString(ctx, module(64), "m.mlir");
    PassManager pm = new PassManager(ctx, "builtin.module");
    pm.setParallelism(4);
    pm.nest("func.func").addPass(TestPassesForUnitTests.onFunctions("slow", f -> {
      if (name(f).equals("f0")) {
        throw new IllegalStateException("broken pass");
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, List.of()));
    var thrown = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
        () -> pm.run(m));
    assertThat(thrown).hasMessageThat().isEqualTo("broken pass");
    // The next run's invocation: no worker of the failed run is left to check (and, being
    // interrupted by the pool's shutdown, cancel) it.
    jopt.support.Invocation next = jopt.support.Invocation.embedded();
    ctx.setInvocation(next);
    Thread.sleep(200);
    assertThat(next.isCancelled()).isFalse();
  }

  @Test
  void failedPassStopsItsPipelineOnThatOp() {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    Operation m = Parser.parseSourceString(ctx, module(3), "m.mlir");
    List<String> second = Collections.synchronizedList(new ArrayList<>());
    PassManager pm = new PassManager(ctx, "builtin.module");
    OpPassManager fpm = pm.nest("func.func");
    fpm.addPass(TestPassesForUnitTests.onFunctions("first", f -> {}, List.of("f1")));
    fpm.addPass(TestPassesForUnitTests.onFunctions("second", f -> second.add(name(f)), List.of()));
    assertThat(pm.run(m)).isFalse();
    assertThat(second).containsExactly("f0", "f2");
  }

  @Test
  void verifierRunsAfterEachPass() {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    List<Diagnostic> diags = new ArrayList<>();
    ctx.getDiagEngine().setHandler(diags::add);
    Operation m = Parser.parseSourceString(ctx, module(1), "m.mlir");
    PassManager pm = new PassManager(ctx, "builtin.module");
    // Erasing the terminator leaves an invalid function.
    pm.nest("func.func").addPass(TestPassesForUnitTests.onFunctions("break",
        f -> f.getRegion(0).front().getTerminator().erase(), List.of()));
    assertThat(pm.run(m)).isFalse();
    ctx.getDiagEngine().flush();
    assertThat(diags).isNotEmpty();
  }

  /**
   * Runs, on each function of {@code text}, a pass that erases the terminator but says it
   * changed nothing, then CSE; returns whether the run succeeded, and the diagnostics in
   * {@code diags}.
   */
  private static boolean breakPreservingThenCse(String text, List<Diagnostic> diags) {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    ctx.getDiagEngine().setHandler(diags::add);
    Operation m = Parser.parseSourceString(ctx, text, "m.mlir");
    PassManager pm = new PassManager(ctx, "builtin.module");
    pm.setParallelism(1);
    pm.nest("func.func").addPass(TestPassesForUnitTests.preservingAll("break",
        f -> f.getRegion(0).front().getTerminator().erase()));
    pm.nest("func.func").addPass(new jopt.passes.transforms.CSE());
    boolean ok = pm.run(m);
    ctx.getDiagEngine().flush();
    return ok;
  }

  @Test
  void noVerificationAfterAPassThatPreservedAllAnalyses() {
    // As MLIR: the pass says it changed nothing, so the IR it broke is not verified again; CSE
    // finds nothing to do here, and so preserves all analyses too.
    List<Diagnostic> diags = new ArrayList<>();
    assertThat(breakPreservingThenCse(module(1), diags)).isTrue();
    assertThat(diags).isEmpty();
  }

  @Test
  void verificationAfterCseThatChangedTheIr() {
    List<Diagnostic> diags = new ArrayList<>();
    assertThat(breakPreservingThenCse(
        "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n"
            + "  %1 = arith.addi %a, %a : i32\n  %2 = arith.addi %0, %1 : i32\n"
            + "  return %2 : i32\n}\n",
        diags)).isFalse();
    assertThat(diags).isNotEmpty();
  }

  @Test
  void anchorMustMatchTheOp() {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    List<String> diags = new ArrayList<>();
    ctx.getDiagEngine().setHandler(d -> diags.add(d.getMessage()));
    Operation m = Parser.parseSourceString(ctx, module(1), "m.mlir");
    assertThat(new PassManager(ctx, "func.func").run(m)).isFalse();
    ctx.getDiagEngine().flush();
    assertThat(diags).containsExactly("can't run 'func.func' pass manager on 'builtin.module' op");
  }
}
