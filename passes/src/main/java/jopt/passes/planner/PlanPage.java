package jopt.passes.planner;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A memory plan as one self-contained HTML page (no network: styles, script and drawings
 * inline), the {@code plan-report} of merge-alloc and graph-memory-plan. One tab per arena (an
 * allocation scope, a bin); each arena drawn as its buffers over time: a box per buffer, time
 * (ticks) across, offset up, both axes scaled and labelled, each buffer in a colour of its own
 * and labelled inside its box only where the label fits. The live bound (the most bytes live at
 * once, each buffer counted from its first tick to its last: no plan of these lifetimes can
 * take less) is a dashed line, the live bytes over time a grey area behind the boxes, the
 * arena's size a line at its top. Hovering over or clicking a box (or a row of the table below)
 * shows the buffer's op, type, size, offset, lifetime and source location;
 * {@code #tab=N&buffer=ID} in the address opens tab N with buffer ID selected.
 */
public final class PlanPage {
  private PlanPage() {}

  /** The drawing's size in pixels and the plot's margins. */
  public static final int WIDTH = 1000;
  public static final int HEIGHT = 520;
  static final int LEFT = 90;
  static final int RIGHT = 20;
  static final int TOP = 28;
  static final int BOTTOM = 44;

  /**
   * A buffer of a plan: {@code bytes} its size, {@code placed} the bytes it takes in the arena
   * (aligned), live in ticks [begin, end]; {@code note} anything else worth showing (aliases).
   */
  public record Buffer(long id, String name, String op, String type, long bytes, long placed,
      long offset, long begin, long end, String location, String note) {}

  /**
   * An arena: its tab's name, the arena's size, what placed it, and its buffers; {@code tickOps}
   * names the op at each tick where the ticks are ops (may be empty).
   */
  public record Arena(String name, long size, String planner, List<Buffer> buffers,
      List<String> tickOps) {
    public Arena {
      buffers = List.copyOf(buffers);
      tickOps = List.copyOf(tickOps);
    }
  }

  /** Where a buffer is drawn, in pixels of the drawing. */
  public record Box(double x, double y, double width, double height) {}

  /** The most bytes of {@code buffers} live at once (each from its first tick to its last). */
  public static long liveBound(List<Buffer> buffers) {
    long peak = 0;
    for (long[] step : liveSteps(buffers)) {
      peak = Math.max(peak, step[1]);
    }
    return peak;
  }

  /** The live bytes as steps: {tick, bytes from that tick on}, in order of ticks. */
  static List<long[]> liveSteps(List<Buffer> buffers) {
    long[][] events = new long[2 * buffers.size()][];
    int k = 0;
    for (Buffer b : buffers) {
      events[k++] = new long[] {b.begin(), b.bytes()};
      events[k++] = new long[] {b.end() + 1, -b.bytes()};
    }
    Arrays.sort(events, (a, b) -> Long.compare(a[0], b[0]));
    List<long[]> steps = new ArrayList<>();
    long bytes = 0;
    for (int i = 0; i < events.length; i++) {
      bytes += events[i][1];
      if (i + 1 == events.length || events[i + 1][0] != events[i][0]) {
        steps.add(new long[] {events[i][0], bytes});
      }
    }
    return steps;
  }

  /** The drawing's scales: ticks [first, last] across, [0, top) bytes up. */
  record Scale(long first, long last, long top) {
    static Scale of(Arena arena) {
      long first = Long.MAX_VALUE;
      long last = Long.MIN_VALUE;
      for (Buffer b : arena.buffers()) {
        first = Math.min(first, b.begin());
        last = Math.max(last, b.end());
      }
      if (first > last) {
        first = 0;
        last = 0;
      }
      long top = Math.max(1, Math.max(arena.size(), liveBound(arena.buffers())));
      return new Scale(first, last, top);
    }

    double x(double tick) {
      return LEFT + (tick - first) * (WIDTH - LEFT - RIGHT) / (double) (last - first + 1);
    }

    double y(double bytes) {
      return HEIGHT - BOTTOM - bytes * (HEIGHT - TOP - BOTTOM) / (double) top;
    }
  }

  /** The box of {@code buffer} in the drawing of {@code arena}. */
  public static Box box(Arena arena, Buffer buffer) {
    Scale s = Scale.of(arena);
    double x = round(s.x(buffer.begin()));
    double right = round(s.x(buffer.end() + 1));
    double y = round(s.y(buffer.offset() + buffer.placed()));
    double bottom = round(s.y(buffer.offset()));
    return new Box(x, y, right - x, bottom - y);
  }

  /** The fill of the i-th buffer of an arena: hues spread by the golden angle. */
  public static String color(int i) {
    return hsl((i * 137.508) % 360, 0.62, 0.66);
  }

  private static String stroke(int i) {
    return hsl((i * 137.508) % 360, 0.55, 0.32);
  }

  public static String html(String title, List<Arena> arenas) {
    StringBuilder sb = new StringBuilder(1 << 16);
    sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
        .append(escape(title)).append("</title>\n<style>\n").append(STYLE).append("</style>\n")
        .append("</head>\n<body>\n<h1>").append(escape(title)).append("</h1>\n");
    sb.append("<nav id=\"tabs\">\n");
    for (int t = 0; t < arenas.size(); t++) {
      sb.append("<button class=\"tab").append(t == 0 ? " active" : "").append("\" data-tab=\"")
          .append(t).append("\">").append(escape(arenas.get(t).name())).append("</button>\n");
    }
    sb.append("</nav>\n");
    if (arenas.isEmpty()) {
      sb.append("<p>No arena was planned.</p>\n");
    }
    for (int t = 0; t < arenas.size(); t++) {
      arena(sb, t, arenas.get(t));
    }
    sb.append("<script>\n").append(SCRIPT).append("</script>\n</body>\n</html>\n");
    return sb.toString();
  }

  private static void arena(StringBuilder sb, int t, Arena arena) {
    long bound = liveBound(arena.buffers());
    Scale s = Scale.of(arena);
    sb.append("<section class=\"arena\" id=\"tab").append(t).append("\"")
        .append(t == 0 ? "" : " hidden").append(" data-size=\"").append(arena.size())
        .append("\" data-live-bound=\"").append(bound).append("\">\n");
    sb.append("<p class=\"summary\">arena <b>").append(bytes(arena.size()))
        .append("</b> &middot; live bound <b>").append(bytes(bound)).append("</b>");
    if (bound > 0) {
      sb.append(String.format(Locale.ROOT, " (arena / live bound %.3f)",
          (double) arena.size() / bound));
    }
    sb.append(" &middot; ").append(arena.buffers().size()).append(" buffer")
        .append(arena.buffers().size() == 1 ? "" : "s");
    if (!arena.planner().isEmpty()) {
      sb.append(" &middot; ").append(escape(arena.planner()));
    }
    sb.append("</p>\n");
    sb.append(String.format(Locale.ROOT, "<svg class=\"plot\" width=\"%d\" height=\"%d\" "
        + "viewBox=\"0 0 %d %d\" xmlns=\"http://www.w3.org/2000/svg\">%n", WIDTH, HEIGHT,
        WIDTH, HEIGHT));
    axes(sb, s);
    List<Buffer> buffers = arena.buffers();
    // The live bytes over time, an area behind the boxes: where a box lies above it, or it
    // shows between boxes, the plan leaves holes.
    StringBuilder points = new StringBuilder();
    double prevY = s.y(0);
    points.append(String.format(Locale.ROOT, "%.2f,%.2f", s.x(s.first()), prevY));
    for (long[] step : liveSteps(buffers)) {
      double x = Math.min(s.x(step[0]), WIDTH - RIGHT);
      double y = s.y(step[1]);
      points.append(String.format(Locale.ROOT, " %.2f,%.2f %.2f,%.2f", x, prevY, x, y));
      prevY = y;
    }
    sb.append("<polygon class=\"live\" fill=\"#ececec\" stroke=\"none\" points=\"")
        .append(points).append("\"/>\n");
    sb.append("<g class=\"buffers\">\n");
    for (int i = 0; i < buffers.size(); i++) {
      Buffer b = buffers.get(i);
      Box box = box(arena, b);
      sb.append(String.format(Locale.ROOT, "<rect class=\"buffer\" x=\"%.2f\" y=\"%.2f\" "
          + "width=\"%.2f\" height=\"%.2f\" fill=\"%s\" stroke=\"%s\"", box.x(), box.y(),
          box.width(), box.height(), color(i), stroke(i)));
      attr(sb, "data-id", Long.toString(b.id()));
      attr(sb, "data-name", b.name());
      attr(sb, "data-op", b.op());
      attr(sb, "data-type", b.type());
      attr(sb, "data-bytes", Long.toString(b.bytes()));
      attr(sb, "data-placed", Long.toString(b.placed()));
      attr(sb, "data-offset", Long.toString(b.offset()));
      attr(sb, "data-begin", Long.toString(b.begin()));
      attr(sb, "data-end", Long.toString(b.end()));
      attr(sb, "data-from", tickOp(arena, b.begin()));
      attr(sb, "data-to", tickOp(arena, b.end()));
      attr(sb, "data-loc", b.location());
      attr(sb, "data-note", b.note());
      sb.append("><title>").append(escape(b.name() + ": " + b.type() + ", " + b.bytes()
          + " bytes at offset " + b.offset() + ", ticks " + b.begin() + ".." + b.end()))
          .append("</title></rect>\n");
      // A label only where it fits inside the box, so labels never overlap.
      double textWidth = 6.7 * b.name().length();
      if (box.width() >= textWidth + 6 && box.height() >= 14) {
        sb.append(String.format(Locale.ROOT, "<text class=\"label\" x=\"%.2f\" y=\"%.2f\">",
            box.x() + 3, box.y() + Math.min(box.height() / 2 + 4, 12)))
            .append(escape(b.name())).append("</text>\n");
      }
    }
    sb.append("</g>\n");
    hline(sb, "arena-top", round(s.y(arena.size())), "#000000", "", "arena " + bytes(arena.size()),
        false);
    hline(sb, "bound", round(s.y(bound)), "#d62728", "5,3", "live bound " + bytes(bound), true);
    sb.append("</svg>\n");
    sb.append("<div class=\"details\" hidden></div>\n");
    table(sb, arena);
    sb.append("</section>\n");
  }

  private static void axes(StringBuilder sb, Scale s) {
    double bottom = HEIGHT - BOTTOM;
    sb.append(String.format(Locale.ROOT, "<g class=\"axes\"><line x1=\"%d\" y1=\"%.2f\" "
        + "x2=\"%d\" y2=\"%.2f\" stroke=\"#000000\"/><line x1=\"%d\" y1=\"%d\" x2=\"%d\" "
        + "y2=\"%.2f\" stroke=\"#000000\"/>%n", LEFT, bottom, WIDTH - RIGHT, bottom, LEFT, TOP,
        LEFT, bottom));
    long yStep = Long.highestOneBit(Math.max(1, s.top() / 8)); // a power of two: 16 KiB, ...
    if (yStep * 8 < s.top()) {
      yStep *= 2;
    }
    for (long v = 0; v <= s.top(); v += yStep) {
      double y = round(s.y(v));
      sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.2f\" x2=\"%d\" y2=\"%.2f\" "
          + "stroke=\"#e4e4e4\"/><text class=\"tick\" x=\"%d\" y=\"%.2f\" "
          + "text-anchor=\"end\">%s</text>%n", LEFT - 4, y, WIDTH - RIGHT, y, LEFT - 6, y + 4,
          bytes(v)));
    }
    long span = s.last() - s.first() + 1;
    long xStep = step(span, 12);
    for (long v = Math.floorDiv(s.first() + xStep - 1, xStep) * xStep; v <= s.last() + 1;
        v += xStep) {
      double x = round(s.x(v));
      sb.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" "
          + "y2=\"%.2f\" stroke=\"#000000\"/><text class=\"tick\" x=\"%.2f\" y=\"%.2f\" "
          + "text-anchor=\"middle\">%d</text>%n", x, bottom, x, bottom + 4, x, bottom + 16, v));
    }
    sb.append(String.format(Locale.ROOT, "<text class=\"axis\" x=\"%d\" y=\"%d\" "
        + "text-anchor=\"middle\">tick (time)</text>%n", (LEFT + WIDTH - RIGHT) / 2,
        HEIGHT - 6));
    sb.append(String.format(Locale.ROOT, "<text class=\"axis\" x=\"14\" y=\"%d\" "
        + "transform=\"rotate(-90 14 %d)\" text-anchor=\"middle\">offset</text></g>%n",
        (TOP + HEIGHT - BOTTOM) / 2, (TOP + HEIGHT - BOTTOM) / 2));
  }

  /** A line across the plot, labelled above it at its right end, or at its left one. */
  private static void hline(StringBuilder sb, String cls, double y, String color, String dash,
      String label, boolean labelLeft) {
    sb.append(String.format(Locale.ROOT, "<line class=\"%s\" x1=\"%d\" y1=\"%.2f\" x2=\"%d\" "
        + "y2=\"%.2f\" stroke=\"%s\" stroke-width=\"2\"%s/>%n", cls, LEFT, y, WIDTH - RIGHT, y,
        color, dash.isEmpty() ? "" : " stroke-dasharray=\"" + dash + "\""));
    sb.append(String.format(Locale.ROOT, "<text class=\"%s-label\" x=\"%d\" y=\"%.2f\" "
        + "text-anchor=\"%s\" fill=\"%s\">%s</text>%n", cls,
        labelLeft ? LEFT + 4 : WIDTH - RIGHT - 2, y - 4,
        labelLeft ? "start" : "end", color, escape(label)));
  }

  private static void table(StringBuilder sb, Arena arena) {
    // A column of notes where a buffer has one (a dynamic plan's offsets and sizes as
    // expressions of the sizes, a graph plan's aliases).
    boolean notes = arena.buffers().stream().anyMatch(b -> !b.note().isEmpty());
    sb.append("<table class=\"list\">\n<thead><tr><th>buffer</th><th>op</th><th>type</th>"
        + "<th>bytes</th><th>offset</th><th>ticks</th><th>location</th>"
        + (notes ? "<th>note</th>" : "") + "</tr></thead>\n<tbody>\n");
    for (Buffer b : arena.buffers()) {
      sb.append("<tr data-id=\"").append(b.id()).append("\"><td>").append(escape(b.name()))
          .append("</td><td>").append(escape(b.op())).append("</td><td>")
          .append(escape(b.type())).append("</td><td>").append(b.bytes()).append("</td><td>")
          .append(b.offset()).append("</td><td>").append(b.begin()).append("..")
          .append(b.end()).append("</td><td>").append(escape(b.location()))
          .append(notes ? "</td><td>" + escape(b.note()) : "").append("</td></tr>\n");
    }
    sb.append("</tbody>\n</table>\n");
  }

  private static String tickOp(Arena arena, long tick) {
    return tick >= 0 && tick < arena.tickOps().size() ? arena.tickOps().get((int) tick) : "";
  }

  /** A step of 1, 2 or 5 times a power of ten that cuts {@code span} into at most n parts. */
  static long step(long span, int n) {
    long step = 1;
    while (true) {
      for (long m : new long[] {1, 2, 5}) {
        if (step * m * n >= span) {
          return step * m;
        }
      }
      if (step > Long.MAX_VALUE / 100) {
        return Math.max(1, span);
      }
      step *= 10;
    }
  }

  /** Bytes with thousands separators and, from 1 KiB on, the binary unit. */
  static String bytes(long n) {
    String plain = String.format(Locale.ROOT, "%,d B", n);
    String[] units = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    double v = n;
    int u = -1;
    while (v >= 1024 && u + 1 < units.length) {
      v /= 1024;
      u++;
    }
    if (u < 0) {
      return plain;
    }
    String digits = String.format(Locale.ROOT, v >= 100 ? "%.0f" : v >= 10 ? "%.1f" : "%.2f", v);
    if (digits.contains(".")) {
      digits = digits.replaceAll("0+$", "").replaceAll("\\.$", "");
    }
    return digits + " " + units[u];
  }

  private static void attr(StringBuilder sb, String name, String value) {
    sb.append(' ').append(name).append("=\"").append(escape(value)).append('"');
  }

  private static double round(double v) {
    return Math.round(v * 100) / 100.0;
  }

  static String escape(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&#39;");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }

  /** {@code #rrggbb} of a hue in degrees, saturation and lightness in [0, 1]. */
  static String hsl(double h, double s, double l) {
    double c = (1 - Math.abs(2 * l - 1)) * s;
    double hp = h / 60;
    double x = c * (1 - Math.abs(hp % 2 - 1));
    double[] rgb = hp < 1 ? new double[] {c, x, 0} : hp < 2 ? new double[] {x, c, 0}
        : hp < 3 ? new double[] {0, c, x} : hp < 4 ? new double[] {0, x, c}
        : hp < 5 ? new double[] {x, 0, c} : new double[] {c, 0, x};
    double m = l - c / 2;
    return String.format(Locale.ROOT, "#%02x%02x%02x", Math.round((rgb[0] + m) * 255),
        Math.round((rgb[1] + m) * 255), Math.round((rgb[2] + m) * 255));
  }

  private static final String STYLE = """
      body { font: 14px system-ui, sans-serif; margin: 12px; color: #222222; }
      h1 { font-size: 18px; margin: 0 0 8px 0; }
      nav button { font: inherit; padding: 3px 10px; margin: 0 4px 4px 0; border: 1px solid #999999;
        background: #f4f4f4; cursor: pointer; }
      nav button.active { background: #ffffff; border-color: #222222; font-weight: bold; }
      .summary { margin: 4px 0; }
      svg.plot { display: block; background: #ffffff; }
      svg .label { font: 11px monospace; pointer-events: none; fill: #111111; }
      svg .tick, svg .axis { font: 11px sans-serif; fill: #333333; }
      svg text[class$="-label"] { font: 11px sans-serif; }
      rect.buffer { stroke-width: 1; cursor: pointer; }
      rect.buffer.selected { stroke: #000000; stroke-width: 3; }
      .details { margin: 6px 0; padding: 6px 10px; border: 1px solid #cccccc; background: #fafafa;
        max-width: 960px; }
      .details td:first-child { color: #666666; padding-right: 12px; }
      table.list { border-collapse: collapse; margin-top: 8px; font-size: 12px; }
      table.list th, table.list td { border: 1px solid #dddddd; padding: 2px 6px;
        text-align: left; }
      table.list tr.selected { background: #fff3bf; }
      table.list tbody tr { cursor: pointer; }
      """;

  private static final String SCRIPT = """
      (function () {
        const tabs = document.querySelectorAll('#tabs .tab');
        const sections = document.querySelectorAll('section.arena');
        function show(i) {
          tabs.forEach((t, k) => t.classList.toggle('active', k === i));
          sections.forEach((s, k) => { s.hidden = k !== i; });
        }
        function row(k, v) {
          const tr = document.createElement('tr');
          const a = document.createElement('td');
          const b = document.createElement('td');
          a.textContent = k;
          b.textContent = v;
          tr.append(a, b);
          return tr;
        }
        function describe(rect) {
          const d = rect.dataset;
          const panel = rect.closest('section').querySelector('.details');
          const table = document.createElement('table');
          const bytes = d.bytes === d.placed ? d.bytes + ' bytes'
              : d.bytes + ' bytes (' + d.placed + ' placed, aligned)';
          const end = Number(d.offset) + Number(d.placed);
          const from = d.from ? ' (' + d.from + ')' : '';
          const to = d.to ? ' (' + d.to + ')' : '';
          table.append(row('buffer', d.name), row('op', d.op), row('type', d.type),
              row('size', bytes), row('offset', d.offset + ' to ' + end),
              row('lifetime', 'ticks ' + d.begin + from + ' to ' + d.end + to),
              row('location', d.loc || 'unknown'));
          if (d.note) {
            table.append(row('note', d.note));
          }
          panel.replaceChildren(table);
          panel.hidden = false;
        }
        function select(section, id) {
          section.querySelectorAll('.selected').forEach(e => e.classList.remove('selected'));
          const rect = section.querySelector('rect.buffer[data-id="' + id + '"]');
          const tr = section.querySelector('tr[data-id="' + id + '"]');
          if (rect) {
            rect.classList.add('selected');
            describe(rect);
          }
          if (tr) {
            tr.classList.add('selected');
          }
        }
        tabs.forEach((t, i) => t.addEventListener('click', () => show(i)));
        document.querySelectorAll('rect.buffer').forEach(r => {
          r.addEventListener('mouseenter', () => describe(r));
          r.addEventListener('click', () => select(r.closest('section'), r.dataset.id));
        });
        document.querySelectorAll('table.list tbody tr').forEach(tr => {
          tr.addEventListener('click', () => select(tr.closest('section'), tr.dataset.id));
        });
        const hash = new URLSearchParams(location.hash.slice(1));
        const tab = Number(hash.get('tab') || 0);
        if (tab >= 0 && tab < sections.length) {
          show(tab);
          if (hash.has('buffer')) {
            select(sections[tab], hash.get('buffer'));
          }
        }
        const plot = sections.length ? sections[tab >= 0 && tab < sections.length ? tab : 0]
            .querySelector('svg.plot') : null;
        if (plot) {
          const r = plot.getBoundingClientRect();
          document.body.dataset.plotOrigin = Math.round(r.left) + ',' + Math.round(r.top);
        }
      })();
      """;
}
