package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.InterpreterOptions;
import org.junit.jupiter.api.Test;

/**
 * The contraction engine on several threads (InterpreterOptions.threads): the same results as
 * one thread and as the interpreter, and one thread where the output's layout or the work rules
 * threads out.
 */
class ContractionThreadsTest {
  private static final String PROGRAM = """
      func.func @main(%a: memref<3x37x67xf32>, %b: memref<3x67x45xf32>) -> memref<3x37x45xf32> {
        %c = memref.alloc() : memref<3x37x45xf32>
        %z = arith.constant 0.25 : f32
        linalg.fill ins(%z : f32) outs(%c : memref<3x37x45xf32>)
        linalg.batch_matmul ins(%a, %b : memref<3x37x67xf32>, memref<3x67x45xf32>)
            outs(%c : memref<3x37x45xf32>)
        return %c : memref<3x37x45xf32>
      }
      """;

  /** n floats uniform in [-1, 1), as jopt-run's 'random'. */
  private static BufferArgument random(int n, long seed) {
    java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
    List<Double> xs = new java.util.ArrayList<>();
    for (int i = 0; i < n; i++) {
      xs.add((double) (float) r.nextDouble(-1, 1));
    }
    return new BufferArgument(new long[0], xs);
  }

  private static List<String> run(int threads) {
    InterpreterOptions o = InterpreterOptions.defaults().withThreads(threads);
    ExecutionResult r = new Interpreter(Programs.parse(PROGRAM), o)
        .run("main", List.of(random(3 * 37 * 67, 1), random(3 * 67 * 45, 2)));
    assertThat(r.errors()).isEmpty();
    return r.results();
  }

  @Test
  void threadsGiveTheBitsOfOneThread() {
    List<String> one = run(1);
    assertThat(run(2)).isEqualTo(one);
    assertThat(run(3)).isEqualTo(one);
    assertThat(run(7)).isEqualTo(one);
    // And the interpreter's (Programs.run compares compiled with interpreted runs).
    ExecutionResult interpreted = Programs.run(PROGRAM,
        InterpreterOptions.defaults().withCompile(false), random(3 * 37 * 67, 1),
        random(3 * 67 * 45, 2));
    assertThat(interpreted.results()).isEqualTo(one);
  }

  @Test
  void oneThreadForSmallWorkOrAnOutputWhoseElementsMeet() {
    long[] ranges = {64, 64, 64};
    boolean[] reduction = {false, false, true};
    // A 64x64 output, rows of 256 bytes: apart.
    assertThat(Contraction.threadsFor(4, 64, 1e6, new long[] {256, 4, 0}, ranges, reduction))
        .isEqualTo(4);
    assertThat(Contraction.threadsFor(1, 64, 1e6, new long[] {256, 4, 0}, ranges, reduction))
        .isEqualTo(1);
    assertThat(Contraction.threadsFor(4, 64, 1000, new long[] {256, 4, 0}, ranges, reduction))
        .isEqualTo(1);
    // Rows of stride 0 (a broadcast layout) or overlapping rows: points that write one element.
    assertThat(Contraction.threadsFor(4, 64, 1e6, new long[] {0, 4, 0}, ranges, reduction))
        .isEqualTo(1);
    assertThat(Contraction.threadsFor(4, 64, 1e6, new long[] {128, 4, 0}, ranges, reduction))
        .isEqualTo(1);
    // Fewer rows than two blocks of the engine: one thread.
    assertThat(Contraction.threadsFor(4, 7, 1e6, new long[] {256, 4, 0}, ranges, reduction))
        .isEqualTo(1);
  }

  @Test
  void aRowAgainstWeightsReadAlongTheReductionRunsAsRowsWithTheInterpretersBits() {
    // x * W^T (a classifier): W's rows run along the reduction, so the engine takes W's loop
    // as its rows (four sums at a time) rather than packing W's columns; 37 rows leave a tail.
    String text = """
        func.func @main(%x: memref<1x300xf32>, %w: memref<37x300xf32>) -> memref<1x37xf32> {
          %c = memref.alloc() : memref<1x37xf32>
          %z = arith.constant 0.125 : f32
          linalg.fill ins(%z : f32) outs(%c : memref<1x37xf32>)
          linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
              affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
              ins(%x, %w : memref<1x300xf32>, memref<37x300xf32>) outs(%c : memref<1x37xf32>)
          return %c : memref<1x37xf32>
        }
        """;
    for (int threads : new int[] {1, 2}) {
      ExecutionResult r = Programs.run(text, InterpreterOptions.defaults().withThreads(threads),
          random(300, 5), random(37 * 300, 6));
      assertThat(r.errors()).isEmpty();
      assertThat(r.results().get(0)).startsWith("memref<1x37xf32> [[");
    }
  }
}
