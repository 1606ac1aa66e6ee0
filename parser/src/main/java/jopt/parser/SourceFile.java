package jopt.parser;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import jopt.ir.asm.SourceLoc;

/**
 * A named text buffer with a line table. A chunk of a split file keeps the line numbers of
 * the whole file: {@code firstLine} is the file line of the chunk's first line. A parse covers
 * {@code [getStart(), getEnd())} of the text: all of it, or the range of a {@link #view} (a
 * piece of a file parsed in parallel, which shares the text, line table and bytes).
 */
public final class SourceFile {
  private final String name;
  private final String text;
  private final int firstLine;
  private final int start;
  private final int end;
  private final int startLine;
  private final Tables tables;

  /** What views of one text share, each computed on first use. */
  private static final class Tables {
    /** Offsets of the line starts (diagnostics and rare relexing). */
    volatile int[] lineStarts;
    /** The text as the lexer reads it ({@link FastLexer#asciiBytes}). */
    volatile byte[] ascii;
  }

  public SourceFile(String name, String text, int firstLine) {
    this(name, text, firstLine, 0, text.length(), firstLine, new Tables());
  }

  /**
   * The buffer of a file's bytes, decoded as UTF-8. A file of ASCII only (most are) is read in
   * one pass, and its bytes are what the lexer reads, not made again from the text.
   */
  public static SourceFile ofUtf8(String name, byte[] utf8) {
    for (byte b : utf8) {
      if (b < 0) {
        return new SourceFile(name, new String(utf8, StandardCharsets.UTF_8));
      }
    }
    SourceFile f = new SourceFile(name, new String(utf8, StandardCharsets.ISO_8859_1));
    f.tables.ascii = utf8;
    return f;
  }

  private SourceFile(String name, String text, int firstLine, int start, int end, int startLine,
      Tables tables) {
    this.name = name;
    this.text = text;
    this.firstLine = firstLine;
    this.start = start;
    this.end = end;
    this.startLine = startLine;
    this.tables = tables;
  }

  /**
   * The same buffer, parsed over {@code [start, end)} only; {@code start} begins a line, file
   * line {@code startLine}.
   */
  SourceFile view(int start, int end, int startLine) {
    return new SourceFile(name, text, firstLine, start, end, startLine, tables);
  }

  /** Where a parse of this buffer starts in {@link #getText()}. */
  public int getStart() {
    return start;
  }

  /** Where a parse of this buffer ends in {@link #getText()}. */
  public int getEnd() {
    return end;
  }

  /** The file line of {@link #getStart()}. */
  public int getStartLine() {
    return startLine;
  }

  byte[] asciiBytes() {
    byte[] b = tables.ascii;
    if (b == null) {
      b = FastLexer.asciiBytes(text);
      tables.ascii = b;
    }
    return b;
  }

  private int[] lineStarts() {
    int[] ls = tables.lineStarts;
    if (ls == null) {
      ls = computeLineStarts(text);
      tables.lineStarts = ls;
    }
    return ls;
  }

  private static int[] computeLineStarts(String text) {
    int[] starts = new int[16];
    int n = 0;
    starts[n++] = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        if (n == starts.length) {
          starts = Arrays.copyOf(starts, n * 2);
        }
        starts[n++] = i + 1;
      }
    }
    return Arrays.copyOf(starts, n);
  }

  public SourceFile(String name, String text) {
    this(name, text, 1);
  }

  public String getName() {
    return name;
  }

  public String getText() {
    return text;
  }

  public int getFirstLine() {
    return firstLine;
  }

  /** The 1-based file line and column of character {@code index} of this buffer. */
  public SourceLoc locOf(int index) {
    int[] lineStarts = lineStarts();
    int i = Arrays.binarySearch(lineStarts, index);
    int line = i >= 0 ? i : -i - 2;
    return new SourceLoc(firstLine + line, index - lineStarts[line] + 1);
  }

  /** The text of file line {@code line} (without its newline), or null when out of range. */
  public String lineText(int line) {
    int[] lineStarts = lineStarts();
    int l = line - firstLine;
    if (l < 0 || l >= lineStarts.length) {
      return null;
    }
    int end = l + 1 < lineStarts.length ? lineStarts[l + 1] - 1 : text.length();
    if (end > lineStarts[l] && text.charAt(end - 1) == '\r') {
      end--;
    }
    return text.substring(lineStarts[l], Math.max(end, lineStarts[l]));
  }
}
