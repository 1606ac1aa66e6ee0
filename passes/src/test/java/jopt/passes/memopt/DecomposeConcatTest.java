package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.ir.Operation;
import org.junit.jupiter.api.Test;

/**
 * jopt-decompose-concat on a concat one input of which is also read elsewhere: decomposed, the
 * input read by the concat alone inserted first, where that input is computed from the other;
 * left as it was where it is not.
 */
class DecomposeConcatTest {
  /** A function of a skip tensor %s (read by the concat and, or not, by %u) and %u, joined. */
  private static Operation module(String uReads) {
    String id = "{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],"
        + " iterator_types = [\"parallel\", \"parallel\"]}";
    return TestPrograms.parse("""
        func.func @f(%x: tensor<8x8xf32>) -> (tensor<8x16xf32>, tensor<8x8xf32>) {
          %e0 = tensor.empty() : tensor<8x8xf32>
          %s = linalg.generic ID ins(%x : tensor<8x8xf32>) outs(%e0 : tensor<8x8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %r = arith.mulf %in, %in : f32
            linalg.yield %r : f32
          } -> tensor<8x8xf32>
          %e1 = tensor.empty() : tensor<8x8xf32>
          %u = linalg.generic ID ins(U : tensor<8x8xf32>) outs(%e1 : tensor<8x8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %r = arith.addf %in, %in : f32
            linalg.yield %r : f32
          } -> tensor<8x8xf32>
          %c = tensor.concat dim(1) %u, %s : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>
          return %c, %s : tensor<8x16xf32>, tensor<8x8xf32>
        }
        """.replace("ID", id).replace("U", uReads));
  }


  @Test
  void anInputComputedFromTheSharedOneIsComputedInPlaceFirst() {
    Operation m = module("%s");
    assertThat(new DecomposeConcat().run(m)).isEqualTo(1);
    List<String> names = TestPrograms.opNames(m);
    assertThat(names).doesNotContain("tensor.concat");
    // The joined buffer, then %u's empty init and %u, then its insertion and the copy of %s.
    int joined = names.indexOf("tensor.insert_slice") - 3;
    assertThat(names.subList(joined, joined + 5)).containsExactly("tensor.empty", "tensor.empty",
        "linalg.generic", "tensor.insert_slice", "tensor.insert_slice").inOrder();
  }

  @Test
  void anInputNotComputedFromTheSharedOneLeavesTheConcat() {
    // eliminate-empty-tensors could then compute %s into the joined buffer too, from its
    // producer on: the buffer would live longer than the concat's.
    Operation m = module("%x");
    assertThat(new DecomposeConcat().run(m)).isEqualTo(0);
    assertThat(TestPrograms.opNames(m)).contains("tensor.concat");
  }
}
