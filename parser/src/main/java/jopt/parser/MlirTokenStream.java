package jopt.parser;

import java.util.ArrayList;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.RuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenSource;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.misc.Interval;

/**
 * Lexes on demand and keeps only a window of tokens. Like MLIR's lexer it can restart lexing at
 * a character position ({@link #relexFrom}): the parser uses that to split {@code x8xf32} in
 * dimension lists and to read dialect symbol bodies as raw text.
 */
final class MlirTokenStream implements TokenStream {
  private final Lexer lexer;
  private final CharStream chars;
  private final ArrayList<Token> buf = new ArrayList<>(256);
  /** Absolute index of buf[0]. */
  private int base;
  /** Index into buf of the current token. */
  private int p;
  private int marks;
  private Token lastDropped;

  MlirTokenStream(Lexer lexer) {
    this.lexer = lexer;
    this.chars = lexer.getInputStream();
  }

  CharStream getCharStream() {
    return chars;
  }

  private void fill(int upTo) {
    while (buf.size() <= upTo) {
      if (!buf.isEmpty() && buf.get(buf.size() - 1).getType() == Token.EOF) {
        buf.add(buf.get(buf.size() - 1));
        continue;
      }
      buf.add(lexer.nextToken());
    }
  }

  @Override
  public Token LT(int k) {
    if (k == 0) {
      return null;
    }
    if (k < 0) {
      int i = p + k;
      if (i >= 0) {
        return buf.get(i);
      }
      return lastDropped;
    }
    fill(p + k - 1);
    return buf.get(p + k - 1);
  }

  @Override
  public int LA(int i) {
    Token t = LT(i);
    return t == null ? Token.INVALID_TYPE : t.getType();
  }

  @Override
  public void consume() {
    fill(p);
    if (buf.get(p).getType() == Token.EOF) {
      throw new IllegalStateException("cannot consume EOF");
    }
    p++;
    if (marks == 0 && p >= 1024) {
      lastDropped = buf.get(p - 1);
      buf.subList(0, p).clear();
      base += p;
      p = 0;
    }
  }

  /**
   * Drops the current and all buffered tokens and lexes again from {@code charIndex}, which must
   * be on the same line as the current token at {@code column} (0-based).
   */
  void relexFrom(int charIndex, int line, int column) {
    fill(p);
    buf.subList(p, buf.size()).clear();
    chars.seek(charIndex);
    lexer.getInterpreter().setLine(line);
    lexer.getInterpreter().setCharPositionInLine(column);
    lexer._hitEOF = false;
  }

  @Override
  public int mark() {
    marks++;
    return -1;
  }

  @Override
  public void release(int marker) {
    marks--;
  }

  @Override
  public int index() {
    return base + p;
  }

  @Override
  public void seek(int index) {
    int i = index - base;
    if (i < 0 || i > buf.size()) {
      throw new IllegalStateException("seek outside the token window");
    }
    p = i;
  }

  @Override
  public int size() {
    return base + buf.size();
  }

  @Override
  public String getSourceName() {
    return chars.getSourceName();
  }

  @Override
  public Token get(int index) {
    return buf.get(index - base);
  }

  @Override
  public TokenSource getTokenSource() {
    return lexer;
  }

  @Override
  public String getText(Interval interval) {
    return "";
  }

  @Override
  public String getText() {
    return "";
  }

  @Override
  public String getText(RuleContext ctx) {
    return "";
  }

  @Override
  public String getText(Token start, Token stop) {
    if (start == null || stop == null) {
      return "";
    }
    return chars.getText(Interval.of(start.getStartIndex(), stop.getStopIndex()));
  }
}
