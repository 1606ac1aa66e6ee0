package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import java.util.SplittableRandom;
import jopt.interpreter.ExecutionResult;
import org.junit.jupiter.api.Test;

/**
 * i32 contractions (addi of muli) in the contraction engine: the interpreter's bits (Programs.run
 * compares every element), sums and products that overflow wrapping as in Java's int, and the
 * op run in the engine. Sizes cross the engine's panels (256 columns, 256 reduction steps) and
 * leave remainders.
 */
class IntContractionTest {
  /** Random i32 contents over the whole range (products and sums overflow). */
  private static int[] random(int n, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int[] xs = new int[n];
    for (int i = 0; i < n; i++) {
      xs[i] = r.nextInt();
    }
    return xs;
  }

  /** Runs {@code op} on %x (m x k), %y (k x n) into %out (m x n) filled with 7; the result. */
  private static ExecutionResult run(int m, int k, int n, int[] x, int[] y, String op) {
    String xt = "memref<" + m + "x" + k + "xi32>";
    String yt = "memref<" + k + "x" + n + "xi32>";
    String ot = "memref<" + m + "x" + n + "xi32>";
    String text = """
        func.func @main(%x: XT, %y: YT) -> OT {
          %out = memref.alloc() : OT
          %q = arith.constant 7 : i32
          linalg.fill ins(%q : i32) outs(%out : OT)
          OP
          return %out : OT
        }
        """.replace("XT", xt).replace("YT", yt).replace("OT", ot)
        .replace("OP", op.replace("XT", xt).replace("YT", yt).replace("OT", ot));
    return EngineRuns.run(text, "compiled (contraction)", EngineRuns.ints(x), EngineRuns.ints(y));
  }

  /** The printed result of 7 + x * y in Java's wrapping int arithmetic. */
  private static String expected(int m, int k, int n, int[] x, int[] y) {
    return EngineRuns.printed(m, n, (i, j) -> {
      int s = 7;
      for (int t = 0; t < k; t++) {
        s += x[i * k + t] * y[t * n + j];
      }
      return s;
    });
  }

  @Test
  void matmulWrapsAsTheInterpreterAcrossPanels() {
    int m = 5;
    int k = 300;
    int n = 261;
    int[] x = random(m * k, 1);
    int[] y = random(k * n, 2);
    ExecutionResult r = run(m, k, n, x, y,
        "linalg.matmul ins(%x, %y : XT, YT) outs(%out : OT)");
    assertThat(r.results().get(0)).isEqualTo(expected(m, k, n, x, y));
  }

  @Test
  void genericWithOperandsSwappedInItsBody() {
    int m = 6;
    int k = 10;
    int n = 9;
    int[] x = random(m * k, 3);
    int[] y = random(k * n, 4);
    ExecutionResult r = run(m, k, n, x, y, """
        linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
            affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
            iterator_types = ["parallel", "parallel", "reduction"]}
            ins(%x, %y : XT, YT) outs(%out : OT) {
        ^bb0(%a: i32, %b: i32, %c: i32):
          %p = arith.muli %b, %a : i32
          %s = arith.addi %c, %p : i32
          linalg.yield %s : i32
        }""");
    assertThat(r.results().get(0)).isEqualTo(expected(m, k, n, x, y));
  }

  @Test
  void shortRowsMakeTheOtherOperandTheColumnsAsTheInterpreter() {
    // 9 output columns: x's rows become the engine's columns (strided, packed element by
    // element) and the 9 columns its rows, in groups of four with one left over
    int m = 70;
    int k = 37;
    int n = 9;
    int[] x = random(m * k, 5);
    int[] y = random(k * n, 6);
    ExecutionResult r = run(m, k, n, x, y,
        "linalg.matmul ins(%x, %y : XT, YT) outs(%out : OT)");
    assertThat(r.results().get(0)).isEqualTo(expected(m, k, n, x, y));
  }
}
