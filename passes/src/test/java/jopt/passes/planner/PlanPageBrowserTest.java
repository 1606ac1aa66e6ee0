package jopt.passes.planner;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plan report as a browser draws it: a known plan rendered by headless Chromium, its
 * screenshot checked pixel by pixel where the boxes, the live bound, the live bytes and the
 * empty space must be, and the DOM after the page's script ran checked for the tab and the
 * buffer details an address selects. Skipped, saying so, where chromium is not installed.
 */
class PlanPageBrowserTest {
  private static final long K = 1024;
  private static HeadlessChromium chromium;

  /**
   * Two arenas. The first: 448 KiB, live bound 320 KiB (C sits higher than it needs), ticks
   * 0-9, one pixel per KiB up and 89 pixels per tick across.
   */
  static final PlanPage.Arena FIRST = new PlanPage.Arena("@f scope 0", 448 * K, "test plan",
      List.of(buffer(1, "%a", 128 * K, 0, 0, 9), buffer(2, "%b", 192 * K, 128 * K, 0, 3),
          buffer(3, "%c", 128 * K, 320 * K, 5, 9), buffer(4, "%d", 64 * K, 128 * K, 6, 9)),
      List.of());
  static final PlanPage.Arena SECOND = new PlanPage.Arena("@f scope 1 (scf.forall)", 128,
      "test plan", List.of(new PlanPage.Buffer(11, "%x", "memref.alloc", "memref<4x4xf32>", 64,
          64, 0, 1, 2, "in.mlir:3:5", ""), new PlanPage.Buffer(12, "%y", "memref.alloc",
          "memref<16xf32>", 64, 64, 64, 2, 3, "in.mlir:4:5", "")),
      List.of("op.a", "op.b", "op.c", "op.d"));

  private static PlanPage.Buffer buffer(long id, String name, long bytes, long offset,
      long begin, long end) {
    return new PlanPage.Buffer(id, name, "memref.alloc", "memref<" + bytes / 4 + "xf32>", bytes,
        bytes, offset, begin, end, "plan.mlir:" + id + ":3", "");
  }

  @BeforeAll
  static void findChromium() {
    chromium = HeadlessChromium.find();
    Assumptions.assumeTrue(chromium != null, "chromium is not installed (Debian: apt-get "
        + "install chromium; test.sh installs it when it can): the browser test of the plan "
        + "report is skipped");
  }

  @Test
  void screenshotShowsEveryBoxTheLiveBoundAndTheHoles(@TempDir Path work) throws Exception {
    Path page = work.resolve("plan.html");
    Files.writeString(page, PlanPage.html("plan", List.of(FIRST, SECOND)));
    String url = page.toUri().toString();
    String dom = chromium.dumpDom(url, work);
    Matcher origin = Pattern.compile("data-plot-origin=\"(\\d+),(\\d+)\"").matcher(dom);
    assertWithMessage("the script reports where the plot is").that(origin.find()).isTrue();
    int ox = Integer.parseInt(origin.group(1));
    int oy = Integer.parseInt(origin.group(2));
    Path png = work.resolve("plan.png");
    chromium.screenshot(url, png, work);
    BufferedImage image = ImageIO.read(png.toFile());
    assertThat(image.getWidth()).isEqualTo(HeadlessChromium.WINDOW_WIDTH);

    List<PlanPage.Buffer> buffers = FIRST.buffers();
    for (int i = 0; i < buffers.size(); i++) {
      PlanPage.Box box = PlanPage.box(FIRST, buffers.get(i));
      // Below the middle, away from the label in the box's top left corner.
      int x = ox + (int) (box.x() + box.width() / 2);
      int y = oy + (int) (box.y() + box.height() * 3 / 4);
      assertWithMessage("buffer %s at (%s, %s)", buffers.get(i).name(), x, y)
          .that(color(image, x, y)).isEqualTo(PlanPage.color(i));
      // Just inside each corner: the box's own fill, not a neighbour's.
      assertWithMessage("buffer %s's top left", buffers.get(i).name())
          .that(near(color(image, ox + (int) box.x() + 3, oy + (int) (box.y() + box.height())
              - 3), PlanPage.color(i))).isTrue();
    }
    // Box geometry: one pixel per KiB, 89 pixels per tick, from (90, 476).
    assertThat(PlanPage.box(FIRST, buffers.get(2)))
        .isEqualTo(new PlanPage.Box(535, 28, 445, 128));
    // The live bound, 320 KiB: a red dashed line at y = 476 - 320 (the first dash from x 90).
    assertWithMessage("the live bound's line")
        .that(near(color(image, ox + 92, oy + 155), "#d62728")).isTrue();
    // The arena's top, 448 KiB: black at y = 28.
    assertWithMessage("the arena's top").that(near(color(image, ox + 300, oy + 28), "#000000"))
        .isTrue();
    // At tick 5, 256 KiB are live (A and C): grey below 256 KiB where no box is (y 226), white
    // above it in the hole between D's top (192 KiB) and C (320 KiB) (y 176).
    assertWithMessage("live bytes behind the boxes")
        .that(near(color(image, ox + 560, oy + 226), "#ececec")).isTrue();
    assertWithMessage("the hole above the live bytes")
        .that(near(color(image, ox + 560, oy + 176), "#ffffff")).isTrue();
  }

  @Test
  void addressSelectsTheTabAndShowsTheBuffer(@TempDir Path work) throws Exception {
    Path page = work.resolve("plan.html");
    Files.writeString(page, PlanPage.html("plan", List.of(FIRST, SECOND)));
    String dom = chromium.dumpDom(page.toUri() + "#tab=1&buffer=11", work);
    assertThat(dom).containsMatch("<section class=\"arena\" id=\"tab0\"[^>]* hidden");
    assertThat(dom).doesNotContainMatch("<section class=\"arena\" id=\"tab1\"[^>]* hidden");
    assertThat(dom).containsMatch("<button class=\"tab active\" data-tab=\"1\">");
    assertThat(dom).containsMatch("<rect class=\"buffer selected\"[^>]* data-id=\"11\"");
    assertThat(dom).containsMatch("<tr data-id=\"11\" class=\"selected\">");
    String details = dom.substring(dom.indexOf("<div class=\"details\">"));
    assertThat(details).contains("<td>op</td><td>memref.alloc</td>");
    assertThat(details).contains("<td>type</td><td>memref&lt;4x4xf32&gt;</td>");
    assertThat(details).contains("<td>size</td><td>64 bytes</td>");
    assertThat(details).contains("<td>offset</td><td>0 to 64</td>");
    assertThat(details).contains("<td>lifetime</td><td>ticks 1 (op.b) to 2 (op.c)</td>");
    assertThat(details).contains("<td>location</td><td>in.mlir:3:5</td>");
  }

  private static String color(BufferedImage image, int x, int y) {
    return String.format("#%06x", image.getRGB(x, y) & 0xffffff);
  }

  /** Colours within 24 of each other on every channel (lines are antialiased). */
  private static boolean near(String a, String b) {
    int x = Integer.parseInt(a.substring(1), 16);
    int y = Integer.parseInt(b.substring(1), 16);
    for (int shift = 0; shift < 24; shift += 8) {
      if (Math.abs((x >> shift & 255) - (y >> shift & 255)) > 24) {
        return false;
      }
    }
    return true;
  }
}
