package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import jopt.fuzz.frontdoor.Token.Kind;

/**
 * A chunk of MLIR text with its tokens and the structural queries the mutation operators need:
 * bracket matching (all four bracket kinds count as one nesting, which is good enough on text
 * that is mostly well formed), comma-separated items, and the extent of a type.
 */
public final class Source {
  private static final Pattern SCALAR_TYPE =
      Pattern.compile("(?:[su]?i\\d+|f16|f32|f64|f80|f128|bf16|tf32|index|none|f8E\\w+|f4E\\w+|f6E\\w+)");
  private static final Pattern OP_NAME = Pattern.compile("[A-Za-z_][\\w$]*\\.[\\w.$]+");

  public final String text;
  public final List<Token> toks;

  public Source(String text) {
    this.text = text;
    this.toks = Tokenizer.tokenize(text);
  }

  public Token tok(int i) {
    return toks.get(i);
  }

  public int size() {
    return toks.size();
  }

  /** Whether token {@code i} exists and has text {@code s}. */
  public boolean is(int i, String s) {
    return i >= 0 && i < toks.size() && toks.get(i).is(s);
  }

  /** The index of the bracket closing the one at {@code open}, or -1. */
  public int matching(int open) {
    int depth = 0;
    for (int i = open; i < toks.size(); i++) {
      Token t = toks.get(i);
      if (t.isOpen()) {
        depth++;
      } else if (t.isClose() && --depth == 0) {
        return i;
      }
    }
    return -1;
  }

  /** Token ranges {@code [from, to)} of the depth-0 comma-separated items in {@code (open, close)}. */
  public List<int[]> items(int open, int close) {
    List<int[]> out = new ArrayList<>();
    if (close <= open + 1) {
      return out;
    }
    int depth = 0;
    int from = open + 1;
    for (int i = open + 1; i < close; i++) {
      Token t = toks.get(i);
      if (t.isOpen()) {
        depth++;
      } else if (t.isClose()) {
        depth--;
      } else if (depth == 0 && t.is(",")) {
        out.add(new int[] {from, i});
        from = i + 1;
      }
    }
    out.add(new int[] {from, close});
    return out;
  }

  /** If a type starts at token {@code i}, the index after it; else -1. */
  public int typeEnd(int i) {
    if (i < 0 || i >= toks.size()) {
      return -1;
    }
    Token t = toks.get(i);
    if (t.kind() == Kind.IDENT && SCALAR_TYPE.matcher(t.text()).matches()) {
      return i + 1;
    }
    boolean shaped = t.kind() == Kind.IDENT
        && (t.is("memref") || t.is("tensor") || t.is("vector") || t.is("complex") || t.is("tuple"));
    if (shaped || t.kind() == Kind.BANG_ID) {
      if (is(i + 1, "<") && toks.get(i + 1).start() == t.end()) {
        int close = matching(i + 1);
        return close < 0 ? -1 : close + 1;
      }
      return shaped ? -1 : i + 1;
    }
    return -1;
  }

  /** Whether a token is an op name: {@code "d.op"} as a string, or a bare {@code d.op}. */
  public static boolean isOpName(Token t) {
    if (t.kind() == Kind.STRING) {
      return t.text().length() > 2 && t.text().endsWith("\"")
          && OP_NAME.matcher(t.text().substring(1, t.text().length() - 1)).matches();
    }
    return t.kind() == Kind.IDENT && OP_NAME.matcher(t.text()).matches();
  }

  /** The op name without quotes. */
  public static String opName(Token t) {
    return t.kind() == Kind.STRING ? t.text().substring(1, t.text().length() - 1) : t.text();
  }

  /** Character offset where token {@code i} starts; the text's length past the end. */
  public int startOf(int i) {
    return i < toks.size() ? toks.get(i).start() : text.length();
  }

  /** Character offset where token {@code i - 1} ends (the end of range {@code [.., i)}). */
  public int endBefore(int i) {
    return i > 0 ? toks.get(i - 1).end() : 0;
  }

  /** The text of tokens {@code [from, to)} as written. */
  public String slice(int from, int to) {
    return from >= to ? "" : text.substring(startOf(from), endBefore(to));
  }

  /** The index of the first token on the line of token {@code i}. */
  public int lineStart(int i) {
    int line = toks.get(i).line();
    while (i > 0 && toks.get(i - 1).line() == line) {
      i--;
    }
    return i;
  }

  /** The index after the last token on the line of token {@code i}. */
  public int lineEnd(int i) {
    int line = toks.get(i).line();
    while (i < toks.size() && toks.get(i).line() == line) {
      i++;
    }
    return i;
  }

  /**
   * The op site a token belongs to, for reports: the op name of its line (the first op-name
   * token on it), or "" when the line has none.
   */
  public String opOfLine(int line) {
    for (Token t : toks) {
      if (t.line() == line && isOpName(t)) {
        return opName(t);
      }
      if (t.line() > line) {
        break;
      }
    }
    return "";
  }
}
