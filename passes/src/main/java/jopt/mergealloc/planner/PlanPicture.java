package jopt.mergealloc.planner;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An SVG picture of a memory plan: each buffer a labelled rectangle, time (ticks) across,
 * offset up, with the arena size and the lower bound (peak of live bytes) marked.
 */
public final class PlanPicture {
  private PlanPicture() {}

  private static final int WIDTH = 900;
  private static final int HEIGHT = 500;
  private static final int MARGIN = 60;

  public static String svg(String title, List<MemoryTrace.Interval> intervals,
      MemorySchedule schedule, long alignment, Map<Long, String> labels) {
    long first = intervals.stream().mapToLong(MemoryTrace.Interval::begin).min().orElse(0);
    long last = intervals.stream().mapToLong(MemoryTrace.Interval::end).max().orElse(0);
    long lower = MemoryTrace.fromIntervals(intervals).peakLiveBytes(alignment);
    double total = Math.max(1, schedule.totalSize());
    double xs = (double) (WIDTH - 2 * MARGIN) / (last - first + 1);
    double ys = (HEIGHT - 2 * MARGIN) / total;
    double bottom = HEIGHT - MARGIN;
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
        + "width=\"%d\" height=\"%d\" font-family=\"monospace\" font-size=\"11\">%n", WIDTH,
        HEIGHT));
    sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"20\" font-size=\"14\">%s: %d bytes "
        + "(lower bound %d)</text>%n", MARGIN, escape(title), schedule.totalSize(), lower));
    for (MemoryTrace.Interval iv : intervals) {
      long size = PlannerStats.alignUp(iv.size(), alignment);
      double x = MARGIN + (iv.begin() - first) * xs;
      double w = (iv.end() - iv.begin() + 1) * xs;
      double y = bottom - (schedule.offsets().get(iv.bufferId()) + size) * ys;
      double h = size * ys;
      String label = labels.getOrDefault(iv.bufferId(), "#" + iv.bufferId());
      sb.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
          + "height=\"%.1f\" fill=\"#9ecae1\" stroke=\"#08519c\"><title>%s: ticks [%d, %d], "
          + "%d bytes at offset %d</title></rect>%n", x, y, w, h, escape(label), iv.begin(),
          iv.end(), iv.size(), schedule.offsets().get(iv.bufferId())));
      sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\">%s</text>%n", x + 2,
          y + Math.min(h, 14) - 2, escape(label)));
    }
    line(sb, bottom - schedule.totalSize() * ys, "#000000", "arena " + schedule.totalSize());
    line(sb, bottom - lower * ys, "#d62728", "lower bound " + lower);
    sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" "
        + "stroke=\"#000000\"/>%n", MARGIN, bottom, WIDTH - MARGIN, bottom));
    sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">ticks %d..%d</text>%n",
        MARGIN, HEIGHT - MARGIN / 2, first, last));
    sb.append("</svg>\n");
    return sb.toString();
  }

  private static void line(StringBuilder sb, double y, String color, String text) {
    sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" "
        + "stroke=\"%s\" stroke-dasharray=\"6,3\"/>%n", MARGIN, y, WIDTH - MARGIN, y, color));
    sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" fill=\"%s\">%s</text>%n",
        WIDTH - MARGIN - 140, y - 3, color, escape(text)));
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
