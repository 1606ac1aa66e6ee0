package jopt.dialects.index;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The index folders fold only what 32-bit and 64-bit targets agree on; each case is one of
 * lit-tests/Transforms/canonicalize-index.mlir, checked against mlir-opt-22.
 */
class IndexBinaryOpsTest {
  private static Long fold(String op, long a, long b) {
    return IndexBinaryOps.fold(IndexBinaryOps.row(op), a, b);
  }

  @Test
  void checkedOpsFoldWhereWidthsAgree() {
    assertThat(fold("index.divs", -7, 2)).isEqualTo(-3L);
    assertThat(fold("index.ceildivs", -7, 2)).isEqualTo(-3L);
    assertThat(fold("index.floordivs", -7, 2)).isEqualTo(-4L);
    assertThat(fold("index.ceildivs", 7, -2)).isEqualTo(-3L);
    assertThat(fold("index.floordivs", 7, -2)).isEqualTo(-4L);
    assertThat(fold("index.ceildivu", 7, 2)).isEqualTo(4L);
    assertThat(fold("index.divs", 1L << 32, 3)).isNull();
    assertThat(fold("index.divu", -1, 3)).isEqualTo(6148914691236517205L);
    assertThat(fold("index.maxu", -1, 1L << 32)).isEqualTo(-1L);
    assertThat(fold("index.minu", -1, 1L << 32)).isEqualTo(1L << 32);
    assertThat(fold("index.shru", -1, 3)).isNull();
    assertThat(fold("index.shrs", 1L << 32, 3)).isNull();
  }

  @Test
  void undefinedOpsDoNotFold() {
    assertThat(fold("index.divs", 3, 0)).isNull();
    assertThat(fold("index.remu", 3, 0)).isNull();
    assertThat(fold("index.shl", 3, 32)).isNull();
  }

  @Test
  void uncheckedOpsWrapAt64Bits() {
    assertThat(fold("index.add", Long.MAX_VALUE, 1)).isEqualTo(Long.MIN_VALUE);
    assertThat(fold("index.mul", 1L << 32, 1L << 32)).isEqualTo(0L);
    assertThat(fold("index.shl", 1L << 32, 1)).isEqualTo(1L << 33);
  }

  @Test
  void cmpOfMinMaxFoldsOnlyWhenBothWidthsDecide() {
    assertThat(IndexRanges.foldCmpOfMinMax("index.maxs", 5, 5, IndexCmpPredicate.SGE)).isTrue();
    assertThat(IndexRanges.foldCmpOfMinMax("index.minu", 5, 5, IndexCmpPredicate.UGT)).isFalse();
    assertThat(IndexRanges.foldCmpOfMinMax("index.maxs", 5, 0, IndexCmpPredicate.EQ)).isFalse();
    assertThat(IndexRanges.foldCmpOfMinMax("index.maxs", 5, 7, IndexCmpPredicate.SLT)).isNull();
  }
}
