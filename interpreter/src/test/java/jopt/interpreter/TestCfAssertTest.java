package jopt.interpreter;

import jopt.interpreter.runtime.InterpreterOptions;
import static com.google.common.truth.Truth.assertThat;

import jopt.interpreter.runtime.RuntimeError.Kind;
import org.junit.jupiter.api.Test;

/**
 * {@link InterpreterOptions#testCfAssert()}: a failed cf.assert prints its message and the run goes
 * on; an access fault after it is passed over (result zero) and noted on stderr; without the
 * option the assertion stops the run, and a fault with no failed assertion before it still does.
 */
class TestCfAssertTest {
  private static final String GUARDED = """
      func.func @main(%i: index) -> f32 {
        %c0 = arith.constant 0 : index
        %c4 = arith.constant 4 : index
        %one = arith.constant 1.0 : f32
        %a = memref.alloc() : memref<4xf32>
        memref.store %one, %a[%c0] : memref<4xf32>
        %lo = arith.cmpi sge, %i, %c0 : index
        %hi = arith.cmpi slt, %i, %c4 : index
        %ok = arith.andi %lo, %hi : i1
        cf.assert %ok, "index out of range"
        %x = memref.load %a[%i] : memref<4xf32>
        memref.dealloc %a : memref<4xf32>
        return %x : f32
      }
      """;

  private static final InterpreterOptions CONTINUE = InterpreterOptions.defaults().withTestCfAssert(true);

  @Test
  void failedAssertionPrintsAndTheFaultAfterItIsPassedOver() {
    ExecutionResult r = Programs.run(GUARDED, CONTINUE, 9L);
    assertThat(r.ok()).isTrue();
    assertThat(r.output()).isEqualTo("index out of range\n");
    assertThat(r.errorOutput()).contains("passed over after a failed assertion");
    assertThat(r.errorOutput()).contains("index 9 out of bounds for dimension 0 of size 4");
    assertThat(r.results()).containsExactly("0.0 : f32");
  }

  @Test
  void withoutTheOptionTheAssertionStopsTheRun() {
    ExecutionResult r = Programs.run(GUARDED, 9L);
    assertThat(r.errors()).hasSize(1);
    assertThat(r.errors().get(0).getKind()).isEqualTo(Kind.ASSERTION);
    assertThat(r.output()).isEmpty();
  }

  @Test
  void aFaultWithNoFailedAssertionBeforeItStillStops() {
    ExecutionResult r = Programs.run("""
        func.func @main(%i: index) -> f32 {
          %a = memref.alloc() : memref<4xf32>
          %x = memref.load %a[%i] : memref<4xf32>
          memref.dealloc %a : memref<4xf32>
          return %x : f32
        }
        """, CONTINUE, 9L);
    assertThat(r.errors()).hasSize(1);
    assertThat(r.errors().get(0).getKind()).isEqualTo(Kind.OUT_OF_BOUNDS);
  }
}
