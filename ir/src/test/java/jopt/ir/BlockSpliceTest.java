package jopt.ir;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Block.spliceAtEnd: ops of several blocks moved in order, re-parented, order kept. */
class BlockSpliceTest {
  private final TestIr ir = new TestIr();

  private List<Operation> fill(Block b, int n, String name) {
    List<Operation> ops = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Operation o = ir.op(name, List.of(), 1);
      b.add(o);
      ops.add(o);
    }
    return ops;
  }

  private void spliceAndCheck(int threads) {
    ir.ctx.setNumThreads(threads);
    Block target = ir.container();
    List<Operation> expected = new ArrayList<>(fill(target, 3, "test.t"));
    List<Block> sources = new ArrayList<>();
    for (int k = 0; k < 4; k++) {
      Block src = ir.container();
      expected.addAll(fill(src, k == 2 ? 0 : 500 + k, "test.s" + k));
      sources.add(src);
    }
    target.spliceAtEnd(sources, ir.ctx);
    assertThat(target.getOperations()).containsExactlyElementsIn(expected).inOrder();
    assertThat(target.getNumOperations()).isEqualTo(expected.size());
    for (Block src : sources) {
      assertThat(src.getNumOperations()).isEqualTo(0);
      assertThat(src.getFirstOp()).isNull();
    }
    for (int i = 0; i < expected.size(); i++) {
      Operation o = expected.get(i);
      assertThat(o.getBlock()).isSameInstanceAs(target);
      if (i > 0) {
        assertThat(expected.get(i - 1).isBeforeInBlock(o)).isTrue();
        assertThat(o.getPrevNode()).isSameInstanceAs(expected.get(i - 1));
      }
    }
    // The list stays usable: ops can be inserted and removed after the splice.
    Operation extra = ir.op("test.extra", List.of(), 0);
    target.insertBefore(expected.get(700), extra);
    assertThat(expected.get(699).isBeforeInBlock(extra)).isTrue();
    assertThat(extra.isBeforeInBlock(expected.get(700))).isTrue();
    expected.get(expected.size() - 1).remove();
    assertThat(target.getLastOp()).isSameInstanceAs(expected.get(expected.size() - 2));
  }

  @Test
  void movesEveryOpInOrderOnThreads() {
    spliceAndCheck(3);
  }

  @Test
  void movesEveryOpInOrderOnOneThread() {
    ir.ctx.enableMultithreading(false);
    spliceAndCheck(1);
  }
}
