package jopt.interpreter.runtime;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.InterpreterOptions.Elided;
import jopt.interpreter.runtime.RuntimeError.Kind;
import org.junit.jupiter.api.Test;

/** dense_resource constants: a blob's bytes, or stand-ins for an elided one. */
class ResourceValuesTest {
  private static final String PROGRAM = """
      memref.global "private" constant @w : memref<4xf32> = dense_resource<__elided__>
      memref.global "private" constant @v : memref<4xf32> = dense_resource<__elided__>
      memref.global "private" constant @i : memref<3xi64> = dense_resource<__elided__>
      memref.global "private" constant @b : memref<2xf32> = dense_resource<blob1>
      func.func @main() -> (memref<4xf32>, memref<4xf32>, memref<3xi64>, memref<2xf32>) {
        %w = memref.get_global @w : memref<4xf32>
        %v = memref.get_global @v : memref<4xf32>
        %i = memref.get_global @i : memref<3xi64>
        %b = memref.get_global @b : memref<2xf32>
        return %w, %v, %i, %b : memref<4xf32>, memref<4xf32>, memref<3xi64>, memref<2xf32>
      }
      {-#
        dialect_resources: {
          builtin: {
            blob1: "0x040000000000803F00000040"
          }
        }
      #-}
      """;

  @Test
  void elidedConstantsRunAsDeterministicStandIns() {
    ExecutionResult r = Programs.run(PROGRAM);
    assertThat(r.errors()).isEmpty();
    // Equal types hold equal values; floats lie in [-1, 1), integers are 0.
    assertThat(r.results().get(0)).isEqualTo(r.results().get(1));
    for (String x : r.results().get(0).replaceAll(".*\\[|\\].*", "").split(", ")) {
      assertThat(Math.abs(Double.parseDouble(x))).isLessThan(1.0);
    }
    assertThat(r.results().get(0)).isNotEqualTo("memref<4xf32> [0.0, 0.0, 0.0, 0.0]");
    assertThat(r.results().get(2)).isEqualTo("memref<3xi64> [0, 0, 0]");
    assertThat(r.results().get(3)).isEqualTo("memref<2xf32> [1.0, 2.0]");
    assertThat(Programs.run(PROGRAM).results()).isEqualTo(r.results());
  }

  @Test
  void zerosAndError() {
    ExecutionResult z =
        Programs.run(PROGRAM, InterpreterOptions.defaults().withElided(Elided.ZEROS));
    assertThat(z.results().get(0)).isEqualTo("memref<4xf32> [0.0, 0.0, 0.0, 0.0]");
    ExecutionResult e =
        Programs.run(PROGRAM, InterpreterOptions.defaults().withElided(Elided.ERROR));
    assertThat(e.errors().get(0).getKind()).isEqualTo(Kind.UNSUPPORTED);
    assertThat(e.errors().get(0).getMessage()).startsWith(
        "dense_resource<__elided__> has no data (an elided constant)");
  }

  @Test
  void theSummaryCountsTheOpsHoldingElidedConstantsAndTheirBytes() {
    ResourceValues.Summary s = ResourceValues.elided(Programs.parse(PROGRAM));
    assertThat(s).isEqualTo(new ResourceValues.Summary(3, 16 + 16 + 24));
  }

  @Test
  void aVectorConstant() {
    ExecutionResult r = Programs.run("""
        func.func @main() -> vector<2xf32> {
          %v = arith.constant dense_resource<__elided__> : vector<2xf32>
          return %v : vector<2xf32>
        }
        """);
    assertThat(r.errors()).isEmpty();
    assertThat(r.results()).hasSize(1);
    assertThat(List.of(r.results().get(0).split(" ")).get(0)).isNotEmpty();
  }
}
