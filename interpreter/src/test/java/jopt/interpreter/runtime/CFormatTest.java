package jopt.interpreter.runtime;

import static com.google.common.truth.Truth.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** C's %g, %e and %f as glibc prints them (the expected strings are printf's). */
class CFormatTest {
  @Test
  void gAsPrintf() {
    assertThat(CFormat.g(0.1)).isEqualTo("0.1");
    assertThat(CFormat.g(1234567.0)).isEqualTo("1.23457e+06");
    assertThat(CFormat.g(1e-7)).isEqualTo("1e-07");
    assertThat(CFormat.g(384)).isEqualTo("384");
    assertThat(CFormat.g(-0.0)).isEqualTo("-0");
    assertThat(CFormat.g(0.0001)).isEqualTo("0.0001");
    assertThat(CFormat.g(0.00001234567)).isEqualTo("1.23457e-05");
    assertThat(CFormat.g(999999.5)).isEqualTo("1e+06");
    assertThat(CFormat.g(0.01953125)).isEqualTo("0.0195312");
    assertThat(CFormat.g(0.05859375)).isEqualTo("0.0585938");
    assertThat(CFormat.g(-1.1171875)).isEqualTo("-1.11719");
    assertThat(CFormat.g(1234.5625)).isEqualTo("1234.56");
    assertThat(CFormat.g(2.5)).isEqualTo("2.5");
    assertThat(CFormat.g(1.5e300)).isEqualTo("1.5e+300");
    assertThat(CFormat.g((float) 0.1)).isEqualTo("0.1");
    assertThat(CFormat.g(Double.NaN)).isEqualTo("nan");
    assertThat(CFormat.g(Double.NEGATIVE_INFINITY)).isEqualTo("-inf");
  }

  @Test
  void theFastPathAgreesWithTheExactOne() {
    SplittableRandom r = new SplittableRandom(7);
    for (int i = 0; i < 200_000; i++) {
      double v = switch (i % 6) {
        case 0 -> r.nextDouble(-1, 1);
        case 1 -> (float) r.nextDouble(-1000, 1000);
        case 2 -> Math.scalb(r.nextDouble(), r.nextInt(-80, 80));
        // Short dyadic fractions, many of them halfway between two 6-digit decimals.
        case 3 -> Math.scalb((double) r.nextInt(-4096, 4096), -r.nextInt(0, 24));
        case 4 -> Math.scalb((double) r.nextInt(1 << 23), r.nextInt(-40, 20));
        default -> Math.round(r.nextDouble(-1e7, 1e7)) / 1000.0;
      };
      if (v != 0) {
        assertThat(CFormat.g(v)).isEqualTo(CFormat.exactG(v));
      }
      StringBuilder sb = new StringBuilder("x");
      CFormat.appendG(sb, v);
      assertThat(sb.toString()).isEqualTo("x" + CFormat.g(v));
    }
  }

  @Test
  void eAndF() {
    assertThat(CFormat.e(4.5)).isEqualTo("4.500000e+00");
    assertThat(CFormat.e(-1234.5678)).isEqualTo("-1.234568e+03");
    assertThat(CFormat.f(2.5)).isEqualTo("2.500000");
    assertThat(CFormat.f(-1e-9)).isEqualTo("-0.000000");
  }
}
