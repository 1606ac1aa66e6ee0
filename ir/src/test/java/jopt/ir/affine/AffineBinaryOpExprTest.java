package jopt.ir.affine;

import static com.google.common.truth.Truth.assertThat;
import static jopt.ir.affine.AffineExpr.constant;
import static jopt.ir.affine.AffineExpr.dim;
import static jopt.ir.affine.AffineExpr.symbol;

import org.junit.jupiter.api.Test;

/**
 * A binary expression keeps whether it is symbolic or constant and its hash (a long sum asked
 * at each added term): the answers are those of the tree, equality stays structural.
 */
class AffineBinaryOpExprTest {
  /** d0 + d1 * 2 + s0 + d0 + ... with n terms, added left to right as the parser does. */
  private static AffineExpr sum(int n, int changedTerm) {
    AffineExpr e = dim(0);
    for (int i = 1; i < n; i++) {
      AffineExpr term = switch (i % 3) {
        case 0 -> dim(0);
        case 1 -> dim(1).mul(2);
        default -> symbol(0);
      };
      e = e.add(i == changedTerm ? symbol(1) : term);
    }
    return e;
  }

  @Test
  void aLongSumKeepsItsTermsInOrder() {
    // mlir-opt-22 prints affine_map<(d0, d1)[s0] -> (d0 + d1 * 2 + ...)> with these results.
    assertThat(sum(10, -1).toString())
        .isEqualTo("d0 + d1 * 2 + s0 + d0 + d1 * 2 + s0 + d0 + d1 * 2 + s0 + d0");
    AffineExpr big = sum(2_000, -1);
    long[] dims = {3, 5};
    long[] symbols = {7};
    long expected = 3;
    for (int i = 1; i < 2_000; i++) {
      expected += switch (i % 3) {
        case 0 -> 3;
        case 1 -> 10;
        default -> 7;
      };
    }
    assertThat(big.eval(dims, symbols)).isEqualTo(expected);
  }

  @Test
  void symbolicOrConstantIsThatOfTheWholeTree() {
    AffineExpr symbolic = symbol(0);
    for (int i = 1; i < 1_000; i++) {
      symbolic = symbolic.add(symbol(i % 5).mul(i)).add(constant(i));
    }
    assertThat(symbolic.isSymbolicOrConstant()).isTrue();
    assertThat(symbolic.add(dim(0)).isSymbolicOrConstant()).isFalse();
    assertThat(dim(0).add(symbolic).isSymbolicOrConstant()).isFalse();
    assertThat(sum(1_000, -1).isSymbolicOrConstant()).isFalse();
    assertThat(symbol(0).mul(symbol(1)).isSymbolicOrConstant()).isTrue();
    assertThat(dim(0).floorDiv(symbol(1)).isSymbolicOrConstant()).isFalse();
  }

  @Test
  void equalityIsStructuralAndHashesAgree() {
    AffineExpr a = sum(5_000, -1);
    AffineExpr b = sum(5_000, -1);
    assertThat(a).isNotSameInstanceAs(b);
    assertThat(a).isEqualTo(b);
    assertThat(a.hashCode()).isEqualTo(b.hashCode());
    assertThat(a).isNotEqualTo(sum(5_000, 17));
    assertThat(a).isNotEqualTo(sum(4_999, -1));
    assertThat(new AffineBinaryOpExpr(AffineExprKind.ADD, dim(0), dim(1)))
        .isNotEqualTo(new AffineBinaryOpExpr(AffineExprKind.MUL, dim(0), dim(1)));
  }
}
