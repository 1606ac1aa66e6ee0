package jopt.passes.onnxtolinalg;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.onnx.SymInt;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.AsmPrinter;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import jopt.passes.Passes;
import org.junit.jupiter.api.Test;

/**
 * convert-onnx-to-linalg on sizes known only at run time: what folds stays static, what does not
 * is computed (tensor.dim, elements of shape tensors) and checked at run time, never refused.
 */
class DynamicDimsTest {
  private static String lower(String body, List<Diagnostic> diagnostics) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    ctx.getDiagEngine().setHandler(diagnostics::add);
    Operation module = Parser.parseSourceString(ctx, body, "t.mlir");
    assertThat(module).isNotNull();
    boolean ok = PassManager.parse(ctx, "builtin.module(convert-onnx-to-linalg)", Passes.createRegistry()).run(module);
    assertThat(diagnostics).isEmpty();
    assertThat(ok).isTrue();
    return AsmPrinter.printOp(module);
  }

  @Test
  void aBatchReshapeFoldsToACollapseWithoutArithmetic() {
    String out = lower("""
        func.func @f(%x: tensor<?x2x3xf32>) -> tensor<?x6xf32> {
          %shape = onnx.Constant dense<[0, -1]> : tensor<2xi64>
          %0 = "onnx.Reshape"(%x, %shape) {allowzero = 0 : si64} : (tensor<?x2x3xf32>, tensor<2xi64>) -> tensor<?x6xf32>
          onnx.Return %0 : tensor<?x6xf32>
        }
        """, new ArrayList<>());
    assertThat(out).contains("tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<?x2x3xf32> into tensor<?x6xf32>");
    assertThat(out).doesNotContain("cf.assert");
    assertThat(out).doesNotContain("arith.muli");
  }

  @Test
  void aShapeOperandKnownAtRunTimeIsReadAndItsCountChecked() {
    String out = lower("""
        func.func @f(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
          %0 = "onnx.Reshape"(%x, %s) {allowzero = 0 : si64} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
          onnx.Return %0 : tensor<?x?xf32>
        }
        """, new ArrayList<>());
    assertThat(out).contains("tensor.extract %arg1");
    assertThat(out).contains("arith.index_cast");
    assertThat(out).contains("cf.assert");
    assertThat(out).contains("the shape does not hold the input's element count");
    assertThat(out).contains("tensor.expand_shape %arg0 [[0, 1]] output_shape");
  }

  @Test
  void aBroadcastKnownOnlyAtRunTimeIsAssertedNotRefused() {
    String out = lower("""
        func.func @f(%x: tensor<?x3xf32>, %y: tensor<?xf32>) -> tensor<?x3xf32> {
          %0 = "onnx.Mul"(%x, %y) : (tensor<?x3xf32>, tensor<?xf32>) -> tensor<?x3xf32>
          onnx.Return %0 : tensor<?x3xf32>
        }
        """, new ArrayList<>());
    assertThat(out).contains("operands of shapes ?x3, ? do not broadcast");
    assertThat(out).contains("tensor.empty(");
    assertThat(out).contains("arith.mulf");
  }

  @Test
  void equalSizesNeedNoCheck() {
    // Both operands are the same value's sizes: nothing to check, no select in the body.
    String out = lower("""
        func.func @f(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
          %a = "onnx.Relu"(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32>
          %0 = "onnx.Add"(%x, %a) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
          onnx.Return %0 : tensor<?x?xf32>
        }
        """, new ArrayList<>());
    assertThat(out).doesNotContain("cf.assert");
    assertThat(out).doesNotContain("arith.select");
  }

  @Test
  void expandShapeCastsItsSourceToTheGroupsStaticness() {
    // A reshape of ? into a static 2x3 casts its source to 6 first (expand_shape's rule).
    String out = lower("""
        func.func @f(%x: tensor<?xf32>) -> tensor<2x3xf32> {
          %s = onnx.Constant dense<[2, 3]> : tensor<2xi64>
          %0 = "onnx.Reshape"(%x, %s) {allowzero = 0 : si64} : (tensor<?xf32>, tensor<2xi64>) -> tensor<2x3xf32>
          onnx.Return %0 : tensor<2x3xf32>
        }
        """, new ArrayList<>());
    assertThat(out).contains("tensor.cast %arg0 : tensor<?xf32> to tensor<6xf32>");
    assertThat(out).contains("tensor.expand_shape");
  }

  @Test
  void sizesAreSharedPolynomials() {
    SymInt n = SymInt.of(jopt.dialects.onnx.Atom.Leaf.dim("n", "n"));
    assertThat(n.mul(2).add(n)).isEqualTo(n.mul(3));
    assertThat(n.broadcast(SymInt.ONE)).isEqualTo(n);
  }
}
