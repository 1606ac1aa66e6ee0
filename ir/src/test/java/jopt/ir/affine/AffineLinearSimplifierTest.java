package jopt.ir.affine;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** simplifyAffineMap of linear results: dims, then symbols, then the constant, as MLIR rebuilds them. */
class AffineLinearSimplifierTest {
  private static final AffineExpr D0 = AffineExpr.dim(0);
  private static final AffineExpr D1 = AffineExpr.dim(1);
  private static final AffineExpr S0 = AffineExpr.symbol(0);
  private static final AffineExpr S1 = AffineExpr.symbol(1);

  private static String simplify(int dims, int symbols, AffineExpr e) {
    return AffineLinearSimplifier.simplifyAffineMap(AffineMap.get(dims, symbols, e)).toString();
  }

  @Test
  void linearTermsAreCollectedInMlirOrder() {
    assertThat(simplify(0, 2, S1.add(S0.mul(2)).add(3).add(S0))).isEqualTo("()[s0, s1] -> (s0 * 3 + s1 + 3)");
    assertThat(simplify(2, 1, S0.add(D1).add(D0.mul(2)))).isEqualTo("(d0, d1)[s0] -> (d0 * 2 + d1 + s0)");
    assertThat(simplify(0, 2, S1.sub(S0))).isEqualTo("()[s0, s1] -> (-s0 + s1)");
  }

  @Test
  void cancellingTermsLeaveTheConstant() {
    assertThat(simplify(1, 0, D0.add(4).sub(D0))).isEqualTo("(d0) -> (4)");
    assertThat(simplify(1, 0, D0.sub(D0))).isEqualTo("(d0) -> (0)");
  }

  @Test
  void nonLinearResultsAreKept() {
    AffineExpr e = D0.floorDiv(4).add(D1.mod(3));
    assertThat(AffineLinearSimplifier.simplifyAffineExpr(e, 2, 0)).isEqualTo(e);
    AffineExpr product = S0.mul(S1);
    assertThat(AffineLinearSimplifier.simplifyAffineExpr(product, 0, 2)).isEqualTo(product);
  }
}
