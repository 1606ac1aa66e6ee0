package jopt.dialects.linalg;

import static com.google.common.truth.Truth.assertThat;

import jopt.ir.AttrTypePrinter;
import org.junit.jupiter.api.Test;

class LinalgDialectTest {
  @Test
  void iteratorTypeRoundTrips() {
    LinalgDialect d = new LinalgDialect();
    assertThat(d.parseAttribute("iterator_type<parallel>")).isEqualTo(new IteratorTypeAttr("parallel"));
    assertThat(AttrTypePrinter.print(d.parseAttribute("iterator_type<reduction>")))
        .isEqualTo("#linalg.iterator_type<reduction>");
    assertThat(d.parseAttribute("iterator_type<sideways>")).isNull();
  }
}
