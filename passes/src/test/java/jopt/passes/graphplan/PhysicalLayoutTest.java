package jopt.passes.graphplan;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import org.junit.jupiter.api.Test;

/** The runtime seed's physical sizes, strides and offsets. */
class PhysicalLayoutTest {
  private static final PhysicalLayout SEED = PhysicalLayout.SEED;
  private static final PhysicalLayout NEXT_MULTIPLE = new PhysicalLayout(64, false);
  private static final PhysicalLayout NONE = new PhysicalLayout(0, false);

  @Test
  void channelsPadToAnOddMultipleAsTheSeedsNumbersDo() {
    assertThat(SEED.paddedChannels(128)).isEqualTo(192);
    assertThat(SEED.paddedChannels(64)).isEqualTo(64);
    assertThat(SEED.paddedChannels(3)).isEqualTo(64);
    assertThat(SEED.paddedChannels(65)).isEqualTo(192);
    assertThat(SEED.paddedChannels(192)).isEqualTo(192);
    assertThat(SEED.paddedChannels(193)).isEqualTo(320);
    assertThat(SEED.paddedChannels(0)).isEqualTo(0);
  }

  @Test
  void plainRoundUpAndNoPadding() {
    assertThat(NEXT_MULTIPLE.paddedChannels(128)).isEqualTo(128);
    assertThat(NEXT_MULTIPLE.paddedChannels(100)).isEqualTo(128);
    assertThat(NONE.paddedChannels(100)).isEqualTo(100);
    assertThat(new PhysicalLayout(1, true).paddedChannels(100)).isEqualTo(100);
    assertThrows(IllegalArgumentException.class, () -> new PhysicalLayout(-1, true));
  }

  @Test
  void physicalSizesOfTheSeedsExamples() {
    // gather: data (50, 32, 32, 128) and output (30, 32, 32, 128). The seed calls them
    // float32, but its 9,830,400 and 5,898,240 are the products without the 4 bytes: exact for
    // one-byte elements; float32 gives four times as much.
    assertThat(SEED.physicalSize(new long[] {50, 32, 32, 128}, 1)).isEqualTo(9_830_400);
    assertThat(SEED.physicalSize(new long[] {30, 32, 32, 128}, 1)).isEqualTo(5_898_240);
    assertThat(SEED.physicalSize(new long[] {50, 32, 32, 128}, 4)).isEqualTo(39_321_600);
    // concat inputs
    assertThat(SEED.physicalSize(new long[] {10, 32, 32, 128}, 4)).isEqualTo(7_864_320);
    assertThat(SEED.physicalSize(new long[] {20, 32, 32, 128}, 4)).isEqualTo(15_728_640);
    assertThat(SEED.physicalSize(new long[] {15, 32, 32, 128}, 4)).isEqualTo(11_796_480);
    // C = 64 is already padded
    assertThat(SEED.physicalSize(new long[] {100, 16, 16, 64}, 4)).isEqualTo(6_553_600);
    assertThat(SEED.physicalSize(new long[] {200, 16, 16, 64}, 4)).isEqualTo(13_107_200);
    // rank 0: one element
    assertThat(SEED.physicalSize(new long[] {}, 8)).isEqualTo(8);
    assertThat(SEED.physicalSize(RankedTensorType.get(new long[] {2, 3}, FloatType.F16)))
        .isEqualTo(2 * 64 * 2);
  }

  @Test
  void stridesUseThePaddedLastDimension() {
    assertThat(SEED.strides(new long[] {50, 32, 32, 128}))
        .asList().containsExactly(196_608L, 6_144L, 192L, 1L).inOrder();
    assertThat(NONE.strides(new long[] {4, 10})).asList().containsExactly(10L, 1L).inOrder();
  }

  @Test
  void sliceOffsetsFollowThePaddedStrides() {
    // starts=[10] on axis 0 of (50, 32, 32, 128) f32: 10 * 32 * 32 * 192 * 4
    assertThat(SEED.byteOffset(new long[] {50, 32, 32, 128}, 4, new int[] {0},
        new long[] {10})).isEqualTo(7_864_320);
    // starts=[100] on (1000, 16, 16, 64)
    assertThat(SEED.byteOffset(new long[] {1000, 16, 16, 64}, 4, new int[] {0},
        new long[] {100})).isEqualTo(6_553_600);
    // the seed's 40-element buffer: element 10 at byte 40
    assertThat(NONE.byteOffset(new long[] {40}, 4, new int[] {0}, new long[] {10}))
        .isEqualTo(40);
  }

