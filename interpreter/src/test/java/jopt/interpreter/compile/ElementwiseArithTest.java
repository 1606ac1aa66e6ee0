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
 * f32 add, sub, mul, div and i32 to f32 in the elementwise engine, and chains of f32 ops (ReLU,
 * ReLU6, Clip by 0-d operands, hard sigmoid, erf inside, leaky ReLU, a broadcast and a copy): the interpreter's values (Programs.run
 * compares every element of the compiled run with the interpreter's) on rows with a vector
 * tail, a broadcast row and a broadcast scalar, a transposed input (element by element), NaNs
 * (also past a chain's first block), infinities, signed zeros and subnormals, i32s that round,
 * an NCHW image's short rows joined into runs; the op runs in the engine, and a body of
 * another op or no chain is left to its kernel.
 */
class ElementwiseArithTest {
  private static BufferArgument floats(float[] xs) {
    List<Float> list = new ArrayList<>();
    for (float x : xs) {
      list.add(x);
    }
    return new BufferArgument(new long[0], list);
  }

  /** 3x77 values with specials among random ones (no NaN unless asked). */
  private static float[] values(int n, long seed, boolean nan) {
    SplittableRandom r = new SplittableRandom(seed);
    float[] special = {0f, -0f, Float.MIN_VALUE, -Float.MIN_VALUE, 1e-39f, Float.MAX_VALUE,
        -Float.MAX_VALUE, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 1f, -3f, 0.1f};
    float[] xs = new float[n];
    for (int i = 0; i < n; i++) {
      xs[i] = r.nextInt(4) == 0 ? special[r.nextInt(special.length)]
          : (float) (r.nextDouble() * 20 - 10);
    }
    if (nan) {
      xs[n / 2 + 3] = Float.NaN;
    }
    return xs;
  }

  /** @main(%a, %b) = OP(a, b) elementwise over 3x77, b of type BT read by map BMAP. */
  private static String binary(String op, String at, String amap, String bt, String bmap) {
    return """
        func.func @main(%a: AT, %b: BT) -> memref<3x77xf32> {
          %o = memref.alloc() : memref<3x77xf32>
          linalg.generic {indexing_maps = [AMAP, BMAP, affine_map<(i, j) -> (i, j)>],
              iterator_types = ["parallel", "parallel"]}
              ins(%a, %b : AT, BT) outs(%o : memref<3x77xf32>) {
          ^bb0(%x: f32, %y: f32, %z: f32):
            %0 = OP %x, %y : f32
            linalg.yield %0 : f32
          }
          return %o : memref<3x77xf32>
        }
        """.replace("OP", op).replace("AT", at).replace("AMAP", amap).replace("BT", bt)
        .replace("BMAP", bmap);
  }

  private static final String ID = "affine_map<(i, j) -> (i, j)>";

  /** Runs {@code text}'s @main on {@code args}, checking whether the op ran in the engine. */
  private static void run(String text, boolean inEngine, Object... args) {
    ExecutionResult r = Programs.run(text, args);
    assertThat(r.errors()).isEmpty();
    Interpreter again = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0).withProfile(true));
    again.run("main", List.of(args));
    if (inEngine) {
      assertThat(again.profile().report(0)).contains("compiled (elementwise)");
    } else {
      assertThat(again.profile().report(0)).doesNotContain("compiled (elementwise)");
    }
  }

  @Test
  void everyOpOnRowsBroadcastRowsAndScalars() {
    for (String op : new String[] {"arith.addf", "arith.subf", "arith.mulf", "arith.divf"}) {
      for (boolean nan : new boolean[] {false, true}) {
        run(binary(op, "memref<3x77xf32>", ID, "memref<3x77xf32>", ID), true,
            floats(values(231, 1, nan)), floats(values(231, 2, false)));
        run(binary(op, "memref<3x77xf32>", ID, "memref<77xf32>", "affine_map<(i, j) -> (j)>"),
            true, floats(values(231, 3, false)), floats(values(77, 4, nan)));
        run(binary(op, "memref<3x1xf32>", "affine_map<(i, j) -> (i, 0)>", "memref<3x77xf32>", ID),
            true, floats(values(3, 5, false)),
            floats(values(231, 6, nan)));
      }
    }
  }

  @Test
  void aBiasPerChannelOverShortRows() {
    // 2x3x5x7 plus a bias per channel: rows of 7 joined into runs of 35 per channel
    String text = """
        func.func @main(%a: memref<2x3x5x7xf32>, %b: memref<3xf32>) -> memref<2x3x5x7xf32> {
          %o = memref.alloc() : memref<2x3x5x7xf32>
          linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>,
              affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
              iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
              ins(%a, %b : memref<2x3x5x7xf32>, memref<3xf32>)
              outs(%o : memref<2x3x5x7xf32>) {
          ^bb0(%x: f32, %y: f32, %z: f32):
            %0 = arith.subf %x, %y : f32
            linalg.yield %0 : f32
          }
          return %o : memref<2x3x5x7xf32>
        }
        """;
    run(text, true, floats(values(210, 10, true)), floats(values(3, 11, false)));
  }

  /** A batch normalization over 2x3x5x7 with its four parameters read by map PMAP. */
  private static String batchNorm(String pmap, int params) {
    return """
        func.func @main(%a: memref<2x3x5x7xf32>, %s: memref<PxF32>, %b: memref<PxF32>,
            %m: memref<PxF32>, %v: memref<PxF32>) -> memref<2x3x5x7xf32> {
          %o = memref.alloc() : memref<2x3x5x7xf32>
          linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, PMAP, PMAP,
              PMAP, PMAP, affine_map<(n, c, h, w) -> (n, c, h, w)>],
              iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
              ins(%a, %s, %b, %m, %v : memref<2x3x5x7xf32>, memref<PxF32>, memref<PxF32>,
                  memref<PxF32>, memref<PxF32>)
              outs(%o : memref<2x3x5x7xf32>) {
          ^bb0(%x: f32, %scale: f32, %bias: f32, %mean: f32, %var: f32, %z: f32):
            %eps = arith.constant 9.99999974E-6 : f32
            %0 = arith.addf %var, %eps : f32
            %1 = arith.subf %x, %mean : f32
            %2 = math.sqrt %0 : f32
            %3 = arith.divf %1, %2 : f32
            %4 = arith.mulf %3, %scale : f32
            %5 = arith.addf %4, %bias : f32
            linalg.yield %5 : f32
          }
          return %o : memref<2x3x5x7xf32>
        }
        """.replace("PMAP", pmap).replace("PxF32", params + "xf32");
  }

  @Test
  void aBatchNormalizationsSqrtIsASideValue() {
    // per channel: sqrt(var + eps) computed once per run of 35; a negative variance (a NaN
    // channel) and a NaN activation go element by element
    float[] var = {0.5f, -1f, 2f};
    run(batchNorm("affine_map<(n, c, h, w) -> (c)>", 3), true, floats(values(210, 30, true)),
        floats(values(3, 31, false)), floats(values(3, 32, false)), floats(values(3, 33, false)),
        floats(var));
    // per column: the side value changes along the run, computed per element
    float[] var7 = {0.5f, 1f, 2f, 3f, 0.25f, 9f, -4f};
    run(batchNorm("affine_map<(n, c, h, w) -> (w)>", 7), true, floats(values(210, 34, false)),
        floats(values(7, 35, false)), floats(values(7, 36, false)), floats(values(7, 37, false)),
        floats(var7));
  }

  @Test
  void aTransposedInputElementByElement() {
    run(binary("arith.divf", "memref<77x3xf32>", "affine_map<(i, j) -> (j, i)>",
        "memref<3x77xf32>", ID), true, floats(values(231, 7, true)),
        floats(values(231, 8, false)));
  }

  @Test
  void integersToFloats() {
    String text = """
        func.func @main(%a: memref<3x77xi32>) -> memref<3x77xf32> {
          %o = memref.alloc() : memref<3x77xf32>
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
              affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
              ins(%a : memref<3x77xi32>) outs(%o : memref<3x77xf32>) {
          ^bb0(%x: i32, %z: f32):
            %0 = arith.sitofp %x : i32 to f32
            linalg.yield %0 : f32
          }
          return %o : memref<3x77xf32>
        }
        """;
    SplittableRandom r = new SplittableRandom(9);
    List<Long> xs = new ArrayList<>();
    long[] special = {0, -1, Integer.MAX_VALUE, Integer.MIN_VALUE, (1 << 24) + 1, (1 << 25) + 2,
        (1 << 25) + 6, -((1 << 24) + 3)};
    for (int i = 0; i < 231; i++) {
      xs.add(i < special.length ? special[i] : (long) r.nextInt());
    }
    run(text, true, new BufferArgument(new long[0], xs));
  }

  @Test
  void anotherBodyIsLeftToTheKernel() {
    run(binary("arith.remf", "memref<3x77xf32>", ID, "memref<3x77xf32>", ID), false,
        floats(values(231, 1, false)), floats(values(231, 2, false)));
  }

  /** @main(%a, %b) over 2xN: BODY (of %x, %y, ending in %r) elementwise, b read by BMAP. */
  private static String chain(int n, String bt, String bmap, String body) {
    return """
        func.func @main(%a: memref<2xNxf32>, %b: BT) -> memref<2xNxf32> {
          %o = memref.alloc() : memref<2xNxf32>
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, BMAP,
              affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
              ins(%a, %b : memref<2xNxf32>, BT) outs(%o : memref<2xNxf32>) {
          ^bb0(%x: f32, %y: f32, %z: f32):
            BODY
            linalg.yield %r : f32
          }
          return %o : memref<2xNxf32>
        }
        """.replace("BODY", body).replace("BT", bt).replace("BMAP", bmap)
        .replace("N", Integer.toString(n));
  }

  private static final String SCALAR = "affine_map<(i, j) -> ()>";

  /** The scalar b as a 0-d buffer. */
  private static BufferArgument scalar(float b) {
    return new BufferArgument(new long[0], List.of(b));
  }

  @Test
  void reluAndRelu6ByConstantsOverSignedZerosAndNans() {
    String relu = """
        %c0 = arith.constant 0.000000e+00 : f32
        %r = arith.maximumf %x, %c0 : f32""";
    String relu6 = """
        %c0 = arith.constant 0.000000e+00 : f32
        %0 = arith.maximumf %x, %c0 : f32
        %c6 = arith.constant 6.000000e+00 : f32
        %r = arith.minimumf %0, %c6 : f32""";
    for (String body : new String[] {relu, relu6}) {
      for (boolean nan : new boolean[] {false, true}) {
        // 2x1300: runs of several blocks, the NaN in a later one
        run(chain(1300, "memref<f32>", SCALAR, body), true, floats(values(2600, 12, nan)),
            scalar(1f));
        run(chain(77, "memref<f32>", SCALAR, body), true, floats(values(154, 13, nan)),
            scalar(1f));
      }
    }
  }

  @Test
  void clipByScalarOperands() {
    // Clip's lowering: max by one 0-d operand, min by another, over an NCHW image's short rows
    String text = """
        func.func @main(%a: memref<2x3x5x7xf32>, %lo: memref<f32>, %hi: memref<f32>)
            -> memref<2x3x5x7xf32> {
          %o = memref.alloc() : memref<2x3x5x7xf32>
          linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>,
              affine_map<(n, c, h, w) -> ()>, affine_map<(n, c, h, w) -> ()>,
              affine_map<(n, c, h, w) -> (n, c, h, w)>],
              iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
              ins(%a, %lo, %hi : memref<2x3x5x7xf32>, memref<f32>, memref<f32>)
              outs(%o : memref<2x3x5x7xf32>) {
          ^bb0(%x: f32, %l: f32, %h: f32, %z: f32):
            %0 = arith.maximumf %x, %l : f32
            %1 = arith.minimumf %0, %h : f32
            linalg.yield %1 : f32
          }
          return %o : memref<2x3x5x7xf32>
        }
        """;
    for (boolean nan : new boolean[] {false, true}) {
      run(text, true, floats(values(210, 14, nan)), scalar(0f), scalar(6f));
      run(text, true, floats(values(210, 15, nan)), scalar(-0f), scalar(0f));
    }
  }

  @Test
  void hardSigmoidWithConstantsOnEitherSide() {
    String body = """
        %c = arith.constant 2.000000e-01 : f32
        %0 = arith.mulf %x, %c : f32
        %h = arith.constant 5.000000e-01 : f32
        %1 = arith.addf %h, %0 : f32
        %c0 = arith.constant 0.000000e+00 : f32
        %c1 = arith.constant 1.000000e+00 : f32
        %2 = arith.minimumf %c1, %1 : f32
        %r = arith.maximumf %2, %c0 : f32""";
    for (boolean nan : new boolean[] {false, true}) {
      run(chain(1100, "memref<f32>", SCALAR, body), true, floats(values(2200, 16, nan)),
          scalar(1f));
    }
  }

  @Test
  void aChainOfInputsErfAndTheValueTwice() {
    // (1 / b - x), erf, times a, squared, minus b: a broadcast row, erf inside, a step of the
    // value by itself
    String body = """
        %c1 = arith.constant 1.000000e+00 : f32
        %0 = arith.divf %c1, %y : f32
        %1 = arith.subf %0, %x : f32
        %2 = math.erf %1 : f32
        %3 = arith.mulf %x, %2 : f32
        %4 = arith.mulf %3, %3 : f32
        %r = arith.subf %4, %y : f32""";
    for (boolean nan : new boolean[] {false, true}) {
      run(chain(1100, "memref<1100xf32>", "affine_map<(i, j) -> (j)>", body), true,
          floats(values(2200, 17, false)), floats(values(1100, 18, nan)));
    }
  }

  @Test
  void leakyReluAsOnnxLowersItThenAMaximum() {
    // LeakyRelu's lowering (mulf by alpha, cmpf olt 0, select), then max by a 0-d operand as
    // oww-embedding has it; alpha on either side of the mulf, a NaN and -0 among the values
    String leaky = """
        %al = arith.constant 2.000000e-01 : f32
        %0 = arith.mulf MUL : f32
        %z0 = arith.constant 0.000000e+00 : f32
        %1 = arith.cmpf olt, %x, %z0 : f32
        %2 = arith.select %1, %0, %x : f32
        %r = arith.maximumf %2, %y : f32""";
    for (String mul : new String[] {"%x, %al", "%al, %x"}) {
      for (boolean nan : new boolean[] {false, true}) {
        run(chain(1300, "memref<f32>", SCALAR, leaky.replace("MUL", mul)), true,
            floats(values(2600, 25, nan)), scalar(-0.4f));
        run(chain(77, "memref<f32>", SCALAR, leaky.replace("MUL", mul)), true,
            floats(values(154, 26, nan)), scalar(-0.4f));
      }
    }
    // alpha a broadcast row (not fixed along the run: element by element)
    run(chain(77, "memref<77xf32>", "affine_map<(i, j) -> (j)>", """
        %0 = arith.mulf %x, %y : f32
        %z0 = arith.constant -0.000000e+00 : f32
        %1 = arith.cmpf olt, %x, %z0 : f32
        %r = arith.select %1, %0, %x : f32"""), true, floats(values(154, 27, true)),
        floats(values(77, 28, false)));
  }

  @Test
  void selectsThatAreNoLeakyReluAreLeftToTheKernel() {
    // another predicate; the product used again
    run(chain(77, "memref<f32>", SCALAR, """
        %0 = arith.mulf %x, %y : f32
        %z0 = arith.constant 0.000000e+00 : f32
        %1 = arith.cmpf ult, %x, %z0 : f32
        %r = arith.select %1, %0, %x : f32"""), false, floats(values(154, 29, true)),
        scalar(0.1f));
    run(chain(77, "memref<f32>", SCALAR, """
        %0 = arith.mulf %x, %y : f32
        %z0 = arith.constant 0.000000e+00 : f32
        %1 = arith.cmpf olt, %x, %z0 : f32
        %2 = arith.select %1, %0, %x : f32
        %r = arith.addf %2, %0 : f32"""), false, floats(values(154, 30, false)),
        scalar(0.1f));
  }

  @Test
  void aBroadcastAndACopyKeepTheirBits() {
    // a bias per channel broadcast over an NCHW image (runs of a fixed value) and a generic
    // yielding its input, consecutive and transposed (element by element); NaNs with a payload
    String broadcast = """
        func.func @main(%b: memref<3xf32>) -> memref<2x3x5x7xf32> {
          %o = memref.alloc() : memref<2x3x5x7xf32>
          linalg.broadcast ins(%b : memref<3xf32>) outs(%o : memref<2x3x5x7xf32>)
              dimensions = [0, 2, 3]
          return %o : memref<2x3x5x7xf32>
        }
        """;
    float[] bias = {Float.intBitsToFloat(0x7fa00001), -0f, 1.5f};
    run(broadcast, true, floats(bias));
    for (String amap : new String[] {ID, "affine_map<(i, j) -> (j, i)>"}) {
      String copy = """
          func.func @main(%a: memref<77x77xf32>) -> memref<77x77xf32> {
            %o = memref.alloc() : memref<77x77xf32>
            linalg.generic {indexing_maps = [AMAP, affine_map<(i, j) -> (i, j)>],
                iterator_types = ["parallel", "parallel"]}
                ins(%a : memref<77x77xf32>) outs(%o : memref<77x77xf32>) {
            ^bb0(%x: f32, %z: f32):
              linalg.yield %x : f32
            }
            return %o : memref<77x77xf32>
          }
          """.replace("AMAP", amap);
      float[] xs = values(77 * 77, 31, true);
      xs[100] = Float.intBitsToFloat(0xffc01234);
      run(copy, true, floats(xs));
    }
  }

  @Test
  void bodiesThatAreNoChainAreLeftToTheKernel() {
    // two values joined: the second op does not take the first's
    run(chain(77, "memref<2x77xf32>", ID, """
        %0 = arith.addf %x, %y : f32
        %1 = arith.subf %x, %y : f32
        %r = arith.mulf %0, %1 : f32"""), false, floats(values(154, 19, false)),
        floats(values(154, 20, false)));
    // a value used past the next op
    run(chain(77, "memref<2x77xf32>", ID, """
        %0 = arith.addf %x, %y : f32
        %1 = arith.mulf %0, %y : f32
        %r = arith.mulf %1, %0 : f32"""), false, floats(values(154, 21, false)),
        floats(values(154, 22, false)));
    // an op the engine has no form of inside the chain
    run(chain(77, "memref<2x77xf32>", ID, """
        %0 = arith.addf %x, %y : f32
        %r = math.exp %0 : f32"""), false, floats(values(154, 23, false)),
        floats(values(154, 24, false)));
  }
}
