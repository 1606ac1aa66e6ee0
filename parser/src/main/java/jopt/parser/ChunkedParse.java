package jopt.parser;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Parallel;
import jopt.ir.Region;

/**
 * Parses a large file of many top-level ops (an implicit module of functions) in chunks on the
 * context's threads. A chunk starts at a line that begins, at column 0, with a dialect op name
 * ({@code func.func @f}) after a line that begins with {@code }}: a top-level op boundary in any
 * file a parse accepts. The alias definitions before the first op are parsed first and shared.
 *
 * <p>The result is the module a sequential parse makes, or null: then the caller parses
 * sequentially. Null whenever a chunk could parse differently on its own: a chunk emits any
 * diagnostic (errors, a wrong boundary or a use of another chunk's values all show as one),
 * defines an alias, names a top-level result, uses a location alias defined later, or the file
 * has metadata ({@code {-#}).
 */
final class ChunkedParse {
  /** Files below this size are parsed sequentially. */
  static final int MIN_CHARS = 256 * 1024;
  /** The smallest chunk worth a task. */
  private static final int MIN_CHUNK_CHARS = 64 * 1024;
  /** Chunks per thread, so that threads finish together. */
  private static final int CHUNKS_PER_THREAD = 4;

  private ChunkedParse() {}

  /** A piece of the text: {@code [start, end)}, whose first line is file line {@code line}. */
  private record Piece(int start, int end, int line) {}

  /** The module, or null when the file is not parsed in chunks (nothing was emitted). */
  static Operation tryParse(MLIRContext ctx, SourceFile source) {
    return tryParse(ctx, source, MIN_CHARS, MIN_CHUNK_CHARS);
  }

  /** As {@link #tryParse(MLIRContext, SourceFile)} with other size limits (tests use small ones). */
  static Operation tryParse(MLIRContext ctx, SourceFile source, int minChars, int minChunkChars) {
    CharSequence text = source.chars();
    if (!ctx.isMultithreadingEnabled() || text.length() < minChars
        || source.getStart() != 0 || source.getEnd() != text.length()) {
      return null;
    }
    int wanted = Math.min(ctx.getNumThreads() * CHUNKS_PER_THREAD, text.length() / minChunkChars);
    if (wanted < 2) {
      return null;
    }
    List<Piece> pieces = split(source.asciiBytes(), source.getFirstLine(), wanted);
    if (pieces == null || pieces.size() < 3) {
      return null; // the prelude and at least two chunks
    }
    Piece preludePiece = pieces.get(0);
    Parallel.Outcome<MlirParser> prelude = Parallel.map(ctx, List.of(preludePiece), p -> {
      MlirParser parser = MlirParserDriver.create(ctx, piece(source, p));
      Block top = parser.parseTopLevelBlock();
      return parser.parsedOnlyAliases(top) ? parser : null;
    }).get(0);
    if (!prelude.clean() || prelude.result() == null) {
      return null;
    }
    List<Parallel.Outcome<Block>> chunks = Parallel.map(ctx, pieces.subList(1, pieces.size()), p -> {
      MlirParser parser = MlirParserDriver.create(ctx, piece(source, p));
      parser.parseAsChunkAfter(prelude.result());
      return parser.parseTopLevelBlock();
    });
    for (Parallel.Outcome<Block> c : chunks) {
      if (!c.clean()) {
        return null;
      }
    }
    Region region = new Region();
    Block top = region.emplaceBlock();
    for (Parallel.Outcome<Block> c : chunks) {
      Operation op = c.result().getFirstOp();
      while (op != null) {
        Operation next = op.getNextNode();
        top.push_back(op.remove());
        op = next;
      }
    }
    return TopLevelParser.topLevelOp(ctx, source.getName(), top);
  }

  private static SourceFile piece(SourceFile source, Piece p) {
    return source.view(p.start(), p.end(), p.line());
  }

  /**
   * The prelude (everything before the first op, possibly empty) and up to {@code wanted}
   * chunks of about equal size; null when the file does not split (an alias is defined after
   * the first op, the file has metadata, or no boundary is found). Scans the lexer's bytes
   * ({@link SourceFile#asciiBytes}) with {@link ByteScan}: it runs before any thread can help.
   */
  private static List<Piece> split(byte[] text, int firstLine, int wanted) {
    List<Piece> pieces = new ArrayList<>();
    int n = text.length;
    int chunkStart = -1;
    int chunkLine = 0;
    int pieceIndex = 1;
    boolean afterBrace = false;
    int line = firstLine;
    // Every way out of the loop below but its end returns null, so metadata anywhere does.
    if (ByteScan.contains(text, "{-#", 0, n)) {
      return null; // file metadata
    }
    for (int at = 0; at < n; line++) {
      int end = ByteScan.indexOf(text, (byte) '\n', at, n);
      byte c = at < end ? text[at] : (byte) ' ';
      if (chunkStart < 0) {
        if (!(c == '#' || c == '!' || c == '/' || isSpace(c))) {
          pieces.add(new Piece(0, at, firstLine)); // the prelude
          chunkStart = at;
          chunkLine = line;
        }
      } else if (c == '#' || c == '!') {
        return null; // an alias definition (or a continuation line) after the first op
      } else if (afterBrace && at >= (long) n * pieceIndex / wanted
          && startsWithDialectOpName(text, at, end)) {
        pieces.add(new Piece(chunkStart, at, chunkLine));
        chunkStart = at;
        chunkLine = line;
        while (pieceIndex < wanted && at >= (long) n * pieceIndex / wanted) {
          pieceIndex++;
        }
      }
      if (c == '}') {
        afterBrace = true;
      } else if (!isBlank(text, at, end)) {
        afterBrace = false;
      }
      at = end + 1;
    }
    if (chunkStart < 0 || pieces.size() < 2) {
      return null;
    }
    pieces.add(new Piece(chunkStart, n, chunkLine));
    return pieces;
  }

  /** {@code dialect.op } at {@code at}: a lowercase identifier with a dot, then a space. */
  private static boolean startsWithDialectOpName(byte[] text, int at, int end) {
    boolean dot = false;
    int i = at;
    for (; i < end; i++) {
      byte c = text[i];
      if (c == '.') {
        dot = true;
      } else if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_')) {
        break;
      }
    }
    return dot && i > at && i < end && text[i] == ' ' && text[at] != '.';
  }

  private static boolean isBlank(byte[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!isSpace(text[i])) {
        return false;
      }
    }
    return true;
  }

  /** Java's whitespace among the lexer's bytes (non-ASCII characters are one byte, 0x80). */
  private static boolean isSpace(byte c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0x0B || c == '\f'
        || c >= 0x1C && c <= 0x1F;
  }
}
