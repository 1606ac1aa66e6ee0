package jopt.parser;

import java.util.ArrayDeque;
import jopt.ir.asm.SourceLoc;
import org.antlr.v4.runtime.Token;

/**
 * Dialect types and attributes as MLIR's lexer sees them: a {@code !ns.name} / {@code #ns}
 * token, then a body of balanced brackets read as raw text (parseDialectSymbolBody), after which
 * the parser's lexing restarts.
 */
final class DialectSymbols {
  private final ParserBase p;

  DialectSymbols(ParserBase p) {
    this.p = p;
  }

  /**
   * A dialect symbol: namespace, body ({@code name<...>}), where the body starts, and where its
   * {@code <...>} part starts in the buffer (line and column too) and ends (an empty range after
   * the token when it has none).
   */
  record Symbol(String ns, String body, SourceLoc at, int restStart, int restEnd,
      SourceLoc restAt) {}

  /** Splits a dialect type/attribute token (reading a {@code <...>} body); null for a plain alias. */
  Symbol split(Token t) {
    String text = t.getText();
    int dot = text.indexOf('.');
    int end = t.getStopIndex() + 1;
    CharSequence src = p.source.chars();
    boolean hasBody = end < p.source.getEnd() && src.charAt(end) == '<';
    if (dot < 0 && !hasBody) {
      return null;
    }
    String ns = dot < 0 ? text.substring(1) : text.substring(1, dot);
    String body = dot < 0 ? "" : text.substring(dot + 1);
    int restEnd = end;
    if (hasBody) {
      String b = readBody(end);
      restEnd = end + b.length();
      // #ns<body> keeps only the body; #ns.name<body> keeps name<body>.
      body = dot < 0 ? b.substring(1, b.length() - 1) : body + b;
    }
    return new Symbol(ns, body,
        new SourceLoc(t.getLine(), t.getCharPositionInLine() + (dot < 0 ? 1 : dot + 2)),
        end, restEnd,
        new SourceLoc(t.getLine(), t.getCharPositionInLine() + (end - t.getStartIndex()) + 1));
  }

  /**
   * The body as the opaque attribute/type keeps it: plain when MLIR prints it in the pretty form
   * {@code #ns.body} (isDialectSymbolSimpleEnoughForPrettyForm), else wrapped as {@code <body>}.
   */
  static String prettyOrWrapped(String body) {
    if (body.isEmpty() || !Character.isLetter(body.charAt(0))) {
      return "<" + body + ">";
    }
    int i = 0;
    while (i < body.length() && (Character.isLetterOrDigit(body.charAt(i)) || body.charAt(i) == '.'
        || body.charAt(i) == '_')) {
      i++;
    }
    boolean pretty = i == body.length() || (body.charAt(i) == '<' && body.charAt(body.length() - 1) == '>');
    return pretty ? body : "<" + body + ">";
  }

  /** The leading identifier of a dialect symbol body ({@code fastmath} of {@code fastmath<fast>}). */
  static String mnemonic(String body) {
    int i = 0;
    while (i < body.length() && (Character.isLetterOrDigit(body.charAt(i)) || body.charAt(i) == '_'
        || body.charAt(i) == '.' || body.charAt(i) == '$')) {
      i++;
    }
    return body.substring(0, i);
  }

  /**
   * Reads {@code <...>} with balanced brackets from character {@code start} as raw text (MLIR's
   * parseDialectSymbolBody) and restarts lexing after it.
   */
  String readBody(int start) {
    CharSequence src = p.source.chars();
    int limit = p.source.getEnd();
    ArrayDeque<Character> nest = new ArrayDeque<>();
    ArrayDeque<Integer> openAt = new ArrayDeque<>();
    int i = start;
    do {
      if (i >= limit) {
        throw p.error(p.source.locOf(openAt.peek()), "unbalanced '" + nest.peek() + "' character in pretty dialect name");
      }
      char c = src.charAt(i++);
      switch (c) {
        case '<', '[', '(', '{' -> {
          nest.push(c);
          openAt.push(i - 1);
        }
        case '-' -> {
          if (i < limit && src.charAt(i) == '>') {
            i++;
          }
        }
        case '>' -> checkNest(nest, openAt, '<', start);
        case ']' -> checkNest(nest, openAt, '[', start);
        case ')' -> checkNest(nest, openAt, '(', start);
        case '}' -> checkNest(nest, openAt, '{', start);
        case '"' -> {
          while (i < limit && src.charAt(i) != '"' && src.charAt(i) != '\n') {
            i += src.charAt(i) == '\\' ? 2 : 1;
          }
          if (i >= limit || src.charAt(i) != '"') {
            throw p.error(p.source.locOf(Math.min(i, limit)), "expected '\"' in string literal");
          }
          i++;
        }
        default -> { }
      }
    } while (!nest.isEmpty());
    p.relexAt(i);
    return jopt.support.AsciiText.substring(src, start, i);
  }

  /**
   * Pops {@code open}; a closer of another kind is reported as MLIR does: the innermost open
   * bracket, at the start of the body.
   */
  private void checkNest(ArrayDeque<Character> nest, ArrayDeque<Integer> openAt, char open, int bodyStart) {
    if (nest.isEmpty() || nest.peek() != open) {
      char top = nest.isEmpty() ? open : nest.peek();
      throw p.error(p.source.locOf(bodyStart), "unbalanced '" + top + "' character in pretty dialect name");
    }
    nest.pop();
    openAt.pop();
  }
}
