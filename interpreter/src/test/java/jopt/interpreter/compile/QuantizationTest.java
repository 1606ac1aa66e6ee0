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
 * f32 quantized to u8 in the quantization engine: the interpreter's bytes (Programs.run compares
 * every element of the compiled run with the interpreter's) on halfway quotients, values past
 * the clamp and from 2^23 on, signed zeros and infinities, both extensions of the zero point, a
 * row's vector tail, a transposed input; a NaN faults at its element with the interpreter's
 * error; the op runs in the engine.
 */
class QuantizationTest {
  private static BufferArgument floats(float[] xs) {
    List<Float> list = new ArrayList<>();
    for (float x : xs) {
      list.add(x);
    }
    return new BufferArgument(new long[0], list);
  }

  private static BufferArgument scalar(Number v) {
    return new BufferArgument(new long[0], List.of(v));
  }

  /** Quantizes %x (3x77, or 77x3 read transposed) by %s and %z (extended by {@code ext}). */
  private static String program(String ext, boolean transposed) {
    String xt = transposed ? "memref<77x3xf32>" : "memref<3x77xf32>";
    String xmap = transposed ? "affine_map<(i, j) -> (j, i)>" : "affine_map<(i, j) -> (i, j)>";
    return """
        func.func @main(%x: XT, %s: memref<f32>, %z: memref<i8>) -> memref<3x77xi8> {
          %o = memref.alloc() : memref<3x77xi8>
          linalg.generic {indexing_maps = [XMAP, affine_map<(i, j) -> ()>,
              affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>],
              iterator_types = ["parallel", "parallel"]}
              ins(%x, %s, %z : XT, memref<f32>, memref<i8>) outs(%o : memref<3x77xi8>) {
          ^bb0(%a: f32, %b: f32, %c: i8, %d: i8):
            %0 = arith.divf %a, %b : f32
            %1 = math.roundeven %0 : f32
            %2 = EXT %c : i8 to f32
            %3 = arith.addf %1, %2 : f32
            %4 = math.roundeven %3 : f32
            %lo = arith.constant 0.000000e+00 : f32
            %5 = arith.maximumf %4, %lo : f32
            %hi = arith.constant 2.550000e+02 : f32
            %6 = arith.minimumf %hi, %5 : f32
            %7 = arith.fptoui %6 : f32 to i8
            linalg.yield %7 : i8
          }
          return %o : memref<3x77xi8>
        }
        """.replace("EXT", ext).replace("XMAP", xmap).replace("XT", xt);
  }

  /** Quotients by 0.5 at and around halves, past the clamp, from 2^23 on, zeros, infinities. */
  private static float[] values(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    float[] xs = new float[3 * 77];
    float[] special = {0f, -0f, 0.25f, -0.25f, 0.75f, 1.25f, -1.25f, 126.75f, 127.25f,
        0x1p23f, -0x1p23f, 0x1p22f + 0.25f, 1e30f, -1e30f, Float.POSITIVE_INFINITY,
        Float.NEGATIVE_INFINITY, Float.MIN_VALUE, -Float.MIN_VALUE};
    for (int i = 0; i < xs.length; i++) {
      xs[i] = i < special.length ? special[i]
          : r.nextInt(4) == 0 ? (r.nextInt(600) - 300) / 4f : (float) (r.nextDouble() * 300 - 150);
    }
    return xs;
  }

  /** Runs {@code text}'s @main on {@code args}, checking that the op ran in the engine. */
  private static String run(String text, Object... args) {
    ExecutionResult r = Programs.run(text, args);
    assertThat(r.errors()).isEmpty();
    Interpreter again = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0).withProfile(true));
    again.run("main", List.of(args));
    assertThat(again.profile().report(0)).contains("compiled (quantization)");
    return r.results().get(0);
  }

  @Test
  void theInterpretersBytes() {
    for (String ext : new String[] {"arith.uitofp", "arith.sitofp"}) {
      for (int zp : new int[] {0, 7, -128, -1}) {
        for (float scale : new float[] {0.5f, 0.013f, -0.7f, 3e-39f}) {
          String out = run(program(ext, false), floats(values(zp)), scalar(scale), scalar(zp));
          assertThat(out).isNotEmpty();
        }
      }
    }
  }

  @Test
  void aTransposedInputElementByElement() {
    run(program("arith.uitofp", true), floats(values(3)), scalar(0.25f), scalar(3));
  }

  @Test
  void aNanFaultsAtItsElementAsInterpreted() {
    float[] xs = values(5);
    xs[2 * 77 + 40] = Float.NaN;
    Object[] args = {floats(xs), scalar(0.5f), scalar(0)};
    String text = program("arith.uitofp", false);
    ExecutionResult interpreted = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompile(false)).run("main", List.of(args));
    Interpreter compiled = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0).withProfile(true));
    ExecutionResult r = compiled.run("main", List.of(args));
    assertThat(interpreted.errors()).hasSize(1);
    assertThat(r.errors()).hasSize(1);
    assertThat(r.errors().get(0).getMessage())
        .isEqualTo(interpreted.errors().get(0).getMessage());
    assertThat(r.errors().get(0).getMessage()).contains("NaN");
  }

  @Test
  void anotherClampIsLeftToTheKernel() {
    // -1 as the lower bound: fptoui could fault on a value in range of the clamp
    String text = program("arith.uitofp", false).replace("%lo = arith.constant 0.000000e+00",
        "%lo = arith.constant -1.000000e+00");
    Interpreter in = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0).withProfile(true));
    in.run("main", List.of(floats(values(1)), scalar(0.5f), scalar(0)));
    assertThat(in.profile().report(0)).doesNotContain("quantization");
  }
}
