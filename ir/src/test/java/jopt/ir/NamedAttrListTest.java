package jopt.ir;

import static com.google.common.truth.Truth.assertThat;

import jopt.ir.attr.IntegerAttr;
import org.junit.jupiter.api.Test;

/** The attribute list a parser builds: lookups, replacement and removal, short and long. */
class NamedAttrListTest {
  private static IntegerAttr i(long v) {
    return IntegerAttr.getI64(v);
  }

  @Test
  void shortAndLongListsAnswerAlike() {
    for (int n : new int[] {3, 15, 16, 17, 1000}) {
      NamedAttrList l = new NamedAttrList();
      for (int k = 0; k < n; k++) {
        l.append("a" + k, i(k));
      }
      assertThat(l.get("a0")).isEqualTo(i(0));
      assertThat(l.get("a" + (n - 1))).isEqualTo(i(n - 1));
      assertThat(l.contains("missing")).isFalse();
      // set replaces in place, keeping the position; a new name goes to the end.
      l.set("a1", i(100));
      assertThat(l.asList().get(1).value()).isEqualTo(i(100));
      l.set("new", i(7));
      assertThat(l.asList().get(n).name()).isEqualTo("new");
      assertThat(l.get("new")).isEqualTo(i(7));
      // After a removal every later entry is still found.
      assertThat(l.remove("a0")).isEqualTo(i(0));
      assertThat(l.get("a0")).isNull();
      assertThat(l.get("a2")).isEqualTo(i(2));
      assertThat(l.get("new")).isEqualTo(i(7));
      assertThat(l.asList()).hasSize(n);
    }
  }

  @Test
  void duplicatesAnswerTheFirstEntry() {
    NamedAttrList l = new NamedAttrList();
    for (int k = 0; k < 40; k++) {
      l.append("x" + (k % 20), i(k));
    }
    assertThat(l.get("x3")).isEqualTo(i(3));
    l.set("x3", i(-1));
    assertThat(l.asList().get(3).value()).isEqualTo(i(-1));
    assertThat(l.asList().get(23).value()).isEqualTo(i(23));
    // The dictionary keeps the last of each name, as MLIR's does.
    assertThat(l.toDictionary().get("x4")).isEqualTo(i(24));
  }
}
