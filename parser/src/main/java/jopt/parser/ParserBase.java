package jopt.parser;

import java.util.HashMap;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.NamedAttrList;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.support.Utf8;
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.ParseException;
import jopt.ir.asm.SourceLoc;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;

/**
 * The shared state and the common actions of the generated {@code MlirParser}: context, buffer,
 * tokens, SSA scopes and aliases; diagnostics; tokens and literals. MLIR's Parser and its
 * ParserState. The actions of each part of the syntax live in a file of their own, as MLIR splits
 * its parser: {@link LocationParser}, {@link TypeParser}, {@link AttributeParser},
 * {@link AffineParser}, {@link DialectSymbolParser}, {@link OperationParser} and
 * {@link TopLevelParser}, each extending the one before (Java has no class split over files), the
 * generated parser extending the last. The grammar stays declarative; the semantics live here.
 */
abstract class ParserBase extends Parser {
  protected MLIRContext ctx;
  protected SourceFile source;
  protected MlirTokenStream tokens;
  protected AttrTypeFactory factory;
  protected String fileName;
  SsaScopes ssa;

  /** Aliases defined so far ({@code #a = ...}, {@code !t = ...}); chunks and pieces copy them. */
  final SymbolAliases aliases = new SymbolAliases(this);
  private final HashMap<String, String> interned = new HashMap<>();
  /** Set when parsing one chunk of a file ({@link TopLevelParser#parseAsChunkAfter}). */
  boolean chunk;
  /** Set when parsing a piece of one block ({@link TopLevelParser#parseBlockPieceOf}). */
  boolean blockPiece;

  protected ParserBase(TokenStream input) {
    super(input);
  }

  void init(MLIRContext ctx, SourceFile source, MlirTokenStream tokens) {
    this.ctx = ctx;
    this.source = source;
    this.tokens = tokens;
    this.fileName = source.getName();
    this.factory = new AttrTypeFactory(ctx);
    this.ssa = new SsaScopes(this, ctx);
  }

  // ---- rules implemented by the generated parser

  protected abstract Type typeRule();

  protected abstract Type nonFunctionTypeRule();

  protected abstract Attribute attributeRule(Type ty);

  /** A bare affine map {@code (d0)[s0] -> (...)}, as an AffineMap. */
  protected abstract Object affineMapRule();

  protected abstract NamedAttrList dictionaryRule();

  protected abstract void regionRule(Region r, List<Argument> args, boolean shadow);

  protected abstract Location trailingLocationRule();

  protected abstract void topLevelRule();

  protected abstract void blockPieceRule();

  protected abstract void operationRule();

  protected abstract List<Type> functionResultTypesRule();

  // ---- diagnostics

  Location.FileLineCol fileLoc(SourceLoc loc) {
    return new Location.FileLineCol(fileName, loc.line(), loc.column());
  }

  SourceLoc locOf(Token t) {
    return new SourceLoc(t.getLine(), t.getCharPositionInLine() + 1);
  }

  SourceLoc currentLoc() {
    return locOf(getCurrentToken());
  }

  Diagnostic emitError(SourceLoc loc, String message) {
    Diagnostic d = new Diagnostic(Diagnostic.Severity.ERROR, fileLoc(loc), message);
    ctx.getDiagEngine().emit(d);
    return d;
  }

  /**
   * After the recursive descent ran out of stack on input nested deeper than it holds (about
   * 10^6 levels on jopt's threads, {@link jopt.support.DeepStack}): the error at the token reached.
   */
  void reportNestingTooDeep() {
    emitError(currentLoc(), "nesting too deep: the parser's stack ("
        + (jopt.support.DeepStack.STACK_BYTES >> 20) + " MB on jopt's threads) is exhausted here");
  }

  ParseException error(SourceLoc loc, String message) {
    ParseException lexerError = lexerError(getCurrentToken());
    if (lexerError != null) {
      return lexerError;
    }
    emitError(loc, message);
    return new ParseException();
  }

  /**
   * The lexer's error when {@code t} is a token it could not lex, else null. As MLIR, whose
   * lexer reports it when the token is read and whose parser drops an error it emits while the
   * current token is such a one: an error found with a bad token next ("undefined symbol alias
   * id" before an unterminated string) is the lexer's, reported once.
   */
  private ParseException lexerError(Token t) {
    if (t.getType() == MlirLexer.ERROR_CHAR) {
      // MLIR's lexer names the kind of identifier a lone prefix character started.
      return switch (t.getText().isEmpty() ? ' ' : t.getText().charAt(0)) {
        case '%' -> plainError(locOf(t), "invalid SSA name");
        case '^' -> plainError(locOf(t), "invalid block name");
        case '#' -> plainError(locOf(t), "invalid attribute name");
        case '!' -> plainError(locOf(t), "invalid type identifier");
        case '@' -> plainError(source.locOf(t.getStartIndex() + 1), "@ identifier expected to start with letter or '_'");
        default -> plainError(locOf(t), "unexpected character");
      };
    }
    if (t.getType() == MlirLexer.UNTERMINATED_STRING) {
      // The lexer stops before a backslash that ends the line or the file: an unknown escape.
      int end = t.getStopIndex() + 1;
      String text = source.getText();
      return plainError(source.locOf(end), end < text.length() && text.charAt(end) == '\\'
          ? "unknown escape in string literal" : "expected '\"' in string literal");
    }
    return null;
  }

