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
 * Structured ops whose body loads from a memref defined above run compiled: the border tiles of
 * jopt-split-padded-convolution (linalg.index, index arithmetic, clamping, a load of the source
 * and a select of the padding value) and embedding lookups (a load from a weight table at an
 * index read from an operand). Each program runs interpreted and compiled (Programs.run compares
 * results, output, heap statistics, steps and faults with their locations and notes); these also
 * check whether the compiled code ran.
 */
class CompiledLoadsTest {
  /** The result of @main compiled, checked against the interpreter, and how many ops ran compiled. */
  private static Object[] run(String text, Object... args) {
    ExecutionResult r = Programs.run(text, args);
    Interpreter again = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompile(true).withCompileThreshold(0));
    again.run("main", List.of(args));
    return new Object[] {r, again.compiled().runs()};
  }

  /**
   * A 1-D convolution of %x (8) padded by 1 on each side, as jopt-split-padded-convolution's
   * border tile computes every output (10 - 3 + 1 = 8): the window index clamped into %x, the
   * element loaded there and replaced by 0 outside.
   */
  private static final String BORDER = """
      func.func @main(%x: memref<8xf32>, %w: memref<3xf32>) -> memref<8xf32> {
        %o = memref.alloc() : memref<8xf32>
        %zero = arith.constant 0.0 : f32
        linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>],
            iterator_types = ["parallel", "reduction"]} ins(%w : memref<3xf32>) outs(%o : memref<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %c0 = arith.constant 0 : index
          %c7 = arith.constant 7 : index
          %cm1 = arith.constant -1 : index
          %i = linalg.index 0 : index
          %k = linalg.index 1 : index
          %s = arith.addi %cm1, %i : index
          %h = arith.addi %s, %k : index
          %ge = arith.cmpi sge, %h, %c0 : index
          %le = arith.cmpi sle, %h, %c7 : index
          %ok = arith.andi %ge, %le : i1
          %m = arith.minsi %h, %c7 : index
          %hc = arith.maxsi %m, %c0 : index
          %e = memref.load %x[%hc] : memref<8xf32>
          %v = arith.select %ok, %e, %zero : f32
          %p = arith.mulf %v, %in : f32
          %a = arith.addf %out, %p : f32
          linalg.yield %a : f32
        }
        return %o : memref<8xf32>
      }
      """;

  @Test
  void aBorderTileOfASplitConvolutionRunsCompiled() {
    // The output is initialized by a fill (not a compiled kernel) first.
    String filled = BORDER.replace("%zero = arith.constant 0.0 : f32",
        "%zero = arith.constant 0.0 : f32\n  linalg.fill ins(%zero : f32) outs(%o : memref<8xf32>)");
    Object[] r = run(filled, BufferArgument.iota(), BufferArgument.iota());
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    // o[i] = x[i-1]*0 + x[i]*1 + x[i+1]*2 with x[i] = i and zero outside.
    assertThat(res.results().get(0))
        .isEqualTo("memref<8xf32> [2.0, 5.0, 8.0, 11.0, 14.0, 17.0, 20.0, 7.0]");
    assertThat(r[1]).isEqualTo(1L);
  }

  @Test
  void aNeverWrittenSourceIsTheInterpretersFault() {
    String text = BORDER.replace("func.func @main(%x: memref<8xf32>, %w: memref<3xf32>)",
            "func.func @main(%w: memref<3xf32>)")
        .replace("%o = memref.alloc() : memref<8xf32>",
            "%o = memref.alloc() : memref<8xf32>\n  %x = memref.alloc() : memref<8xf32>")
        .replace("%zero = arith.constant 0.0 : f32",
            "%zero = arith.constant 0.0 : f32\n  linalg.fill ins(%zero : f32) outs(%o : memref<8xf32>)");
    ExecutionResult res = (ExecutionResult) run(text, BufferArgument.iota())[0];
    assertThat(res.errors()).hasSize(1);
    assertThat(res.errors().get(0).getKind()).isEqualTo(RuntimeError.Kind.UNINITIALIZED_READ);
    assertThat(res.errors().get(0).getDiagnostic().getMessage())
        .startsWith("read of uninitialized memory: byte 0 of buffer #");
  }

  /** Embedding lookup: row %ids[i] of the table %t, as BERT's word embeddings read it. */
  private static final String LOOKUP = """
        %o = memref.alloc() : memref<6x5xf32>
        linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
            iterator_types = ["parallel", "parallel"]} ins(%ids : memref<6xi64>) outs(%o : memref<6x5xf32>) {
        ^bb0(%id: i64, %out: f32):
          %r = arith.index_cast %id : i64 to index
          %j = linalg.index 1 : index
          %e = memref.load %t[%r, %j] : memref<4x5xf32>
          linalg.yield %e : f32
        }
      """;

  private static final String EMBEDDING = """
      func.func @main(%ids: memref<6xi64>, %t: memref<4x5xf32>) -> memref<6x5xf32> {
      """ + LOOKUP + """
        return %o : memref<6x5xf32>
      }
      """;

  /** The lookup from a table of the function's own, made by {@code before} and freed after. */
  private static String ownTable(String before) {
    return """
        func.func @main(%ids: memref<6xi64>) -> memref<6x5xf32> {
          %t = memref.alloc() : memref<4x5xf32>
        """ + before + LOOKUP + """
          memref.dealloc %t : memref<4x5xf32>
          return %o : memref<6x5xf32>
        }
        """;
  }

  private static BufferArgument ids(Long... values) {
    return new BufferArgument(new long[0], List.of(values));
  }

  @Test
  void anEmbeddingLookupRunsCompiled() {
    Object[] r = run(EMBEDDING, ids(3L, 0L, 1L, 3L, 2L, 0L), BufferArgument.iota());
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(res.results().get(0)).startsWith(
        "memref<6x5xf32> [[15.0, 16.0, 17.0, 18.0, 19.0], [0.0, 1.0, 2.0, 3.0, 4.0], [5.0,");
    assertThat(r[1]).isEqualTo(1L);
  }

  @Test
  void aLoadOutOfBoundsIsTheInterpretersFaultAtTheLoad() {
    ExecutionResult res = (ExecutionResult) run(EMBEDDING, ids(3L, 0L, 7L, 3L, 2L, 0L),
        BufferArgument.iota())[0];
    assertThat(res.errors()).hasSize(1);
    assertThat(res.errors().get(0).getDiagnostic().getMessage())
        .isEqualTo("index 7 out of bounds for dimension 0 of size 4");
    assertThat(Programs.lineCol(res.errors().get(0).getDiagnostic())).isEqualTo("8:10");
  }

  @Test
  void aNegativeIndexIsTheInterpretersFault() {
    ExecutionResult res = (ExecutionResult) run(EMBEDDING, ids(3L, -1L, 1L, 3L, 2L, 0L),
        BufferArgument.iota())[0];
    assertThat(res.errors()).hasSize(1);
    assertThat(res.errors().get(0).getDiagnostic().getMessage())
        .isEqualTo("index -1 out of bounds for dimension 0 of size 4");
  }

  @Test
  void aTableWrittenThroughARelatedViewIsReadByTheInterpretersCheck() {
    // The table's bytes are written through a subview (another buffer, related): each load's
    // inline check fails and the interpreter's read accepts them.
    Object[] r = run(ownTable("""
          %v = memref.subview %t[0, 0] [4, 5] [1, 1] : memref<4x5xf32> to memref<4x5xf32, strided<[5, 1]>>
          %one = arith.constant 1.5 : f32
          linalg.fill ins(%one : f32) outs(%v : memref<4x5xf32, strided<[5, 1]>>)
        """), ids(3L, 0L, 1L, 3L, 2L, 0L));
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(res.results().get(0)).startsWith("memref<6x5xf32> [[1.5, 1.5,");
    assertThat(r[1]).isEqualTo(1L);
  }

  @Test
  void aFreedTableIsTheInterpretersFault() {
    // Freed before the op (and again after it: the first fault ends the run).
    ExecutionResult res = (ExecutionResult) run(ownTable("""
          memref.dealloc %t : memref<4x5xf32>
        """), ids(3L, 0L, 1L, 3L, 2L, 0L))[0];
    assertThat(res.errors()).hasSize(1);
    assertThat(res.errors().get(0).getDiagnostic().getMessage()).contains("after it was freed");
  }

  @Test
  void aTableSharingBytesWithTheOutputLeavesTheOpToTheInterpreter() {
    // Each row reads the row the previous point wrote: the interpreter's order and writers.
    Object[] r = run("""
        func.func @main(%x: memref<8xf32>) -> memref<8xf32> {
          %c1 = arith.constant 1 : index
          %o = memref.alloc() : memref<8xf32>
          memref.copy %x, %o : memref<8xf32> to memref<8xf32>
          %tail = memref.subview %o[1] [7] [1] : memref<8xf32> to memref<7xf32, strided<[1], offset: 1>>
          linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>],
              iterator_types = ["parallel"]} outs(%tail : memref<7xf32, strided<[1], offset: 1>>) {
          ^bb0(%out: f32):
            %i = linalg.index 0 : index
            %e = memref.load %o[%i] : memref<8xf32>
            %s = arith.addf %e, %out : f32
            linalg.yield %s : f32
          }
          return %o : memref<8xf32>
        }
        """, BufferArgument.iota());
    ExecutionResult res = (ExecutionResult) r[0];
    assertThat(res.errors()).isEmpty();
    assertThat(res.results().get(0))
        .isEqualTo("memref<8xf32> [0.0, 1.0, 3.0, 6.0, 10.0, 15.0, 21.0, 28.0]");
    assertThat(r[1]).isEqualTo(0L);
  }
}
