package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;

import jopt.ir.Operation;
import jopt.passes.analysis.IndexEvaluation;
import org.junit.jupiter.api.Test;

/** SizeGroups: dimensions asserted equal sampled as one; the others by position. */
class SizeGroupsTest {
  /** The value the state's batch {@code %c} (argument 1, dimension 1) takes in the sample. */
  private static Long stateBatch(SizeGroups groups, long[] sample) {
    Operation f = MergeAllocUnlessPeakRisesPassTest.withState("");
    IndexEvaluation.Sizes sizes = groups.binding(sample);
    return sizes.of(f.getRegion(0).front().getArgument(1), 1);
  }

  @Test
  void theStateBatchAssertedEqualToTheInputBatchIsSampledWithIt() {
    Operation f = MergeAllocUnlessPeakRisesPassTest.withState("");
    SizeGroups groups = SizeGroups.of(f);
    assertThat(groups.count()).isEqualTo(2);
    IndexEvaluation.Sizes sizes = groups.binding(new long[] {3, 1024});
    assertThat(sizes.of(f.getRegion(0).front().getArgument(0), 0)).isEqualTo(3L);
    assertThat(sizes.of(f.getRegion(0).front().getArgument(0), 1)).isEqualTo(1024L);
    assertThat(stateBatch(groups, new long[] {3, 1024})).isEqualTo(3L);
  }

  @Test
  void withoutAnAssertionTheStateBatchGoesWithItsPosition() {
    Operation f = MergeAllocUnlessPeakRisesPassTest.withState("").getParentOp();
    Operation g = jopt.parser.Parser.parseSourceString(f.getContext(), """
        func.func @f(%x: memref<?x?xf32>, %st: memref<2x?x8xf32>) {
          return
        }
        """, "t.mlir").getRegion(0).front().getFirstOp();
    SizeGroups groups = SizeGroups.of(g);
    assertThat(groups.count()).isEqualTo(2);
    assertThat(stateBatch(groups, new long[] {3, 1024})).isEqualTo(1024L);
  }

  @Test
  void aClampIsNotTheSizeItClamps() {
    // min(c, 512) equals c at every c <= 512, but not for every c: not grouped with b.
    Operation f = MergeAllocUnlessPeakRisesPassTest.withState("").getParentOp();
    Operation g = jopt.parser.Parser.parseSourceString(f.getContext(), """
        func.func @f(%x: memref<?x?xf32>, %st: memref<2x?x8xf32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c512 = arith.constant 512 : index
          %b = memref.dim %x, %c0 : memref<?x?xf32>
          %c = memref.dim %st, %c1 : memref<2x?x8xf32>
          %m = arith.minui %c, %c512 : index
          %same = arith.cmpi eq, %m, %b : index
          cf.assert %same, "clamped"
          return
        }
        """, "t.mlir").getRegion(0).front().getFirstOp();
    assertThat(stateBatch(SizeGroups.of(g), new long[] {3, 1024})).isEqualTo(1024L);
  }
}
