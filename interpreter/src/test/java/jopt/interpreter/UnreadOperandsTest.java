package jopt.interpreter;

import static com.google.common.truth.Truth.assertThat;

import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.RuntimeError.Kind;
import org.junit.jupiter.api.Test;

/**
 * A structured op reads an operand only when its payload uses the block argument (MLIR's
 * payloadUsesValueFromOperand): an input or output it never uses may hold anything, but must be
 * live and in bounds. Each program runs interpreted and compiled (Programs.run), which agree.
 */
class UnreadOperandsTest {
  @Test
  void aPoolingWindowNeverWrittenIsNotRead() {
    ExecutionResult r = Programs.run("""
        func.func @main(%x: memref<1x1x4x4xf32>) -> memref<1x1x2x2xf32> {
          %ninf = arith.constant -1.0e30 : f32
          %o = memref.alloc() : memref<1x1x2x2xf32>
          linalg.fill ins(%ninf : f32) outs(%o : memref<1x1x2x2xf32>)
          %w = memref.alloc() : memref<3x3xf32>
          linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>,
              strides = dense<1> : vector<2xi64>}
              ins(%x, %w : memref<1x1x4x4xf32>, memref<3x3xf32>)
              outs(%o : memref<1x1x2x2xf32>)
          memref.dealloc %w : memref<3x3xf32>
          return %o : memref<1x1x2x2xf32>
        }
        """, BufferArgument.iota());
    assertThat(r.errors()).isEmpty();
    assertThat(r.results().get(0))
        .isEqualTo("memref<1x1x2x2xf32> [[[[10.0, 11.0], [14.0, 15.0]]]]");
  }

  @Test
  void aGenericInputItsBodyNeverUsesIsNotRead() {
    ExecutionResult r = Programs.run("""
        #id = affine_map<(d0) -> (d0)>
        func.func @main(%a: memref<4xf32>) -> memref<4xf32> {
          %u = memref.alloc() : memref<4xf32>
          %o = memref.alloc() : memref<4xf32>
          linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
              ins(%u, %a : memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>) {
          ^bb0(%unused: f32, %x: f32, %out: f32):
            %y = arith.addf %x, %x : f32
            linalg.yield %y : f32
          }
          memref.dealloc %u : memref<4xf32>
          return %o : memref<4xf32>
        }
        """, BufferArgument.iota());
    assertThat(r.errors()).isEmpty();
    assertThat(r.results().get(0)).isEqualTo("memref<4xf32> [0.0, 2.0, 4.0, 6.0]");
  }

  @Test
  void anInputItsBodyUsesIsStillRead() {
    ExecutionResult r = Programs.run("""
        #id = affine_map<(d0) -> (d0)>
        func.func @main() -> memref<4xf32> {
          %u = memref.alloc() : memref<4xf32>
          %o = memref.alloc() : memref<4xf32>
          linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
              ins(%u : memref<4xf32>) outs(%o : memref<4xf32>) {
          ^bb0(%x: f32, %out: f32):
            linalg.yield %x : f32
          }
          memref.dealloc %u : memref<4xf32>
          return %o : memref<4xf32>
        }
        """);
    assertThat(r.errors().get(0).getKind()).isEqualTo(Kind.UNINITIALIZED_READ);
  }

  @Test
  void anUnreadInputMustStillBeLive() {
    ExecutionResult r = Programs.run("""
        #id = affine_map<(d0) -> (d0)>
        func.func @main(%a: memref<4xf32>) -> memref<4xf32> {
          %u = memref.alloc() : memref<4xf32>
          memref.dealloc %u : memref<4xf32>
          %o = memref.alloc() : memref<4xf32>
          linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
              ins(%u, %a : memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>) {
          ^bb0(%unused: f32, %x: f32, %out: f32):
            linalg.yield %x : f32
          }
          return %o : memref<4xf32>
        }
        """, BufferArgument.iota());
    assertThat(r.errors().get(0).getKind()).isEqualTo(Kind.USE_AFTER_FREE);
    assertThat(r.errors().get(0).getMessage()).startsWith("use of buffer #2");
  }

  @Test
  void anUnreadInputSharingAnArenaWithTheOutputIsNoClobberedRead() {
    // A window in the same arena as the output (as merge-alloc may place a buffer nothing reads).
    ExecutionResult r = Programs.run("""
        #id = affine_map<(d0) -> (d0)>
        func.func @main(%a: memref<4xf32>) -> memref<4xf32> {
          %c0 = arith.constant 0 : index
          %arena = memref.alloc() : memref<16xi8>
          %w = memref.view %arena[%c0][] : memref<16xi8> to memref<4xf32>
          %one = arith.constant 1.0 : f32
          linalg.fill ins(%one : f32) outs(%w : memref<4xf32>)
          %o = memref.view %arena[%c0][] : memref<16xi8> to memref<4xf32>
          %r = memref.alloc() : memref<4xf32>
          linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
              ins(%w, %a : memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>) {
          ^bb0(%unused: f32, %x: f32, %out: f32):
            linalg.yield %x : f32
          }
          memref.copy %o, %r : memref<4xf32> to memref<4xf32>
          memref.dealloc %arena : memref<16xi8>
          return %r : memref<4xf32>
        }
        """, BufferArgument.iota());
    assertThat(r.errors()).isEmpty();
    assertThat(r.results().get(0)).isEqualTo("memref<4xf32> [0.0, 1.0, 2.0, 3.0]");
  }
}
