package jopt.ir;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.junit.jupiter.api.Test;

class OperationTest {
  private final TestIr ir = new TestIr();

  @Test
  void useListsTrackOperands() {
    Block b = ir.container();
    Operation def = ir.append(b, "test.def", List.of(), 1);
    Value v = def.getResult(0);
    Operation u1 = ir.append(b, "test.use", List.of(v, v), 0);
    Operation u2 = ir.append(b, "test.use", List.of(v), 0);
    assertThat(v.getNumUses()).isEqualTo(3);
    assertThat(v.getUsers()).containsExactly(u1, u2);
    u1.setOperand(1, def.getResult(0));
    assertThat(v.getNumUses()).isEqualTo(3);
    u2.eraseOperand(0);
    assertThat(v.getNumUses()).isEqualTo(2);
    assertThat(u2.getNumOperands()).isEqualTo(0);
  }

  @Test
  void replaceAllUsesWithMovesEveryUse() {
    Block b = ir.container();
    Operation a = ir.append(b, "test.a", List.of(), 1);
    Operation c = ir.append(b, "test.c", List.of(), 1);
    Operation u = ir.append(b, "test.use", List.of(a.getResult(0), a.getResult(0)), 0);
    a.getResult(0).replaceAllUsesWith(c.getResult(0));
    assertThat(a.getResult(0).useEmpty()).isTrue();
    assertThat(c.getResult(0).getNumUses()).isEqualTo(2);
    assertThat(u.getOperands()).containsExactly(c.getResult(0), c.getResult(0));
  }

  @Test
  void replaceUsesWithIfIsSelective() {
    Block b = ir.container();
    Operation a = ir.append(b, "test.a", List.of(), 1);
    Operation c = ir.append(b, "test.c", List.of(), 1);
    Operation u1 = ir.append(b, "test.u1", List.of(a.getResult(0)), 0);
    Operation u2 = ir.append(b, "test.u2", List.of(a.getResult(0)), 0);
    a.getResult(0).replaceAllUsesExcept(c.getResult(0), u1);
    assertThat(u1.getOperand(0)).isSameInstanceAs(a.getResult(0));
    assertThat(u2.getOperand(0)).isSameInstanceAs(c.getResult(0));
  }

  @Test
  void eraseRequiresUnusedResultsAndDropsOperandUses() {
    Block b = ir.container();
    Operation a = ir.append(b, "test.a", List.of(), 1);
    Operation u = ir.append(b, "test.use", List.of(a.getResult(0)), 0);
    assertThrows(IllegalStateException.class, a::erase);
    u.erase();
    assertThat(a.getResult(0).useEmpty()).isTrue();
    assertThat(b.getNumOperations()).isEqualTo(1);
    a.erase();
    assertThat(b.isEmpty()).isTrue();
  }

