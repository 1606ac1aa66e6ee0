package jopt.test.fuzz;

import java.util.List;
import jopt.test.oneshot.TensorProgramGenerator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * A generated tensor program ({@link TensorProgramGenerator#runnable}) and the arguments of its
 * {@code @main(%i: index, %j: index, %c: i1)}.
 */
record TensorProgram(long seed, String text, List<Long> args) {

  static Arbitrary<TensorProgram> programs() {
    Arbitrary<Long> seeds = Arbitraries.longs().between(0, Long.MAX_VALUE / 2);
    Arbitrary<Long> index = Arbitraries.longs().between(0, 3);
    Arbitrary<Long> bool = Arbitraries.longs().between(0, 1);
    return Combinators.combine(seeds, index, index, bool).as((s, i, j, c) ->
        new TensorProgram(s, TensorProgramGenerator.runnable(s), List.of(i, j, c)));
  }

  /** Programs of {@link LinalgProgramGenerator}, for the linalg passes. */
  static Arbitrary<TensorProgram> linalgPrograms() {
    Arbitrary<Long> seeds = Arbitraries.longs().between(0, Long.MAX_VALUE / 2);
    return seeds.map(s -> new TensorProgram(s, LinalgProgramGenerator.runnable(s), List.of(0L, 0L, 0L)));
  }

  /** Programs of {@link DynamicLinalgProgramGenerator}, run at n = 3 i + 1 + j rows (1 to 13). */
  static Arbitrary<TensorProgram> dynamicLinalgPrograms() {
    Arbitrary<Long> seeds = Arbitraries.longs().between(0, Long.MAX_VALUE / 2);
    Arbitrary<Long> i = Arbitraries.longs().between(0, 3);
    Arbitrary<Long> j = Arbitraries.longs().between(0, 2);
    return Combinators.combine(seeds, i, j).as((s, a, b) ->
        new TensorProgram(s, DynamicLinalgProgramGenerator.runnable(s), List.of(a, b, 0L)));
  }

  /** Programs of {@link LinalgProgramGenerator#runnableWithSoftmax}. */
  static Arbitrary<TensorProgram> linalgProgramsWithSoftmax() {
    Arbitrary<Long> seeds = Arbitraries.longs().between(0, Long.MAX_VALUE / 2);
    return seeds.map(s -> new TensorProgram(s, LinalgProgramGenerator.runnableWithSoftmax(s), List.of(0L, 0L, 0L)));
  }

  @Override
  public String toString() {
    return "TensorProgram[seed " + seed + ", args " + args + "]\n" + text;
  }
}
