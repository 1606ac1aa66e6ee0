package jopt.test.lit;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Extracts lit directives from a test file: RUN lines (joined at trailing {@code \}) and XFAIL. */
public final class RunLines {
  private static final Pattern RUN = Pattern.compile("\\bRUN:(.*)$");
  private static final Pattern XFAIL = Pattern.compile("\\bXFAIL:\\s*\\*");

  /** One RUN command and the line where it starts. */
  public record RunLine(int line, String command) {}

  private RunLines() {}

  public static List<RunLine> parse(String text) {
    List<RunLine> result = new ArrayList<>();
    StringBuilder pending = null;
    int start = 0;
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      Matcher m = RUN.matcher(lines[i]);
      if (!m.find()) {
        continue;
      }
      String part = m.group(1).strip();
      if (pending == null) {
        pending = new StringBuilder();
        start = i + 1;
      }
      boolean continued = part.endsWith("\\");
      pending.append(continued ? part.substring(0, part.length() - 1) : part);
      if (continued) {
        pending.append(' ');
      } else {
        result.add(new RunLine(start, pending.toString().strip()));
        pending = null;
      }
    }
    if (pending != null) {
      result.add(new RunLine(start, pending.toString().strip()));
    }
    return result;
  }

  public static boolean isXfail(String text) {
    return XFAIL.matcher(text).find();
  }
}
