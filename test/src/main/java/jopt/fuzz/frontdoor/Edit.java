package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** A text replacement {@code [start, end) -> replacement}; {@link #apply} applies several. */
public record Edit(int start, int end, String replacement) {

  public static Edit insert(int at, String s) {
    return new Edit(at, at, s);
  }

  public static Edit delete(int start, int end) {
    return new Edit(start, end, "");
  }

  /** Applies non-overlapping edits, from the last to the first. */
  public static String apply(String text, List<Edit> edits) {
    List<Edit> sorted = new ArrayList<>(edits);
    sorted.sort(Comparator.comparingInt(Edit::start).thenComparingInt(Edit::end).reversed());
    StringBuilder sb = new StringBuilder(text);
    int limit = Integer.MAX_VALUE;
    for (Edit e : sorted) {
      if (e.end > limit) {
        throw new IllegalArgumentException("overlapping edits: " + edits);
      }
      sb.replace(e.start, e.end, e.replacement);
      limit = e.start;
    }
    return sb.toString();
  }

  /** The smallest start offset of {@code edits}. */
  public static int firstOffset(List<Edit> edits) {
    return edits.stream().mapToInt(Edit::start).min().orElse(0);
  }
}
