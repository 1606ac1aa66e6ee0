package jopt.ir.conversion;

import static com.google.common.truth.Truth.assertThat;

import java.util.HashMap;
import java.util.List;
import jopt.ir.BlockArgument;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.attr.UnitAttr;
import org.junit.jupiter.api.Test;

/** {@link UndoableRewriter}: changes made at once, undone last first, or kept. */
class UndoableRewriterTest {
  private final ConvIr ir = new ConvIr();

  /** Builds a function-like op whose block has an argument, ops using it, and a holder with a region. */
  private UndoableRewriter rewriteEverything() {
    Operation f = ir.withRegion("t.func", List.of());
    ir.body.add(f);
    var block = f.getRegion(0).getFirstBlock();
    BlockArgument arg = block.addArgument(ir.i32, Location.UNKNOWN);
    Operation a = ir.add(block, "t.a", List.of(arg), List.of(ir.i32));
    Operation dead = ir.add(block, "t.dead", List.of(a.getResult(0)), List.of(ir.i32));
    Operation use = ir.add(block, "t.use", List.of(a.getResult(0)), List.of());
    Operation from = ir.withRegion("t.from", List.of());
    block.add(from);
    ir.add(from.getRegion(0).getFirstBlock(), "t.inner", List.of(arg), List.of());
    Operation to = ir.create("t.to", List.of(), List.of());
    block.add(to);

    UndoableRewriter rw = new UndoableRewriter(ir.ctx);
    rw.setInsertionPoint(use);
    Operation b = rw.create(Location.UNKNOWN, "t.b", List.of(arg), List.of(ir.i32), null);
    rw.replaceAllUsesWith(a.getResult(0), b.getResult(0));
    rw.eraseOp(dead);
    rw.moveOpBefore(use, a);
    rw.setType(arg, ir.i64);
    rw.modifyOpInPlace(a, () -> a.setAttr("touched", UnitAttr.get()));
    rw.setInsertionPointToEnd(block);
    Operation copy = rw.clone(from, new HashMap<>());
    rw.eraseOp(from);
    Operation holder = ir.withRegion("t.holder", List.of());
    holder.getRegion(0).getBlocks().clear();
    rw.insert(holder);
    rw.takeBody(holder.getRegion(0), copy.getRegion(0));
    return rw;
  }

  @Test
  void rollbackLeavesTheIrAsItWas() {
    UndoableRewriter rw = rewriteEverything();
    assertThat(ir.print()).isNotEqualTo(beforeOfEverything());
    rw.rollback();
    assertThat(ir.print()).isEqualTo(beforeOfEverything());
    assertThat(rw.isEmpty()).isTrue();
  }

  @Test
  void commitKeepsEveryChange() {
    UndoableRewriter rw = rewriteEverything();
    String changed = ir.print();
    rw.commit();
    assertThat(ir.print()).isEqualTo(changed);
    assertThat(changed).contains("\"t.b\"");
    assertThat(changed).doesNotContain("t.dead");
    assertThat(changed).contains("{touched}");
  }

  /** The IR rewriteEverything starts from, printed by a fresh builder. */
  private static String beforeOfEverything() {
    ConvIr fresh = new ConvIr();
    Operation f = fresh.withRegion("t.func", List.of());
    fresh.body.add(f);
    var block = f.getRegion(0).getFirstBlock();
    BlockArgument arg = block.addArgument(fresh.i32, Location.UNKNOWN);
    Operation a = fresh.add(block, "t.a", List.of(arg), List.of(fresh.i32));
    fresh.add(block, "t.dead", List.of(a.getResult(0)), List.of(fresh.i32));
    fresh.add(block, "t.use", List.of(a.getResult(0)), List.of());
    Operation from = fresh.withRegion("t.from", List.of());
    block.add(from);
    fresh.add(from.getRegion(0).getFirstBlock(), "t.inner", List.of(arg), List.of());
    block.add(fresh.create("t.to", List.of(), List.of()));
    return fresh.print();
  }
}
