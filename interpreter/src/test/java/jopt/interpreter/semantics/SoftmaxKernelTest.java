package jopt.interpreter.semantics;

import static com.google.common.truth.Truth.assertThat;

import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.BufferArgument;
import org.junit.jupiter.api.Test;

/**
 * linalg.softmax with its checks before the loops (SoftmaxKernel): the interpreter's values,
 * in place or not, and a fault of the input still the interpreter's, at the op.
 */
class SoftmaxKernelTest {
  private static final String OUT_OF_PLACE = """
      func.func @main(%a: memref<2x4xf32>) -> memref<2x4xf32> {
        %o = memref.alloc() : memref<2x4xf32>
        linalg.softmax dimension(1) ins(%a : memref<2x4xf32>) outs(%o : memref<2x4xf32>)
        return %o : memref<2x4xf32>
      }
      """;

  /** Softmax of one row as the interpreter computes it: each step rounded to f32. */
  private static float[] reference(float... x) {
    float m = Float.NaN;
    for (float v : x) {
      m = Float.isNaN(m) ? v : Math.max(m, v);
    }
    float[] e = new float[x.length];
    float s = 0;
    for (int k = 0; k < x.length; k++) {
      e[k] = (float) Math.exp((float) (x[k] - m));
      s = e[k] + s;
    }
    for (int k = 0; k < x.length; k++) {
      e[k] = e[k] / s;
    }
    return e;
  }

  private static String row(float[] r) {
    StringBuilder sb = new StringBuilder("[");
    for (int k = 0; k < r.length; k++) {
      sb.append(k == 0 ? "" : ", ").append(r[k]);
    }
    return sb.append(']').toString();
  }

  @Test
  void valuesAreTheInterpretersStepByStepRoundings() {
    ExecutionResult r = Programs.run(OUT_OF_PLACE, BufferArgument.iota());
    assertThat(r.errors()).isEmpty();
    String text = r.results().get(0).toString();
    assertThat(text).contains(row(reference(0, 1, 2, 3)));
    assertThat(text).contains(row(reference(4, 5, 6, 7)));
  }

  @Test
  void inPlaceGivesTheSameAsOutOfPlace() {
    ExecutionResult out = Programs.run(OUT_OF_PLACE, BufferArgument.iota());
    ExecutionResult in = Programs.run("""
        func.func @main(%a: memref<2x4xf32>) -> memref<2x4xf32> {
          %o = memref.alloc() : memref<2x4xf32>
          memref.copy %a, %o : memref<2x4xf32> to memref<2x4xf32>
          linalg.softmax dimension(1) ins(%o : memref<2x4xf32>) outs(%o : memref<2x4xf32>)
          return %o : memref<2x4xf32>
        }
        """, BufferArgument.iota());
    assertThat(in.errors()).isEmpty();
    assertThat(in.results()).isEqualTo(out.results());
  }

  @Test
  void anUninitializedInputFaultsAtTheOpAsInterpreted() {
    ExecutionResult r = Programs.run("""
        func.func @main() -> memref<2x4xf32> {
          %a = memref.alloc() : memref<2x4xf32>
          %o = memref.alloc() : memref<2x4xf32>
          linalg.softmax dimension(1) ins(%a : memref<2x4xf32>) outs(%o : memref<2x4xf32>)
          memref.dealloc %a : memref<2x4xf32>
          return %o : memref<2x4xf32>
        }
        """);
    assertThat(r.errors()).hasSize(1);
    assertThat(r.errors().get(0).getDiagnostic().getMessage())
        .startsWith("read of uninitialized memory: byte 0 of buffer #");
    assertThat(Programs.lineCol(r.errors().get(0).getDiagnostic())).isEqualTo("4:3");
  }
}
