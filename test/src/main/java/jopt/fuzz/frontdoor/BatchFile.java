package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.List;

/**
 * Several inputs in one file for {@code --split-input-file}, separated by {@code // -----}
 * lines, and which input each line of the file belongs to.
 */
public final class BatchFile {
  public static final String MARKER = SeedCorpus.MARKER;

  private final String text;
  /** 1-based line of the file where each input starts. */
  private final int[] firstLine;

  public BatchFile(List<String> inputs) {
    StringBuilder sb = new StringBuilder();
    firstLine = new int[inputs.size()];
    int line = 1;
    for (int i = 0; i < inputs.size(); i++) {
      String s = inputs.get(i);
      if (!s.endsWith("\n")) {
        s = s + "\n";
      }
      if (i > 0) {
        sb.append(MARKER).append('\n');
        line++;
      }
      firstLine[i] = line;
      sb.append(s);
      line += (int) s.chars().filter(c -> c == '\n').count();
    }
    text = sb.toString();
  }

  public String text() {
    return text;
  }

  public int size() {
    return firstLine.length;
  }

  /** The line offset to subtract from a file line of input {@code i} to get its own line. */
  public int lineOffset(int i) {
    return firstLine[i] - 1;
  }

  /**
   * The input file line {@code line} belongs to, or -1 (before the first input). The marker
   * line after an input belongs to it, as do the lines after the last input: that is where an
   * error at the end of an input's text is reported.
   */
  public int inputOfLine(int line) {
    if (firstLine.length == 0 || line < firstLine[0]) {
      return -1;
    }
    int lo = 0;
    int hi = firstLine.length - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (firstLine[mid] <= line) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }

  /**
   * The per-input outputs of a {@code --split-input-file} run: its standard output cut at
   * marker lines; null when there are not as many pieces as inputs.
   */
  public List<String> splitOutput(String stdout) {
    List<String> pieces = new ArrayList<>();
    StringBuilder piece = new StringBuilder();
    int from = 0;
    while (from < stdout.length()) {
      int nl = stdout.indexOf('\n', from);
      int end = nl < 0 ? stdout.length() : nl + 1;
      String line = stdout.substring(from, end);
      if (line.equals(MARKER + "\n") || line.equals(MARKER)) {
        pieces.add(piece.toString());
        piece.setLength(0);
      } else {
        piece.append(line);
      }
      from = end;
    }
    pieces.add(piece.toString());
    return pieces.size() == size() ? pieces : null;
  }
}
