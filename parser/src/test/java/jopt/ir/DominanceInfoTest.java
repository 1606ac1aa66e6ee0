package jopt.ir;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.dialects.Dialects;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/** MLIR's block dominance queries across regions: dominance, nearest common dominators, idoms. */
class DominanceInfoTest {
  private static final String PROGRAM = """
      func.func @f(%c: i1, %lb: index) {
        cf.cond_br %c, ^bb1, ^bb2
      ^bb1:
        cf.br ^bb3
      ^bb2:
        scf.for %i = %lb to %lb step %lb {
          scf.yield
        }
        cf.br ^bb3
      ^bb3:
        return
      ^bb4:
        cf.br ^bb3
      }
      """;

  private static List<Block> blocks(Operation module) {
    return module.getRegion(0).front().getFirstOp().getRegion(0).getBlocks();
  }

  @Test
  void blocksOfNestedRegionsStandForTheirAncestors() {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, PROGRAM, "t.mlir");
    List<Block> b = blocks(module);
    Block loopBody = b.get(2).getFirstOp().getRegion(0).front();
    DominanceInfo dom = new DominanceInfo();
    assertThat(dom.properlyDominates(b.get(0), loopBody)).isTrue();
    assertThat(dom.properlyDominates(b.get(2), loopBody)).isTrue();
    assertThat(dom.properlyDominates(b.get(1), loopBody)).isFalse();
    assertThat(dom.properlyDominates(loopBody, b.get(2))).isFalse();
    assertThat(dom.properlyDominates(b.get(0), b.get(0))).isFalse();
    assertThat(dom.dominates(b.get(0), b.get(0))).isTrue();
  }

  @Test
  void nearestCommonDominatorAndImmediateDominator() {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, PROGRAM, "t.mlir");
    List<Block> b = blocks(module);
    Block loopBody = b.get(2).getFirstOp().getRegion(0).front();
    DominanceInfo dom = new DominanceInfo();
    assertThat(dom.findNearestCommonDominator(b.get(1), loopBody)).isSameInstanceAs(b.get(0));
    assertThat(dom.findNearestCommonDominator(b.get(2), loopBody)).isSameInstanceAs(b.get(2));
    assertThat(dom.findNearestCommonDominator(b.get(3), null)).isNull();
    assertThat(dom.getImmediateDominator(b.get(3))).isSameInstanceAs(b.get(0));
    assertThat(dom.getImmediateDominator(b.get(0))).isNull();
    // ^bb4 has no predecessor: unreachable, no dominator, no common dominator with others.
    assertThat(dom.isReachableFromEntry(b.get(4))).isFalse();
    assertThat(dom.isReachableFromEntry(loopBody)).isTrue();
    assertThat(dom.getImmediateDominator(b.get(4))).isNull();
    assertThat(dom.findNearestCommonDominator(b.get(4), b.get(1))).isNull();
  }
}
