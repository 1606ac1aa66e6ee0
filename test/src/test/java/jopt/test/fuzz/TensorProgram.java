package jopt.test.fuzz;

import java.util.List;
import jopt.test.oneshot.TensorProgramGenerator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * A generated tensor program ({@link TensorProgramGenerator#runnable}), the function that runs
 * ({@code entry}, without {@code @}) and its arguments as jopt-run's {@code --args} words: most
 * programs run {@code @main(%i: index, %j: index, %c: i1)}; those without calls run their one
 * function on dynamic memrefs ({@code random:5}).
 */
record TensorProgram(long seed, String text, String entry, List<String> args) {

  /** A program run as {@code @main} on these integers. */
  TensorProgram(long seed, String text, List<Long> args) {
    this(seed, text, "main", args.stream().map(String::valueOf).toList());
  }

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
    return atRows(3, DynamicLinalgProgramGenerator::runnable);
  }

  /**
   * Programs of {@link DynamicLinalgProgramGenerator#runnableWide} (rows of 64 and 256), run at
   * n = 3 i + 1 + j rows (1 to 21: each size bucket of jopt-version-for-sizes, 16 and up too).
   */
  static Arbitrary<TensorProgram> wideDynamicLinalgPrograms() {
    return atRows(6, DynamicLinalgProgramGenerator::runnableWide);
  }

  /** Programs {@code generator} makes of a seed, run at n = 3 i + 1 + j rows, i up to {@code maxI}. */
  private static Arbitrary<TensorProgram> atRows(long maxI,
      java.util.function.LongFunction<String> generator) {
    Arbitrary<Long> seeds = Arbitraries.longs().between(0, Long.MAX_VALUE / 2);
    Arbitrary<Long> i = Arbitraries.longs().between(0, maxI);
    Arbitrary<Long> j = Arbitraries.longs().between(0, 2);
    return Combinators.combine(seeds, i, j).as((s, a, b) ->
        new TensorProgram(s, generator.apply(s), List.of(a, b, 0L)));
  }

  /**
   * Modules without calls: {@code @f} of {@link DynamicLinalgProgramGenerator} alone (narrow: three
   * dynamic arguments; or wide: one, which size-buckets may version), run as the entry on random
   * memrefs of n rows (1 to 21).
   */
  static Arbitrary<TensorProgram> dynamicFunctions() {
    Arbitrary<Long> seeds = Arbitraries.longs().between(0, Long.MAX_VALUE / 2);
    Arbitrary<Long> n = Arbitraries.longs().between(1, 21);
    Arbitrary<Boolean> wide = Arbitraries.of(false, true);
    return Combinators.combine(seeds, n, wide).as((s, rows, w) ->
        new TensorProgram(s, DynamicLinalgProgramGenerator.function(s, w), "f",
            DynamicLinalgProgramGenerator.functionArguments(rows, w)));
  }

  /** Programs of {@link LinalgProgramGenerator#runnableWithSoftmax}. */
  static Arbitrary<TensorProgram> linalgProgramsWithSoftmax() {
    Arbitrary<Long> seeds = Arbitraries.longs().between(0, Long.MAX_VALUE / 2);
    return seeds.map(s -> new TensorProgram(s, LinalgProgramGenerator.runnableWithSoftmax(s), List.of(0L, 0L, 0L)));
  }

  @Override
  public String toString() {
    return "TensorProgram[seed " + seed + ", @" + entry + ", args " + args + "]\n" + text;
  }
}
