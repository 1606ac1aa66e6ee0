package jopt.passes.analysis;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.Value;
import jopt.ir.type.IndexType;
import org.junit.jupiter.api.Test;

/** ValueClasses keeps LLVM EquivalenceClasses' leaders and member order. */
class ValueClassesTest {
  private static List<Value> values(int n) {
    Block b = new Block();
    List<Value> vs = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      vs.add(b.addArgument(IndexType.INSTANCE, Location.UNKNOWN));
    }
    return vs;
  }

  @Test
  void aValueInNoClassIsItsOwn() {
    Value v = values(1).get(0);
    ValueClasses c = new ValueClasses();
    assertThat(c.leader(v)).isSameInstanceAs(v);
    assertThat(c.members(v)).containsExactly(v);
    assertThat(c.same(v, v)).isTrue();
    assertThat(c.contains(v)).isFalse();
  }

  @Test
  void theMergedClassKeepsTheFirstArgumentsLeaderAndListsItsMembersFirst() {
    List<Value> v = values(5);
    ValueClasses c = new ValueClasses();
    c.union(v.get(0), v.get(1));
    c.union(v.get(2), v.get(3));
    c.union(v.get(4), v.get(2));
    c.union(v.get(1), v.get(3));
    assertThat(c.leader(v.get(3))).isSameInstanceAs(v.get(0));
    assertThat(c.members(v.get(2))).containsExactly(v.get(0), v.get(1), v.get(4), v.get(2),
        v.get(3)).inOrder();
    c.union(v.get(3), v.get(0));
    assertThat(c.leader(v.get(4))).isSameInstanceAs(v.get(0));
  }

  @Test
  void randomUnionsMatchANaiveModel() {
    Random rnd = new Random(7);
    for (int round = 0; round < 50; round++) {
      List<Value> v = values(30);
      ValueClasses c = new ValueClasses();
      // The model: per value its class as a list, leader first.
      List<List<Value>> model = new ArrayList<>();
      for (Value x : v) {
        model.add(new ArrayList<>(List.of(x)));
      }
      for (int k = 0; k < 40; k++) {
        int a = rnd.nextInt(30);
        int b = rnd.nextInt(30);
        c.union(v.get(a), v.get(b));
        List<Value> ca = classOf(model, v.get(a));
        List<Value> cb = classOf(model, v.get(b));
        if (ca != cb) {
          ca.addAll(cb);
          model.remove(cb);
        }
      }
      for (Value x : v) {
        List<Value> expected = classOf(model, x);
        assertThat(c.leader(x)).isSameInstanceAs(expected.get(0));
        assertThat(c.members(x)).containsExactlyElementsIn(expected).inOrder();
      }
    }
  }

  private static List<Value> classOf(List<List<Value>> model, Value x) {
    for (List<Value> m : model) {
      if (m.contains(x)) {
        return m;
      }
    }
    throw new AssertionError();
  }
}