  @Test
  void isBeforeInBlockStaysRightAfterInsertions() {
    Block b = ir.container();
    List<Operation> ops = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      Operation o = ir.append(b, "test.op", List.of(), 0);
      ops.add(o);
    }
    // Insert repeatedly between the same two ops to exhaust the gaps and force renumbering.
    Operation anchor = ops.get(10);
    for (int i = 0; i < 40; i++) {
      Operation o = ir.op("test.ins", List.of(), 0);
      b.insertBefore(anchor, o);
      assertThat(ops.get(9).isBeforeInBlock(o)).isTrue();
      assertThat(o.isBeforeInBlock(anchor)).isTrue();
    }
    List<Operation> order = b.getOpList();
    for (int i = 0; i + 1 < order.size(); i++) {
      assertThat(order.get(i).isBeforeInBlock(order.get(i + 1))).isTrue();
      assertThat(order.get(i + 1).isBeforeInBlock(order.get(i))).isFalse();
    }
  }

  @Test
  void postOrderWalkMayEraseVisitedOps() {
    Operation outer = ir.opWithRegion("test.outer", List.of());
    Block body = outer.getRegion(0).front();
    for (int i = 0; i < 5; i++) {
      ir.append(body, i % 2 == 0 ? "test.dead" : "test.keep", List.of(), 0);
    }
    Operation inner = ir.opWithRegion("test.inner", List.of());
    ir.append(inner.getRegion(0).front(), "test.dead", List.of(), 0);
    body.push_back(inner);
    List<String> visited = new ArrayList<>();
    outer.walk(op -> {
      visited.add(op.getName());
      if (op.getName().equals("test.dead")) {
        op.erase();
      }
    });
    assertThat(visited).containsExactly("test.dead", "test.keep", "test.dead", "test.keep",
        "test.dead", "test.dead", "test.inner", "test.outer").inOrder();
    assertThat(body.getNumOperations()).isEqualTo(3);
    assertThat(inner.getRegion(0).front().isEmpty()).isTrue();
  }

  @Test
  void cloneRemapsNestedUses() {
    Operation outer = ir.opWithRegion("test.outer", List.of());
    Block body = outer.getRegion(0).front();
    Operation a = ir.append(body, "test.a", List.of(), 1);
    ir.append(body, "test.use", List.of(a.getResult(0)), 0);
    Operation copy = outer.clone(ir.ctx, new HashMap<>());
    Block cb = copy.getRegion(0).front();
    Operation ca = cb.getFirstOp();
    assertThat(ca).isNotSameInstanceAs(a);
    assertThat(cb.getLastOp().getOperand(0)).isSameInstanceAs(ca.getResult(0));
    assertThat(a.getResult(0).getNumUses()).isEqualTo(1);
  }

  @Test
  void cloneMapsSuccessorsAndEveryArgumentEvenIfMapped() {
    Operation outer = ir.opWithRegion("test.outer", List.of());
    Region region = outer.getRegion(0);
    Block entry = region.front();
    Block exit = region.emplaceBlock();
    BlockArgument arg = exit.addArgument(ir.i32, Location.UNKNOWN);
    OperationState br = new OperationState(Location.UNKNOWN, "test.br");
    br.successors.add(exit);
    entry.push_back(Operation.create(ir.ctx, br));
    HashMap<Value, Value> mapping = new HashMap<>();
    Operation first = outer.clone(ir.ctx, mapping);
    // A second clone with the same mapping still gets arguments of its own.
    Operation second = outer.clone(ir.ctx, mapping);
    for (Operation copy : List.of(first, second)) {
      Region r = copy.getRegion(0);
      assertThat(r.getBlocks()).hasSize(2);
      assertThat(r.front().getFirstOp().getSuccessor(0)).isSameInstanceAs(r.getBlocks().get(1));
      assertThat(r.getBlocks().get(1).getNumArguments()).isEqualTo(1);
    }
    assertThat(mapping.get(arg)).isSameInstanceAs(second.getRegion(0).getBlocks().get(1).getArgument(0));
  }

  @Test
  void cloneIntoKeepsMappedArgumentsAndInsertsBefore() {
    Operation outer = ir.opWithRegion("test.outer", List.of());
    Block body = outer.getRegion(0).front();
    BlockArgument arg = body.addArgument(ir.i32, Location.UNKNOWN);
    ir.append(body, "test.use", List.of(arg), 0);
    Operation def = ir.op("test.def", List.of(), 1);
    Operation target = ir.opWithRegion("test.target", List.of());
    Block existing = target.getRegion(0).front();
    HashMap<Value, Value> mapping = new HashMap<>();
    mapping.put(arg, def.getResult(0));
    outer.getRegion(0).cloneInto(target.getRegion(0), existing, mapping);
    Block clone = target.getRegion(0).front();
    assertThat(target.getRegion(0).getBlocks()).containsExactly(clone, existing).inOrder();
    assertThat(clone.getNumArguments()).isEqualTo(0);
    assertThat(clone.getFirstOp().getOperand(0)).isSameInstanceAs(def.getResult(0));
  }

  @Test
  void moveBeforeRelinks() {
    Block b = ir.container();
    Operation x = ir.append(b, "test.x", List.of(), 0);
    Operation y = ir.append(b, "test.y", List.of(), 0);
    y.moveBefore(x);
    assertThat(b.getOpList()).containsExactly(y, x).inOrder();
    assertThat(y.isBeforeInBlock(x)).isTrue();
  }

  @Test
  void locationsReadBackEqualToWhatWasSet() {
    Operation op = ir.op("test.op", List.of(), 0);
    List<Location> locs = List.of(
        new Location.FileLineCol("f.mlir", 3, 7), // kept as its parts
        new Location.FileLineCol("f.mlir", 3, 7, 3, 9), // a range: kept as the object
        new Location.FileLineCol(null, 1, 1),
        Location.UNKNOWN);
    for (Location l : locs) {
      op.setLoc(l);
      assertThat(op.getLoc()).isEqualTo(l);
    }
    Operation parsed = Operation.create(ir.ctx, new OperationState(new Location.FileLineCol("a.mlir", 12, 3), "test.p"));
    assertThat(parsed.getLoc()).isEqualTo(new Location.FileLineCol("a.mlir", 12, 3));
  }

  @Test
  void resultsOfNoneOneAndSeveral() {
    for (int n = 0; n < 4; n++) {
      Operation op = ir.op("test.op", List.of(), n);
      assertThat(op.getNumResults()).isEqualTo(n);
      assertThat(op.getResults()).hasSize(n);
      assertThat(op.getResultTypes()).hasSize(n);
      for (int i = 0; i < n; i++) {
        assertThat(op.getResult(i).getResultNumber()).isEqualTo(i);
        assertThat(op.getResults().get(i)).isSameInstanceAs(op.getResult(i));
        assertThat(op.getResult(i).getOwner()).isSameInstanceAs(op);
      }
      int count = n;
      assertThrows(IndexOutOfBoundsException.class, () -> op.getResult(count));
      assertThat(op.hasNoUses()).isTrue();
    }
  }
}