  @Test
  void sliceOffsetsNeedNotBeAligned() {
    // slicing the channels of (1, 1, 1, 128) at 3, f32: byte 12, not a multiple of 64
    long offset = SEED.byteOffset(new long[] {1, 1, 1, 128}, 4, new int[] {3}, new long[] {3});
    assertThat(offset).isEqualTo(12);
    assertThat(offset % 64).isNotEqualTo(0);
    // on axis 2 of (1, 1, 5, 100): one row is 192 padded elements
    assertThat(SEED.byteOffset(new long[] {1, 1, 5, 100}, 2, new int[] {2}, new long[] {1}))
        .isEqualTo(384);
  }

  @Test
  void leadingDimensions() {
    assertThat(NONE.leadingDimsAreOne(new long[] {1, 1, 5}, 2)).isTrue();
    assertThat(NONE.leadingDimsAreOne(new long[] {2, 1, 5}, 1)).isFalse();
    assertThat(NONE.leadingDimsAreOne(new long[] {2, 1, 5}, 0)).isTrue();
  }

  @Test
  void elementSizes() {
    assertThat(PhysicalLayout.elementBytes(FloatType.F32)).isEqualTo(4);
    assertThat(PhysicalLayout.elementBytes(FloatType.BF16)).isEqualTo(2);
    assertThat(PhysicalLayout.elementBytes(IntegerType.get(1))).isEqualTo(1);
    assertThat(PhysicalLayout.elementBytes(IntegerType.get(4))).isEqualTo(1);
    assertThat(PhysicalLayout.elementBytes(IntegerType.get(64))).isEqualTo(8);
    assertThat(PhysicalLayout.elementBytes(IndexType.get())).isEqualTo(8);
  }

  private static final PhysicalLayout NHWC = new PhysicalLayout(64, true, true);

  @Test
  void channelsLastHoldsNchwAsNhwcWithCPadded() {
    // 1x3x8x8 NCHW: held as 1x8x8x3, C padded to 64.
    assertThat(NHWC.paddedShape(new long[] {1, 3, 8, 8})).asList()
        .containsExactly(1L, 8L, 8L, 64L).inOrder();
    assertThat(NHWC.physicalSize(new long[] {1, 3, 8, 8}, 4)).isEqualTo(16_384);
    // Strides per logical dimension: C is the innermost.
    assertThat(NHWC.strides(new long[] {2, 3, 8, 8})).asList()
        .containsExactly(4096L, 1L, 512L, 64L).inOrder();
    // Other ranks keep the graph's order.
    assertThat(NHWC.paddedShape(new long[] {2, 100})).asList().containsExactly(2L, 192L)
        .inOrder();
  }

  @Test
  void leadingDimensionsFollowTheOrderHeld() {
    // Channels (axis 1) come after H and W in NHWC: not contiguous pieces unless H = W = 1.
    assertThat(NHWC.leadingDimsAreOne(new long[] {1, 16, 8, 8}, 1)).isFalse();
    assertThat(NHWC.leadingDimsAreOne(new long[] {1, 16, 1, 1}, 1)).isTrue();
    assertThat(NONE.leadingDimsAreOne(new long[] {1, 16, 8, 8}, 1)).isTrue();
    // H (axis 2) follows only N in NHWC.
    assertThat(NHWC.leadingDimsAreOne(new long[] {1, 16, 8, 8}, 2)).isTrue();
  }

  @Test
  void sameBytesForMetadataOps() {
    // The graph's order, no padding: any row-major reshape keeps its bytes.
    assertThat(NONE.sameBytes(new long[] {1, 4, 2, 2}, new long[] {1, 16})).isTrue();
    // Channels-last: 1x4x2x2 holds C innermost, its flattening does not.
    assertThat(NHWC.sameBytes(new long[] {1, 4, 2, 2}, new long[] {1, 16})).isFalse();
    assertThat(NHWC.sameBytes(new long[] {1, 16, 1, 1}, new long[] {1, 16})).isTrue();
    // Padded: the padded last dimension must stay (4x128 vs 512 differ, 4x128 vs 2x2x128 not).
    assertThat(SEED.sameBytes(new long[] {4, 128}, new long[] {512})).isFalse();
    assertThat(SEED.sameBytes(new long[] {4, 128}, new long[] {2, 2, 128})).isTrue();
    assertThat(SEED.sameBytes(new long[] {1, 64, 1}, new long[] {1, 1, 64})).isFalse();
    assertThat(SEED.sameBytes(new long[] {3, 5}, new long[] {3, 5})).isTrue();
  }
}
