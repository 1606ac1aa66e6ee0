package jopt.filecheck;

/**
 * Prints diagnostics as LLVM's SourceMgr does: {@code file:line:col: kind: message}, the line
 * (tabs expanded to stops of 8), and a caret line with {@code ~} under the ranges.
 */
final class Messages {
  enum Kind {
    ERROR("error"), WARNING("warning"), REMARK("remark"), NOTE("note");

    final String text;

    Kind(String text) {
      this.text = text;
    }
  }

  private final StringBuilder out;

  Messages(StringBuilder out) {
    this.out = out;
  }

  /** Prints a message at {@code loc}, underlining {@code [rangeStart, rangeEnd)} if given. */
  void print(Loc loc, Kind kind, String message, int rangeStart, int rangeEnd) {
    SourceFile f = loc.file();
    String t = f.text;
    int at = loc.offset();
    int lineStart = at;
    while (lineStart > 0 && t.charAt(lineStart - 1) != '\n' && t.charAt(lineStart - 1) != '\r') {
      lineStart--;
    }
    int lineEnd = at;
    while (lineEnd < t.length() && t.charAt(lineEnd) != '\n' && t.charAt(lineEnd) != '\r') {
      lineEnd++;
    }
    out.append(f.name).append(':').append(f.line(at)).append(':').append(f.column(at))
        .append(": ").append(kind.text).append(": ").append(message).append('\n');
    String line = t.substring(lineStart, lineEnd);
    boolean nonAscii = false;
    for (int i = 0; i < line.length(); i++) {
      if (line.charAt(i) >= 0x80) {
        nonAscii = true;
      }
    }
    if (nonAscii) {
      printSourceLine(line);
      return;
    }
    int columns = line.length();
    char[] caret = new char[columns + 1];
    java.util.Arrays.fill(caret, ' ');
    if (rangeStart >= 0 && !(rangeStart > lineEnd || rangeEnd < lineStart)) {
      int s = Math.max(rangeStart, lineStart) - lineStart;
      int e = Math.min(rangeEnd, lineEnd) - lineStart;
      for (int i = s; i < Math.min(e, caret.length); i++) {
        caret[i] = '~';
      }
    }
    int col = at - lineStart;
    caret[Math.min(col, columns)] = '^';
    int len = caret.length;
    while (len > 0 && caret[len - 1] == ' ') {
      len--;
    }
    printSourceLine(line);
    int outCol = 0;
    for (int i = 0; i < len; i++) {
      if (i >= line.length() || line.charAt(i) != '\t') {
        out.append(caret[i]);
        outCol++;
        continue;
      }
      do {
        out.append(caret[i]);
        outCol++;
      } while (outCol % 8 != 0);
    }
    out.append('\n');
  }

  void print(Loc loc, Kind kind, String message) {
    print(loc, kind, message, -1, -1);
  }

  private void printSourceLine(String line) {
    int outCol = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c != '\t') {
        out.append(c);
        outCol++;
        continue;
      }
      do {
        out.append(' ');
        outCol++;
      } while (outCol % 8 != 0);
    }
    out.append('\n');
  }

  /** Appends raw text (messages without a location). */
  void raw(String text) {
    out.append(text);
  }
}
