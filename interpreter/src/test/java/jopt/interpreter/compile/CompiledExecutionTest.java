package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.interpreter.runtime.RuntimeError;
import org.junit.jupiter.api.Test;

/**
 * Compiled execution: each program runs interpreted and compiled (threshold 0) and must show
 * the same (Programs.run checks results, output, heap statistics, steps and faults with their
 * locations); these also check whether the compiled code ran or the checks made before its
 * loops sent the op back to the interpreter.
 */
class CompiledExecutionTest {
  /** Runs @main compiled, checked against the interpreter; returns the result and how many ops ran compiled. */
  private static Object[] run(String text, InterpreterOptions options, Object... args) {
    ExecutionResult r = Programs.run(text, options, args);
    Interpreter again = new Interpreter(Programs.parse(text),
        options.withCompile(true).withCompileThreshold(0));
    again.run("main", List.of(args));
    return new Object[] {r, again.compiled().runs()};
  }

  private static Object[] run(String text, Object... args) {
    return run(text, InterpreterOptions.defaults(), args);
  }

  @Test
  void matmulRunsCompiledWithTheInterpretersResults() {
    Object[] r = run("""
        func.func @main(%a: memref<3x4xf32>, %b: memref<4x5xf32>) -> memref<3x5xf32> {
          %c = memref.alloc() : memref<3x5xf32>
          %z = arith.constant 0.5 : f32
          linalg.fill ins(%z : f32) outs(%c : memref<3x5xf32>)
          linalg.matmul ins(%a, %b : memref<3x4xf32>, memref<4x5xf32>) outs(%c : memref<3x5xf32>)
          return %c : memref<3x5xf32>
        }
        """, BufferArgument.iota(), BufferArgument.iota());
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(res.results().get(0)).startsWith("memref<3x5xf32> [[70.5, 76.5,");
    assertThat(r[1]).isEqualTo(1L);
  }