  private ParseException plainError(SourceLoc loc, String message) {
    emitError(loc, message);
    return new ParseException();
  }

  ParseException error(Token t, String message) {
    return error(locOf(t), message);
  }

  /**
   * MLIR's emitWrongTokenError: reports at the end of the previous token when the current one
   * starts a line (skipping blank lines and comments), else at the current token.
   */
  ParseException wrongTokenError(String message) {
    Token t = getCurrentToken();
    ParseException lexerError = lexerError(t);
    if (lexerError != null) {
      return lexerError;
    }
    String text = source.getText();
    int first = source.getStart();
    int pos = Math.min(t.getStartIndex(), source.getEnd());
    if (t.getType() == Token.EOF) {
      pos = Math.max(first, source.getEnd() - 1);
      if (source.getEnd() == first) {
        return error(locOf(t), message);
      }
    }
    int end = pos;
    while (true) {
      while (end > first && (text.charAt(end - 1) == ' ' || text.charAt(end - 1) == '\t')) {
        end--;
      }
      if (end == first) {
        return error(source.locOf(pos), message);
      }
      char c = text.charAt(end - 1);
      if (c != '\n' && c != '\r') {
        return error(source.locOf(end), message);
      }
      end--;
      int lineStart = Math.max(text.lastIndexOf('\n', end - 1), text.lastIndexOf('\r', end - 1)) + 1;
      int comment = text.substring(lineStart, end).indexOf("//");
      if (comment >= 0) {
        end = lineStart + comment;
      }
    }
  }

  /** Reports {@code message} unless the current token has type {@code tokenType}. */
  void expect(int tokenType, String message) {
    if (_input.LA(1) != tokenType) {
      throw wrongTokenError(message);
    }
  }

  String print(Type t) {
    return AttrTypePrinter.print(t);
  }

  String print(Attribute a) {
    return AttrTypePrinter.print(a);
  }

  // ---- what only a parse of the whole file gets right (ChunkedParse, BlockPieces)

  /** Thrown in a chunk that uses what only a parse of the whole file gets right. */
  static final class ChunkUnsupported extends RuntimeException {
    ChunkUnsupported(String why) {
      super(why, null, false, false);
    }
  }

  void checkNotChunk(String what) {
    if (chunk || blockPiece) {
      throw new ChunkUnsupported(what);
    }
  }

  // ---- tokens and literals

  String intern(String s) {
    String r = interned.putIfAbsent(s, s);
    return r == null ? s : r;
  }

  /** Restarts lexing {@code delta} characters into token {@code t}, which is on one line. */
  void relexInToken(Token t, int delta) {
    tokens.relexFrom(t.getStartIndex() + delta, t.getLine(),
        t.getStartIndex() - FastLexer.charColumn(t));
  }

  /** Restarts lexing at character {@code index} of the buffer. */
  void relexAt(int index) {
    tokens.relexFrom(index, source.locOf(index).line(), source.lineStartOf(index));
  }

  long parseLong(Token t, boolean negative) {
    Long v = longValue(t, negative);
    if (v == null) {
      throw error(t, "integer value too large");
    }
    return v;
  }

  /** The value of integer token {@code t} (decimal or 0x hex), negated; null when it is too large. */
  static Long longValue(Token t, boolean negative) {
    String s = t.getText();
    try {
      long v = s.startsWith("0x") ? Long.parseUnsignedLong(s.substring(2), 16) : Long.parseLong(s);
      return negative ? -v : v;
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** The value of a string literal token (quotes removed, escapes decoded). */
  String stringValue(Token t) {
    return unescape(t.getText(), t);
  }

  /** The bytes a string literal stands for, as text ({@link Utf8}: any bytes are kept). */
  String unescape(String quoted, Token t) {
    String s = quoted.substring(1, quoted.length() - 1);
    if (s.indexOf('\\') < 0) {
      return s;
    }
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\\') {
        int end = i + 1;
        while (end < s.length() && s.charAt(end) != '\\') {
          end++;
        }
        byte[] b = Utf8.encode(s.substring(i, end));
        out.write(b, 0, b.length);
        i = end - 1;
        continue;
      }
      char n = s.charAt(++i);
      switch (n) {
        case '\\', '"', '\'' -> out.write(n);
        case 'n' -> out.write('\n');
        case 't' -> out.write('\t');
        default -> {
          if (i + 1 < s.length() && isHex(n) && isHex(s.charAt(i + 1))) {
            out.write(Integer.parseInt(s.substring(i, i + 2), 16));
            i++;
          } else {
            throw error(new SourceLoc(t.getLine(),
                t.getCharPositionInLine() + Utf8.byteLength(s, 0, i - 1) + 2), "unknown escape in string literal");
          }
        }
      }
    }
    return Utf8.decode(out.toByteArray());
  }

  private static boolean isHex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }
}
