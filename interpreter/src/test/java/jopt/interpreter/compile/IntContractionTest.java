package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.StringJoiner;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.InterpreterOptions;
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

  private static BufferArgument buffer(int[] xs) {
    List<Integer> list = new ArrayList<>();
    for (int x : xs) {
      list.add(x);
    }
    return new BufferArgument(new long[0], list);
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
    ExecutionResult r = Programs.run(text, buffer(x), buffer(y));
    assertThat(r.errors()).isEmpty();
    Interpreter again = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0).withProfile(true));
    again.run("main", List.of(buffer(x), buffer(y)));
    assertThat(again.profile().report(0)).contains("compiled (contraction)");
    return r;
  }

  /** The printed result of 7 + x * y in Java's wrapping int arithmetic. */
  private static String expected(int m, int k, int n, int[] x, int[] y) {
    StringJoiner rows = new StringJoiner(", ", "memref<" + m + "x" + n + "xi32> [", "]");
    for (int i = 0; i < m; i++) {
      StringJoiner row = new StringJoiner(", ", "[", "]");
      for (int j = 0; j < n; j++) {
        int s = 7;
        for (int t = 0; t < k; t++) {
          s += x[i * k + t] * y[t * n + j];
        }
        row.add(Integer.toString(s));
      }
      rows.add(row.toString());
    }
    return rows.toString();
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
