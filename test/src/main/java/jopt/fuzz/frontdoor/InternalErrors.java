package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.List;

/**
 * Condensing an internal error's stack trace to what groups it: the exception class, the
 * throwing jopt method (the first frame in a {@code jopt.} class: the method that threw, or
 * that called the library method that threw) and its caller.
 */
public final class InternalErrors {
  private static final String CALLER = " <- ";

  private InternalErrors() {}

  /**
   * {@code ExceptionClass @ jopt.pkg.Class.method(File.java:N) <- jopt.pkg.Caller.m(F.java:N)}
   * for a trace whose first line is the exception's {@code toString()}.
   */
  public static String describe(String trace) {
    String[] lines = trace.split("\n");
    String head = lines.length == 0 ? "" : lines[0].strip();
    int colon = head.indexOf(':');
    String exception = colon < 0 ? head : head.substring(0, colon);
    List<String> frames = new ArrayList<>();
    for (String l : lines) {
      String s = l.strip();
      if (s.startsWith("at jopt.")) {
        frames.add(s.substring(3));
        if (frames.size() == 2) {
          break;
        }
      }
    }
    if (frames.isEmpty()) {
      return exception + " @ ?";
    }
    return exception + " @ " + frames.get(0) + (frames.size() > 1 ? CALLER + frames.get(1) : "");
  }

  /** The grouping key of a {@link #describe} string: exception and throwing method, no lines. */
  public static String groupKey(String detail) {
    int c = detail.indexOf(CALLER);
    return stripLines(c < 0 ? detail : detail.substring(0, c));
  }

  /** The caller of the throwing method, without its line number ("" when unknown). */
  public static String caller(String detail) {
    int c = detail.indexOf(CALLER);
    return c < 0 ? "" : stripLines(detail.substring(c + CALLER.length()));
  }

  /** The throwing frame with its line number. */
  public static String frame(String detail) {
    int at = detail.indexOf(" @ ");
    int c = detail.indexOf(CALLER);
    return detail.substring(at < 0 ? 0 : at + 3, c < 0 ? detail.length() : c);
  }

  private static String stripLines(String s) {
    return s.replaceAll("\\((\\w+\\.java):\\d+\\)", "($1)");
  }
}
