package jopt.parser;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Verifier;
import jopt.ir.asm.ParseException;
import jopt.support.FileBytes;
import org.antlr.v4.runtime.Token;

/**
 * Parses MLIR text into IR. Errors are reported to the context's diagnostic engine (with
 * file:line:col locations) and the methods return null. As MLIR's parseSourceString, the
 * source entry points verify what they parse unless asked not to; the parsed text becomes a
 * buffer of the context's {@link jopt.support.SourceMgr}, so diagnostics quote its lines.
 */
public final class Parser {
  private Parser() {}

  /**
   * Initializes the parser's classes, ANTLR's deserialized ATN among them (about 5 ms before a
   * first parse, interpreted), so that a tool may do it on another thread while it reads its
   * command line and input. Calling it is never needed: the first parse does the same.
   */
  public static void initializeClasses() {
    ClassLoader loader = Parser.class.getClassLoader();
    for (String name : new String[] {"jopt.parser.FastLexer", "jopt.parser.MlirParser"}) {
      try {
        Class.forName(name, true, loader);
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  /**
   * Parses and verifies a whole buffer. Returns the single top-level {@code builtin.module}, or
   * an implicit module wrapping the top-level ops; null after reporting an error.
   */
  public static Operation parseSourceString(MLIRContext ctx, String text, String fileName) {
    return parseSource(ctx, new SourceFile(fileName, text), true);
  }

  /** {@link #parseSourceString(MLIRContext, String, String)}, verifying only when asked. */
  public static Operation parseSourceString(
      MLIRContext ctx, String text, String fileName, boolean verifyAfterParse) {
    return parseSource(ctx, new SourceFile(fileName, text), verifyAfterParse);
  }

  /** Parses and verifies {@code source}; see {@link #parseSource(MLIRContext, SourceFile, boolean)}. */
  public static Operation parseSource(MLIRContext ctx, SourceFile source) {
    return parseSource(ctx, source, true);
  }

  /**
   * Parses {@code source}, which may be a chunk of a split file (its lines keep file numbering),
   * and verifies the result when {@code verifyAfterParse} (MLIR's ParserConfig default; the
   * command line verifies itself after setting the implicit module's location). A large file of
   * many top-level ops is parsed in parallel when the context allows threads ({@link
   * ChunkedParse}), with the same result. Diagnostics are delivered before this returns.
   */
  public static Operation parseSource(MLIRContext ctx, SourceFile source,
      boolean verifyAfterParse) {
    if (source.getFirstLine() == 1 && source.getStart() == 0) {
      ctx.getDiagEngine().getSourceMgr().addBuffer(source.getName(), source.chars());
    }
    try {
      Operation op = parseUnverified(ctx, source);
      if (op != null && verifyAfterParse && !Verifier.verify(op)) {
        return null;
      }
      return op;
    } finally {
      ctx.getDiagEngine().flush();
    }
  }

  private static Operation parseUnverified(MLIRContext ctx, SourceFile source) {
    Operation chunked;
    try {
      chunked = ChunkedParse.tryParse(ctx, source);
    } catch (StackOverflowError tooDeep) {
      chunked = null; // the parse below reports it
    }
    if (chunked != null) {
      return chunked;
    }
    MlirParser p = MlirParserDriver.create(ctx, source);
    try {
      return p.parseTopLevel();
    } catch (ParseException e) {
      return null;
    } catch (StackOverflowError tooDeep) {
      p.reportNestingTooDeep();
      return null;
    }
  }

  /** Reads, parses and verifies a file; the file name in locations is {@code path} as given. */
  public static Operation parseSourceFile(MLIRContext ctx, Path path) throws IOException {
    return parseSource(ctx, SourceFile.ofUtf8(path.toString(), FileBytes.read(path)), true);
  }

  /** Parses one type ({@code memref<4xf32>}); null after reporting an error. */
  public static Type parseType(MLIRContext ctx, String text) {
    MlirParser p = MlirParserDriver.create(ctx, new SourceFile("<type>", text));
    try {
      Type t = p.typeRule();
      requireEnd(p);
      return t;
    } catch (ParseException e) {
      return null;
    }
  }

  /** Parses one attribute ({@code affine_map<(d0) -> (d0)>}); null after reporting an error. */
  public static Attribute parseAttribute(MLIRContext ctx, String text) {
    MlirParser p = MlirParserDriver.create(ctx, new SourceFile("<attribute>", text));
    try {
      Attribute a = p.attributeRule(null);
      requireEnd(p);
      return a;
    } catch (ParseException e) {
      return null;
    }
  }

  /** Parses one location ({@code loc("a.mlir":1:2)}); null after reporting an error. */
  public static Location parseLocation(MLIRContext ctx, String text) {
    MlirParser p = MlirParserDriver.create(ctx, new SourceFile("<location>", text));
    try {
      Location l = p.trailingLocationRule();
      requireEnd(p);
      return l;
    } catch (ParseException e) {
      return null;
    }
  }

  private static void requireEnd(MlirParser p) {
    if (p.getInputStream().LA(1) != Token.EOF) {
      throw p.wrongTokenError("unexpected trailing characters");
    }
  }

  /**
   * Splits a file on lines {@code // -----} as {@code --split-input-file} does. Each chunk keeps
   * the file's name and line numbers.
   */
  public static List<SourceFile> splitInputFile(String fileName, String text) {
    List<SourceFile> chunks = new ArrayList<>();
    int start = 0;
    int startLine = 1;
    int line = 1;
    int pos = 0;
    while (pos <= text.length()) {
      int nl = text.indexOf('\n', pos);
      int end = nl < 0 ? text.length() : nl;
      String l = text.substring(pos, end);
      if (isSplitMarker(l)) {
        chunks.add(new SourceFile(fileName, text.substring(start, pos), startLine));
        start = nl < 0 ? text.length() : nl + 1;
        startLine = line + 1;
      }
      if (nl < 0) {
        break;
      }
      pos = nl + 1;
      line++;
    }
    chunks.add(new SourceFile(fileName, text.substring(start), startLine));
    return chunks;
  }

  private static boolean isSplitMarker(String line) {
    String t = line.strip();
    return t.startsWith("// -----");
  }

  /** Renders a diagnostic as mlir-opt prints it, using {@code source} for the quoted line. */
  public static String render(Diagnostic d, SourceFile source) {
    return DiagnosticPrinter.render(d, source);
  }
}
