package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import java.util.SplittableRandom;
import jopt.interpreter.runtime.BufferArgument;
import org.junit.jupiter.api.Test;

/**
 * i8 operands widened to i32 and centered (extsi/extui, subi) in the widening engine: the
 * interpreter's values (Programs.run compares every element), bytes over the whole i8 range,
 * broadcast zero points, a transposed output, and the op run in the engine.
 */
class IntWideningTest {
  private static int[] random(int n, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int[] xs = new int[n];
    for (int i = 0; i < n; i++) {
      xs[i] = r.nextInt(-128, 128);
    }
    return xs;
  }

  /** Runs {@code text}'s @main on {@code args}, checking that the op ran in the engine. */
  private static String run(String text, BufferArgument... args) {
    return EngineRuns.run(text, "compiled (widening)", args).results().get(0);
  }

  @Test
  void signedWeightsMinusPerColumnZeroPoints() {
    int m = 5;
    int n = 37;
    int[] w = random(m * n, 1);
    int[] zp = random(n, 2);
    String out = run("""
        func.func @main(%w: memref<5x37xi8>, %zp: memref<37xi8>) -> memref<5x37xi32> {
          %out = memref.alloc() : memref<5x37xi32>
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
              affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
              iterator_types = ["parallel", "parallel"]}
              ins(%w, %zp : memref<5x37xi8>, memref<37xi8>) outs(%out : memref<5x37xi32>) {
          ^bb0(%a: i8, %b: i8, %c: i32):
            %x = arith.extsi %a : i8 to i32
            %y = arith.extsi %b : i8 to i32
            %d = arith.subi %x, %y : i32
            linalg.yield %d : i32
          }
          return %out : memref<5x37xi32>
        }
        """, EngineRuns.ints(w), EngineRuns.ints(zp));
    assertThat(out).isEqualTo(EngineRuns.printed(m, n, (i, j) -> w[i * n + j] - zp[j]));
  }

  @Test
  void unsignedActivationsMinusAScalarIntoATransposedOutput() {
    int m = 6;
    int n = 19;
    int[] x = random(m * n, 3);
    int[] zp = random(1, 4);
    String out = run("""
        func.func @main(%x: memref<6x19xi8>, %zp: memref<i8>) -> memref<19x6xi32> {
          %out = memref.alloc() : memref<19x6xi32>
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
              affine_map<(i, j) -> ()>, affine_map<(i, j) -> (j, i)>],
              iterator_types = ["parallel", "parallel"]}
              ins(%x, %zp : memref<6x19xi8>, memref<i8>) outs(%out : memref<19x6xi32>) {
          ^bb0(%a: i8, %b: i8, %c: i32):
            %u = arith.extui %a : i8 to i32
            %v = arith.extui %b : i8 to i32
            %d = arith.subi %u, %v : i32
            linalg.yield %d : i32
          }
          return %out : memref<19x6xi32>
        }
        """, EngineRuns.ints(x), EngineRuns.ints(zp));
    assertThat(out).isEqualTo(EngineRuns.printed(n, m, (j, i) -> (x[i * n + j] & 0xFF) - (zp[0] & 0xFF)));
  }

  @Test
  void widenedAlone() {
    int[] x = random(2 * 3 * 40, 5);
    String out = run("""
        func.func @main(%x: memref<2x3x40xi8>) -> memref<2x3x40xi32> {
          %out = memref.alloc() : memref<2x3x40xi32>
          linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>,
              affine_map<(i, j, k) -> (i, j, k)>],
              iterator_types = ["parallel", "parallel", "parallel"]}
              ins(%x : memref<2x3x40xi8>) outs(%out : memref<2x3x40xi32>) {
          ^bb0(%a: i8, %c: i32):
            %u = arith.extui %a : i8 to i32
            linalg.yield %u : i32
          }
          return %out : memref<2x3x40xi32>
        }
        """, EngineRuns.ints(x));
    assertThat(out).startsWith("memref<2x3x40xi32> [[[" + (x[0] & 0xFF) + ", " + (x[1] & 0xFF));
  }

  @Test
  void plainAndVectorRowsWidenAlike() {
    // surefire runs these tests with --add-modules jdk.incubator.vector (interpreter/pom.xml)
    assertThat(IntWidening.TILE).isInstanceOf(VectorIntWidening.class);
    SplittableRandom r = new SplittableRandom(6);
    for (int len : new int[] {1, 15, 16, 17, 64, 100}) {
      byte[] a = new byte[len + 3];
      int[] z = new int[len];
      for (int t = 0; t < a.length; t++) {
        a[t] = (byte) r.nextInt();
      }
      for (int t = 0; t < len; t++) {
        z[t] = r.nextInt(-255, 256);
      }
      for (boolean unsigned : new boolean[] {false, true}) {
        int[] plain = new int[len];
        int[] vector = new int[len];
        IntWidening.centered(a, 3, unsigned, z, 0, plain, len);
        IntWidening.TILE.centered(a, 3, unsigned, z, 0, vector, len);
        for (int t = 0; t < len; t++) {
          assertThat(plain[t]).isEqualTo((unsigned ? a[3 + t] & 0xFF : a[3 + t]) - z[t]);
        }
        assertThat(vector).isEqualTo(plain);
      }
    }
  }
}
