package jopt.ir;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The worklist against a plain list model under random pushes, pops, removals and reversals. */
class OperationWorklistTest {
  private final MLIRContext ctx = new MLIRContext();

  @Test
  void matchesAListModel() {
    ctx.allowUnregisteredDialects(true);
    List<Operation> ops = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      ops.add(Operation.create(ctx, new OperationState(Location.UNKNOWN, "test.op" + i)));
    }
    Random random = new Random(7);
    for (int round = 0; round < 300; round++) {
      OperationWorklist worklist = new OperationWorklist(ctx);
      List<Operation> model = new ArrayList<>();
      for (int step = 0; step < 60; step++) {
        int action = random.nextInt(10);
        Operation op = ops.get(random.nextInt(ops.size()));
        if (action < 5) {
          worklist.push(op);
          if (!model.contains(op)) {
            model.add(op);
          }
        } else if (action < 7) {
          worklist.remove(op);
          model.remove(op);
        } else if (action < 8) {
          assertThat(worklist.contains(op)).isEqualTo(model.contains(op));
        } else if (action < 9) {
          if (!model.isEmpty()) {
            assertThat(worklist.pop()).isSameInstanceAs(model.remove(model.size() - 1));
          }
        } else {
          worklist.reverse();
          java.util.Collections.reverse(model);
        }
        assertThat(worklist.isEmpty()).isEqualTo(model.isEmpty());
      }
      while (!model.isEmpty()) {
        assertThat(worklist.pop()).isSameInstanceAs(model.remove(model.size() - 1));
      }
      assertThat(worklist.isEmpty()).isTrue();
    }
  }

  @Test
  void anOpIsInOneWorklistAtATime() {
    ctx.allowUnregisteredDialects(true);
    Operation op = Operation.create(ctx, new OperationState(Location.UNKNOWN, "test.op"));
    OperationWorklist first = new OperationWorklist(ctx);
    OperationWorklist second = new OperationWorklist(ctx);
    first.push(op);
    assertThrows(IllegalStateException.class, () -> second.push(op));
    first.clear();
    assertThat(first.isEmpty()).isTrue();
    second.push(op);
    assertThat(second.contains(op)).isTrue();
    assertThat(first.contains(op)).isFalse();
  }

  /**
   * pushWithAncestors against MLIR's climb (push the op, then each ancestor below the scope,
   * skipping those in the list) in a random nest under random pushes, pops, removals and moves
   * (reported with forgetAncestors when the moved op is in the list, as the greedy driver does).
   */
  @Test
  void pushWithAncestorsMatchesMlirsClimb() {
    TestIr ir = new TestIr();
    Random random = new Random(45);
    for (int round = 0; round < 200; round++) {
      Operation root = ir.opWithRegion("test.root", List.of());
      Region scope = root.getRegion(0);
      Operation outside = ir.opWithRegion("test.outside", List.of());
      List<Operation> ops = new ArrayList<>();
      for (int i = 0; i < 30; i++) {
        Operation op = ir.opWithRegion("test.op", List.of());
        List<Block> blocks = blocksUnder(root, outside, ops);
        blocks.get(random.nextInt(blocks.size())).push_back(op);
        ops.add(op);
      }
      OperationWorklist worklist = new OperationWorklist(ctx);
      List<Operation> model = new ArrayList<>();
      for (int step = 0; step < 80; step++) {
        int action = random.nextInt(10);
        Operation op = ops.get(random.nextInt(ops.size()));
        if (action < 6) {
          worklist.pushWithAncestors(op, scope);
          climb(op, scope, model);
        } else if (action < 7) {
          worklist.remove(op);
          model.remove(op);
        } else if (action < 8) {
          if (!model.isEmpty()) {
            assertThat(worklist.pop()).isSameInstanceAs(model.remove(model.size() - 1));
          }
        } else {
          List<Block> blocks = blocksUnder(root, outside, ops);
          Block to = blocks.get(random.nextInt(blocks.size()));
          if (!op.isAncestor(to.getParentOp())) {
            op.remove();
            to.push_back(op);
            if (worklist.contains(op)) {
              worklist.forgetAncestors();
            }
          }
        }
        for (Operation o : ops) {
          assertThat(worklist.contains(o)).isEqualTo(model.contains(o));
        }
      }
      while (!model.isEmpty()) {
        assertThat(worklist.pop()).isSameInstanceAs(model.remove(model.size() - 1));
      }
      worklist.clear();
    }
  }

  /** The blocks of the root, of the op outside the scope and of the ops. */
  private static List<Block> blocksUnder(Operation root, Operation outside, List<Operation> ops) {
    List<Block> blocks = new ArrayList<>(List.of(root.getRegion(0).front(),
        outside.getRegion(0).front()));
    for (Operation op : ops) {
      blocks.add(op.getRegion(0).front());
    }
    return blocks;
  }

  /** MLIR's addToWorklist on a list model. */
  private static void climb(Operation op, Region scope, List<Operation> model) {
    List<Operation> ancestors = new ArrayList<>();
    for (Operation o = op; o != null; o = o.getParentOp()) {
      ancestors.add(o);
      if (o.getParentRegion() == scope) {
        for (Operation a : ancestors) {
          if (!model.contains(a)) {
            model.add(a);
          }
        }
        return;
      }
    }
  }
}
