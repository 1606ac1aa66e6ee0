package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** When jopt-version-for-sizes keeps a bucket's version: its bytes against the general version's. */
class VersionForSizesPassTest {

  @Test
  void oneSizeKeepsAVersionSmallerAtItsLeastSizeAndNoLargerAtItsGreatest() {
    assertThat(VersionForSizesPass.keeps(new long[] {90}, new long[] {100}, new long[] {200}, new long[] {200}))
        .isTrue();
    assertThat(VersionForSizesPass.keeps(new long[] {100}, new long[] {100}, new long[] {150}, new long[] {200}))
        .isFalse();
    // Smaller where the bucket was decided, larger at its end: the range loses there.
    assertThat(VersionForSizesPass.keeps(new long[] {90}, new long[] {100}, new long[] {201}, new long[] {200}))
        .isFalse();
  }

  @Test
  void aVersionLosingAtSmallOtherSizesIsKeptWhereItSavesMoreBytesAtLargeOnes() {
    // ppocr-mobile-v2-cls's version for batch 2 to 3 against the general version (LivePeak,
    // equal to jopt-run's peaks), the image at 16x16, 64x64 and 256x256: above it at 16x16 only.
    long[] mineLo = {16_748, 125_184, 2_002_944};
    long[] generalLo = {15_880, 126_816, 2_028_576};
    long[] mineHi = {24_972, 184_576, 2_953_216};
    long[] generalHi = {23_312, 186_216, 2_978_856};
    assertThat(VersionForSizesPass.keeps(mineLo, generalLo, mineHi, generalHi)).isTrue();
  }

  @Test
  void aVersionSavingLessAtLargeOtherSizesThanItCostsAtSmallOnesIsDropped() {
    assertThat(VersionForSizesPass.keeps(new long[] {20_000, 100_000, 1_000_000},
        new long[] {10_000, 100_000, 995_000}, new long[] {20_000, 100_000, 1_000_000},
        new long[] {10_000, 100_000, 995_000})).isFalse();
  }

  @Test
  void aVersionSmallerSummedAtItsLeastSizeButLargerAtItsGreatestIsDropped() {
    assertThat(VersionForSizesPass.keeps(new long[] {1_000, 9_000}, new long[] {1_000, 10_000},
        new long[] {3_000, 31_000}, new long[] {3_000, 30_000})).isFalse();
  }
}
