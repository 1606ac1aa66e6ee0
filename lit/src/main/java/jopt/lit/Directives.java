package jopt.lit;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The lit directives of a test file: RUN lines (a trailing {@code \} continues on the next RUN
 * line), and REQUIRES, UNSUPPORTED and XFAIL lists of feature expressions.
 */
public record Directives(List<RunLine> runs, List<String> requires, List<String> unsupported,
    List<String> xfails) {

  /** One RUN command and the line it starts on. */
  public record RunLine(int line, String command) {}

  private static final Pattern DIRECTIVE =
      Pattern.compile("\\b(RUN|REQUIRES|UNSUPPORTED|XFAIL):(.*)$");

  public static Directives parse(String text) {
    List<RunLine> runs = new ArrayList<>();
    List<String> requires = new ArrayList<>();
    List<String> unsupported = new ArrayList<>();
    List<String> xfails = new ArrayList<>();
    StringBuilder pending = null;
    int start = 0;
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      Matcher m = DIRECTIVE.matcher(lines[i]);
      if (!m.find()) {
        continue;
      }
      String body = m.group(2).strip();
      switch (m.group(1)) {
        case "RUN" -> {
          if (pending == null) {
            pending = new StringBuilder();
            start = i + 1;
          }
          boolean continued = body.endsWith("\\");
          pending.append(continued ? body.substring(0, body.length() - 1) : body);
          if (continued) {
            pending.append(' ');
          } else {
            runs.add(new RunLine(start, pending.toString().strip()));
            pending = null;
          }
        }
        case "REQUIRES" -> requires.addAll(items(body));
        case "UNSUPPORTED" -> unsupported.addAll(items(body));
        default -> xfails.addAll(items(body));
      }
    }
    if (pending != null) {
      runs.add(new RunLine(start, pending.toString().strip()));
    }
    return new Directives(runs, requires, unsupported, xfails);
  }

  private static List<String> items(String body) {
    List<String> out = new ArrayList<>();
    for (String s : body.split(",")) {
      if (!s.isBlank()) {
        out.add(s.strip());
      }
    }
    return out;
  }
}
