package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;

import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/** The bytes a planned version allocates at a size: how size-buckets compares plans. */
class PlannedBytesTest {
  private static Operation func(String text) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, text, "t.mlir");
    assertThat(module).isNotNull();
    return module.getRegion(0).front().getFirstOp();
  }

  @Test
  void arenaAndResultEvaluatedAtTheSize() {
    // An arena of max(64 + 1024 n, max(ceildiv(n, 8), 1) * 512) bytes and a result of n x 4 f32.
    Operation f = func("""
        func.func @f(%x: memref<?x4xf32>) -> memref<?x4xf32> {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c8 = arith.constant 8 : index
          %c64 = arith.constant 64 : index
          %c512 = arith.constant 512 : index
          %c1024 = arith.constant 1024 : index
          %n = memref.dim %x, %c0 : memref<?x4xf32>
          %r = memref.alloc(%n) : memref<?x4xf32>
          %a = arith.muli %n, %c1024 : index
          %b = arith.addi %a, %c64 : index
          %t = arith.ceildivui %n, %c8 : index
          %t1 = arith.maxui %t, %c1 : index
          %c = arith.muli %t1, %c512 : index
          %s = arith.maxui %b, %c : index
          %arena = memref.alloc(%s) : memref<?xi8>
          memref.dealloc %arena : memref<?xi8>
          return %r : memref<?x4xf32>
        }
        """);
    assertThat(PlannedBytes.of(f, 0, 0, 1, null)).isEqualTo(16 + 1088);
    assertThat(PlannedBytes.of(f, 0, 0, 3, null)).isEqualTo(48 + 3136);
    // Another dimension or argument is not the size: not known.
    assertThat(PlannedBytes.of(f, 0, 1, 3, null)).isNull();
  }

  @Test
  void anAllocationInALoopIsNotCompared() {
    Operation f = func("""
        func.func @f(%x: memref<?xf32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %n = memref.dim %x, %c0 : memref<?xf32>
          scf.for %i = %c0 to %n step %c1 {
            %t = memref.alloc() : memref<16xf32>
            memref.dealloc %t : memref<16xf32>
          }
          return
        }
        """);
    assertThat(PlannedBytes.of(f, 0, 0, 2, null)).isNull();
  }
}
