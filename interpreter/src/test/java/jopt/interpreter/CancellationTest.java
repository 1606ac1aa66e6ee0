package jopt.interpreter;

import jopt.interpreter.runtime.InterpreterOptions;
import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

/**
 * A run whose thread is interrupted (the jopt server cancels a request whose client went away)
 * stops soon with a {@link CancellationException}: interpreted ops at the step checkpoints,
 * compiled loop nests at theirs, compiled and interpreted structured ops within their
 * iterations.
 */
class CancellationTest {
  private static final long NO_LIMIT = Long.MAX_VALUE / 4;

  private static final String SPIN = """
      func.func @main() {
        cf.br ^bb1
      ^bb1:
        cf.br ^bb1
      }
      """;

  private static final String LOOP = """
      func.func @main(%n: index) -> index {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> index {
          %b = arith.addi %a, %i : index
          scf.yield %b : index
        }
        return %s : index
      }
      """;

  /** linalg.matmul of n x n, over and over. */
  private static String matmuls(int n) {
    String t = "memref<" + n + "x" + n + "xf32>";
    return """
        func.func @main() {
          %one = arith.constant 1.0 : f32
          %a = memref.alloc() : T
          %b = memref.alloc() : T
          %c = memref.alloc() : T
          linalg.fill ins(%one : f32) outs(%a : T)
          linalg.fill ins(%one : f32) outs(%b : T)
          linalg.fill ins(%one : f32) outs(%c : T)
          cf.br ^bb1
        ^bb1:
          linalg.matmul ins(%a, %b : T, T) outs(%c : T)
          cf.br ^bb1
        }
        """.replace("T", t);
  }

  /**
   * Runs @main on a thread, interrupts it after a while, and returns what it threw (it must end
   * within seconds); {@code frame}: a class the stack must show (the compiled path ran).
   */
  private static CancellationException cancel(String text, InterpreterOptions options,
      List<Object> args, String frame) throws Exception {
    Interpreter interp = new Interpreter(Programs.parse(text), options.withMaxSteps(NO_LIMIT));
    Throwable[] thrown = new Throwable[1];
    Thread t = new Thread(() -> {
      try {
        interp.run("main", args);
      } catch (Throwable e) {
        thrown[0] = e;
      }
    });
    t.start();
    Thread.sleep(300);
    assertThat(t.isAlive()).isTrue();
    t.interrupt();
    t.join(10_000);
    assertWithMessage("still running at %s", Arrays.toString(t.getStackTrace()))
        .that(t.isAlive()).isFalse();
    assertThat(thrown[0]).isInstanceOf(CancellationException.class);
    assertThat(thrown[0]).hasMessageThat().startsWith("execution cancelled at '");
    assertThat(Arrays.stream(thrown[0].getStackTrace()).anyMatch(
        f -> f.getClassName().contains(frame))).isTrue();
    return (CancellationException) thrown[0];
  }

  @Test
  void anInterpretedLoopStopsAtItsNextCheckpoint() throws Exception {
    cancel(SPIN, InterpreterOptions.defaults(), List.of(), "jopt.interpreter.semantics.Execution");
  }

  @Test
  void aCompiledLoopNestStopsAtItsNextCheckpoint() throws Exception {
    cancel(LOOP, InterpreterOptions.defaults().withCompileThreshold(0), List.of(NO_LIMIT),
        "LoopNests");
  }

  @Test
  void aCompiledStructuredOpStopsWithinItsIterations() throws Exception {
    CancellationException e = cancel(matmuls(256), InterpreterOptions.defaults(), List.of(),
        "StructuredKernels");
    assertThat(e).hasMessageThat().contains("linalg.matmul");
  }

  @Test
  void anInterpretedStructuredOpStopsWithinItsIterations() throws Exception {
    CancellationException e = cancel(matmuls(64), InterpreterOptions.defaults().withCompile(false),
        List.of(), "LinalgSemantics");
    assertThat(e).hasMessageThat().contains("linalg.matmul");
  }
}
