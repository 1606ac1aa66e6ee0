package jopt.interpreter.semantics;

import static com.google.common.truth.Truth.assertThat;

import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.RuntimeError.Kind;
import org.junit.jupiter.api.Test;

/** affine.apply evaluates its map with affine rounding; a division by zero is undefined. */
class AffineSemanticsTest {
  @Test
  void applyEvaluatesDimsThenSymbolsWithFloorRounding() {
    String p = """
        func.func @main(%a: index, %b: index) -> (index, index, index, index) {
          %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0)>(%a)[%b]
          %1 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%b)
          %2 = affine.apply affine_map<()[s0] -> (s0 mod 4)>()[%b]
          %3 = affine.apply affine_map<(d0, d1) -> (d1 ceildiv 4 - d0)>(%a, %b)
          return %0, %1, %2, %3 : index, index, index, index
        }
        """;
    ExecutionResult r = Programs.run(p, 5L, -7L);
    assertThat(r.errors()).isEmpty();
    assertThat(r.results()).containsExactly("8 : index", "-2 : index", "1 : index", "-6 : index").inOrder();
  }

  @Test
  void divisionByZeroIsUndefined() {
    String p = """
        func.func @main(%a: index, %b: index) -> index {
          %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%a)[%b]
          return %0 : index
        }
        """;
    ExecutionResult r = Programs.run(p, 5L, 0L);
    assertThat(r.errors()).hasSize(1);
    assertThat(r.errors().get(0).getKind()).isEqualTo(Kind.UNDEFINED_BEHAVIOR);
    assertThat(r.errors().get(0).getDiagnostic().getMessage()).contains("affine.apply divides by zero");
  }
}
