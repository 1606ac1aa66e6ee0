package jopt.ir;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.asm.AsmPrinter;
import org.junit.jupiter.api.Test;

/** Walks as MLIR's: any depth without recursion, early-increment iteration under erasure. */
class WalkTest {
  private final TestIr ir = new TestIr();

  /** test.outer { test.a; test.mid { test.b }; test.c }. */
  private Operation tree() {
    Operation outer = ir.opWithRegion("test.outer", List.of());
    Block body = outer.getRegion(0).front();
    ir.append(body, "test.a", List.of(), 0);
    Operation mid = ir.opWithRegion("test.mid", List.of());
    ir.append(mid.getRegion(0).front(), "test.b", List.of(), 0);
    body.push_back(mid);
    ir.append(body, "test.c", List.of(), 0);
    return outer;
  }

  /** {@code n} ops nested in one another, each with one region of one block. */
  private Operation nest(int n) {
    Operation top = ir.opWithRegion("test.level", List.of());
    Operation o = top;
    for (int i = 1; i < n; i++) {
      Operation inner = ir.opWithRegion("test.level", List.of());
      o.getRegion(0).front().push_back(inner);
      o = inner;
    }
    ir.append(o.getRegion(0).front(), "test.leaf", List.of(), 0);
    return top;
  }

  @Test
  void ordersAreMlirs() {
    List<String> post = new ArrayList<>();
    tree().walk(o -> {
      post.add(o.getName());
    });
    assertThat(post).containsExactly("test.a", "test.b", "test.mid", "test.c", "test.outer")
        .inOrder();
    List<String> pre = new ArrayList<>();
    tree().walkPreOrder(o -> pre.add(o.getName()));
    assertThat(pre).containsExactly("test.outer", "test.a", "test.mid", "test.b", "test.c")
        .inOrder();
  }

  @Test
  void skipAndInterrupt() {
    List<String> seen = new ArrayList<>();
    Walk.Result r = tree().walk(o -> {
      seen.add(o.getName());
      return o.getName().equals("test.mid") ? Walk.Result.SKIP : Walk.Result.ADVANCE;
    });
    assertThat(r).isEqualTo(Walk.Result.ADVANCE);
    assertThat(seen).containsExactly("test.outer", "test.a", "test.mid", "test.c").inOrder();
    seen.clear();
    r = tree().walk(o -> {
      seen.add(o.getName());
      return o.getName().equals("test.b") ? Walk.Result.INTERRUPT : Walk.Result.ADVANCE;
    });
    assertThat(r).isEqualTo(Walk.Result.INTERRUPT);
    assertThat(seen).containsExactly("test.outer", "test.a", "test.mid", "test.b").inOrder();
  }

  @Test
  void preOrderVisitorMayEraseTheVisitedOpWhoseNestedOpsAreThenNotVisited() {
    Operation t = tree();
    List<String> seen = new ArrayList<>();
    t.walkPreOrder(o -> {
      seen.add(o.getName());
      if (o.getName().equals("test.mid")) {
        o.erase();
      }
    });
    assertThat(seen).containsExactly("test.outer", "test.a", "test.mid", "test.c").inOrder();
    assertThat(t.getRegion(0).front().getNumOperations()).isEqualTo(2);
  }

  @Test
  void erasingAnOpNotYetReachedIsAnErrorNotASilentSkip() {
    Operation t = tree();
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> t.walk(o -> {
      if (o.getName().equals("test.a")) {
        o.getNextNode().erase(); // test.mid, the next op
      }
    }));
    assertThat(e).hasMessageThat().contains("'test.mid' was erased or moved before the walk "
        + "reached it");
    // In a pre-order walk: test.c, the op after test.mid, erased when test.mid is visited, is
    // found erased after test.mid's nested ops. An op erased before it was next is just gone.
    Operation u = tree();
    List<String> seen = new ArrayList<>();
    e = assertThrows(IllegalStateException.class, () -> u.walkPreOrder(o -> {
      seen.add(o.getName());
      if (o.getName().equals("test.mid")) {
        o.getNextNode().erase();
      }
    }));
    assertThat(seen).containsExactly("test.outer", "test.a", "test.mid", "test.b").inOrder();
    assertThat(e).hasMessageThat().contains("'test.c' was erased or moved");
    Operation v = tree();
    seen.clear();
    v.walkPreOrder(o -> {
      seen.add(o.getName());
      if (o.getName().equals("test.a")) {
        o.getBlock().getLastOp().erase();
      }
    });
    assertThat(seen).containsExactly("test.outer", "test.a", "test.mid", "test.b").inOrder();
  }

  @Test
  void walksOfAHundredThousandLevelsDoNotRecurse() {
    int n = 100_000;
    Operation top = nest(n);
    int[] count = new int[1];
    top.walk(o -> {
      count[0]++;
    });
    assertThat(count[0]).isEqualTo(n + 1);
    count[0] = 0;
    top.walkPreOrder(o -> count[0]++);
    assertThat(count[0]).isEqualTo(n + 1);
    count[0] = 0;
    Walk.walkRegionPostOrder(top.getRegion(0), o -> count[0]++);
    assertThat(count[0]).isEqualTo(n);
    // Erase the whole nest from the inside out, as a dead-code sweep does.
    top.walk(o -> {
      if (o != top) {
        o.erase();
      }
    });
    assertThat(top.getRegion(0).front().isEmpty()).isTrue();
  }

  @Test
  void printingAnErasedOpIsAClearError() {
    Operation t = tree();
    Operation mid = t.getRegion(0).front().getOpList().get(1);
    Operation b = mid.getRegion(0).front().getFirstOp();
    mid.erase();
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> AsmPrinter.printOp(mid));
    assertThat(e).hasMessageThat().isEqualTo("cannot print 'test.mid': it was erased");
    e = assertThrows(IllegalStateException.class, () -> AsmPrinter.printOp(b));
    assertThat(e).hasMessageThat()
        .isEqualTo("cannot print 'test.b': it is in 'test.mid', which was erased");
    assertThat(AsmPrinter.printOp(t)).doesNotContain("test.mid");
  }
}
