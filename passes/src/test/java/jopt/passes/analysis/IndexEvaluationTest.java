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
