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
import org.junit.jupiter.api.Test;

/**
 * f32 min and max reductions in the extremum engine: the interpreter's bits (Programs.run
 * compares every element of the compiled run with the interpreter's), whole-tensor and
 * per-row ranges, a reduction along a strided loop, NaN and signed zeros, and the op run in
 * the engine.
 */
class ExtremumReductionTest {
  private static BufferArgument floats(float[] xs) {
    List<Float> list = new ArrayList<>();
    for (float x : xs) {
      list.add(x);
    }
    return new BufferArgument(new long[0], list);
  }

  private static float[] random(int n, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    float[] xs = new float[n];
    for (int i = 0; i < n; i++) {
      xs[i] = (float) (r.nextDouble() * 20 - 10);
    }
    return xs;
  }

  /** Runs {@code text}'s @main on {@code args}, checking that the op ran in the engine. */
  private static String run(String text, BufferArgument... args) {
    ExecutionResult r = Programs.run(text, (Object[]) args);
    assertThat(r.errors()).isEmpty();
    Interpreter again = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0).withProfile(true));
    again.run("main", List.of((Object[]) args));
    assertThat(again.profile().report(0)).contains("compiled (extremum reduction)");
    return r.results().get(0);
  }

  /** The whole-tensor reduction {@code kind} (minimumf or maximumf) of a 3x37 memref from 0. */
  private static String whole(String kind, boolean outFirst) {
    String operands = outFirst ? "%o, %i" : "%i, %o";
    return """
        func.func @main(%x: memref<3x37xf32>) -> memref<f32> {
          %zero = arith.constant 0.0 : f32
          %r = memref.alloc() : memref<f32>
          linalg.fill ins(%zero : f32) outs(%r : memref<f32>)
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
              affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]}
              ins(%x : memref<3x37xf32>) outs(%r : memref<f32>) {
          ^bb0(%i: f32, %o: f32):
            %m = arith.KIND OPERANDS : f32
            linalg.yield %m : f32
          }
          return %r : memref<f32>
        }
        """.replace("KIND", kind).replace("OPERANDS", operands);
  }

  @Test
  void wholeTensorRanges() {
    float[] x = random(3 * 37, 1);
    float min = 0;
    float max = 0;
    for (float v : x) {
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    assertThat(run(whole("minimumf", false), floats(x))).isEqualTo("memref<f32> " + min);
    assertThat(run(whole("maximumf", true), floats(x))).isEqualTo("memref<f32> " + max);
  }

  @Test
  void aNaNAnywhereIsTheResultAndNegativeZeroIsBelowZero() {
    float[] x = new float[3 * 37];
    x[70] = Float.NaN;
    assertThat(run(whole("maximumf", false), floats(x))).isEqualTo("memref<f32> NaN");
    float[] z = new float[3 * 37];
    z[41] = -0.0f;
    assertThat(run(whole("minimumf", true), floats(z))).isEqualTo("memref<f32> -0.0");
  }

  @Test
  void perRowAndAlongAStridedLoop() {
    float[] x = random(5 * 19, 2);
    // rows: the run along j, one output per row
    String rows = run("""
        func.func @main(%x: memref<5x19xf32>) -> memref<5xf32> {
          %c = arith.constant -3.0 : f32
          %r = memref.alloc() : memref<5xf32>
          linalg.fill ins(%c : f32) outs(%r : memref<5xf32>)
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
              affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
              ins(%x : memref<5x19xf32>) outs(%r : memref<5xf32>) {
          ^bb0(%i: f32, %o: f32):
            %m = arith.maximumf %i, %o : f32
            linalg.yield %m : f32
          }
          return %r : memref<5xf32>
        }
        """, floats(x));
    StringBuilder want = new StringBuilder("memref<5xf32> [");
    for (int i = 0; i < 5; i++) {
      float m = -3.0f;
      for (int j = 0; j < 19; j++) {
        m = Math.max(m, x[i * 19 + j]);
      }
      want.append(i == 0 ? "" : ", ").append(m);
    }
    assertThat(rows).isEqualTo(want.append("]").toString());
    // columns: the input's run along j moves the output too (element by element)
    String columns = run("""
        func.func @main(%x: memref<5x19xf32>) -> memref<19xf32> {
          %c = arith.constant 3.0 : f32
          %r = memref.alloc() : memref<19xf32>
          linalg.fill ins(%c : f32) outs(%r : memref<19xf32>)
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
              affine_map<(i, j) -> (j)>], iterator_types = ["reduction", "parallel"]}
              ins(%x : memref<5x19xf32>) outs(%r : memref<19xf32>) {
          ^bb0(%i: f32, %o: f32):
            %m = arith.minimumf %o, %i : f32
            linalg.yield %m : f32
          }
          return %r : memref<19xf32>
        }
        """, floats(x));
    assertThat(columns).startsWith("memref<19xf32> [" + Math.min(3.0f, Math.min(Math.min(
        Math.min(x[0], x[19]), Math.min(x[38], x[57])), x[76])) + ", ");
  }

  @Test
  void anUnwrittenElementIsTheInterpretersFault() {
    // the engine runs only after the op's reads were checked: here the interpreter reports it
    ExecutionResult r = Programs.run("""
        func.func @main(%x: memref<3x37xf32>) -> memref<f32> {
          %zero = arith.constant 0.0 : f32
          %c1 = arith.constant 1 : index
          %y = memref.alloc() : memref<3x37xf32>
          memref.store %zero, %y[%c1, %c1] : memref<3x37xf32>
          %r = memref.alloc() : memref<f32>
          linalg.fill ins(%zero : f32) outs(%r : memref<f32>)
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
              affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]}
              ins(%y : memref<3x37xf32>) outs(%r : memref<f32>) {
          ^bb0(%i: f32, %o: f32):
            %m = arith.minimumf %i, %o : f32
            linalg.yield %m : f32
          }
          memref.dealloc %y : memref<3x37xf32>
          return %r : memref<f32>
        }
        """, floats(new float[3 * 37]));
    assertThat(r.errors()).hasSize(1);
    assertThat(r.errors().get(0).getMessage())
        .startsWith("read of uninitialized memory: byte 0 of buffer #");
  }

  @Test
  void runsOfAnyLengthMeetAsOneChain() {
    SplittableRandom r = new SplittableRandom(3);
    for (int len : new int[] {1, 2, 3, 4, 5, 8, 9, 31}) {
      float[] xs = random(len, len);
      byte[] bytes = new byte[4 + len * 4];
      for (int t = 0; t < len; t++) {
        if (r.nextInt(8) == 0) {
          xs[t] = r.nextBoolean() ? -0.0f : 0.0f;
        }
        jopt.interpreter.runtime.ElementBytes.f32(bytes, 4 + 4 * t, xs[t]);
      }
      for (boolean max : new boolean[] {false, true}) {
        float chain = xs[0];
        for (int t = 1; t < len; t++) {
          chain = ExtremumReduction.meet(chain, xs[t], max);
        }
        assertThat(Float.floatToRawIntBits(ExtremumReduction.extremum(bytes, 4, len, max)))
            .isEqualTo(Float.floatToRawIntBits(chain));
      }
    }
  }
}
