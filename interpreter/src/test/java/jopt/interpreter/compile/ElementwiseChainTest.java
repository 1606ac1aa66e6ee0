package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import jopt.interpreter.CompiledCheck;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.InterpreterOptions;
import org.junit.jupiter.api.Test;

/**
 * Chains of elementwise ops run as one (ElementwiseChain): a hard-swish-like chain over 3x77
 * (a vector tail, NaNs, a broadcast row, a deallocated intermediate) gives the interpreter's
 * results, heap figures, steps and errors (Programs.run compares everything a run shows) and
 * runs as a chain; an intermediate used twice, read by a load or returned is not put off; a
 * reader the engine cannot join (a reduction, an interpreted op) has the output written first;
 * a fault of the chain's input comes at the first op, as the interpreter's.
 */
class ElementwiseChainTest {
  private static final String ID = "affine_map<(i, j) -> (i, j)>";

  private static BufferArgument floats(int n, long seed, boolean nan) {
    SplittableRandom r = new SplittableRandom(seed);
    List<Float> list = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      list.add(nan && i == n / 2 + 5 ? Float.NaN : (float) (r.nextDouble() * 12 - 6));
    }
    return new BufferArgument(new long[0], list);
  }

  /** An elementwise op of 3x77 into a fresh %NAME: BODY over block arguments %x (and %y). */
  private static String op(String name, String ins, String types, String maps, String args,
      String body) {
    return """
          %NAME = memref.alloc() : memref<3x77xf32>
          linalg.generic {indexing_maps = [MAPS, ID], iterator_types = ["parallel", "parallel"]}
              ins(INS : TYPES) outs(%NAME : memref<3x77xf32>) {
          ^bb0(ARGS, %z: f32):
            BODY
          }
        """.replace("NAME", name).replace("INS", ins).replace("TYPES", types)
        .replace("MAPS", maps).replace("ID", ID).replace("ARGS", args).replace("BODY", body);
  }

  private static final String M = "memref<3x77xf32>";

  /** a + 3, clipped to [0, 6], times a, divided by the row b: hard swish's ops, one op each. */
  private static String hardSwish(String tail) {
    return "func.func @main(%a: memref<3x77xf32>, %b: memref<77xf32>) -> RESULT {\n"
        + op("t1", "%a", M, ID, "%x: f32", """
            %c = arith.constant 3.0 : f32
            %0 = arith.addf %x, %c : f32
            linalg.yield %0 : f32""")
        + op("t2", "%t1", M, ID, "%x: f32", """
            %lo = arith.constant 0.0 : f32
            %hi = arith.constant 6.0 : f32
            %0 = arith.maximumf %x, %lo : f32
            %1 = arith.minimumf %0, %hi : f32
            linalg.yield %1 : f32""")
        + op("t3", "%a, %t2", M + ", " + M, ID + ", " + ID, "%x: f32, %y: f32", """
            %0 = arith.mulf %x, %y : f32
            linalg.yield %0 : f32""")
        + op("t4", "%t3, %b", M + ", memref<77xf32>", ID + ", affine_map<(i, j) -> (j)>",
            "%x: f32, %y: f32", """
            %0 = arith.divf %x, %y : f32
            linalg.yield %0 : f32""")
        + tail + "}\n";
  }

  /** The run's errors are leaks alone (its buffers are never freed; Programs.run compared them). */
  private static void onlyLeaks(ExecutionResult r) {
    for (var e : r.errors()) {
      assertThat(e.getMessage()).startsWith("leak: ");
    }
  }

  private static String profile(String text, Object... args) {
    Interpreter again = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0).withProfile(true));
    again.run("main", List.of(args));
    return again.profile().report(0);
  }

  @Test
  void aChainRunsAsOneWithTheInterpretersResults() {
    for (boolean nan : new boolean[] {false, true}) {
      String text = hardSwish("  return %t4 : memref<3x77xf32>\n")
          .replace("RESULT", "memref<3x77xf32>");
      Object[] args = {floats(231, 1, nan), floats(77, 2, false)};
      ExecutionResult r = Programs.run(text, args);
      onlyLeaks(r);
      String report = profile(text, args);
      assertThat(report).contains("3 x  linalg.generic compiled (elementwise, deferred)");
      assertThat(report).contains("1 x  linalg.generic compiled (elementwise chain)");
    }
  }

  @Test
  void aBatchNormalizationJoinsTheClipAfterIt() {
    // a batch normalization per row (its sqrt a side value) put off, then ReLU6 joined to it
    String text = """
        func.func @main(%a: memref<3x77xf32>, %m: memref<3xf32>, %v: memref<3xf32>) -> memref<3x77xf32> {
          %t1 = memref.alloc() : memref<3x77xf32>
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
              affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
              iterator_types = ["parallel", "parallel"]}
              ins(%a, %m, %v : memref<3x77xf32>, memref<3xf32>, memref<3xf32>)
              outs(%t1 : memref<3x77xf32>) {
          ^bb0(%x: f32, %mean: f32, %var: f32, %z: f32):
            %eps = arith.constant 9.99999974E-6 : f32
            %0 = arith.addf %var, %eps : f32
            %1 = arith.subf %x, %mean : f32
            %2 = math.sqrt %0 : f32
            %3 = arith.divf %1, %2 : f32
            linalg.yield %3 : f32
          }
        """
        + op("t2", "%t1", M, ID, "%x: f32", """
            %lo = arith.constant 0.0 : f32
            %hi = arith.constant 6.0 : f32
            %0 = arith.maximumf %x, %lo : f32
            %1 = arith.minimumf %0, %hi : f32
            linalg.yield %1 : f32""")
        + "  memref.dealloc %t1 : memref<3x77xf32>\n  return %t2 : memref<3x77xf32>\n}\n";
    List<Float> var = List.of(0.5f, -1f, 3f);
    Object[] args = {floats(231, 12, true), floats(3, 13, false),
        new BufferArgument(new long[0], var)};
    onlyLeaks(Programs.run(text, args));
    String report = profile(text, args);
    assertThat(report).contains("1 x  linalg.generic compiled (elementwise, deferred)");
    assertThat(report).contains("1 x  linalg.generic compiled (elementwise chain)");
  }

  @Test
  void aDeallocatedIntermediateStillJoins() {
    String text = hardSwish("""
          memref.dealloc %t1 : memref<3x77xf32>
          memref.dealloc %t2 : memref<3x77xf32>
          memref.dealloc %t3 : memref<3x77xf32>
          return %t4 : memref<3x77xf32>
        """).replace("RESULT", "memref<3x77xf32>");
    Object[] args = {floats(231, 3, false), floats(77, 4, false)};
    ExecutionResult r = Programs.run(text, args);
    onlyLeaks(r);
    assertThat(profile(text, args)).contains("1 x  linalg.generic compiled (elementwise chain)");
  }

  @Test
  void anIntermediateReadAgainIsNotPutOff() {
    // t2 read by a load after the chain, t3 returned: each is computed and written as ever
    String text = hardSwish("""
          %i = arith.constant 1 : index
          %v = memref.load %t2[%i, %i] : memref<3x77xf32>
          return %t3, %t4, %v : memref<3x77xf32>, memref<3x77xf32>, f32
        """).replace("RESULT", "(memref<3x77xf32>, memref<3x77xf32>, f32)");
    Object[] args = {floats(231, 5, true), floats(77, 6, false)};
    ExecutionResult r = Programs.run(text, args);
    onlyLeaks(r);
    String report = profile(text, args);
    // t1 alone is put off (t2's op joins it); t2 and t3 are read again
    assertThat(report).contains("1 x  linalg.generic compiled (elementwise, deferred)");
    assertThat(report).contains("1 x  linalg.generic compiled (elementwise chain)");
    assertThat(report).contains("2 x  linalg.generic compiled (elementwise)");
  }

  @Test
  void anIntermediateUsedTwiceIsNotPutOff() {
    // t1 feeds t2's op and t3's: neither reader alone reads it
    String text = "func.func @main(%a: memref<3x77xf32>) -> memref<3x77xf32> {\n"
        + op("t1", "%a", M, ID, "%x: f32", """
            %c = arith.constant 3.0 : f32
            %0 = arith.addf %x, %c : f32
            linalg.yield %0 : f32""")
        + op("t2", "%t1", M, ID, "%x: f32", """
            %0 = arith.mulf %x, %x : f32
            linalg.yield %0 : f32""")
        + op("t3", "%t1, %t2", M + ", " + M, ID + ", " + ID, "%x: f32, %y: f32", """
            %0 = arith.subf %x, %y : f32
            linalg.yield %0 : f32""")
        + "  return %t3 : memref<3x77xf32>\n}\n";
    Object[] args = {floats(231, 7, false)};
    ExecutionResult r = Programs.run(text, args);
    onlyLeaks(r);
    String report = profile(text, args);
    // t1 is written at its own step; t2, read by t3's op alone, is put off and joined there
    assertThat(report).contains("1 x  linalg.generic compiled (elementwise)");
    assertThat(report).contains("1 x  linalg.generic compiled (elementwise, deferred)");
    assertThat(report).contains("1 x  linalg.generic compiled (elementwise chain)");
  }

  @Test
  void aReaderOutsideTheEngineHasTheOutputWrittenFirst() {
    // a row sum reads t1: the deferred add is written before the reduction's kernel runs
    String text = "func.func @main(%a: memref<3x77xf32>) -> memref<3xf32> {\n"
        + op("t1", "%a", M, ID, "%x: f32", """
            %c = arith.constant 3.0 : f32
            %0 = arith.addf %x, %c : f32
            linalg.yield %0 : f32""")
        + """
          %s = memref.alloc() : memref<3xf32>
          %zero = arith.constant 0.0 : f32
          linalg.fill ins(%zero : f32) outs(%s : memref<3xf32>)
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
              iterator_types = ["parallel", "reduction"]}
              ins(%t1 : memref<3x77xf32>) outs(%s : memref<3xf32>) {
          ^bb0(%x: f32, %acc: f32):
            %0 = arith.addf %acc, %x : f32
            linalg.yield %0 : f32
          }
          return %s : memref<3xf32>
        }
        """;
    Object[] args = {floats(231, 8, false)};
    ExecutionResult r = Programs.run(text, args);
    onlyLeaks(r);
    // t1's only reader is not next (a fill between): t1 is written at its own step
    assertThat(profile(text, args)).contains("1 x  linalg.generic compiled (elementwise)");
    String next = text.replace("""
          %s = memref.alloc() : memref<3xf32>
          %zero = arith.constant 0.0 : f32
          linalg.fill ins(%zero : f32) outs(%s : memref<3xf32>)
        """, "").replace("func.func @main(%a: memref<3x77xf32>) -> memref<3xf32> {\n",
        "func.func @main(%a: memref<3x77xf32>, %s: memref<3xf32>) -> memref<3xf32> {\n");
    Object[] both = {floats(231, 8, false), floats(3, 9, false)};
    onlyLeaks(Programs.run(next, both));
    assertThat(profile(next, both)).contains("1 x  linalg.generic compiled (elementwise, deferred)");
  }

  @Test
  void anInterpretedReaderHasTheOutputWrittenFirst() {
    // the reader's 2x77 iterations stay below the threshold: the interpreter runs it
    String text = "func.func @main(%a: memref<3x77xf32>) -> memref<2x77xf32> {\n"
        + op("t1", "%a", M, ID, "%x: f32", """
            %c = arith.constant 3.0 : f32
            %0 = arith.addf %x, %c : f32
            linalg.yield %0 : f32""")
        + """
          %o = memref.alloc() : memref<2x77xf32>
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i + 1, j)>, affine_map<(i, j) -> (i, j)>],
              iterator_types = ["parallel", "parallel"]}
              ins(%t1 : memref<3x77xf32>) outs(%o : memref<2x77xf32>) {
          ^bb0(%x: f32, %z: f32):
            %0 = arith.mulf %x, %x : f32
            linalg.yield %0 : f32
          }
          return %o : memref<2x77xf32>
        }
        """;
    Object[] args = {floats(231, 10, false)};
    InterpreterOptions options = InterpreterOptions.defaults().withCompileThreshold(200);
    ExecutionResult interpreted = new Interpreter(Programs.parse(text), options.withCompile(false))
        .run("main", List.of(args));
    Interpreter compiled = new Interpreter(Programs.parse(text), options.withProfile(true));
    ExecutionResult r = compiled.run("main", List.of(args));
    assertThat(CompiledCheck.differences(interpreted, r)).isNull();
    onlyLeaks(r);
    String report = compiled.profile().report(0);
    assertThat(report).contains("1 x  linalg.generic compiled (elementwise, deferred)");
    assertThat(report).contains("1 x  linalg.generic interpreted");
  }

  @Test
  void anUninitializedInputFaultsAtTheFirstOp() {
    String text = hardSwish("  return %t4 : memref<3x77xf32>\n")
        .replace("RESULT", "memref<3x77xf32>")
        .replace("func.func @main(%a: memref<3x77xf32>, %b: memref<77xf32>)",
            "func.func @main(%b: memref<77xf32>)")
        .replace("  %t1 = memref.alloc()", "  %a = memref.alloc() : memref<3x77xf32>\n"
            + "  %t1 = memref.alloc()");
    ExecutionResult r = Programs.run(text, floats(77, 11, false));
    assertThat(r.errors()).isNotEmpty();
  }
}
