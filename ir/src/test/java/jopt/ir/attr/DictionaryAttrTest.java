package jopt.ir.attr;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import org.junit.jupiter.api.Test;

class DictionaryAttrTest {
  @Test
  void sortedUniqueAndPrinted() {
    DictionaryAttr d = DictionaryAttr.of(List.of(
        new NamedAttribute("foo bar", Attrs.i64(1)),
        new NamedAttribute("0a", Attrs.i64(2)),
        new NamedAttribute("a.b", UnitAttr.get()),
        new NamedAttribute("_x$", Attrs.i64(3)),
        new NamedAttribute("a-b", Attrs.i64(4)),
        new NamedAttribute("k", DictionaryAttr.of(new NamedAttribute("z", Attrs.i64(1)),
            new NamedAttribute("a", UnitAttr.get()))),
        new NamedAttribute("j", DictionaryAttr.empty())));
    // mlir-opt-22 prints this dictionary as:
    assertThat(AttrTypePrinter.print(d)).isEqualTo("{\"0a\" = 2 : i64, _x$ = 3 : i64, \"a-b\" = 4 : i64, a.b,"
        + " \"foo bar\" = 1 : i64, j = {}, k = {a, z = 1 : i64}}");
    List<String> names = new ArrayList<>();
    for (NamedAttribute na : d) {
      names.add(na.name());
    }
    assertThat(names).isInOrder();
    assertThat(d.get("a-b")).isEqualTo(Attrs.i64(4));
    assertThat(d.get("missing")).isNull();
    assertThat(d.contains("a.b")).isTrue();
  }

  @Test
  void immutableUpdates() {
    DictionaryAttr d = DictionaryAttr.of(new NamedAttribute("b", Attrs.i64(1)));
    DictionaryAttr d2 = d.with("a", Attrs.i32(2)).with("c", UnitAttr.get());
    assertThat(d.size()).isEqualTo(1);
    assertThat(AttrTypePrinter.print(d2)).isEqualTo("{a = 2 : i32, b = 1 : i64, c}");
    assertThat(d2.with("b", Attrs.i64(5)).get("b")).isEqualTo(Attrs.i64(5));
    assertThat(d2.without("b").without("zzz")).isEqualTo(DictionaryAttr.of(
        new NamedAttribute("c", UnitAttr.get()), new NamedAttribute("a", Attrs.i32(2))));
    assertThat(d2.without("a").without("b").without("c")).isSameInstanceAs(DictionaryAttr.EMPTY);
    assertThat(d.with("b", Attrs.i64(1))).isSameInstanceAs(d);
  }

  @Test
  void lastDuplicateWins() {
    DictionaryAttr d = DictionaryAttr.of(List.of(new NamedAttribute("x", Attrs.i64(1)),
        new NamedAttribute("x", Attrs.i64(2))));
    assertThat(d.size()).isEqualTo(1);
    assertThat(d.get("x")).isEqualTo(Attrs.i64(2));
  }
}
