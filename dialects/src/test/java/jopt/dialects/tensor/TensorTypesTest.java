package jopt.dialects.tensor;

import static com.google.common.truth.Truth.assertThat;

import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.UnrankedTensorType;
import org.junit.jupiter.api.Test;

class TensorTypesTest {
  private static final long DYN = ShapedType.DYNAMIC;

  private static RankedTensorType f32(long... shape) {
    return RankedTensorType.get(shape, FloatType.F32);
  }

  @Test
  void castCompatibility() {
    assertThat(TensorTypes.castCompatible(f32(4, DYN), f32(DYN, 8))).isTrue();
    assertThat(TensorTypes.castCompatible(f32(4), UnrankedTensorType.get(FloatType.F32))).isTrue();
    assertThat(TensorTypes.castCompatible(f32(4), f32(5))).isFalse();
    assertThat(TensorTypes.castCompatible(f32(4), f32(4, 1))).isFalse();
    assertThat(TensorTypes.castCompatible(f32(4), RankedTensorType.get(new long[] {4}, IntegerType.get(32))))
        .isFalse();
  }

  @Test
  void rankReductionDropsOnlyUnitDims() {
    assertThat(TensorTypes.isRankReduction(new long[] {1, 4, 1}, new long[] {4})).isTrue();
    assertThat(TensorTypes.isRankReduction(new long[] {1, DYN}, new long[] {DYN})).isTrue();
    assertThat(TensorTypes.isRankReduction(new long[] {2, 4}, new long[] {4})).isFalse();
    assertThat(TensorTypes.isRankReduction(new long[] {4}, new long[] {4, 1})).isFalse();
  }
}
