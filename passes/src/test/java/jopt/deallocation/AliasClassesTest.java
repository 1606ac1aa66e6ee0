package jopt.deallocation;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.Value;
import jopt.ir.type.IndexType;
import org.junit.jupiter.api.Test;

class AliasClassesTest {
  private static List<Value> values(int n) {
    Block b = new Block();
    List<Value> vs = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      vs.add(b.addArgument(IndexType.INSTANCE, Location.UNKNOWN));
    }
    return vs;
  }

  @Test
  void aSingletonIsItsOwnClass() {
    Value v = values(1).get(0);
    AliasClasses c = new AliasClasses();
    assertThat(c.leader(v)).isSameInstanceAs(v);
    assertThat(c.members(v)).containsExactly(v);
  }

  @Test
  void unionPutsTheFirstClassUnderTheSecondsLeader() {
    List<Value> v = values(3);
    AliasClasses c = new AliasClasses();
    c.union(v.get(0), v.get(1));
    c.union(v.get(1), v.get(2));
    assertThat(c.leader(v.get(0))).isSameInstanceAs(v.get(2));
    // The larger class goes under the smaller's leader all the same.
    List<Value> w = values(2);
    c.union(v.get(0), w.get(0));
    assertThat(c.leader(v.get(2))).isSameInstanceAs(w.get(0));
    assertThat(c.members(w.get(1))).containsExactly(w.get(1));
  }

  @Test
  void membersAreTheValuesOfTheClass() {
    Random r = new Random(5);
    for (int round = 0; round < 200; round++) {
      List<Value> v = values(12);
      AliasClasses c = new AliasClasses();
      for (int i = 0; i < 8; i++) {
        c.union(v.get(r.nextInt(12)), v.get(r.nextInt(12)));
      }
      for (Value x : v) {
        List<Value> expected = new ArrayList<>();
        for (Value y : v) {
          if (c.same(x, y)) {
            expected.add(y);
          }
        }
        assertThat(c.members(x)).containsExactlyElementsIn(expected);
      }
    }
  }
}
