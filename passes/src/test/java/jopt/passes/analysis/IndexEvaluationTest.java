package jopt.passes.analysis;

import static com.google.common.truth.Truth.assertThat;

import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/** Index computations evaluated by the ops' own folders once the arguments' sizes are bound. */
class IndexEvaluationTest {
  private static Operation func(String text) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, text, "t.mlir");
    assertThat(module).isNotNull();
    return module.getRegion(0).front().getFirstOp();
  }

  /** The operands of the function's return, evaluated with dimension 0 of %x bound to n. */
  private static Long[] returned(Operation f, long n) {
    IndexEvaluation at = new IndexEvaluation((a, d) -> a.getArgNumber() == 0 && d == 0 ? n : null);
    Operation ret = f.getRegion(0).front().getLastOp();
    Long[] out = new Long[ret.getNumOperands()];
    for (int i = 0; i < out.length; i++) {
      out[i] = at.evaluate(ret.getOperand(i));
    }
    return out;
  }

  @Test
  void arithmeticOnBoundAndStaticSizes() {
    Operation f = func("""
        func.func @f(%x: tensor<?x6xf32>, %y: memref<?xf32>) -> (index, index, index, index, index, index) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c8 = arith.constant 8 : index
          %n = tensor.dim %x, %c0 : tensor<?x6xf32>
          %six = tensor.dim %x, %c1 : tensor<?x6xf32>
          %a = arith.muli %n, %six : index
          %b = arith.ceildivsi %n, %c8 : index
          %small = arith.cmpi ult, %n, %c8 : index
          %s = arith.select %small, %a, %b : index
          %m = memref.dim %y, %c0 : memref<?xf32>
          %i = arith.index_cast %n : index to i32
          %j = arith.index_cast %i : i32 to index
          return %a, %b, %s, %m, %six, %j : index, index, index, index, index, index
        }
        """);
    assertThat(returned(f, 5)).asList().containsExactly(30L, 1L, 30L, null, 6L, 5L).inOrder();
    assertThat(returned(f, 20)).asList().containsExactly(120L, 3L, 3L, null, 6L, 20L).inOrder();
  }

  @Test
  void dimensionsOfABranchsResultsAreWhatEveryRegionYieldsWhereTheyAgree() {
    // silero-vad's results come out of an scf.if on the sample rate, cast to a strided layout:
    // its copies into the returned buffers are sized by memref.dim of the if's results.
    Operation f = func("""
        func.func @f(%x: memref<?x6xf32>, %p: i1) -> (index, index, index) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c2 = arith.constant 2 : index
          %n = memref.dim %x, %c0 : memref<?x6xf32>
          %r:2 = scf.if %p -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32>) {
            %a = memref.alloc(%n, %n) : memref<?x?xf32>
            %c = memref.cast %a : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
            %b = memref.alloc(%n) : memref<?xf32>
            scf.yield %c, %b : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32>
          } else {
            %m = memref.dim %x, %c0 : memref<?x6xf32>
            %t = arith.muli %m, %c2 : index
            %a = memref.alloc(%m, %t) : memref<?x?xf32>
            %c = memref.cast %a : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
            %b = memref.alloc(%m) : memref<?xf32>
            scf.yield %c, %b : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32>
          }
          %d0 = memref.dim %r#0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
          %d1 = memref.dim %r#0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
          %e0 = memref.dim %r#1, %c0 : memref<?xf32>
          return %d0, %d1, %e0 : index, index, index
        }
        """);
    // Dimension 1 is n in one region and 2n in the other: not known.
    assertThat(returned(f, 5)).asList().containsExactly(5L, null, 5L).inOrder();
  }

  @Test
  void dimensionsOfAllocationsReshapesAndViewsAreTheirSizeOperands() {
    Operation f = func("""
        func.func @f(%x: memref<?x6xf32>) -> (index, index, index, index, index) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c2 = arith.constant 2 : index
          %c3 = arith.constant 3 : index
          %n = memref.dim %x, %c0 : memref<?x6xf32>
          %m = arith.muli %n, %c3 : index
          %a = memref.alloc(%m, %n) : memref<?x4x?xf32>
          %a2 = memref.dim %a, %c2 : memref<?x4x?xf32>
          %e = memref.expand_shape %x [[0, 1], [2]] output_shape [%n, 1, 6] : memref<?x6xf32> into memref<?x1x6xf32>
          %e0 = memref.dim %e, %c0 : memref<?x1x6xf32>
          %bytes = memref.alloc(%m) : memref<?xi8>
          %v = memref.view %bytes[%c0][%n, %m] : memref<?xi8> to memref<?x2x?xf32>
          %v0 = memref.dim %v, %c0 : memref<?x2x?xf32>
          %v2 = memref.dim %v, %c2 : memref<?x2x?xf32>
          %s = memref.subview %a[0, 0, 0] [%n, 4, %n] [1, 1, 1] : memref<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, 1]>>
          %s0 = memref.dim %s, %c0 : memref<?x4x?xf32, strided<[?, ?, 1]>>
          return %a2, %e0, %v0, %v2, %s0 : index, index, index, index, index
        }
        """);
    // A subview's sizes are not read (not one of those ops).
    assertThat(returned(f, 5)).asList().containsExactly(5L, 5L, 5L, 15L, null).inOrder();
  }

  @Test
  void loopCarriedSizesAndDivisionByZeroAreUnknown() {
    Operation f = func("""
        func.func @f(%x: memref<?xf32>) -> (index, index) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %n = memref.dim %x, %c0 : memref<?xf32>
          %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %x) -> (memref<?xf32>) {
            scf.yield %b : memref<?xf32>
          }
          %d = memref.dim %r, %c0 : memref<?xf32>
          %z = arith.divui %n, %c0 : index
          return %d, %z : index, index
        }
        """);
    assertThat(returned(f, 4)).asList().containsExactly(null, null).inOrder();
  }

  @Test
  void aLongChainIsUnknownNotAStackOverflow() {
    StringBuilder sb = new StringBuilder("func.func @f(%x: memref<?xf32>) -> index {\n"
        + "  %c0 = arith.constant 0 : index\n  %v0 = memref.dim %x, %c0 : memref<?xf32>\n");
    int len = 5000;
    for (int i = 1; i <= len; i++) {
      sb.append("  %v").append(i).append(" = arith.addi %v").append(i - 1).append(", %v")
          .append(i - 1).append(" : index\n");
    }
    sb.append("  return %v").append(len).append(" : index\n}\n");
    Operation f = func(sb.toString());
    assertThat(returned(f, 1)[0]).isNull();
    // Evaluated from the bottom up, each step is shallow.
    IndexEvaluation at = new IndexEvaluation((a, d) -> 1L);
    Value last = null;
    for (Operation op : f.getRegion(0).front().getOpList()) {
      if (op.getNumResults() == 1) {
        last = op.getResult(0);
        at.evaluate(last);
      }
    }
    assertThat(at.evaluate(last)).isEqualTo(0L); // 2^5000 wraps to 0 in 64 bits
  }
}
