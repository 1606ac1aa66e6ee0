package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.parser.Parser;
import jopt.passes.memopt.SizeBuckets.Bucket;
import org.junit.jupiter.api.Test;

/** The buckets of a dynamic size where jopt-memory-pipeline's decisions change, and what a version reads of its bucket. */
class SizeBucketsTest {
  private static final long G = TileChain.DYNAMIC_HINT;
  private static final long INF = SizeBuckets.UNBOUNDED;

  @Test
  void everyStartDecidingAsTheGeneralGivesOneBucket() {
    assertThat(SizeBuckets.choose(List.of("g", "g", "g", "g"), "g"))
        .containsExactly(new Bucket(1, INF, G));
  }

  @Test
  void sizeOneAloneDecidesOtherwise() {
    // The squeeze-and-excitation nets: at 1 the batch loop saves nothing.
    assertThat(SizeBuckets.choose(List.of("channels", "g", "g", "g"), "g"))
        .containsExactly(new Bucket(1, 1, 1), new Bucket(2, INF, G)).inOrder();
  }

  @Test
  void equalNeighboursShareABucketDecidedAtItsLeastSize() {
    assertThat(SizeBuckets.choose(List.of("a", "b", "b", "g"), "g"))
        .containsExactly(new Bucket(1, 1, 1), new Bucket(2, 7, 2), new Bucket(8, INF, G)).inOrder();
  }

  @Test
  void aStartDecidingAsTheGeneralBelowOneThatDoesNotKeepsItsOwnBucket() {
    // Only the starts from the last one that differs on join the general bucket; one below it
    // deciding as the general takes the general version (its hint).
    assertThat(SizeBuckets.choose(List.of("g", "a", "g", "g"), "g"))
        .containsExactly(new Bucket(1, 1, G), new Bucket(2, 3, 2), new Bucket(4, INF, G)).inOrder();
  }

  @Test
  void theLastStartDifferingEndsBelowTheGeneralStart() {
    assertThat(SizeBuckets.choose(List.of("a", "a", "a", "a"), "g"))
        .containsExactly(new Bucket(1, 15, 1), new Bucket(16, INF, G)).inOrder();
  }

  @Test
  void aVersionsHintIsReadFromItsFunction() {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, """
        func.func private @f__n1_1(%x: tensor<?xf32>) -> tensor<?xf32> attributes {jopt.size_bucket = array<i64: 1, 1>, jopt.size_hint = 1 : i64} {
          return %x : tensor<?xf32>
        }
        func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {
          return %x : tensor<?xf32>
        }
        """, "t.mlir");
    List<Operation> funcs = module.getRegion(0).front().getOpList();
    assertThat(SizeBuckets.hint(funcs.get(0))).isEqualTo(SizeHint.uniform(1));
    assertThat(SizeBuckets.hint(funcs.get(0).getRegion(0).front().getFirstOp())).isEqualTo(SizeHint.uniform(1));
    assertThat(SizeBuckets.hint(funcs.get(1))).isEqualTo(SizeHint.DEFAULT);
  }

  @Test
  void theLeadingDynamicSizeIsVersionedTheOnlyOneOrOneOfSeveral() {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, """
        func.func @one(%x: tensor<?x3xf32>, %w: tensor<3x4xf32>) -> tensor<?x3xf32> {
          return %x : tensor<?x3xf32>
        }
        func.func @two(%q: tensor<?x3xf32>, %k: tensor<?x3xf32>) -> tensor<?x3xf32> {
          return %q : tensor<?x3xf32>
        }
        func.func @none(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
          return %x : tensor<2x3xf32>
        }
        """, "t.mlir");
    List<Operation> funcs = module.getRegion(0).front().getOpList();
    assertThat(VersionForSizesPass.size(funcs.get(0))).isEqualTo(new VersionForSizesPass.Size(0, 0, true));
    // Of several, the first (q's rows), the others counted as the default.
    assertThat(VersionForSizesPass.size(funcs.get(1))).isEqualTo(new VersionForSizesPass.Size(0, 0, false));
    assertThat(VersionForSizesPass.size(funcs.get(1)).hint(1)).isEqualTo(new SizeHint(1, 0, 0));
    assertThat(VersionForSizesPass.size(funcs.get(2))).isNull();
  }
}
