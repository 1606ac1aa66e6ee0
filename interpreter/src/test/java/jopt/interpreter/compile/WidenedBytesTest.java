package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.interpreter.runtime.WriterTags;
import org.junit.jupiter.api.Test;

/**
 * An i32 matmul whose columns' operand a widening wrote packs its panel from the widening's i8
 * copies ({@link WidenedBytes}): the interpreter's values on every run, with the weight widened
 * plainly and written again between the widening and the matmul; rows of a transposed one.
 */
class WidenedBytesTest {
  private static BufferArgument bytes(int n, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    List<Integer> xs = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      xs.add(r.nextInt(-128, 128));
    }
    return new BufferArgument(new long[0], xs);
  }

  /** x (8x48, u8 minus 5) times the weight (48x80 i8 minus per-column zero points). */
  private static String program(String between) {
    return program(between, 8, 48);
  }

  /** x (m x k, u8 minus 5) times the weight (k x 80 i8 minus per-column zero points). */
  private static String program(String between, int m, int k) {
    return """
        func.func @main(%x: memref<8x48xi8>, %wt: memref<48x80xi8>, %zp: memref<80xi8>)
            -> memref<8x80xi32> {
          %five = arith.constant 5 : i8
          %a = memref.alloc() : memref<8x48xi32>
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
              affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
              ins(%x : memref<8x48xi8>) outs(%a : memref<8x48xi32>) {
          ^bb0(%v: i8, %c: i32):
            %u = arith.extui %v : i8 to i32
            %f = arith.extui %five : i8 to i32
            %d = arith.subi %u, %f : i32
            linalg.yield %d : i32
          }
          %b = memref.alloc() : memref<48x80xi32>
          linalg.generic {indexing_maps = [affine_map<(k, j) -> (k, j)>,
              affine_map<(k, j) -> (j)>, affine_map<(k, j) -> (k, j)>],
              iterator_types = ["parallel", "parallel"]}
              ins(%wt, %zp : memref<48x80xi8>, memref<80xi8>) outs(%b : memref<48x80xi32>) {
          ^bb0(%v: i8, %z: i8, %c: i32):
            %s = arith.extsi %v : i8 to i32
            %t = arith.extsi %z : i8 to i32
            %d = arith.subi %s, %t : i32
            linalg.yield %d : i32
          }
        BETWEEN
          %r = memref.alloc() : memref<8x80xi32>
          %zero = arith.constant 0 : i32
          linalg.fill ins(%zero : i32) outs(%r : memref<8x80xi32>)
          linalg.matmul ins(%a, %b : memref<8x48xi32>, memref<48x80xi32>)
              outs(%r : memref<8x80xi32>)
          memref.dealloc %a : memref<8x48xi32>
          memref.dealloc %b : memref<48x80xi32>
          return %r : memref<8x80xi32>
        }
        """.replace("BETWEEN", between).replace("8x48", m + "x" + k)
        .replace("48x80", k + "x80").replace("8x80", m + "x80");
  }

  /** Three runs in one interpreter, each equal to the interpreter's (no compiled code). */
  private static void runsAsInterpreted(String text) {
    runsAsInterpreted(text, 8, 48);
  }

  private static void runsAsInterpreted(String text, int m, int k) {
    Interpreter in = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0).withProfile(true));
    Object[] args = {bytes(m * k, 1), bytes(k * 80, 2), bytes(80, 3)};
    String expected = Programs.run(text, InterpreterOptions.defaults().withCompile(false), args)
        .results().get(0);
    for (int run = 0; run < 3; run++) {
      in.profile().clear();
      ExecutionResult r = in.run("main", List.of(args));
      assertThat(r.errors()).isEmpty();
      assertThat(r.results().get(0)).isEqualTo(expected);
      assertThat(in.profile().report(0)).contains("compiled (contraction)");
    }
  }

  @Test
  void aWidenedWeight() {
    runsAsInterpreted(program(""));
  }

  @Test
  void rowsSixteenAtATimeOverTheBytesAndTheRestOverAPanel() {
    // 37 rows: two groups of IntMacKernels.BYTE_ROWS over the widening's bytes unpacked (the
    // weight and zero points globals, so that the widening notes its bytes), 5 over the packed
    // panel; 300 reduction steps cross the engine's 256
    String text = program("", 37, 300)
        .replace("func.func @main(%x: memref<37x300xi8>, %wt: memref<300x80xi8>, "
            + "%zp: memref<80xi8>)", """
            memref.global "private" @wg : memref<300x80xi8> = uninitialized
            memref.global "private" @zg : memref<80xi8> = uninitialized
            func.func @main(%x: memref<37x300xi8>, %wa: memref<300x80xi8>, %za: memref<80xi8>)""")
        .replace("  %five = arith.constant 5 : i8", """
              %wt = memref.get_global @wg : memref<300x80xi8>
              memref.copy %wa, %wt : memref<300x80xi8> to memref<300x80xi8>
              %zp = memref.get_global @zg : memref<80xi8>
              memref.copy %za, %zp : memref<80xi8> to memref<80xi8>
              %five = arith.constant 5 : i8""");
    assertThat(text).contains("get_global @wg");
    runsAsInterpreted(text, 37, 300);
  }

  @Test
  void aWidenedWeightWrittenAgainBeforeTheMatmul() {
    runsAsInterpreted(program("""
          %c3 = arith.constant 3 : index
          %c9 = arith.constant 9 : index
          %v = arith.constant 1000 : i32
          memref.store %v, %b[%c3, %c9] : memref<48x80xi32>
        """));
  }

  @Test
  void rowsAlongTheOutputsInnermostLoop() {
    // out (k, j) at byte 4 (k * 3 + j) over 2 x 3 points; input at k + 2 j (transposed)
    byte[] in = {1, -2, 3, -4, 5, -6};
    WidenedBytes w = WidenedBytes.of(new WriterTags(), 0, 0, new long[] {12, 4},
        new long[] {2, 3}, new byte[][] {in}, new long[] {0}, new long[][] {{1, 2}},
        new boolean[] {false});
    int[] row = new int[3];
    assertThat(w.row(12, 3, row)).isTrue();
    assertThat(row).isEqualTo(new int[] {-2, -4, -6});
    assertThat(w.row(16, 2, row)).isTrue();
    assertThat(row[0]).isEqualTo(-4);
    assertThat(w.row(16, 3, row)).isFalse(); // past the row
    assertThat(w.row(2, 1, row)).isFalse(); // not an element's first byte
    // two loops of one stride: points could share bytes
    assertThat(WidenedBytes.of(new WriterTags(), 0, 0, new long[] {4, 4}, new long[] {2, 3},
        new byte[][] {in}, new long[] {0}, new long[][] {{1, 2}}, new boolean[] {false}))
        .isNull();
  }
}
