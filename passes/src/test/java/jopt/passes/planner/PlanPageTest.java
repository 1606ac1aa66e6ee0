package jopt.passes.planner;

import static com.google.common.truth.Truth.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The plan report's page as text: what it holds and where it draws (see also the browser test). */
class PlanPageTest {
  @Test
  void liveBoundIsTheMostBytesLiveAtOnce() {
    // Lifetimes are inclusive: %b ends at tick 3 and %c starts at 5; %d starts at 6.
    assertThat(PlanPage.liveBound(PlanPageBrowserTest.FIRST.buffers())).isEqualTo(320 * 1024);
    assertThat(PlanPage.liveBound(List.of())).isEqualTo(0);
    // Buffers that meet at one tick are live together.
    assertThat(PlanPage.liveBound(List.of(
        new PlanPage.Buffer(1, "a", "", "", 10, 16, 0, 0, 4, "", ""),
        new PlanPage.Buffer(2, "b", "", "", 7, 8, 16, 4, 9, "", "")))).isEqualTo(17);
  }

  @Test
  void pageHoldsEveryBufferWithItsDetailsAndOneTabPerArena() {
    String html = PlanPage.html("plan <1>", List.of(PlanPageBrowserTest.FIRST,
        PlanPageBrowserTest.SECOND));
    assertThat(html).startsWith("<!DOCTYPE html>");
    assertThat(html).contains("<title>plan &lt;1&gt;</title>");
    assertThat(html).doesNotContainMatch("(src|href)=\"https?:");
    assertThat(html).contains("<button class=\"tab active\" data-tab=\"0\">@f scope 0</button>");
    assertThat(html).contains("<button class=\"tab\" data-tab=\"1\">@f scope 1 (scf.forall)"
        + "</button>");
    assertThat(html).contains("<section class=\"arena\" id=\"tab1\" hidden data-size=\"128\" "
        + "data-live-bound=\"128\">");
    assertThat(html).contains("arena <b>448 KiB</b> &middot; live bound <b>320 KiB</b> (arena "
        + "/ live bound 1.400) &middot; 4 buffers");
    assertThat(html).containsMatch("<rect class=\"buffer\" x=\"535.00\" y=\"28.00\" "
        + "width=\"445.00\" height=\"128.00\" fill=\"" + PlanPage.color(2) + "\"[^>]* "
        + "data-id=\"3\" data-name=\"%c\" data-op=\"memref.alloc\" "
        + "data-type=\"memref&lt;32768xf32&gt;\" data-bytes=\"131072\"");
    assertThat(html).contains("data-from=\"op.b\" data-to=\"op.c\" data-loc=\"in.mlir:3:5\"");
    assertThat(html).contains("<tr data-id=\"12\"><td>%y</td><td>memref.alloc</td><td>"
        + "memref&lt;16xf32&gt;</td><td>64</td><td>64</td><td>2..3</td><td>in.mlir:4:5</td>");
  }

  @Test
  void labelsOnlyWhereTheyFitInTheirBox() {
    // A buffer one tick wide among 1,000 ticks is under a pixel wide: no label.
    PlanPage.Arena arena = new PlanPage.Arena("a", 100, "", List.of(
        new PlanPage.Buffer(1, "%narrow", "", "", 50, 50, 0, 0, 0, "", ""),
        new PlanPage.Buffer(2, "%wide", "", "", 50, 50, 50, 0, 999, "", "")), List.of());
    String html = PlanPage.html("t", List.of(arena));
    assertThat(html).doesNotContain(">%narrow</text>");
    assertThat(html).contains(">%wide</text>");
  }

  @Test
  void neighbouringBuffersHaveDifferentColours() {
    Set<String> colors = new HashSet<>();
    for (int i = 0; i < 12; i++) {
      colors.add(PlanPage.color(i));
    }
    assertThat(colors).hasSize(12);
    assertThat(PlanPage.hsl(0, 1, 0.5)).isEqualTo("#ff0000");
    assertThat(PlanPage.hsl(240, 1, 0.25)).isEqualTo("#000080");
  }

  @Test
  void bytesAreWrittenInBinaryUnits() {
    assertThat(PlanPage.bytes(1000)).isEqualTo("1,000 B");
    assertThat(PlanPage.bytes(64 * 1024)).isEqualTo("64 KiB");
    assertThat(PlanPage.bytes(2_642_944)).isEqualTo("2.52 MiB");
  }
}
