package jopt.parser;

import java.util.Arrays;
import jopt.support.AsciiText;
import jopt.support.Utf8;
import jopt.ir.asm.SourceLoc;

/**
 * A named text buffer with a line table. A chunk of a split file keeps the line numbers of
 * the whole file: {@code firstLine} is the file line of the chunk's first line. A parse covers
 * {@code [getStart(), getEnd())} of the text: all of it, or the range of a {@link #view} (a
 * piece of a file parsed in parallel, which shares the text, line table and bytes). A file of
 * ASCII only is held once, as its bytes ({@link AsciiText}); {@link #getText} makes a string of
 * it only when asked.
 */
public final class SourceFile {
  private final String name;
  /** The text: a String, or an {@link AsciiText} over {@link Tables#ascii}. */
  private final CharSequence text;
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
    /** The text as a string, when the text is not one and a caller asked for it. */
    volatile String string;
  }

  public SourceFile(String name, String text, int firstLine) {
    this(name, text, firstLine, 0, text.length(), firstLine, new Tables());
  }

  /**
   * The buffer of a file's bytes, decoded as UTF-8 with its invalid bytes kept ({@link Utf8}).
   * A file of ASCII only (most are) is read in one pass, and its bytes are what the lexer reads,
   * not made again from the text.
   */
  public static SourceFile ofUtf8(String name, byte[] utf8) {
    if (!ByteScan.isAscii(utf8)) {
      return new SourceFile(name, Utf8.decode(utf8));
    }
    Tables tables = new Tables();
    tables.ascii = utf8;
    return new SourceFile(name, new AsciiText(utf8), 1, 0, utf8.length, 1, tables);
  }

  private SourceFile(String name, CharSequence text, int firstLine, int start, int end, int startLine,
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
      b = FastLexer.asciiBytes(getText());
      tables.ascii = b;
    }
    return b;
  }

  private int[] lineStarts() {
    int[] ls = tables.lineStarts;
    if (ls == null) {
      ls = computeLineStarts();
      tables.lineStarts = ls;
    }
    return ls;
  }

  private int[] computeLineStarts() {
    byte[] ascii = text instanceof String ? null : asciiBytes();
    int[] starts = new int[16];
    int n = 0;
    starts[n++] = 0;
    for (int i = 0; i < text.length(); i++) {
      if (ascii != null ? ascii[i] == '\n' : text.charAt(i) == '\n') {
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

  /** The whole text as a string (made once from the bytes of an ASCII file; prefer {@link #chars}). */
  public String getText() {
    if (text instanceof String str) {
      return str;
    }
    String str = tables.string;
    if (str == null) {
      str = text.toString();
      tables.string = str;
    }
    return str;
  }

  /** The whole text, not copied. */
  public CharSequence chars() {
    return text;
  }

  public int getFirstLine() {
    return firstLine;
  }

  /**
   * The 1-based file line and column of character {@code index} of this buffer; the column
   * counts bytes, as mlir-opt's do.
   */
  public SourceLoc locOf(int index) {
    int[] lineStarts = lineStarts();
    int i = Arrays.binarySearch(lineStarts, index);
    int line = i >= 0 ? i : -i - 2;
    int start = lineStarts[line];
    int column = text instanceof String ? Utf8.byteLength(text, start, index) : index - start;
    return new SourceLoc(firstLine + line, column + 1);
  }

  /** The index where the line of character {@code index} starts. */
  int lineStartOf(int index) {
    int[] lineStarts = lineStarts();
    int i = Arrays.binarySearch(lineStarts, index);
    return lineStarts[i >= 0 ? i : -i - 2];
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
    return AsciiText.substring(text, lineStarts[l], Math.max(end, lineStarts[l]));
  }
}