  @Test
  void aFaultOfTheBodyIsTheInterpretersFault() {
    Object[] r = run("""
        func.func @main(%a: memref<4xi32>) -> memref<4xi32> {
          %o = memref.alloc() : memref<4xi32>
          linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
              iterator_types = ["parallel"]} ins(%a : memref<4xi32>) outs(%o : memref<4xi32>) {
          ^bb0(%x: i32, %y: i32):
            %c7 = arith.constant 7 : i32
            %q = arith.divsi %c7, %x : i32
            linalg.yield %q : i32
          }
          return %o : memref<4xi32>
        }
        """, BufferArgument.iota());
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).hasSize(1);
    assertThat(res.errors().get(0).getDiagnostic().getMessage()).isEqualTo("division by zero");
    assertThat(Programs.lineCol(res.errors().get(0).getDiagnostic())).isEqualTo("7:10");
  }

  @Test
  void structurallyEqualOpsShareAKernelAndFaultAtTheirOwnOp() {
    String text = """
        func.func @main(%a: memref<4xi32>, %b: memref<4xi32>) -> memref<4xi32> {
          %o = memref.alloc() : memref<4xi32>
          linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
              iterator_types = ["parallel"]} ins(%b : memref<4xi32>) outs(%o : memref<4xi32>) {
          ^bb0(%x: i32, %y: i32):
            %c7 = arith.constant 7 : i32
            %q = arith.divsi %c7, %x : i32
            linalg.yield %q : i32
          }
          linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
              iterator_types = ["parallel"]} ins(%a : memref<4xi32>) outs(%o : memref<4xi32>) {
          ^bb0(%x: i32, %y: i32):
            %c7 = arith.constant 7 : i32
            %q = arith.divsi %c7, %x : i32
            linalg.yield %q : i32
          }
          return %o : memref<4xi32>
        }
        """;
    BufferArgument ones = new BufferArgument(new long[0], List.of(1, 2, 3, 4));
    ExecutionResult res = Programs.run(text, BufferArgument.iota(), ones);
    assertThat(res.errors()).hasSize(1);
    assertThat(res.errors().get(0).getDiagnostic().getMessage()).isEqualTo("division by zero");
    assertThat(Programs.lineCol(res.errors().get(0).getDiagnostic())).isEqualTo("14:10");
    Interpreter again = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0));
    again.run("main", List.of(BufferArgument.iota(), ones));
    assertThat(again.compiled().sharedKernels()).isEqualTo(1);
  }

  @Test
  void anUninitializedInputLeavesTheOpToTheInterpreter() {
    Object[] r = run("""
        func.func @main() -> memref<4xf32> {
          %a = memref.alloc() : memref<4xf32>
          %o = memref.alloc() : memref<4xf32>
          %c0 = arith.constant 0 : index
          %one = arith.constant 1.0 : f32
          memref.store %one, %a[%c0] : memref<4xf32>
          linalg.copy ins(%a : memref<4xf32>) outs(%o : memref<4xf32>)
          linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
              iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%o : memref<4xf32>) {
          ^bb0(%x: f32, %y: f32):
            linalg.yield %x : f32
          }
          memref.dealloc %a : memref<4xf32>
          return %o : memref<4xf32>
        }
        """);
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors().get(0).getKind()).isEqualTo(RuntimeError.Kind.UNINITIALIZED_READ);
    assertThat(r[1]).isEqualTo(0L);
  }

  @Test
  void anAccessOutOfBoundsIsReportedWhereTheInterpreterReportsIt() {
    Object[] r = run("""
        func.func @main(%a: memref<?xf32>) -> memref<4xf32> {
          %o = memref.alloc() : memref<4xf32>
          linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0)>],
              iterator_types = ["parallel"]} ins(%a : memref<?xf32>) outs(%o : memref<4xf32>) {
          ^bb0(%x: f32, %y: f32):
            linalg.yield %x : f32
          }
          return %o : memref<4xf32>
        }
        """, BufferArgument.iota(4));
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors().get(0).getDiagnostic().getMessage())
        .isEqualTo("index 4 out of bounds for dimension 0 of size 4");
    assertThat(r[1]).isEqualTo(0L);
  }

  @Test
  void inPlaceAndTransposedOutputsKeepTheInterpretersOrder() {
    Object[] r = run("""
        func.func @main(%a: memref<3x4xf64>) -> (memref<3x4xf64>, memref<4x3xf64>) {
          %t = memref.alloc() : memref<4x3xf64>
          linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
              iterator_types = ["parallel", "parallel"]} ins(%a : memref<3x4xf64>) outs(%a : memref<3x4xf64>) {
          ^bb0(%x: f64, %y: f64):
            %i = linalg.index 0 : index
            %ii = arith.index_cast %i : index to i64
            %f = arith.sitofp %ii : i64 to f64
            %s = arith.mulf %x, %f : f64
            linalg.yield %s : f64
          }
          linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>],
              iterator_types = ["parallel", "parallel"]} ins(%a : memref<3x4xf64>) outs(%t : memref<4x3xf64>) {
          ^bb0(%x: f64, %y: f64):
            %m = arith.maximumf %x, %x : f64
            linalg.yield %m : f64
          }
          return %a, %t : memref<3x4xf64>, memref<4x3xf64>
        }
        """, BufferArgument.iota());
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(res.results().get(0)).isEqualTo(
        "memref<3x4xf64> [[0.0, 0.0, 0.0, 0.0], [4.0, 5.0, 6.0, 7.0], [16.0, 18.0, 20.0, 22.0]]");
    assertThat(res.results().get(1)).startsWith("memref<4x3xf64> [[0.0, 4.0, 16.0], [0.0, 5.0,");
    assertThat(r[1]).isEqualTo(2L);
  }

  @Test
  void narrowTypesCapturedValuesAndCasts() {
    Object[] r = run("""
        func.func @main(%a: memref<6xi8>) -> (memref<6xf16>, memref<6xi1>, memref<6xbf16>) {
          %h = memref.alloc() : memref<6xf16>
          %b = memref.alloc() : memref<6xi1>
          %g = memref.alloc() : memref<6xbf16>
          %k = arith.constant 3 : i8
          %third = arith.constant 0.333 : f16
          linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>,
              affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
              iterator_types = ["parallel"]} ins(%a : memref<6xi8>)
              outs(%h, %b, %g : memref<6xf16>, memref<6xi1>, memref<6xbf16>) {
          ^bb0(%x: i8, %y: f16, %z: i1, %w: bf16):
            %m = arith.muli %x, %k : i8
            %f = arith.sitofp %m : i8 to f16
            %d = arith.mulf %f, %third : f16
            %c = arith.cmpi sgt, %m, %k : i8
            %e = arith.extf %d : f16 to f32
            %t = arith.truncf %e : f32 to bf16
            linalg.yield %d, %c, %t : f16, i1, bf16
          }
          return %h, %b, %g : memref<6xf16>, memref<6xi1>, memref<6xbf16>
        }
        """, BufferArgument.iota());
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(res.results().get(1)).isEqualTo(
        "memref<6xi1> [false, false, true, true, true, true]");
    assertThat(r[1]).isEqualTo(1L);
  }

  /** libm's functions (GELU's erf, GPT-2's pow) run compiled, bit-equal to the interpreter, on f32, f64 and f16. */
  @Test
  void mathFunctionsRunCompiled() {
    Object[] r = run("""
        func.func @main(%a: memref<6xf32>) -> (memref<6xf32>, memref<6xf64>, memref<6xf16>) {
          %o = memref.alloc() : memref<6xf32>
          %d = memref.alloc() : memref<6xf64>
          %h = memref.alloc() : memref<6xf16>
          %c3 = arith.constant 3.0 : f32
          linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>,
              affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
              iterator_types = ["parallel"]} ins(%a : memref<6xf32>)
              outs(%o, %d, %h : memref<6xf32>, memref<6xf64>, memref<6xf16>) {
          ^bb0(%x: f32, %y: f32, %z: f64, %w: f16):
            %s = arith.mulf %x, %x : f32
            %e = math.erf %s : f32
            %p = math.powf %e, %c3 : f32
            %a2 = math.atan2 %p, %x : f32
            %x64 = arith.extf %x : f32 to f64
            %c64 = math.cosh %x64 : f64
            %x16 = arith.truncf %x : f32 to f16
            %l16 = math.log1p %x16 : f16
            %q16 = math.powf %l16, %l16 : f16
            linalg.yield %a2, %c64, %q16 : f32, f64, f16
          }
          return %o, %d, %h : memref<6xf32>, memref<6xf64>, memref<6xf16>
        }
        """, BufferArgument.iota());
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(res.results().get(1)).startsWith("memref<6xf64> [1.0, 1.543080634815244,");
    assertThat(r[1]).isEqualTo(1L);
  }

  @Test
  void aStructuredOpIsOneStepAndRunsCompiledWhateverTheLimit() {
    Object[] r = run("""
        func.func @main(%a: memref<8x8xf32>, %b: memref<8x8xf32>) -> memref<8x8xf32> {
          %c = memref.alloc() : memref<8x8xf32>
          %z = arith.constant 0.0 : f32
          linalg.fill ins(%z : f32) outs(%c : memref<8x8xf32>)
          linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
          return %c : memref<8x8xf32>
        }
        """, InterpreterOptions.defaults().withMaxSteps(5), BufferArgument.iota(),
        BufferArgument.iota());
    // alloc, constant, fill, matmul, return: the 512 points of the matmul's payload are no steps.
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(res.steps()).isEqualTo(5);
    assertThat(r[1]).isEqualTo(1L);
  }

  @Test
  void viewsOfOneArenaLyingApartRunCompiled() {
    // merge-alloc's output: input and output are views of one arena at different offsets.
    Object[] r = run("""
        #id = affine_map<(d0) -> (d0)>
        func.func @main(%a: memref<8xf32>) -> memref<8xf32> {
          %c0 = arith.constant 0 : index
          %c32 = arith.constant 32 : index
          %arena = memref.alloc() : memref<64xi8>
          %x = memref.view %arena[%c0][] : memref<64xi8> to memref<8xf32>
          memref.copy %a, %x : memref<8xf32> to memref<8xf32>
          %y = memref.view %arena[%c32][] : memref<64xi8> to memref<8xf32>
          linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
              ins(%x : memref<8xf32>) outs(%y : memref<8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %d = arith.addf %in, %in : f32
            linalg.yield %d : f32
          }
          %r = memref.alloc() : memref<8xf32>
          memref.copy %y, %r : memref<8xf32> to memref<8xf32>
          memref.dealloc %arena : memref<64xi8>
          return %r : memref<8xf32>
        }
        """, BufferArgument.iota());
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(res.results().get(0)).startsWith("memref<8xf32> [0.0, 2.0, 4.0,");
    assertThat(r[1]).isEqualTo(1L);
  }

  private static final String LOOPS = """
      func.func @main(%a: memref<4x5xf32>, %b: memref<5x3xf32>, %n: index) -> (memref<4x3xf32>, f32) {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c3 = arith.constant 3 : index
        %c4 = arith.constant 4 : index
        %c5 = arith.constant 5 : index
        %z = arith.constant 0.0 : f32
        %c = memref.alloc() : memref<4x3xf32>
        scf.for %i = %c0 to %c4 step %c1 {
          scf.for %j = %c0 to %c3 step %c1 {
            memref.store %z, %c[%i, %j] : memref<4x3xf32>
            scf.for %k = %c0 to %c5 step %c1 {
              %x = memref.load %a[%i, %k] : memref<4x5xf32>
              %y = memref.load %b[%k, %j] : memref<5x3xf32>
              %acc = memref.load %c[%i, %j] : memref<4x3xf32>
              %p = arith.mulf %x, %y : f32
              %s = arith.addf %acc, %p : f32
              memref.store %s, %c[%i, %j] : memref<4x3xf32>
            }
          }
        }
        %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
          %v = memref.load %c[%i, %c0] : memref<4x3xf32>
          %big = arith.cmpf ogt, %v, %acc : f32
          %r = scf.if %big -> f32 {
            scf.yield %v : f32
          } else {
            %h = arith.addf %acc, %v : f32
            scf.yield %h : f32
          }
          scf.yield %r : f32
        }
        return %c, %sum : memref<4x3xf32>, f32
      }
      """;

  @Test
  void loopNestsRunCompiledWithTheInterpretersResults() {
    Object[] r = run(LOOPS, BufferArgument.iota(), BufferArgument.iota(), 4L);
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(res.results().get(0)).startsWith("memref<4x3xf32> [[90.0, 100.0, 110.0], [240.0,");
    assertThat(r[1]).isEqualTo(2L);
  }

  @Test
  void aLoadOutOfBoundsInACompiledLoopIsTheInterpretersFault() {
    Object[] r = run(LOOPS, BufferArgument.iota(), BufferArgument.iota(), 5L);
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors().get(0).getDiagnostic().getMessage())
        .isEqualTo("index 4 out of bounds for dimension 0 of size 4");
    assertThat(Programs.lineCol(res.errors().get(0).getDiagnostic())).isEqualTo("23:10");
  }

  @Test
  void theStepLimitInACompiledLoopIsReachedAtTheInterpretersOp() {
    Object[] r = run(LOOPS, InterpreterOptions.defaults().withMaxSteps(200),
        BufferArgument.iota(), BufferArgument.iota(), 4L);
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors().get(0).getKind()).isEqualTo(RuntimeError.Kind.STEP_LIMIT);
  }

  @Test
  void anUninitializedReadInACompiledLoopIsTheInterpretersFault() {
    Object[] r = run("""
        func.func @main(%n: index) -> f32 {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %z = arith.constant 1.0 : f32
          %a = memref.alloc() : memref<8xf32>
          scf.for %i = %c0 to %n step %c1 {
            memref.store %z, %a[%i] : memref<8xf32>
          }
          %s = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %z) -> f32 {
            %j = arith.addi %i, %n : index
            %v = memref.load %a[%j] : memref<8xf32>
            %t = arith.addf %acc, %v : f32
            scf.yield %t : f32
          }
          memref.dealloc %a : memref<8xf32>
          return %s : f32
        }
        """, 3L);
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors().get(0).getKind()).isEqualTo(RuntimeError.Kind.UNINITIALIZED_READ);
    assertThat(r[1]).isEqualTo(1L); // the first loop; the second faulted
  }

  private static final String AFFINE_EDGES = """
      func.func @main(%a: index) -> memref<5xindex> {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %m = memref.alloc() : memref<5xindex>
        scf.for %i = %c0 to %c1 step %c1 {
          %0 = affine.apply affine_map<(d0) -> (d0 ceildiv 2)>(%a)
          %1 = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%a)
          %2 = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%a)
          %3 = affine.apply affine_map<(d0) -> (d0 mod 3 + d0 * 2)>(%a)
          %4 = affine.apply affine_map<(d0) -> (d0 ceildiv 1)>(%a)
          memref.store %0, %m[%c0] : memref<5xindex>
          %k1 = arith.constant 1 : index
          memref.store %1, %m[%k1] : memref<5xindex>
          %k2 = arith.constant 2 : index
          memref.store %2, %m[%k2] : memref<5xindex>
          %k3 = arith.constant 3 : index
          memref.store %3, %m[%k3] : memref<5xindex>
          %k4 = arith.constant 4 : index
          memref.store %4, %m[%k4] : memref<5xindex>
        }
        return %m : memref<5xindex>
      }
      """;

  /** The values mlir-runner-22 prints for the lowered program (AffineScalarsTest). */
  @Test
  void compiledAndInterpretedAffineApplyAgreeOnEdgeValues() {
    for (long a : new long[] {Long.MIN_VALUE, Long.MAX_VALUE, -7}) {
      // Programs.run runs it interpreted and compiled and compares everything observable.
      ExecutionResult r = Programs.run(AFFINE_EDGES, a);
      assertThat(r.errors()).isEmpty();
      if (a == Long.MIN_VALUE) {
        assertThat(r.results().get(0)).isEqualTo("memref<5xindex> [4611686018427387904, "
            + "3074457345618258602, -3074457345618258603, 1, -9223372036854775808]");
      }
    }
    assertThat(run(AFFINE_EDGES, Long.MIN_VALUE)[1]).isEqualTo(1L);
  }

  @Test
  void innerReductionsAccumulateWithTheInterpretersBits() {
    // Two outputs reduced over d1 and d2 (innermost): a running sum and, swapped through the
    // yield, each output's value from the other; iota inputs make the f32 sums round.
    Object[] r = run("""
        func.func @main(%a: memref<3x5x7xf32>) -> (memref<3xf32>, memref<3xf32>) {
          %s = memref.alloc() : memref<3xf32>
          %t = memref.alloc() : memref<3xf32>
          %z = arith.constant 0.1 : f32
          %one = arith.constant 1.0 : f32
          linalg.fill ins(%z : f32) outs(%s : memref<3xf32>)
          linalg.fill ins(%one : f32) outs(%t : memref<3xf32>)
          linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
              affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0)>],
              iterator_types = ["parallel", "reduction", "reduction"]}
              ins(%a : memref<3x5x7xf32>) outs(%s, %t : memref<3xf32>, memref<3xf32>) {
          ^bb0(%x: f32, %u: f32, %v: f32):
            %p = arith.mulf %x, %z : f32
            %q = arith.addf %v, %p : f32
            linalg.yield %q, %u : f32, f32
          }
          return %s, %t : memref<3xf32>, memref<3xf32>
        }
        """, BufferArgument.iota());
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(r[1]).isEqualTo(1L);
  }

  @Test
  void aReductionWhoseOutputIsItsInputRunsInOrder() {
    // The output aliases the input: each point must see the sums written so far.
    Object[] r = run("""
        func.func @main(%a: memref<4x4xf32>) -> memref<4x4xf32> {
          %o = memref.alloc() : memref<4x4xf32>
          memref.copy %a, %o : memref<4x4xf32> to memref<4x4xf32>
          %col = memref.subview %o[0, 3] [4, 1] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[4], offset: 3>>
          linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
              affine_map<(d0, d1) -> (d0)>],
              iterator_types = ["parallel", "reduction"]}
              ins(%o : memref<4x4xf32>) outs(%col : memref<4xf32, strided<[4], offset: 3>>) {
          ^bb0(%x: f32, %acc: f32):
            %s = arith.addf %x, %acc : f32
            linalg.yield %s : f32
          }
          return %o : memref<4x4xf32>
        }
        """, BufferArgument.iota());
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    // Row 0 is 0, 1, 2, 3 and its sum goes to element 3: 3 + 0 + 1 + 2 = 6 by d1 = 2, then
    // d1 = 3 reads element 3 as written (6): 12 (accumulated apart, it would read 3: 9).
    assertThat(res.results().get(0)).startsWith("memref<4x4xf32> [[0.0, 1.0, 2.0, 12.0],");
  }

  /** Deterministic floats in [-1, 1) (not iota: a normalization of iota rows is too regular). */
  private static BufferArgument values(int n, int seed) {
    java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
    List<Float> xs = new java.util.ArrayList<>();
    for (int i = 0; i < n; i++) {
      xs.add((float) (r.nextDouble() * 2 - 1));
    }
    return new BufferArgument(new long[0], xs);
  }

  @Test
  void aNormalizationFusedIntoAMatmulHasTheInterpretersBits() {
    // jopt-memory-pipeline's fused layer norm: the row's normalization inside the product's
    // body. The interchanged kernel (d2 innermost) computes it once per (d0, d1, d3), outside
    // the loop over d2; the interpreter computes it at every point: the same bits.
    String norm = """
        func.func @main(%x: memref<1x3x4xf32>, %mean: memref<1x3xf32>, %var: memref<1x3xf32>,
            %g: memref<4xf32>, %w: memref<4x5xf32>) -> memref<1x3x5xf32> {
          %o = memref.alloc() : memref<1x3x5xf32>
          %z = arith.constant 0.0 : f32
          %n = arith.constant 4.0 : f32
          %eps = arith.constant 1.0e-5 : f32
          linalg.fill ins(%z : f32) outs(%o : memref<1x3x5xf32>)
          linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
              affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>,
              affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>,
              affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
              iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
              ins(%x, %mean, %var, %g, %w : memref<1x3x4xf32>, memref<1x3xf32>, memref<1x3xf32>,
                  memref<4xf32>, memref<4x5xf32>) outs(%o : memref<1x3x5xf32>) {
          ^bb0(%in: f32, %m: f32, %v: f32, %gi: f32, %wi: f32, %acc: f32):
            %va = math.absf %v : f32
            %0 = arith.divf %va, %n : f32
            %1 = arith.addf %0, %eps : f32
            %2 = math.rsqrt %1 : f32
            %3 = arith.subf %in, %m : f32
            %4 = arith.mulf %3, %2 : f32
            %5 = arith.mulf %4, %gi : f32
            %6 = arith.addf %5, %gi : f32
            %7 = arith.mulf %6, %wi : f32
            %8 = arith.addf %acc, %7 : f32
            linalg.yield %8 : f32
          }
          return %o : memref<1x3x5xf32>
        }
        """;
    Object[] r = run(norm, values(12, 1), values(3, 2), values(3, 3), values(4, 4),
        values(20, 5));
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(r[1]).isEqualTo(1L); // the generic (the fill runs interpreted)
  }

  @Test
  void aReductionWithARowInvariantFactorHasTheInterpretersBits() {
    // Innermost loop d1, a reduction accumulated in a local: the row's scale (rsqrt of its
    // variance) is computed once per row.
    Object[] r = run("""
        func.func @main(%x: memref<3x6xf32>, %var: memref<3xf32>) -> memref<3xf32> {
          %o = memref.alloc() : memref<3xf32>
          %z = arith.constant 0.0 : f32
          %eps = arith.constant 1.0e-5 : f32
          linalg.fill ins(%z : f32) outs(%o : memref<3xf32>)
          linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
              affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
              iterator_types = ["parallel", "reduction"]}
              ins(%x, %var : memref<3x6xf32>, memref<3xf32>) outs(%o : memref<3xf32>) {
          ^bb0(%in: f32, %v: f32, %acc: f32):
            %i = linalg.index 0 : index
            %ii = arith.index_cast %i : index to i32
            %fi = arith.sitofp %ii : i32 to f32
            %va = math.absf %v : f32
            %0 = arith.addf %va, %eps : f32
            %1 = math.rsqrt %0 : f32
            %2 = arith.mulf %1, %fi : f32
            %3 = arith.mulf %in, %2 : f32
            %4 = arith.addf %acc, %3 : f32
            linalg.yield %4 : f32
          }
          return %o : memref<3xf32>
        }
        """, values(18, 6), values(3, 7));
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(r[1]).isEqualTo(1L);
  }

  @Test
  void aRowInvariantOpWithoutCodegenLeavesTheOpToTheInterpreter() {
    // math.fma has no codegen. Interchanged (d0 innermost: x is read along its rows), the
    // kernel hoists what does not change along d0, and did so before the body refused the op:
    // an internal error (found with math.roundeven on a quantized encoder's
    // DynamicQuantizeLinear). Now the op is interpreted.
    Object[] r = run("""
        func.func @main(%x: memref<6x3xf32>, %s: memref<6xf32>) -> memref<3xf32> {
          %o = memref.alloc() : memref<3xf32>
          %z = arith.constant 0.0 : f32
          linalg.fill ins(%z : f32) outs(%o : memref<3xf32>)
          linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>,
              affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>],
              iterator_types = ["parallel", "reduction"]}
              ins(%x, %s : memref<6x3xf32>, memref<6xf32>) outs(%o : memref<3xf32>) {
          ^bb0(%in: f32, %v: f32, %acc: f32):
            %0 = math.fma %v, %v, %v : f32
            %1 = arith.mulf %in, %0 : f32
            %2 = arith.addf %acc, %1 : f32
            linalg.yield %2 : f32
          }
          return %o : memref<3xf32>
        }
        """, values(18, 6), values(6, 7));
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(r[1]).isEqualTo(0L);
  }
  @Test
  void anElementwiseOpComputesWhatItsInnermostLoopDoesNotChangeOnce() {
    // A batch normalization: sqrt(var + eps) depends on the channel (d0) only. The kernel for
    // runs whose output shares no bytes with an input computes it once per channel (a kernel
    // of its own: two shared kernels); the run in place (output = input) takes the plain one.
    // Both against the interpreter.
    String text = """
        #x = affine_map<(d0, d1) -> (d0, d1)>
        #c = affine_map<(d0, d1) -> (d0)>
        func.func @main(%x: memref<3x5xf32>, %m: memref<3xf32>, %v: memref<3xf32>) -> (memref<3x5xf32>, memref<3x5xf32>) {
          %o = memref.alloc() : memref<3x5xf32>
          linalg.generic {indexing_maps = [#x, #c, #c, #x], iterator_types = ["parallel", "parallel"]}
              ins(%x, %m, %v : memref<3x5xf32>, memref<3xf32>, memref<3xf32>) outs(%o : memref<3x5xf32>) {
          ^bb0(%in: f32, %mean: f32, %var: f32, %out: f32):
            %eps = arith.constant 1.0e-05 : f32
            %va = math.absf %var : f32
            %0 = arith.addf %va, %eps : f32
            %1 = arith.subf %in, %mean : f32
            %2 = math.sqrt %0 : f32
            %3 = arith.divf %1, %2 : f32
            linalg.yield %3 : f32
          }
          %p = memref.alloc() : memref<3x5xf32>
          memref.copy %x, %p : memref<3x5xf32> to memref<3x5xf32>
          linalg.generic {indexing_maps = [#x, #c, #c, #x], iterator_types = ["parallel", "parallel"]}
              ins(%p, %m, %v : memref<3x5xf32>, memref<3xf32>, memref<3xf32>) outs(%p : memref<3x5xf32>) {
          ^bb0(%in: f32, %mean: f32, %var: f32, %out: f32):
            %eps = arith.constant 1.0e-05 : f32
            %va = math.absf %var : f32
            %0 = arith.addf %va, %eps : f32
            %1 = arith.subf %in, %mean : f32
            %2 = math.sqrt %0 : f32
            %3 = arith.divf %1, %2 : f32
            linalg.yield %3 : f32
          }
          return %o, %p : memref<3x5xf32>, memref<3x5xf32>
        }
        """;
    Object[] r = run(text, values(15, 8), values(3, 9), values(3, 10));
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(res.results().get(1)).isEqualTo(res.results().get(0));
    assertThat(r[1]).isEqualTo(2L);
    Interpreter again = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0));
    again.run("main", List.of(values(15, 8), values(3, 9), values(3, 10)));
    assertThat(again.compiled().sharedKernels()).isEqualTo(2);
  }

  @Test
  void steppedPositionsFollowStridedBroadcastAndTransposedOperands() {
    // The innermost loop steps each operand's position by its byte stride along that loop:
    // a strided view (stride 2), a row broadcast along it (stride 0), a transposed input (a
    // row's stride), an output view at an offset, and a reduction kept in memory (the output
    // unchanged along the inner loop), against the interpreter.
    Object[] r = run("""
        func.func @main(%a: memref<4x10xf32>, %b: memref<5x4xf32>) -> (memref<6x6xf32>, memref<4xf32>) {
          %v = memref.subview %a[0, 1] [4, 5] [1, 2] : memref<4x10xf32> to memref<4x5xf32, strided<[10, 2], offset: 1>>
          %c = memref.alloc() : memref<4xf32>
          %o = memref.alloc() : memref<6x6xf32>
          %z = arith.constant 0.5 : f32
          linalg.fill ins(%z : f32) outs(%o : memref<6x6xf32>)
          linalg.fill ins(%z : f32) outs(%c : memref<4xf32>)
          %w = memref.subview %o[1, 1] [4, 5] [1, 1] : memref<6x6xf32> to memref<4x5xf32, strided<[6, 1], offset: 7>>
          linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
              affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1, d0)>,
              affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
              ins(%v, %c, %b : memref<4x5xf32, strided<[10, 2], offset: 1>>, memref<4xf32>, memref<5x4xf32>)
              outs(%w : memref<4x5xf32, strided<[6, 1], offset: 7>>) {
          ^bb0(%x: f32, %y: f32, %t: f32, %out: f32):
            %p = arith.mulf %x, %y : f32
            %q = arith.subf %p, %t : f32
            linalg.yield %q : f32
          }
          linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>],
              iterator_types = ["parallel", "reduction"]}
              ins(%b : memref<5x4xf32>) outs(%c : memref<4xf32>) {
          ^bb0(%x: f32, %acc: f32):
            %s = arith.addf %acc, %x : f32
            linalg.yield %s : f32
          }
          return %o, %c : memref<6x6xf32>, memref<4xf32>
        }
        """, BufferArgument.iota(), BufferArgument.iota());
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    // o[1 + i][1 + j] = a[i][1 + 2j] * 0.5 - b[j][i]; c[i] = 0.5 + b[0][i] + ... + b[4][i]
    assertThat(res.results().get(0)).startsWith("memref<6x6xf32> [[0.5, 0.5, 0.5, 0.5, 0.5, 0.5], "
        + "[0.5, 0.5, -2.5, -5.5, -8.5, -11.5], [0.5, 4.5, 1.5, -1.5, -4.5, -7.5],");
    assertThat(res.results().get(1)).isEqualTo("memref<4xf32> [40.5, 45.5, 50.5, 55.5]");
    assertThat(r[1]).isEqualTo(2L);
  }
  /** Floats where quantizing and its clamps are delicate: zeros, halves, NaNs, infinities. */
  private static final List<Float> EDGES = List.of(0.0f, -0.0f, 0.5f, -0.5f, 1.5f, 2.5f, -1.5f,
      -2.5f, 126.5f, 127.5f, 254.5f, 255.5f, 255.49998f, 300.0f, -7.0f, Float.NaN,
      Float.intBitsToFloat(0x7fc00001), Float.intBitsToFloat(0xffc00000),
      Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE, -Float.MIN_VALUE,
      1e30f, -1e30f);

  /**
   * DynamicQuantizeLinear's body (x / scale, round half to even, + zero point, clamped by
   * maximumf and minimumf, fptoui), and maximumf and minimumf of two edge lists, compiled
   * (their f32 forms, the scale and zero point read once per row), bit for bit the
   * interpreter's: the floats bitcast to i32 by an op left to the interpreter.
   */
  @Test
  void aQuantizingBodyHasTheInterpretersBitsOnEdgeValues() {
    String text = """
        #x = affine_map<(d0, d1) -> (d0, d1)>
        #s = affine_map<(d0, d1) -> ()>
        func.func @main(%x: memref<2x24xf32>, %y: memref<2x24xf32>, %sc: memref<f32>, %zp: memref<i8>)
            -> (memref<2x24xi8>, memref<2x24xi32>, memref<2x24xi32>) {
          %q = memref.alloc() : memref<2x24xi8>
          %mx = memref.alloc() : memref<2x24xf32>
          %mn = memref.alloc() : memref<2x24xf32>
          linalg.generic {indexing_maps = [#x, #x, #s, #s, #x, #x, #x],
              iterator_types = ["parallel", "parallel"]}
              ins(%x, %y, %sc, %zp : memref<2x24xf32>, memref<2x24xf32>, memref<f32>, memref<i8>)
              outs(%q, %mx, %mn : memref<2x24xi8>, memref<2x24xf32>, memref<2x24xf32>) {
          ^bb0(%in: f32, %other: f32, %scale: f32, %z: i8, %o: i8, %o1: f32, %o2: f32):
            %0 = arith.divf %in, %scale : f32
            %1 = math.roundeven %0 : f32
            %2 = arith.uitofp %z : i8 to f32
            %3 = arith.addf %1, %2 : f32
            %4 = math.roundeven %3 : f32
            %c0 = arith.constant 0.0 : f32
            %5 = arith.maximumf %4, %c0 : f32
            %c255 = arith.constant 255.0 : f32
            %6 = arith.minimumf %5, %c255 : f32
            %nan = arith.cmpf uno, %6, %6 : f32
            %c7 = arith.constant 7.0 : f32
            %7 = arith.select %nan, %c7, %6 : f32
            %8 = arith.fptoui %7 : f32 to i8
            %9 = arith.maximumf %in, %other : f32
            %10 = arith.minimumf %in, %other : f32
            linalg.yield %8, %9, %10 : i8, f32, f32
          }
          %bx = memref.alloc() : memref<2x24xi32>
          %bn = memref.alloc() : memref<2x24xi32>
          linalg.generic {indexing_maps = [#x, #x, #x, #x], iterator_types = ["parallel", "parallel"]}
              ins(%mx, %mn : memref<2x24xf32>, memref<2x24xf32>) outs(%bx, %bn : memref<2x24xi32>, memref<2x24xi32>) {
          ^bb0(%a: f32, %b: f32, %o3: i32, %o4: i32):
            %0 = arith.bitcast %a : f32 to i32
            %1 = arith.bitcast %b : f32 to i32
            linalg.yield %0, %1 : i32, i32
          }
          memref.dealloc %mx : memref<2x24xf32>
          memref.dealloc %mn : memref<2x24xf32>
          return %q, %bx, %bn : memref<2x24xi8>, memref<2x24xi32>, memref<2x24xi32>
        }
        """;
    List<Float> x = new java.util.ArrayList<>(EDGES);
    x.addAll(EDGES);
    // The first row against its neighbour ((+0, -0), (-0, 0.5), ..., (-7, NaN), NaNs of two
    // payloads or signs), the second against itself.
    List<Float> y = new java.util.ArrayList<>(EDGES.subList(1, EDGES.size()));
    y.add(EDGES.get(0));
    y.addAll(EDGES);
    Object[] r = run(text, new BufferArgument(new long[0], x), new BufferArgument(new long[0], y),
        new BufferArgument(new long[0], List.of(1.0f)),
        new BufferArgument(new long[0], List.of((long) -128)));
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    // 0 + 128, -0.5 -> -0 + 128, 2.5 -> 2 + 128, -1.5 -> -2 + 128, 127.5 -> 128 + 128
    // clamped to 255, 255.49998 + 128 clamped, NaN -> 7, +inf -> 255, -inf -> 0
    assertThat(res.results().get(0)).startsWith("memref<2x24xi8> [[-128, -128, -128, -128, -126,"
        + " -126, 126, 126, -2, -1, -1, -1, -1, -1, 121, 7, 7, 7, -1, 0, -128, -128, -1, 0], [");
    // maximumf(+0, -0) is +0, minimumf -0; a NaN operand, even against itself with a payload
    // or a sign (the second row), gives the canonical NaN, 0x7fc00000.
    assertThat(res.results().get(1)).startsWith("memref<2x24xi32> [[0, 1056964608,");
    assertThat(res.results().get(2)).startsWith("memref<2x24xi32> [[-2147483648, -2147483648,");
    assertThat(res.results().get(1)).contains(", -1059061760, 2143289344, 2143289344, 2143289344,");
    assertThat(r[1]).isEqualTo(1L);
  }

  /**
   * A body that may fault (fptoui out of range) still reads its row-invariant operands once per
   * row: they cannot fault, so the conversion faults where the interpreter's does.
   */
  @Test
  void aConversionFaultAfterHoistedOperandsIsTheInterpretersFault() {
    String text = """
        #x = affine_map<(d0, d1) -> (d0, d1)>
        #s = affine_map<(d0, d1) -> ()>
        func.func @main(%x: memref<3x4xf32>, %sc: memref<f32>, %zp: memref<i8>) -> memref<3x4xi8> {
          %q = memref.alloc() : memref<3x4xi8>
          linalg.generic {indexing_maps = [#x, #s, #s, #x], iterator_types = ["parallel", "parallel"]}
              ins(%x, %sc, %zp : memref<3x4xf32>, memref<f32>, memref<i8>) outs(%q : memref<3x4xi8>) {
          ^bb0(%in: f32, %scale: f32, %z: i8, %o: i8):
            %0 = arith.divf %in, %scale : f32
            %2 = arith.uitofp %z : i8 to f32
            %3 = arith.addf %0, %2 : f32
            %8 = arith.fptoui %3 : f32 to i8
            linalg.yield %8 : i8
          }
          return %q : memref<3x4xi8>
        }
        """;
    List<Float> x = List.of(1f, 2f, 3f, 4f, 5f, 6f, 200f, 8f, 9f, 10f, 11f, 12f);
    Object[] args = {new BufferArgument(new long[0], x),
        new BufferArgument(new long[0], List.of(0.5f)),
        new BufferArgument(new long[0], List.of((long) 10))};
    Object[] r = run(text, args);
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).hasSize(1);
    assertThat(res.errors().get(0).getDiagnostic().getMessage())
        .isEqualTo("conversion of 410.0 out of the range of i8 (poison)");
    assertThat(Programs.lineCol(res.errors().get(0).getDiagnostic())).isEqualTo("11:10");
    // The kernel in the op's order and the one reading the scale and zero point once per row.
    Interpreter again = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0));
    again.run("main", List.of(args));
    assertThat(again.compiled().sharedKernels()).isEqualTo(2);
  }
}
