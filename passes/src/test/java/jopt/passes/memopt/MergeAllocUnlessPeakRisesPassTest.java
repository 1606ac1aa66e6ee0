package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/** jopt-merge-alloc-unless-peak-rises: which form of a function of two dynamic sizes is kept. */
class MergeAllocUnlessPeakRisesPassTest {
  private static Operation func(String body) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, """
        func.func @f(%x: memref<?x?xf32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c64 = arith.constant 64 : index
          %b = memref.dim %x, %c0 : memref<?x?xf32>
          %s = memref.dim %x, %c1 : memref<?x?xf32>
        """ + body + """
          return
        }
        """, "t.mlir");
    assertThat(module).isNotNull();
    return module.getRegion(0).front().getFirstOp();
  }

  @Test
  void samplesEachPositionAtBatchOneAgainstEveryOtherSize() {
    List<long[]> samples = MergeAllocUnlessPeakRisesPass.samples(2);
    int n = MergeAllocUnlessPeakRisesPass.SIZES.length;
    assertThat(samples).hasSize(n * n);
    assertThat(samples.stream().anyMatch(s -> s[0] == 1 && s[1] == 256)).isTrue();
    assertThat(MergeAllocUnlessPeakRisesPass.samples(1)).hasSize(n);
  }

  @Test
  void anArenaFarAboveAtBatchOneIsUndoneThoughItSavesWhereTheSizesAreEqual() {
    // The arena: 64 * s + b * s bytes; the buffers it replaced: 4 * b * s. Smaller wherever
    // b = s >= 64 (the sizes sampled alike), 16 times larger at b = 1.
    Operation merged = func("""
          %bs = arith.muli %b, %s : index
          %k = arith.muli %s, %c64 : index
          %n = arith.addi %bs, %k : index
          %a = memref.alloc(%n) : memref<?xi8>
          memref.dealloc %a : memref<?xi8>
        """);
    Operation unmerged = func("""
          %a = memref.alloc(%b, %s) : memref<?x?xi32>
          memref.dealloc %a : memref<?x?xi32>
        """);
    assertThat(LivePeak.of(merged, 64)).isLessThan(LivePeak.of(unmerged, 64));
    assertThat(MergeAllocUnlessPeakRisesPass.raised(merged, unmerged)).isTrue();
  }

  @Test
  void anArenaOverBothRegionsOfABranchLiveUntilTheResultIsCopiedIsUndone() {
    // silero-vad-v5 at 1x256: the arena holds both sample rates' buffers and the results read
    // from it are copied into the returned buffers (sized by memref.dim of the scf.if's results)
    // while it lives: 4,172 B in jopt-run against 3,081 freed one by one.
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation unmerged = Parser.parseSourceString(ctx, LivePeakTest.BRANCH, "u.mlir")
        .getRegion(0).front().getFirstOp();
    Operation merged = Parser.parseSourceString(ctx, """
        func.func @f(%x: memref<?xf32>, %p: i1) -> memref<?xf32> {
          %c0 = arith.constant 0 : index
          %c20 = arith.constant 20 : index
          %n = memref.dim %x, %c0 : memref<?xf32>
          %size = arith.muli %n, %c20 : index
          %arena = memref.alloc(%size) : memref<?xi8>
          %r = scf.if %p -> (memref<?xf32>) {
            %y = memref.view %arena[%c0][%n] : memref<?xi8> to memref<?xf32>
            scf.yield %y : memref<?xf32>
          } else {
            %y = memref.view %arena[%c0][%n] : memref<?xi8> to memref<?xf32>
            scf.yield %y : memref<?xf32>
          }
          %m = memref.dim %r, %c0 : memref<?xf32>
          %out = memref.alloc(%m) : memref<?xf32>
          memref.copy %r, %out : memref<?xf32> to memref<?xf32>
          return %out : memref<?xf32>
        }
        """, "m.mlir").getRegion(0).front().getFirstOp();
    assertThat(LivePeak.of(merged, 10)).isEqualTo(240L);
    assertThat(LivePeak.of(unmerged, 10)).isEqualTo(200L);
    assertThat(MergeAllocUnlessPeakRisesPass.raised(merged, unmerged)).isTrue();
  }

  @Test
  void anArenaNeverAboveIsKept() {
    Operation merged = func("""
          %a = memref.alloc(%b, %s) : memref<?x?xi16>
          memref.dealloc %a : memref<?x?xi16>
        """);
    Operation unmerged = func("""
          %a = memref.alloc(%b, %s) : memref<?x?xi32>
          memref.dealloc %a : memref<?x?xi32>
        """);
    assertThat(MergeAllocUnlessPeakRisesPass.raised(merged, unmerged)).isFalse();
  }

  /** silero-vad's shapes: audio {@code b x L}, a state {@code 2 x c x 8} whose batch is asserted b. */
  static Operation withState(String body) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, """
        func.func @f(%x: memref<?x?xf32>, %st: memref<2x?x8xf32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %b = memref.dim %x, %c0 : memref<?x?xf32>
          %l = memref.dim %x, %c1 : memref<?x?xf32>
          %c = memref.dim %st, %c1 : memref<2x?x8xf32>
          %same = arith.cmpi eq, %c, %b : index
          cf.assert %same, "the state's batch is not the input's"
        """ + body + """
          return
        }
        """, "t.mlir");
    assertThat(module).isNotNull();
    return module.getRegion(0).front().getFirstOp();
  }

  @Test
  void anArenaBelowWhereverTheAssertedEqualSizesAreEqualIsKept() {
    // The arena: 8bL + 4cL bytes; the buffers it replaced: 8bL + 4bL + 4L, below it wherever
    // c = b. Sampled by position (c bound with L), the arena is 256.5 times above at b = 1,
    // L = 1024 and at most 1.5 times below: it was undone.
    Operation merged = withState("""
          %z = memref.alloc(%b, %l) : memref<?x?xf64>
          %a = memref.alloc(%c, %l) : memref<?x?xf32>
          memref.dealloc %a : memref<?x?xf32>
          memref.dealloc %z : memref<?x?xf64>
        """);
    Operation unmerged = withState("""
          %z = memref.alloc(%b, %l) : memref<?x?xf64>
          %a = memref.alloc(%b, %l) : memref<?x?xf32>
          %r = memref.alloc(%l) : memref<?xf32>
          memref.dealloc %r : memref<?xf32>
          memref.dealloc %a : memref<?x?xf32>
          memref.dealloc %z : memref<?x?xf64>
        """);
    assertThat(MergeAllocUnlessPeakRisesPass.raised(merged, unmerged)).isFalse();
  }
}
