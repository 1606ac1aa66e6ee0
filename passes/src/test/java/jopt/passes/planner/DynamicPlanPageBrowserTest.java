package jopt.passes.planner;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import jopt.passes.Passes;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plan report of one dynamic plan (merge-alloc{precise dynamic-sizes}) drawn at two sizes,
 * as headless Chromium draws it: a tab per size, offsets and sizes as expressions of the batch
 * in the table, and in each tab's screenshot every buffer's box at the place the plan gives at
 * that size (a static buffer of 64 bytes under three of 64n, 128n and 64n bytes: a fifth of the
 * arena at n = 1, a twenty-fifth at n = 8). Skipped, saying so, where chromium is not installed.
 */
class DynamicPlanPageBrowserTest {
  private static HeadlessChromium chromium;

  /** A static buffer live throughout, %a and %b live together, %c in %a's place after it. */
  static final String PROGRAM = """
      func.func @f(%arg0: memref<?x16xf32>) {
        %c0 = arith.constant 0 : index
        %n = memref.dim %arg0, %c0 : memref<?x16xf32>
        %s = memref.alloc() : memref<16xf32>
        %a = memref.alloc(%n) : memref<?x16xf32>
        %b = memref.alloc(%n) : memref<?x32xf32>
        %v = memref.load %arg0[%c0, %c0] : memref<?x16xf32>
        memref.store %v, %s[%c0] : memref<16xf32>
        memref.store %v, %a[%c0, %c0] : memref<?x16xf32>
        memref.store %v, %b[%c0, %c0] : memref<?x32xf32>
        %w = memref.load %a[%c0, %c0] : memref<?x16xf32>
        memref.store %w, %b[%c0, %c0] : memref<?x32xf32>
        memref.dealloc %a : memref<?x16xf32>
        %c = memref.alloc(%n) : memref<?x16xf32>
        %x = memref.load %b[%c0, %c0] : memref<?x32xf32>
        memref.store %x, %c[%c0, %c0] : memref<?x16xf32>
        %y = memref.load %c[%c0, %c0] : memref<?x16xf32>
        %z = memref.load %s[%c0] : memref<16xf32>
        %r = arith.addf %y, %z : f32
        memref.store %r, %arg0[%c0, %c0] : memref<?x16xf32>
        memref.dealloc %b : memref<?x32xf32>
        memref.dealloc %c : memref<?x16xf32>
        memref.dealloc %s : memref<16xf32>
        return
      }
      """;

  @BeforeAll
  static void findChromium() {
    chromium = HeadlessChromium.find();
    Assumptions.assumeTrue(chromium != null, "chromium is not installed (Debian: apt-get "
        + "install chromium; test.sh installs it when it can): the browser test of the dynamic "
        + "plan report is skipped");
  }

  /** The report merge-alloc writes for {@link #PROGRAM} at sizes 1 and 8. */
  static Path report(Path work) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, PROGRAM, "dyn.mlir");
    assertThat(module).isNotNull();
    Path page = work.resolve("dynamic-plan.html");
    PassManager pm = PassManager.parse(ctx, "builtin.module(func.func(merge-alloc{precise=true "
        + "dynamic-sizes=true plan-report=" + page + " plan-report-sizes=1:8}))",
        Passes.createRegistry());
    assertThat(pm.run(module)).isTrue();
    assertThat(Files.exists(page)).isTrue();
    return page;
  }

  /** A box of the drawn plan, read from the DOM after the page's script ran. */
  record Rect(String name, double x, double y, double width, double height, String fill,
      long offset, long bytes) {}

  private static final Pattern RECT = Pattern.compile("<rect class=\"buffer[^\"]*\" x=\"([0-9.]+)\" "
      + "y=\"([0-9.]+)\" width=\"([0-9.]+)\" height=\"([0-9.]+)\" fill=\"(#[0-9a-f]{6})\"[^>]*"
      + "data-name=\"([^\"]*)\"[^>]*data-bytes=\"(\\d+)\"[^>]*data-offset=\"(\\d+)\"");

  /** The boxes of section {@code tab} of {@code dom}. */
  private static List<Rect> rects(String dom, int tab) {
    int from = dom.indexOf("id=\"tab" + tab + "\"");
    int to = dom.indexOf("</section>", from);
    Matcher m = RECT.matcher(dom.substring(from, to));
    List<Rect> out = new ArrayList<>();
    while (m.find()) {
      out.add(new Rect(m.group(6), Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)),
          Double.parseDouble(m.group(3)), Double.parseDouble(m.group(4)), m.group(5),
          Long.parseLong(m.group(8)), Long.parseLong(m.group(7))));
    }
    return out;
  }

  @Test
  void onePlanIsDrawnAtEachSize(@TempDir Path work) throws Exception {
    Path page = report(work);
    String html = Files.readString(page);
    // One tab per size; the arena and the offsets as expressions of the batch (%dim).
    assertThat(html).contains(">@f scope 0 at size 1</button>");
    assertThat(html).contains(">@f scope 0 at size 8</button>");
    assertThat(html).contains("one plan for every size: arena 64 + 192 * %dim; here %dim = 1");
    assertThat(html).contains("one plan for every size: arena 64 + 192 * %dim; here %dim = 8");
    assertThat(html).contains("<td>offset 64 + 64 * %dim, size 128 * %dim</td>");
    assertThat(html).containsMatch("data-size=\"256\"");
    assertThat(html).containsMatch("data-size=\"1600\"");
    for (int tab = 0; tab < 2; tab++) {
      long n = tab == 0 ? 1 : 8;
      String url = page.toUri() + "#tab=" + tab;
      String dom = chromium.dumpDom(url, work);
      assertThat(dom).containsMatch("<button class=\"tab active\" data-tab=\"" + tab + "\">");
      Matcher origin = Pattern.compile("data-plot-origin=\"(\\d+),(\\d+)\"").matcher(dom);
      assertWithMessage("the script reports where the plot is").that(origin.find()).isTrue();
      int ox = Integer.parseInt(origin.group(1));
      int oy = Integer.parseInt(origin.group(2));
      List<Rect> rects = rects(dom, tab);
      assertThat(rects).hasSize(4);
      // The plan at this size: the static buffer at 0, %a and %c at 64, %b at 64 + 64n.
      assertThat(rects.get(0).offset()).isEqualTo(0);
      assertThat(rects.get(1).offset()).isEqualTo(64);
      assertThat(rects.get(1).bytes()).isEqualTo(64 * n);
      assertThat(rects.get(2).offset()).isEqualTo(64 + 64 * n);
      assertThat(rects.get(3).offset()).isEqualTo(64);
      // The arena (64 + 192n bytes) fills the plot's 448 pixels: the static buffer's box is
      // 448 * 64 / (64 + 192n) high.
      assertThat(rects.get(0).height()).isWithin(0.01).of(448.0 * 64 / (64 + 192 * n));
      Path png = work.resolve("plan-" + n + ".png");
      chromium.screenshot(url, png, work);
      BufferedImage image = ImageIO.read(png.toFile());
      for (Rect r : rects) {
        int x = ox + (int) (r.x() + r.width() / 2);
        int y = oy + (int) (r.y() + r.height() * 3 / 4);
        assertWithMessage("buffer %s at size %s at (%s, %s)", r.name(), n, x, y)
            .that(String.format("#%06x", image.getRGB(x, y) & 0xffffff)).isEqualTo(r.fill());
      }
    }
  }
}
