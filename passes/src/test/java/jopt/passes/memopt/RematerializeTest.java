package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;

import jopt.ir.Operation;
import org.junit.jupiter.api.Test;

/**
 * jopt-rematerialize on what {@code cse} merges: a {@code tensor.empty} of dynamic size read by
 * several ops, and a fill of it read by several, are made again right before each user, the
 * allocation's sizes reused (they are defined before it, so before every user).
 */
class RematerializeTest {
  private static final String ID = "{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,"
      + " affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]}";

  private static Operation module(String body) {
    return TestPrograms.parse(body.replace("ID", ID));
  }


  @Test
  void aSharedEmptyOfDynamicSizeIsMadeBeforeEachUser() {
    Operation m = module("""
        func.func @f(%x: tensor<?x8xf32>) -> (tensor<?x8xf32>, tensor<?x8xf32>) {
          %c0 = arith.constant 0 : index
          %n = tensor.dim %x, %c0 : tensor<?x8xf32>
          %e = tensor.empty(%n) : tensor<?x8xf32>
          %a = linalg.generic ID ins(%x : tensor<?x8xf32>) outs(%e : tensor<?x8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %r = arith.mulf %in, %in : f32
            linalg.yield %r : f32
          } -> tensor<?x8xf32>
          %b = linalg.generic ID ins(%a : tensor<?x8xf32>) outs(%e : tensor<?x8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %r = arith.addf %in, %in : f32
            linalg.yield %r : f32
          } -> tensor<?x8xf32>
          return %a, %b : tensor<?x8xf32>, tensor<?x8xf32>
        }
        """);
    assertThat(new Rematerialize(false).run(m)).isEqualTo(2);
    assertThat(TestPrograms.opNames(m)).containsExactly("arith.constant", "tensor.dim", "tensor.empty", "linalg.generic",
        "tensor.empty", "linalg.generic", "func.return").inOrder();
    Operation func = m.getRegion(0).front().getFirstOp();
    Operation dim = func.getRegion(0).front().getFirstOp().getNextNode();
    for (Operation op = dim.getNextNode(); op != null; op = op.getNextNode()) {
      if (op.getName().equals("tensor.empty")) {
        assertThat(op.getOperand(0)).isSameInstanceAs(dim.getResult(0));
        assertThat(op.getResult(0).hasOneUse()).isTrue();
        assertThat(op.getNextNode().getOperand(1)).isSameInstanceAs(op.getResult(0));
      }
    }
  }

  @Test
  void aSharedFillOfADynamicEmptyGetsItsOwnEmptyPerUser() {
    Operation m = module("""
        func.func @f(%x: tensor<?x8xf32>, %w: tensor<8x8xf32>) -> (tensor<?x8xf32>, tensor<?x8xf32>) {
          %c0 = arith.constant 0 : index
          %z = arith.constant 0.0 : f32
          %n = tensor.dim %x, %c0 : tensor<?x8xf32>
          %e = tensor.empty(%n) : tensor<?x8xf32>
          %f = linalg.fill ins(%z : f32) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
          %a = linalg.matmul ins(%x, %w : tensor<?x8xf32>, tensor<8x8xf32>) outs(%f : tensor<?x8xf32>) -> tensor<?x8xf32>
          %b = linalg.matmul ins(%a, %w : tensor<?x8xf32>, tensor<8x8xf32>) outs(%f : tensor<?x8xf32>) -> tensor<?x8xf32>
          return %a, %b : tensor<?x8xf32>, tensor<?x8xf32>
        }
        """);
    assertThat(new Rematerialize(false).run(m)).isEqualTo(2);
    assertThat(TestPrograms.opNames(m)).containsExactly("arith.constant", "arith.constant", "tensor.dim",
        "tensor.empty", "linalg.fill", "linalg.matmul",
        "tensor.empty", "linalg.fill", "linalg.matmul", "func.return").inOrder();
  }

  @Test
  void anEmptyWithOneUserStays() {
    Operation m = module("""
        func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
          %e = tensor.empty() : tensor<4x8xf32>
          %a = linalg.generic ID ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %r = arith.mulf %in, %in : f32
            linalg.yield %r : f32
          } -> tensor<4x8xf32>
          return %a : tensor<4x8xf32>
        }
        """);
    assertThat(new Rematerialize(false).run(m)).isEqualTo(0);
  }
}
