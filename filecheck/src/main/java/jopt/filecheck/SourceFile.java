package jopt.filecheck;

import java.util.Arrays;

/**
 * A named text FileCheck reports positions in (LLVM's SourceMgr buffer): the check file, the
 * input, or the made-up "command line" and "Global defines" buffers. Text is held as
 * ISO-8859-1, one char per byte, so columns and regex matching count bytes as LLVM does.
 */
final class SourceFile {
  final String name;
  final String text;
  private int[] lineStarts;

  SourceFile(String name, String text) {
    this.name = name;
    this.text = text;
  }

  private int[] lineStarts() {
    if (lineStarts == null) {
      int n = 1;
      for (int i = 0; i < text.length(); i++) {
        if (text.charAt(i) == '\n') {
          n++;
        }
      }
      int[] starts = new int[n];
      int k = 1;
      for (int i = 0; i < text.length(); i++) {
        if (text.charAt(i) == '\n') {
          starts[k++] = i + 1;
        }
      }
      lineStarts = starts;
    }
    return lineStarts;
  }

  /** 1-based line of an offset (counting '\n' before it). */
  int line(int offset) {
    int[] starts = lineStarts();
    int i = Arrays.binarySearch(starts, offset);
    return i >= 0 ? i + 1 : -i - 1;
  }

  /** 1-based column of an offset. */
  int column(int offset) {
    return offset - lineStarts()[line(offset) - 1] + 1;
  }

  /** Offset of the first character of a 1-based line. */
  int lineStart(int line) {
    return lineStarts()[line - 1];
  }

  int lineCount() {
    return lineStarts().length;
  }
}
