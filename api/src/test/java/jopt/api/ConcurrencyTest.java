package jopt.api;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import jopt.ir.Operation;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInstrumentation;
import jopt.passmanager.PassManager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The library under threads: objects of its own per thread give every thread its own module and
 * diagnostics; a Jopt or a PassManager used from two threads at once is detected (an {@link
 * IllegalStateException} for the second thread, whose input is left as it was), never a wrong
 * module or another thread's diagnostics.
 */
class ConcurrencyTest {
  private static final String PIPELINE = "builtin.module(func.func(canonicalize,cse))";
  private final ExecutorService pool = Executors.newFixedThreadPool(8);

  @AfterEach
  void shutDown() throws InterruptedException {
    pool.shutdownNow();
    assertThat(pool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
  }

  /** Thread {@code t}'s program: its own function name and constants. */
  private static String program(int t) {
    return "func.func @f" + t + "() -> i32 {\n"
        + "  %a = arith.constant " + t + " : i32\n"
        + "  %b = arith.constant " + (1000 + t) + " : i32\n"
        + "  %c = arith.addi %a, %b : i32\n"
        + "  %d = arith.addi %a, %b : i32\n"
        + "  %e = arith.muli %c, %d : i32\n"
        + "  return %e : i32\n"
        + "}\n";
  }

  /** What canonicalize and cse make of {@code program(t)}. */
  private static String expected(int t) {
    long v = (long) (1000 + 2 * t) * (1000 + 2 * t);
    int folded = (int) v;
    return "module {\n  func.func @f" + t + "() -> i32 {\n    %c" + folded + "_i32 = arith.constant "
        + folded + " : i32\n    return %c" + folded + "_i32 : i32\n  }\n}\n";
  }

  /** A program that does not verify, its error naming {@code t}. */
  private static String badProgram(int t) {
    return "func.func @g" + t + "() -> i32 {\n  %a = arith.constant " + t + " : i64\n"
        + "  return %a : i64\n}\n";
  }

  @Test
  void objectsOfTheirOwnGiveEveryThreadItsModuleAndDiagnostics() throws Exception {
    assertThat(Jopt.print(run(Jopt.create(), 7))).isEqualTo(expected(7));
    List<Future<?>> all = new ArrayList<>();
    for (int t = 0; t < 8; t++) {
      int thread = t;
      all.add(pool.submit(() -> {
        Jopt jopt = Jopt.create();
        for (int i = 0; i < 20; i++) {
          int k = thread * 100 + i;
          assertThat(Jopt.print(run(jopt, k))).isEqualTo(expected(k));
          Result<Operation> bad = jopt.parse(badProgram(k), "bad" + k + ".mlir");
          assertThat(bad.failed()).isTrue();
          assertThat(bad.diagnostics()).hasSize(1);
          assertThat(bad.renderDiagnostics()).startsWith("bad" + k + ".mlir:3:3: error: ");
          assertThat(bad.renderDiagnostics()).contains("in function @g" + k + "\n");
        }
        return null;
      }));
    }
    for (Future<?> f : all) {
      f.get(120, TimeUnit.SECONDS);
    }
  }

  private static Operation run(Jopt jopt, int t) {
    Operation m = jopt.parse(program(t)).get();
    assertThat(jopt.run(PIPELINE, m).succeeded()).isTrue();
    return m;
  }

  /** An instrumentation that holds the first pass of a run until released. */
  private static final class Hold implements PassInstrumentation {
    final CountDownLatch entered = new CountDownLatch(1);
    final CountDownLatch release = new CountDownLatch(1);

    @Override
    public void runBeforePass(Pass pass, Operation op) {
      entered.countDown();
      try {
        release.await(60, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  @Test
  void aPassManagerRunFromASecondThreadDuringARunIsRejected() throws Exception {
    Jopt a = Jopt.create();
    Jopt b = Jopt.create();
    PassManager pm = a.passManager(PIPELINE);
    pm.disableMultithreading();
    Hold hold = new Hold();
    pm.addInstrumentation(hold);
    Operation first = a.parse(program(1)).get();
    Future<Boolean> running = pool.submit(() -> pm.run(first));
    assertThat(hold.entered.await(60, TimeUnit.SECONDS)).isTrue();
    Operation second = b.parse(program(2)).get();
    String before = Jopt.print(second);
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> pm.run(second));
    assertThat(e).hasMessageThat().contains("a PassManager is used from two threads at once");
    assertThat(Jopt.print(second)).isEqualTo(before);
    hold.release.countDown();
    assertThat(running.get(60, TimeUnit.SECONDS)).isTrue();
    assertThat(Jopt.print(first)).isEqualTo(expected(1));
    // Run after run from another thread is fine.
    assertThat(pool.submit(() -> pm.run(second)).get(60, TimeUnit.SECONDS)).isTrue();
    assertThat(Jopt.print(second)).isEqualTo(expected(2));
  }

  @Test
  void aJoptCalledFromASecondThreadDuringAStepIsRejected() throws Exception {
    Jopt jopt = Jopt.create();
    PassManager pm = jopt.passManager(PIPELINE);
    pm.disableMultithreading();
    Hold hold = new Hold();
    pm.addInstrumentation(hold);
    Operation m = jopt.parse(program(3)).get();
    Future<Result<Operation>> running = pool.submit(() -> jopt.run(pm, m));
    assertThat(hold.entered.await(60, TimeUnit.SECONDS)).isTrue();
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> jopt.parse(badProgram(4)));
    assertThat(e).hasMessageThat().contains("a Jopt is used from two threads at once");
    hold.release.countDown();
    Result<Operation> r = running.get(60, TimeUnit.SECONDS);
    assertThat(r.succeeded()).isTrue();
    assertThat(r.diagnostics()).isEmpty(); // not the other thread's error
    assertThat(Jopt.print(m)).isEqualTo(expected(3));
  }

  @Test
  void sharedObjectsUnderContentionGiveTheRightModuleOrAnError() throws Exception {
    Jopt shared = Jopt.create();
    PassManager pm = shared.passManager(PIPELINE);
    AtomicInteger ok = new AtomicInteger();
    AtomicInteger rejected = new AtomicInteger();
    List<Future<?>> all = new ArrayList<>();
    for (int t = 0; t < 8; t++) {
      int thread = t;
      all.add(pool.submit(() -> {
        Jopt own = Jopt.create();
        for (int i = 0; i < 20; i++) {
          int k = thread * 100 + i;
          // The shared Jopt: a parse is this thread's, with this thread's diagnostics, or refused.
          try {
            Result<Operation> bad = shared.parse(badProgram(k), "bad" + k + ".mlir");
            assertThat(bad.diagnostics()).hasSize(1);
            assertThat(bad.renderDiagnostics()).contains("in function @g" + k + "\n");
            ok.incrementAndGet();
          } catch (IllegalStateException e) {
            assertThat(e).hasMessageThat().contains("a Jopt is used from two threads at once");
            rejected.incrementAndGet();
          }
          // The shared PassManager on a module of this thread: transformed right, or untouched.
          Operation m = own.parse(program(k)).get();
          String before = Jopt.print(m);
          try {
            assertThat(pm.run(m)).isTrue();
            assertThat(Jopt.print(m)).isEqualTo(expected(k));
            ok.incrementAndGet();
          } catch (IllegalStateException e) {
            assertThat(e).hasMessageThat().contains("a PassManager is used from two threads");
            assertThat(Jopt.print(m)).isEqualTo(before);
            rejected.incrementAndGet();
          }
        }
        return null;
      }));
    }
    for (Future<?> f : all) {
      f.get(120, TimeUnit.SECONDS);
    }
    assertThat(ok.get() + rejected.get()).isEqualTo(8 * 20 * 2);
  }
}
