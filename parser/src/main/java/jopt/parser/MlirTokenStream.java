package jopt.parser;

import java.util.Arrays;
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
  private final FastLexer lexer;
  private final CharSequence text;
  /** Buffered tokens buf[0..size); buf[p] is the current one. */
  private Token[] buf = new Token[2048];
  /**
   * The type of each buffered token: ANTLR asks {@link #LA} several times per token, and a
   * call on a Token is an interface dispatch under C1.
   */
  private int[] types = new int[2048];
  private int size;
  /** Absolute index of buf[0]. */
  private int base;
  private int p;
  private int marks;
  private Token lastDropped;

  MlirTokenStream(FastLexer lexer, CharSequence text) {
    this.lexer = lexer;
    this.text = text;
  }

  FastLexer lexer() {
    return lexer;
  }

  private void fill(int upTo) {
    while (size <= upTo) {
      if (size == buf.length) {
        buf = Arrays.copyOf(buf, size * 2);
        types = Arrays.copyOf(types, size * 2);
      }
      Token t = size > 0 && types[size - 1] == Token.EOF ? buf[size - 1] : lexer.nextToken();
      buf[size] = t;
      types[size++] = t.getType();
    }
  }

  @Override
  public Token LT(int k) {
    if (k > 0) {
      int i = p + k - 1;
      if (i >= size) {
        fill(i);
      }
      return buf[i];
    }
    if (k == 0) {
      return null;
    }
    int i = p + k;
    return i >= 0 ? buf[i] : lastDropped;
  }

  @Override
  public int LA(int i) {
    if (i > 0) {
      int j = p + i - 1;
      if (j >= size) {
        fill(j);
      }
      return types[j];
    }
    Token t = LT(i);
    return t == null ? Token.INVALID_TYPE : t.getType();
  }

  @Override
  public void consume() {
    if (p >= size) {
      fill(p);
    }
    if (types[p] == Token.EOF) {
      throw new IllegalStateException("cannot consume EOF");
    }
    p++;
    if (marks == 0 && p >= 1024) {
      // Drop consumed tokens: nothing can seek back before an unmarked position.
      lastDropped = buf[p - 1];
      System.arraycopy(buf, p, buf, 0, size - p);
      System.arraycopy(types, p, types, 0, size - p);
      Arrays.fill(buf, size - p, size, null);
      size -= p;
      base += p;
      p = 0;
    }
  }

  /**
   * Drops the current and all buffered tokens and lexes again from {@code charIndex}, on
   * {@code line}, which starts at index {@code lineStart}.
   */
  void relexFrom(int charIndex, int line, int lineStart) {
    fill(p);
    Arrays.fill(buf, p, size, null);
    size = p;
    lexer.reset(charIndex, line, lineStart);
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
    if (i < 0 || i > size) {
      throw new IllegalStateException("seek outside the token window");
    }
    p = i;
  }

  @Override
  public int size() {
    return base + size;
  }

  @Override
  public String getSourceName() {
    return lexer.getSourceName();
  }

  @Override
  public Token get(int index) {
    return buf[index - base];
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
    return jopt.support.AsciiText.substring(text, start.getStartIndex(), stop.getStopIndex() + 1);
  }
}
