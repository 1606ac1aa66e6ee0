package jopt.interpreter.runtime;

import java.util.List;
import java.util.Locale;

/**
 * The text of jopt-run's {@code --peak-report}: the buffers live at a run's peak, largest first,
 * each with its share of the peak. An arena (merge-alloc's one buffer for many) is one buffer
 * here; a plan report draws what it holds.
 */
public final class PeakReport {
  /** How many buffers are listed one by one; the rest are summed on one line. */
  static final int LISTED = 30;

  private PeakReport() {}

  /**
   * {@code label} (e.g. "peak", "peak after"), then one line per buffer of {@code buffers} (live
   * at once, {@code peakBytes} in all).
   */
  public static String text(String label, long peakBytes, List<PeakBuffer> buffers) {
    StringBuilder sb = new StringBuilder();
    sb.append(label).append(": ").append(peakBytes).append(" bytes live at once in ")
        .append(buffers.size()).append(buffers.size() == 1 ? " buffer" : " buffers")
        .append(buffers.isEmpty() ? "" : ", largest first:").append('\n');
    int width = buffers.isEmpty() ? 1 : Long.toString(buffers.get(0).bytes()).length();
    for (int i = 0; i < Math.min(LISTED, buffers.size()); i++) {
      PeakBuffer b = buffers.get(i);
      sb.append(String.format(Locale.ROOT, "  %" + width + "d bytes %5.1f%%  %s\n", b.bytes(),
          share(b.bytes(), peakBytes), b.describe()));
    }
    if (buffers.size() > LISTED) {
      long rest = 0;
      for (PeakBuffer b : buffers.subList(LISTED, buffers.size())) {
        rest += b.bytes();
      }
      sb.append(String.format(Locale.ROOT, "  %" + width + "d bytes %5.1f%%  in %d more buffers\n",
          rest, share(rest, peakBytes), buffers.size() - LISTED));
    }
    return sb.toString();
  }

  private static double share(long bytes, long total) {
    return total == 0 ? 0 : 100.0 * bytes / total;
  }
}
