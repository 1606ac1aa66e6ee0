package jopt.ir;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** EnclosingRegion against Region.isAncestor on random nests, asked in random order. */
class EnclosingRegionTest {
  private final TestIr ir = new TestIr();

  private Operation twoRegions() {
    OperationState st = new OperationState(Location.UNKNOWN, "test.two");
    st.addRegion().emplaceBlock();
    st.addRegion().emplaceBlock();
    return Operation.create(ir.ctx, st);
  }

  @Test
  void answersAsIsAncestor() {
    Random random = new Random(45);
    for (int round = 0; round < 100; round++) {
      Operation root = ir.opWithRegion("test.root", List.of());
      List<Operation> ops = new ArrayList<>(List.of(root));
      for (int i = 0; i < 40; i++) {
        Operation op = twoRegions();
        Operation parent = ops.get(random.nextInt(ops.size()));
        parent.getRegion(random.nextInt(parent.getNumRegions())).front().push_back(op);
        ops.add(op);
      }
      Operation of = ops.get(1 + random.nextInt(ops.size() - 1));
      EnclosingRegion enclosing = new EnclosingRegion(of);
      for (int k = 0; k < 60; k++) {
        Operation o = ops.get(random.nextInt(ops.size()));
        int expected = of.getRegion(0).isAncestor(o) ? 0 : of.getRegion(1).isAncestor(o) ? 1 : -1;
        assertThat(enclosing.regionNumberOf(o)).isEqualTo(expected);
      }
    }
  }

  @Test
  void theOpItselfAndDetachedOpsAreInNoRegion() {
    Operation op = twoRegions();
    Operation inner = twoRegions();
    op.getRegion(1).front().push_back(inner);
    EnclosingRegion enclosing = new EnclosingRegion(op);
    assertThat(enclosing.regionNumberOf(op)).isEqualTo(-1);
    assertThat(enclosing.regionNumberOf(inner)).isEqualTo(1);
    assertThat(enclosing.regionNumberOf(twoRegions())).isEqualTo(-1);
  }
}
