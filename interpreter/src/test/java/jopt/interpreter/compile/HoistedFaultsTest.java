package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.BufferArgument;
import org.junit.jupiter.api.Test;

/**
 * Ops that may fault computed once per row before the innermost loop (a Resize's source row
 * converted by fptosi): the compiled run faults where the interpreter's does, with its values
 * and message (Programs.run compares both runs), also where an op of the loop that may fault
 * comes first in the body (then nothing is hoisted) and where the innermost loop has no point
 * (the interpreter's run then: no fault).
 */
class HoistedFaultsTest {
  /**
   * @main(%src) = a gather of %src's rows: point (i, j) reads source row fptosi(1 / (2 - i)) at
   * column j plus row 0 at column %k ({@code column} defines it from %j and %i1, the point's); {@code loadFirst}: that
   * load comes before the row's conversion in the body.
   */
  private static String gather(String shape, String column, boolean loadFirst) {
    String row = """
            %i = linalg.index 0 : index
            %ii = arith.index_cast %i : index to i64
            %fi = arith.sitofp %ii : i64 to f32
            %c2 = arith.constant 2.0 : f32
            %d = arith.subf %c2, %fi : f32
            %one = arith.constant 1.0 : f32
            %q = arith.divf %one, %d : f32
            %r = arith.fptosi %q : f32 to i64
            %ri = arith.index_cast %r : i64 to index
        """;
    String load = """
            %j = linalg.index 1 : index
            %i1 = linalg.index 0 : index
            COLUMN
            %w = memref.load %src[%c0, %k] : memref<4x16xf32>
        """.replace("COLUMN", column);
    return """
        func.func @main(%src: memref<4x16xf32>) -> memref<SHAPExf32> {
          %c0 = arith.constant 0 : index
          %o = memref.alloc() : memref<SHAPExf32>
          linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
              iterator_types = ["parallel", "parallel"]} outs(%o : memref<SHAPExf32>) {
          ^bb0(%z: f32):
        BODY
            %v = memref.load %src[%ri, %j] : memref<4x16xf32>
            %s = arith.addf %v, %w : f32
            linalg.yield %s : f32
          }
          return %o : memref<SHAPExf32>
        }
        """.replace("BODY", loadFirst ? load + row : row + load).replace("SHAPE", shape);
  }

  /** The column j. */
  private static final String J = "%k = arith.addi %j, %c0 : index";

  private static BufferArgument source() {
    List<Float> xs = new ArrayList<>();
    for (int i = 0; i < 64; i++) {
      xs.add(i * 0.25f - 3f);
    }
    return new BufferArgument(new long[0], xs);
  }

  /** The message of the one fault of gather(...) run compiled and interpreted (the same). */
  private static String fault(String shape, String column, boolean loadFirst) {
    ExecutionResult r = Programs.run(gather(shape, column, loadFirst), source());
    assertThat(r.errors()).hasSize(1);
    return r.errors().get(0).getDiagnostic().getMessage();
  }

  @Test
  void aRowConversionFaultsAtTheInterpretersPoint() {
    // rows 0 and 1 read source rows 0 and 1; row 2 converts 1 / 0
    assertThat(fault("4x8", J, false)).contains("Infinity");
  }

  @Test
  void withoutAFaultTheRowsAreTheInterpreters() {
    ExecutionResult r = Programs.run(gather("2x8", J, false), source());
    assertThat(r.errors()).isEmpty();
  }

  @Test
  void aLoadOfTheLoopFaultingFirstIsTheFault() {
    // column j - i + 1 is -1 at row 2's first point, whose row conversion faults too: the
    // body's first of the two is the fault
    String column = """
        %c1 = arith.constant 1 : index
            %j1 = arith.addi %j, %c1 : index
            %k = arith.subi %j1, %i1 : index""";
    assertThat(fault("4x8", column, false)).contains("Infinity");
    assertThat(fault("4x8", column, true)).contains("out of bounds");
  }

  @Test
  void noPointNoFault() {
    ExecutionResult r = Programs.run(gather("4x0", J, false), source());
    assertThat(r.errors()).isEmpty();
  }
}
