package jopt.interpreter.runtime;

import static com.google.common.truth.Truth.assertThat;

import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Programs;
import org.junit.jupiter.api.Test;

/**
 * The live bound of a run: each allocation instance counts from its first access (through any
 * view) to its last; allocation and free do not access. Every program runs interpreted and
 * compiled (Programs.run), which must agree on the bound.
 */
class LiveBoundTest {
  private static HeapStats stats(String text, Object... args) {
    ExecutionResult r = Programs.run(text, args);
    assertThat(r.errors()).isEmpty();
    return r.stats();
  }

  @Test
  void buffersThatAreNeverAccessedAtOnceDoNotAddUp() {
    // Both allocated before either is used: the heap peak holds both, the bound one at a time.
    HeapStats s = stats("""
        func.func @main() {
          %a = memref.alloc() : memref<16xf32>
          %b = memref.alloc() : memref<8xf64>
          %x = arith.constant 1.0 : f32
          %y = arith.constant 2.0 : f64
          linalg.fill ins(%x : f32) outs(%a : memref<16xf32>)
          linalg.fill ins(%y : f64) outs(%b : memref<8xf64>)
          memref.dealloc %a : memref<16xf32>
          memref.dealloc %b : memref<8xf64>
          return
        }
        """);
    assertThat(s.totalPeakBytes()).isEqualTo(128);
    assertThat(s.liveBoundBytes()).isEqualTo(64);
  }

  @Test
  void anOpAccessingTwoBuffersHoldsBoth() {
    HeapStats s = stats("""
        func.func @main() {
          %a = memref.alloc() : memref<16xf32>
          %b = memref.alloc() : memref<16xf32>
          %x = arith.constant 1.0 : f32
          linalg.fill ins(%x : f32) outs(%a : memref<16xf32>)
          memref.copy %a, %b : memref<16xf32> to memref<16xf32>
          %c = memref.alloc() : memref<4xf32>
          linalg.fill ins(%x : f32) outs(%c : memref<4xf32>)
          memref.dealloc %a : memref<16xf32>
          memref.dealloc %b : memref<16xf32>
          memref.dealloc %c : memref<4xf32>
          return
        }
        """);
    assertThat(s.liveBoundBytes()).isEqualTo(128);
  }

  @Test
  void accessesThroughViewsCountForTheAllocation() {
    // %a is accessed last through a subview, after %b's only access: both live at the copy.
    HeapStats s = stats("""
        func.func @main() {
          %a = memref.alloc() : memref<8xf32>
          %b = memref.alloc() : memref<4xf32>
          %x = arith.constant 1.0 : f32
          %c0 = arith.constant 0 : index
          linalg.fill ins(%x : f32) outs(%a : memref<8xf32>)
          %v = memref.subview %a[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
          linalg.fill ins(%x : f32) outs(%b : memref<4xf32>)
          %l = memref.load %v[%c0] : memref<4xf32, strided<[1], offset: 4>>
          memref.dealloc %a : memref<8xf32>
          memref.dealloc %b : memref<4xf32>
          return
        }
        """);
    assertThat(s.liveBoundBytes()).isEqualTo(48);
  }

  @Test
  void eachLoopIterationIsAnInstanceAndAccessesInCompiledNestsCount() {
    // A buffer per iteration, used only there: one at a time. %acc, read and written in the
    // nest (compiled), lives across it.
    HeapStats s = stats("""
        func.func @main(%n: index) -> memref<1xf32> {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %x = arith.constant 1.0 : f32
          %acc = memref.alloc() : memref<1xf32>
          memref.store %x, %acc[%c0] : memref<1xf32>
          scf.for %i = %c0 to %n step %c1 {
            %t = memref.alloc() : memref<32xf32>
            linalg.fill ins(%x : f32) outs(%t : memref<32xf32>)
            %l = memref.load %t[%c0] : memref<32xf32>
            %s = memref.load %acc[%c0] : memref<1xf32>
            %r = arith.addf %l, %s : f32
            memref.store %r, %acc[%c0] : memref<1xf32>
            memref.dealloc %t : memref<32xf32>
          }
          scf.for %i = %c0 to %n step %c1 {
            %s = memref.load %acc[%c0] : memref<1xf32>
            %r = arith.addf %s, %x : f32
            memref.store %r, %acc[%c0] : memref<1xf32>
          }
          return %acc : memref<1xf32>
        }
        """, 4L);
    assertThat(s.allocations()).isEqualTo(5);
    assertThat(s.liveBoundBytes()).isEqualTo(132);
  }

  @Test
  void aReturnedBufferLivesToTheEndOfTheRun() {
    // %r is written first, then %t lives and dies; the caller reads %r after everything.
    HeapStats s = stats("""
        func.func @main() -> memref<4xf32> {
          %x = arith.constant 1.0 : f32
          %r = memref.alloc() : memref<4xf32>
          linalg.fill ins(%x : f32) outs(%r : memref<4xf32>)
          %t = memref.alloc() : memref<16xf32>
          linalg.fill ins(%x : f32) outs(%t : memref<16xf32>)
          memref.dealloc %t : memref<16xf32>
          return %r : memref<4xf32>
        }
        """);
    assertThat(s.liveBoundBytes()).isEqualTo(80);
  }

  @Test
  void printedWithTheHeapFigures() {
    HeapStats s = stats("""
        func.func @main() {
          %a = memref.alloc() : memref<2xi64>
          %c0 = arith.constant 0 : index
          %x = arith.constant 3 : i64
          memref.store %x, %a[%c0] : memref<2xi64>
          memref.dealloc %a : memref<2xi64>
          return
        }
        """);
    assertThat(s.toString()).endsWith(" total-peak-bytes=16 live-bound-bytes=16");
  }
}
