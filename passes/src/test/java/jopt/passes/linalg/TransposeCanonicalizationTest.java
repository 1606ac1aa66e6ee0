package jopt.passes.linalg;

import static com.google.common.truth.Truth.assertThat;

import jopt.dialects.Dialects;
import jopt.dialects.linalg.BroadcastOp;
import jopt.dialects.linalg.TransposeOp;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.ods.OpSpec;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import jopt.passes.Passes;
import org.junit.jupiter.api.Test;

/** linalg.transpose under canonicalize: its folder, FoldTransposeWithTranspose, SwapTransposeWithBroadcast. */
class TransposeCanonicalizationTest {
  private static Operation canonicalize(String input) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, input, "t.mlir");
    assertThat(module).isNotNull();
    assertThat(PassManager.parse(ctx, "builtin.module(canonicalize)", Passes.createRegistry()).run(module))
        .isTrue();
    return module;
  }

  private static long[] onlyPermutation(Operation root) {
    long[][] perm = {null};
    int[] n = {0};
    root.walk((Operation op) -> {
      if (TransposeOp.SPEC.isa(op)) {
        perm[0] = TransposeOp.of(op).permutation();
        n[0]++;
      }
    });
    assertThat(n[0]).isEqualTo(1);
    return perm[0];
  }

  private static int count(Operation root, OpSpec spec) {
    int[] n = {0};
    root.walk((Operation op) -> {
      n[0] += spec.isa(op) ? 1 : 0;
    });
    return n[0];
  }

  @Test
  void inverseTransposesFoldAway() {
    Operation m = canonicalize("""
        func.func @t(%a: tensor<4x8xf32>, %e: tensor<8x4xf32>, %f: tensor<4x8xf32>) -> tensor<4x8xf32> {
          %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
          %1 = linalg.transpose ins(%0 : tensor<8x4xf32>) outs(%f : tensor<4x8xf32>) permutation = [1, 0]
          return %1 : tensor<4x8xf32>
        }
        """);
    assertThat(count(m, TransposeOp.SPEC)).isEqualTo(0);
  }

  @Test
  void twoTransposesCompose() {
    Operation m = canonicalize("""
        func.func @t(%a: tensor<2x3x4xf32>, %e: tensor<3x4x2xf32>, %f: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
          %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%e : tensor<3x4x2xf32>) permutation = [1, 2, 0]
          %1 = linalg.transpose ins(%0 : tensor<3x4x2xf32>) outs(%f : tensor<4x2x3xf32>) permutation = [1, 2, 0]
          return %1 : tensor<4x2x3xf32>
        }
        """);
    assertThat(onlyPermutation(m)).asList().containsExactly(2L, 0L, 1L).inOrder();
  }

  @Test
  void transposeOfABroadcastBecomesABroadcast() {
    Operation m = canonicalize("""
        func.func @t(%a: tensor<4xf32>, %e: tensor<4x8xf32>, %f: tensor<8x4xf32>) -> tensor<8x4xf32> {
          %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%e : tensor<4x8xf32>) dimensions = [1]
          %1 = linalg.transpose ins(%0 : tensor<4x8xf32>) outs(%f : tensor<8x4xf32>) permutation = [1, 0]
          return %1 : tensor<8x4xf32>
        }
        """);
    assertThat(count(m, TransposeOp.SPEC)).isEqualTo(0);
    assertThat(count(m, BroadcastOp.SPEC)).isEqualTo(1);
  }

  @Test
  void identityOnMemrefsStays() {
    Operation m = canonicalize("""
        func.func @m(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
          linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) permutation = [0, 1]
          return
        }
        """);
    assertThat(count(m, TransposeOp.SPEC)).isEqualTo(1);
  }
}
