package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parsing of rendered diagnostics: {@code file:line:col: error: message} and its variants. */
public final class Diagnostics {
  private Diagnostics() {}

  /**
   * One error line: {@code file} and {@code line}/{@code col} when it has a file location
   * ({@code line} is -1 otherwise), {@code rawLoc} the location text as printed ("" for none).
   */
  public record Diag(String file, int line, int col, String rawLoc, String message) {

    /** {@code line:col} (shifted up by {@code lineOffset}) when in {@code file}, else rawLoc. */
    public String locIn(String inputName, int lineOffset) {
      return line >= 0 && file.equals(inputName) ? (line - lineOffset) + ":" + col : rawLoc;
    }
  }

  private static final Pattern FILE_LOC = Pattern.compile("^(.*?):(\\d+):(\\d+): error: (.*)$");
  private static final Pattern OTHER_LOC = Pattern.compile("^(.*?): error: (.*)$");
  private static final String NO_LOC = "error: ";

  /** Every error line of {@code stderr}, in order. */
  public static List<Diag> errors(String stderr) {
    List<Diag> out = new ArrayList<>();
    for (String line : stderr.split("\n", -1)) {
      Diag d = parse(line);
      if (d != null) {
        out.add(d);
      }
    }
    return out;
  }

  /** The first error line of {@code stderr}, or null. */
  public static Diag firstError(String stderr) {
    for (String line : stderr.split("\n", -1)) {
      Diag d = parse(line);
      if (d != null) {
        return d;
      }
    }
    return null;
  }

  static Diag parse(String line) {
    if (line.startsWith(NO_LOC)) {
      return new Diag("", -1, -1, "", line.substring(NO_LOC.length()));
    }
    if (!line.contains(": error: ")) {
      return null;
    }
    Matcher m = FILE_LOC.matcher(line);
    if (m.matches() && m.group(2).length() < 9 && m.group(3).length() < 9) {
      return new Diag(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
          m.group(1) + ":" + m.group(2) + ":" + m.group(3), m.group(4));
    }
    m = OTHER_LOC.matcher(line);
    if (m.matches()) {
      return new Diag(m.group(1), -1, -1, m.group(1), m.group(2));
    }
    return null;
  }
}
