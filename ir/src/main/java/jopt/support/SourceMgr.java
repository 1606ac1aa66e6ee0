package jopt.support;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Source buffers by name, as llvm::SourceMgr: the text of each, the offsets where its lines start,
 * and messages printed against them as SourceMgr::PrintMessage prints them ({@code
 * file:line:col: kind: msg}, the source line with tabs expanded and a caret line with an optional
 * {@code ~} range). Files not added as buffers are read from disk on demand, as mlir-opt does; a
 * position it cannot resolve is printed without a source line. Every context has one, which the
 * parser fills with what it parses; diagnostics and locations are rendered against it in jopt.ir
 * ({@code Diagnostic.render}), as MLIR's SourceMgrDiagnosticHandler.
 */
public final class SourceMgr {
  private static final int TAB_STOP = 8;

  /** A buffer and the offsets where its lines start, computed when first needed. */
  private static final class Buffer {
    private final CharSequence text;
    private int[] lineStarts;

    private Buffer(CharSequence text) {
      this.text = text;
    }

    static Buffer of(CharSequence text) {
      return new Buffer(text);
    }

    int[] lineStarts() {
      if (lineStarts == null) {
        int[] starts = new int[16];
        int n = 0;
        starts[n++] = 0;
        for (int i = AsciiText.indexOf(text, '\n', 0); i >= 0; i = AsciiText.indexOf(text, '\n', i + 1)) {
          if (n == starts.length) {
            starts = Arrays.copyOf(starts, n * 2);
          }
          starts[n++] = i + 1;
        }
        lineStarts = Arrays.copyOf(starts, n);
      }
      return lineStarts;
    }

    /**
     * Offset of 1-based (line, col), the column in bytes, or -1 when it is outside the buffer or
     * past the line.
     */
    int offsetOf(int line, int col) {
      if (line < 1 || line > lineStarts().length) {
        return -1;
      }
      return Utf8.indexOfByte(text, lineStarts()[line - 1], col == 0 ? 0 : col - 1);
    }

    /** The 0-based byte column of {@code offset}. */
    int byteColumnOf(int offset) {
      return Utf8.byteLength(text, lineStartOf(offset), offset);
    }

    int lineStartOf(int offset) {
      int i = Arrays.binarySearch(lineStarts(), offset);
      return lineStarts()[i >= 0 ? i : -i - 2];
    }

    int lineNumberOf(int offset) {
      int i = Arrays.binarySearch(lineStarts(), offset);
      return (i >= 0 ? i : -i - 2) + 1;
    }

    String lineAt(int lineStart) {
      int end = lineStart;
      while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
        end++;
      }
      return AsciiText.substring(text, lineStart, end);
    }
  }

  private final String mainName;
  private final Map<String, Buffer> buffers = new HashMap<>();
  /** Where relative file names are read from; null: the process's working directory. */
  private Path workingDirectory;

  /** A source manager with no buffers yet (files are read from disk when a location needs them). */
  public SourceMgr() {
    this.mainName = null;
  }

  /** A source manager whose main buffer, {@code mainName}, holds {@code mainText}. */
  public SourceMgr(String mainName, CharSequence mainText) {
    this.mainName = mainName;
    buffers.put(mainName, Buffer.of(mainText));
  }

  /**
   * Adds (or replaces) the buffer {@code name}; locations in file {@code name} then quote lines
   * of {@code text}, line 1 being its first line.
   */
  public synchronized SourceMgr addBuffer(String name, CharSequence text) {
    buffers.put(name, Buffer.of(text));
    return this;
  }

  /** Reads files named relative to {@code dir} (null: the process's working directory). */
  public synchronized SourceMgr setWorkingDirectory(Path dir) {
    this.workingDirectory = dir;
    return this;
  }

  /** The directory relative file names are read from; null: the process's working directory. */
  public synchronized Path getWorkingDirectory() {
    return workingDirectory;
  }

  public String getMainName() {
    return mainName;
  }

  /** 1-based line of an offset of the main buffer. */
  public int lineNumberOf(int offset) {
    return buffers.get(mainName).lineNumberOf(offset);
  }

  /** 1-based column (in bytes, as mlir-opt counts) of an offset of the main buffer. */
  public int columnOf(int offset) {
    return buffers.get(mainName).byteColumnOf(offset) + 1;
  }

  /**
   * Appends one message at 1-based {@code line} and (byte) {@code column} of file {@code name},
   * as SourceMgr::PrintMessage: with the source line and a caret when the position is in a buffer
   * (or a readable file) and {@code displaySourceLine}, else the header line alone.
   */
  public void printMessage(StringBuilder os, String name, int line, int column, String kind,
      String message, boolean displaySourceLine) {
    Buffer b = buffer(name);
    int offset = b == null ? -1 : b.offsetOf(line, column);
    if (offset < 0 || !displaySourceLine) {
      os.append(name + ":" + line + ":" + column + ": " + kind + ": " + message + "\n");
      return;
    }
    printAt(os, name, b, offset, kind, message, 0);
  }

  /** Prints a message at an offset of the main buffer, with a range of {@code rangeLen} chars. */
  public void emitAtOffset(PrintStream os, int offset, String kind, String message, int rangeLen) {
    StringBuilder sb = new StringBuilder();
    printAt(sb, mainName, buffers.get(mainName), offset, kind, message, rangeLen);
    os.print(sb);
  }

  private synchronized Buffer buffer(String name) {
    if (buffers.containsKey(name)) {
      return buffers.get(name);
    }
    Buffer b = null;
    try {
      Path p = FileBytes.resolve(workingDirectory, name);
      if (Files.isRegularFile(p)) {
        b = Buffer.of(Utf8.decode(FileBytes.read(p)));
      }
    } catch (IOException | RuntimeException e) {
      b = null; // unreadable or not a path: printed without a source line
    }
    buffers.put(name, b);
    return b;
  }

  private static void printAt(
      StringBuilder os, String name, Buffer b, int offset, String kind, String message,
      int rangeLen) {
    int lineStart = b.lineStartOf(offset);
    int col = offset - lineStart;
    String line = b.lineAt(lineStart);
    StringBuilder sb = new StringBuilder();
    sb.append(name).append(':').append(b.lineNumberOf(offset)).append(':')
        .append(b.byteColumnOf(offset) + 1)
        .append(": ").append(kind).append(": ").append(message).append('\n');
    if (line.chars().anyMatch(c -> c > 127)) {
      appendSourceLine(sb, line);
      os.append(sb);
      return;
    }
    char[] caret = new char[line.length() + 1];
    Arrays.fill(caret, ' ');
    if (rangeLen > 0) {
      Arrays.fill(caret, Math.min(col, caret.length), Math.min(col + rangeLen, caret.length), '~');
    }
    caret[Math.min(col, line.length())] = '^';
    int end = caret.length;
    while (end > 0 && caret[end - 1] == ' ') {
      end--;
    }
    appendSourceLine(sb, line);
    int outCol = 0;
    for (int i = 0; i < end; i++) {
      if (i >= line.length() || line.charAt(i) != '\t') {
        sb.append(caret[i]);
        outCol++;
        continue;
      }
      do {
        sb.append(caret[i]);
        outCol++;
      } while (outCol % TAB_STOP != 0);
    }
    sb.append('\n');
    os.append(sb);
  }

  private static void appendSourceLine(StringBuilder sb, String line) {
    int outCol = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c != '\t') {
        sb.append(c);
        outCol++;
        continue;
      }
      do {
        sb.append(' ');
        outCol++;
      } while (outCol % TAB_STOP != 0);
    }
    sb.append('\n');
  }
}
