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
      OperationWorklist worklist = new OperationWorklist();
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
    OperationWorklist first = new OperationWorklist();
    OperationWorklist second = new OperationWorklist();
    first.push(op);
    assertThrows(IllegalStateException.class, () -> second.push(op));
    first.clear();
    assertThat(first.isEmpty()).isTrue();
    second.push(op);
    assertThat(second.contains(op)).isTrue();
    assertThat(first.contains(op)).isFalse();
  }
}
