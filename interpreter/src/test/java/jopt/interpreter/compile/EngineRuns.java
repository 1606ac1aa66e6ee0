package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.function.IntBinaryOperator;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.InterpreterOptions;

/** Runs of integer programs for the tests of the compiled engines. */
final class EngineRuns {
  private EngineRuns() {}

  /** A buffer argument holding {@code xs}. */
  static BufferArgument ints(int[] xs) {
    List<Integer> list = new ArrayList<>();
    for (int x : xs) {
      list.add(x);
    }
    return new BufferArgument(new long[0], list);
  }

  /**
   * Runs {@code text}'s @main on {@code args} as the interpreter does (Programs.run compares
   * every element with the interpreted form), then again compiling every op, checking that the
   * profile names {@code engine} (e.g. "compiled (contraction)"); the first run's result.
   */
  static ExecutionResult run(String text, String engine, BufferArgument... args) {
    ExecutionResult r = Programs.run(text, (Object[]) args);
    assertThat(r.errors()).isEmpty();
    Interpreter again = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0).withProfile(true));
    again.run("main", List.of((Object[]) args));
    assertThat(again.profile().report(0)).contains(engine);
    return r;
  }

  /** The printed m x n i32 memref whose element (i, j) is {@code f(i, j)}. */
  static String printed(int m, int n, IntBinaryOperator f) {
    StringJoiner rows = new StringJoiner(", ", "memref<" + m + "x" + n + "xi32> [", "]");
    for (int i = 0; i < m; i++) {
      StringJoiner row = new StringJoiner(", ", "[", "]");
      for (int j = 0; j < n; j++) {
        row.add(Integer.toString(f.applyAsInt(i, j)));
      }
      rows.add(row.toString());
    }
    return rows.toString();
  }
}
