package jopt.interpreter.semantics;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.ir.affine.AffineExprKind;
import org.junit.jupiter.api.Test;

/**
 * Affine operators on edge values as mlir-runner-22 computes them on the lowered program
 * ({@code mlir-opt-22 -lower-affine -convert-index-to-llvm -test-lower-to-llvm}, then
 * {@code mlir-runner-22 -e main -entry-point-result=void} with libmlir_c_runner_utils: the
 * expected values below are its output), and compiled code calling the very methods the
 * interpreter's evaluation calls (run compiled: CompiledExecutionTest).
 */
class AffineScalarsTest {
  private static final long MIN = Long.MIN_VALUE;
  private static final long MAX = Long.MAX_VALUE;

  @Test
  void operatorsComputeWhatTheLoweredProgramComputes() {
    // a, then: ceildiv 2, ceildiv 3, floordiv 3, mod 3, ceildiv 1, ceildiv -2, floordiv -2, mod -2.
    long[][] runner = {
        {MIN, 4611686018427387904L, 3074457345618258602L, -3074457345618258603L, 1, MIN,
            -4611686018427387904L, 4611686018427387902L, 0},
        {MAX, 4611686018427387904L, 3074457345618258603L, 3074457345618258602L, 1, MAX,
            -4611686018427387902L, -4611686018427387903L, 1},
        {-7, -3, -2, -3, 2, -7, 3, 2, -3},
    };
    for (long[] row : runner) {
      long a = row[0];
      assertThat(new long[] {AffineScalars.ceilDiv(a, 2), AffineScalars.ceilDiv(a, 3),
          AffineScalars.floorDiv(a, 3), AffineScalars.mod(a, 3), AffineScalars.ceilDiv(a, 1),
          AffineScalars.ceilDiv(a, -2), AffineScalars.floorDiv(a, -2), AffineScalars.mod(a, -2)})
          .isEqualTo(java.util.Arrays.copyOfRange(row, 1, row.length));
    }
  }

  @Test
  void aPositiveDivisorRoundsAsMathExceptTheLoweringsWrapAtMin() {
    long[] as = {0, 1, -1, 5, -5, 6, -6, MAX, MAX - 1, MIN + 1, MIN};
    for (long a : as) {
      for (long b : new long[] {1, 2, 3, 7, MAX}) {
        assertThat(AffineScalars.floorDiv(a, b)).isEqualTo(Math.floorDiv(a, b));
        assertThat(AffineScalars.mod(a, b)).isEqualTo(Math.floorMod(a, b));
        if (a != MIN) {
          assertThat(AffineScalars.ceilDiv(a, b)).isEqualTo(-Math.floorDiv(-a, b));
        }
      }
    }
  }

  @Test
  void divisionByZeroAndMinByMinusOneAreUndefined() {
    assertThrows(ArithmeticException.class, () -> AffineScalars.floorDiv(1, 0));
    assertThrows(ArithmeticException.class, () -> AffineScalars.ceilDiv(1, 0));
    assertThrows(ArithmeticException.class, () -> AffineScalars.mod(1, 0));
    assertThrows(ArithmeticException.class, () -> AffineScalars.ceilDiv(MIN, -1));
    assertThrows(ArithmeticException.class, () -> AffineScalars.mod(MIN, -1));
  }

  @Test
  void eachOperatorIsTheMethodCompiledCodeCalls() throws Exception {
    long[] vs = {0, 1, -1, 2, -7, 3, MAX, MIN};
    for (AffineExprKind k : AffineExprKind.values()) {
      if (!k.isBinary()) {
        continue;
      }
      Method m = AffineScalars.class.getMethod(AffineScalars.method(k), long.class, long.class);
      for (long a : vs) {
        for (long b : vs) {
          Object expected;
          try {
            expected = AffineScalars.apply(k, a, b);
          } catch (ArithmeticException e) {
            expected = e.getMessage();
          }
          Object actual;
          try {
            actual = m.invoke(null, a, b);
          } catch (InvocationTargetException e) {
            actual = e.getCause().getMessage();
          }
          assertThat(actual).isEqualTo(expected);
        }
      }
    }
  }

  @Test
  void minByMinusOneIsUndefinedBehaviourAtTheOp() {
    ExecutionResult r = Programs.run("""
        func.func @main(%a: index, %b: index) -> index {
          %0 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%a)[%b]
          return %0 : index
        }
        """, MIN, -1L);
    assertThat(r.errors()).hasSize(1);
    assertThat(r.errors().get(0).getKind()).isEqualTo(Kind.UNDEFINED_BEHAVIOR);
    assertThat(r.errors().get(0).getDiagnostic().getMessage())
        .isEqualTo("affine.apply divides -9223372036854775808 by -1");
  }
}
