package jopt.ir.affine;

import static com.google.common.truth.Truth.assertThat;
import static jopt.ir.affine.AffineExpr.constant;
import static jopt.ir.affine.AffineExpr.dim;
import static jopt.ir.affine.AffineExpr.symbol;

import java.util.List;
import org.junit.jupiter.api.Test;

class AffineMapTest {
  private static String map(String text) {
    return AffineTestParser.parseMap(text).toString();
  }

  @Test
  void simplifiesAtConstruction() {
    AffineExpr d0 = dim(0);
    AffineExpr d1 = dim(1);
    assertThat(constant(16).mul(d0).toString()).isEqualTo("d0 * 16");
    assertThat(d0.add(0)).isEqualTo(d0);
    assertThat(d0.mul(1)).isEqualTo(d0);
    assertThat(d0.add(2).add(3).toString()).isEqualTo("d0 + 5");
    assertThat(d0.sub(d1).toString()).isEqualTo("d0 - d1");
    assertThat(d0.sub(d1)).isEqualTo(d0.add(d1.mul(-1)));
    assertThat(d0.mul(2).add(d0.mul(-2))).isEqualTo(constant(0));
    assertThat(d0.add(d0.floorDiv(4).mul(-4)).toString()).isEqualTo("d0 mod 4");
    assertThat(d0.mul(128).mod(64)).isEqualTo(constant(0));
    assertThat(d1.add(d0).toString()).isEqualTo("d0 + d1");
    assertThat(constant(-7).floorDiv(2)).isEqualTo(constant(-4));
    assertThat(constant(7).ceilDiv(-2)).isEqualTo(constant(-3));
    assertThat(constant(-7).mod(3)).isEqualTo(constant(2));
    // Constant folding stops at overflow, like MLIR.
    assertThat(constant(Long.MAX_VALUE).add(1)).isInstanceOf(AffineBinaryOpExpr.class);
  }

  @Test
  void printsLikeMlir() {
    // Expected strings from mlir-opt-22.
    assertThat(map("(d0, d1) -> (16 * d0 + d1)")).isEqualTo("(d0, d1) -> (d0 * 16 + d1)");
    assertThat(map("(d0, d1)[s0] -> (d0 * 16 + d1 + s0)")).isEqualTo("(d0, d1)[s0] -> (d0 * 16 + d1 + s0)");
    assertThat(map("(d0) -> (d0 floordiv 4, d0 mod 4)")).isEqualTo("(d0) -> (d0 floordiv 4, d0 mod 4)");
    assertThat(map("() -> (0)")).isEqualTo("() -> (0)");
    assertThat(map("() -> ()")).isEqualTo("() -> ()");
    assertThat(map("(d0, d1) -> (d0 - 1, -d0, d0 * -2, 3 - d0, -(d0 + d1), d0 - (d1 + 1), d0 + -3)"))
        .isEqualTo("(d0, d1) -> (d0 - 1, -d0, d0 * -2, -d0 + 3, -(d0 + d1), d0 - (d1 + 1), d0 - 3)");
    assertThat(map("(d0)[s0] -> (d0 mod 2 mod 4, d0 * s0 * 2, s0 * (d0 + 1), -(s0 floordiv 2))"))
        .isEqualTo("(d0)[s0] -> ((d0 mod 2) mod 4, (d0 * s0) * 2, (d0 + 1) * s0, -(s0 floordiv 2))");
    assertThat(map("(d0, d1, d2)[s0] -> ((d2 + s0) + (d0 floordiv 2) * -1)"))
        .isEqualTo("(d0, d1, d2)[s0] -> (d2 + -(d0 floordiv 2) + s0)");
  }

  @Test
  void queries() {
    assertThat(AffineMap.getMultiDimIdentityMap(3).isIdentity()).isTrue();
    assertThat(AffineMap.get(1, 1, dim(0)).isIdentity()).isTrue();
    assertThat(AffineMap.getPermutationMap(new int[] {1, 0}).isPermutation()).isTrue();
    assertThat(AffineMap.getPermutationMap(new int[] {1, 0}).isIdentity()).isFalse();
    assertThat(AffineMap.get(2, 0, dim(1), constant(0)).isProjectedPermutation(true)).isTrue();
    assertThat(AffineMap.getConstantMap(5).getSingleConstantResult()).isEqualTo(5);
    AffineMap m = AffineMap.get(2, 1, dim(0).mul(16).add(dim(1)).add(symbol(0)), dim(0).floorDiv(4));
    assertThat(m.eval(new long[] {2, 3}, new long[] {100})).isEqualTo(new long[] {135, 0});
    assertThat(m.getNumResults()).isEqualTo(2);
    assertThat(dim(0).mod(4).eval(new long[] {-1}, new long[0])).isEqualTo(3);
    assertThat(dim(0).ceilDiv(4).eval(new long[] {5}, new long[0])).isEqualTo(2);
  }

  @Test
  void compose() {
    // (d0, d1) -> (d0 + d1) composed with (d0) -> (d0 * 2, 3) is (d0) -> (d0 * 2 + 3).
    AffineMap outer = AffineMap.get(2, 0, dim(0).add(dim(1)));
    AffineMap inner = AffineMap.get(1, 0, dim(0).mul(2), constant(3));
    assertThat(outer.compose(inner).toString()).isEqualTo("(d0) -> (d0 * 2 + 3)");
    AffineMap withSyms = AffineMap.get(1, 1, dim(0).add(symbol(0)));
    AffineMap innerSym = AffineMap.get(1, 1, dim(0).mul(symbol(0)));
    assertThat(withSyms.compose(innerSym).toString()).isEqualTo("(d0)[s0, s1] -> (d0 * s1 + s0)");
  }

  @Test
  void integerSet() {
    // mlir-opt-22: affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>
    IntegerSet set = IntegerSet.get(1, 1, List.of(dim(0).sub(10), symbol(0)), List.of(false, true));
    assertThat(set.toString()).isEqualTo("(d0)[s0] : (d0 - 10 >= 0, s0 == 0)");
    assertThat(IntegerSet.getEmptySet(1, 0).toString()).isEqualTo("(d0) : (1 == 0)");
  }
}
