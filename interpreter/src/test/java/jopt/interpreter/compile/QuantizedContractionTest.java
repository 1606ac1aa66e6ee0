package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import java.util.SplittableRandom;
import java.util.StringJoiner;
import jopt.interpreter.ExecutionResult;
import org.junit.jupiter.api.Test;

/**
 * Quantized contractions (QuantizedBody: inputs of i8 or i32 less scalar zero points) in the
 * contraction engine: the interpreter's bits (Programs.run compares every element), i8 read
 * signed as extsi reads it, the zero points subtracted from each operand, and the op run in the
 * engine. Sizes cross the engine's panels and leave remainders.
 */
class QuantizedContractionTest {
  private static int[] random(int n, long seed, boolean bytes) {
    SplittableRandom r = new SplittableRandom(seed);
    int[] xs = new int[n];
    for (int i = 0; i < n; i++) {
      xs[i] = bytes ? (byte) r.nextInt() : r.nextInt();
    }
    return xs;
  }

  /**
   * Runs {@code op} on %x (type XT), %y (YT) and zero points %zx = -3, %zy = 5 into %out (OT)
   * filled with 7, checking that the engine ran it; the result.
   */
  private static ExecutionResult run(String xt, String yt, String ot, int[] x, int[] y, String op) {
    String text = """
        func.func @main(%x: XT, %y: YT) -> OT {
          %out = memref.alloc() : OT
          %q = arith.constant 7 : i32
          %zx = arith.constant -3 : i32
          %zy = arith.constant 5 : i32
          linalg.fill ins(%q : i32) outs(%out : OT)
          OP
          return %out : OT
        }
        """.replace("OP", op).replace("XT", xt).replace("YT", yt).replace("OT", ot);
    return EngineRuns.run(text, "compiled (contraction)", EngineRuns.ints(x), EngineRuns.ints(y));
  }

  /** 7 + (x - -3) (y - 5) summed over k, x m x k, y k x n, in Java's wrapping int arithmetic. */
  private static String expected(int m, int k, int n, int[] x, int[] y) {
    return EngineRuns.printed(m, n, (i, j) -> {
      int s = 7;
      for (int t = 0; t < k; t++) {
        s += (x[i * k + t] + 3) * (y[t * n + j] - 5);
      }
      return s;
    });
  }

  private static String matmul(int m, int k, int n, String xe, String ye) {
    return "linalg.quantized_matmul ins(%x, %y, %zx, %zy : memref<" + m + "x" + k + "x" + xe
        + ">, memref<" + k + "x" + n + "x" + ye + ">, i32, i32) outs(%out : memref<" + m + "x" + n
        + "xi32>)";
  }

  @Test
  void bytesLessTheirZeroPointsAcrossPanels() {
    int m = 5;
    int k = 300;
    int n = 261;
    int[] x = random(m * k, 1, true);
    int[] y = random(k * n, 2, true);
    ExecutionResult r = run("memref<5x300xi8>", "memref<300x261xi8>", "memref<5x261xi32>", x, y,
        matmul(m, k, n, "i8", "i8"));
    assertThat(r.results().get(0)).isEqualTo(expected(m, k, n, x, y));
  }

  @Test
  void bytesAgainstInts() {
    // x's rows become the columns (9 output columns are short): the bytes packed strided
    int m = 70;
    int k = 37;
    int n = 9;
    int[] x = random(m * k, 3, true);
    int[] y = random(k * n, 4, false);
    ExecutionResult r = run("memref<70x37xi8>", "memref<37x9xi32>", "memref<70x9xi32>", x, y,
        matmul(m, k, n, "i8", "i32"));
    assertThat(r.results().get(0)).isEqualTo(expected(m, k, n, x, y));
  }

  @Test
  void genericWithProductOperandsSwapped() {
    int m = 6;
    int k = 10;
    int n = 9;
    int[] x = random(m * k, 5, true);
    int[] y = random(k * n, 6, true);
    ExecutionResult r = run("memref<6x10xi8>", "memref<10x9xi8>", "memref<6x9xi32>", x, y, """
        linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
            affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> ()>,
            affine_map<(i, j, k) -> ()>, affine_map<(i, j, k) -> (i, j)>],
            iterator_types = ["parallel", "parallel", "reduction"]}
            ins(%x, %y, %zx, %zy : XT, YT, i32, i32) outs(%out : OT) {
        ^bb0(%a: i8, %b: i8, %za: i32, %zb: i32, %c: i32):
          %ea = arith.extsi %a : i8 to i32
          %eb = arith.extsi %b : i8 to i32
          %ca = arith.subi %ea, %za : i32
          %cb = arith.subi %eb, %zb : i32
          %p = arith.muli %cb, %ca : i32
          %s = arith.addi %p, %c : i32
          linalg.yield %s : i32
        }""");
    assertThat(r.results().get(0)).isEqualTo(expected(m, k, n, x, y));
  }

  @Test
  void convolutionOfBytesWithStrides() {
    // 1x3x9x9 by 4x3x3x3, strides 2: 1x4x4x4; expected by the definition
    int[] x = random(3 * 81, 7, true);
    int[] w = random(4 * 27, 8, true);
    ExecutionResult r = run("memref<1x3x9x9xi8>", "memref<4x3x3x3xi8>", "memref<1x4x4x4xi32>", x, w,
        "linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : "
            + "tensor<2xi64>} ins(%x, %y, %zx, %zy : XT, YT, i32, i32) outs(%out : OT)");
    StringJoiner all = new StringJoiner(", ", "memref<1x4x4x4xi32> [[", "]]");
    for (int f = 0; f < 4; f++) {
      StringJoiner plane = new StringJoiner(", ", "[", "]");
      for (int oh = 0; oh < 4; oh++) {
        StringJoiner row = new StringJoiner(", ", "[", "]");
        for (int ow = 0; ow < 4; ow++) {
          int s = 7;
          for (int c = 0; c < 3; c++) {
            for (int kh = 0; kh < 3; kh++) {
              for (int kw = 0; kw < 3; kw++) {
                s += (x[c * 81 + (2 * oh + kh) * 9 + 2 * ow + kw] + 3) * (w[f * 27 + c * 9 + kh * 3 + kw] - 5);
              }
            }
          }
          row.add(Integer.toString(s));
        }
        plane.add(row.toString());
      }
      all.add(plane.toString());
    }
    assertThat(r.results().get(0)).isEqualTo(all.toString());
  }
}
