package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;

import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/** LivePeak: each buffer from its allocation to the end of its last use in its block. */
class LivePeakTest {
  private static Operation func(String text) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, text, "t.mlir");
    assertThat(module).isNotNull();
    return module.getRegion(0).front().getFirstOp();
  }

  @Test
  void buffersFreedAfterLastUseThroughViewsLoopsAndReturns() {
    Operation f = func("""
        func.func @f(%x: memref<?xf32>) -> memref<?xf32> {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %n = memref.dim %x, %c0 : memref<?xf32>
          %a = memref.alloc(%n) : memref<?xf32>
          %b = memref.alloc(%n) : memref<?xf32>
          memref.copy %x, %a : memref<?xf32> to memref<?xf32>
          %v = memref.subview %a[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
          scf.for %i = %c0 to %n step %c1 {
            %t = memref.alloc() : memref<4xf32>
            %e = memref.load %v[%i] : memref<?xf32, strided<[1]>>
            memref.store %e, %b[%i] : memref<?xf32>
            memref.store %e, %t[%c0] : memref<4xf32>
          }
          %r = memref.alloc(%n) : memref<?xf32>
          memref.copy %b, %r : memref<?xf32> to memref<?xf32>
          return %r : memref<?xf32>
        }
        """);
    // In the loop: a (read through its view), b and the 16-byte tile; then b and r.
    assertThat(LivePeak.of(f, 10)).isEqualTo(40L + 40 + 16);
    assertThat(LivePeak.of(f, 100)).isEqualTo(400L + 400 + 16);
  }

  /**
   * A branch on a flag: 8n bytes at most in one region, 20n in the other, each yielding a 4n
   * buffer copied into the returned one after the branch. With {@code arena}, one buffer of 20n
   * bytes holds both regions' buffers (as jopt-merge-alloc's arena spanning an scf.if) and lives
   * until the copy.
   */
  static final String BRANCH = """
      func.func @f(%x: memref<?xf32>, %p: i1) -> memref<?xf32> {
        %c0 = arith.constant 0 : index
        %n = memref.dim %x, %c0 : memref<?xf32>
        %r = scf.if %p -> (memref<?xf32>) {
          %y = memref.alloc(%n) : memref<?xf32>
          %t = memref.alloc(%n) : memref<?xf32>
          memref.copy %x, %t : memref<?xf32> to memref<?xf32>
          memref.copy %t, %y : memref<?xf32> to memref<?xf32>
          scf.yield %y : memref<?xf32>
        } else {
          %t = memref.alloc(%n) : memref<?x4xf32>
          %y = memref.alloc(%n) : memref<?xf32>
          %s = memref.subview %t[0, 0] [%n, 1] [1, 1] : memref<?x4xf32> to memref<?xf32, strided<[4]>>
          memref.copy %x, %s : memref<?xf32> to memref<?xf32, strided<[4]>>
          memref.copy %s, %y : memref<?xf32, strided<[4]>> to memref<?xf32>
          scf.yield %y : memref<?xf32>
        }
        %m = memref.dim %r, %c0 : memref<?xf32>
        %out = memref.alloc(%m) : memref<?xf32>
        memref.copy %r, %out : memref<?xf32> to memref<?xf32>
        return %out : memref<?xf32>
      }
      """;

  @Test
  void aBufferABranchYieldsCountsInItsRegionAndAfterTheBranchOnly() {
    Operation f = func(BRANCH);
    // One region runs: 20n in the second (its 16n tile and its 4n result; the first region's
    // result is not live there), 8n after the branch (the result yielded and the copy).
    assertThat(LivePeak.of(f, 10)).isEqualTo(200L);
    assertThat(LivePeak.of(f, 1)).isEqualTo(20L);
  }

  @Test
  void anUnknownOrNegativeSizeIsNotEstimated() {
    Operation f = func("""
        func.func @f(%x: memref<?xf32>) {
          %c0 = arith.constant 0 : index
          %c8 = arith.constant 8 : index
          %n = memref.dim %x, %c0 : memref<?xf32>
          %m = arith.subi %n, %c8 : index
          %a = memref.alloc(%m) : memref<?xf32>
          memref.dealloc %a : memref<?xf32>
          return
        }
        """);
    assertThat(LivePeak.of(f, 4)).isNull();
    assertThat(LivePeak.of(f, 10)).isEqualTo(8L);
  }
}
