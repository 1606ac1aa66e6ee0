package jopt.parser;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import jopt.support.Utf8;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenFactory;
import org.antlr.v4.runtime.TokenSource;

/**
 * A hand-written lexer for the tokens of {@code MlirLexer.g4}, with the same token types and the
 * same longest-match results, several times faster than the generated one. Indices are UTF-16
 * indices into the buffer (as {@link SourceFile} uses); a token's column counts bytes, as
 * mlir-opt's do ({@link #charColumn} is the same in chars).
 */
final class FastLexer implements TokenSource {
  /** A token whose text is taken from the buffer on first use; smaller than a CommonToken. */
  private static final class LazyToken implements Token {
    private final FastLexer lexer;
    private final int type;
    private final int start;
    private final int stop;
    private final int line;
    private final int column;
    private String text;

    LazyToken(FastLexer lexer, int type, int start, int stop, int line, int column) {
      this.lexer = lexer;
      this.type = type;
      this.start = start;
      this.stop = stop;
      this.line = line;
      this.column = column;
    }

    @Override
    public String getText() {
      if (text == null) {
        text = type == Token.EOF ? "<EOF>" : lexer.textOf(start, stop + 1);
      }
      return text;
    }

    @Override
    public int getType() {
      return type;
    }

    @Override
    public int getLine() {
      return line;
    }

    /** The column in bytes, as mlir-opt counts ({@link #column} counts chars). */
    @Override
    public int getCharPositionInLine() {
      return lexer.byteColumn(start, column);
    }

    @Override
    public int getChannel() {
      return Token.DEFAULT_CHANNEL;
    }

    @Override
    public int getTokenIndex() {
      return -1;
    }

    @Override
    public int getStartIndex() {
      return start;
    }

    @Override
    public int getStopIndex() {
      return stop;
    }

    @Override
    public TokenSource getTokenSource() {
      return lexer;
    }

    @Override
    public CharStream getInputStream() {
      return null;
    }

    @Override
    public String toString() {
      return "[@" + start + ":" + stop + "='" + getText() + "',<" + type + ">," + line + ":" + column + "]";
    }
  }

  private static final String[] KEYWORDS = {
    "affine_map", "affine_set", "array", "callsite", "ceildiv", "complex", "dense", "dense_resource",
    "false", "floordiv", "fused", "index", "loc", "memref", "mod", "none", "offset", "sparse", "strided",
    "symbol", "tensor", "true", "tuple", "unit", "unknown", "vector", "at",
  };
  private static final int[] KEYWORD_TYPES = {
    MlirLexer.KW_AFFINE_MAP, MlirLexer.KW_AFFINE_SET, MlirLexer.KW_ARRAY, MlirLexer.KW_CALLSITE,
    MlirLexer.KW_CEILDIV, MlirLexer.KW_COMPLEX, MlirLexer.KW_DENSE, MlirLexer.KW_DENSE_RESOURCE,
    MlirLexer.KW_FALSE, MlirLexer.KW_FLOORDIV, MlirLexer.KW_FUSED, MlirLexer.KW_INDEX, MlirLexer.KW_LOC,
    MlirLexer.KW_MEMREF, MlirLexer.KW_MOD, MlirLexer.KW_NONE, MlirLexer.KW_OFFSET, MlirLexer.KW_SPARSE,
    MlirLexer.KW_STRIDED,
    MlirLexer.KW_SYMBOL, MlirLexer.KW_TENSOR, MlirLexer.KW_TRUE, MlirLexer.KW_TUPLE, MlirLexer.KW_UNIT,
    MlirLexer.KW_UNKNOWN, MlirLexer.KW_VECTOR, MlirLexer.KW_AT,
  };
  private static final java.util.Set<String> FLOAT_TYPES = java.util.Set.of(
      "f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E5M2",
      "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU");
  private static final java.util.HashMap<String, Integer> KEYWORD_MAP = new java.util.HashMap<>();

  /**
   * Keywords and float type names by length, to classify identifiers without allocating: the
   * words of each length as bytes with their token types (keyword or FLOAT_TYPE): an
   * identifier is matched against them byte by byte, without String.charAt or a map look-up.
   */
  private static final byte[][][] WORD_BYTES = new byte[15][][];
  private static final int[][] WORD_TYPES = new int[15][];

  static {
    for (int i = 0; i < KEYWORDS.length; i++) {
      KEYWORD_MAP.put(KEYWORDS[i], KEYWORD_TYPES[i]);
    }
    java.util.List<String> all = new java.util.ArrayList<>(KEYWORD_MAP.keySet());
    all.addAll(FLOAT_TYPES);
    for (int len = 0; len < WORD_BYTES.length; len++) {
      // A loop, not a stream: this runs at start-up, interpreted, before every first parse.
      java.util.List<String> ofLength = new java.util.ArrayList<>();
      for (String w : all) {
        if (w.length() == len) {
          ofLength.add(w);
        }
      }
      String[] words = ofLength.toArray(new String[0]);
      WORD_BYTES[len] = new byte[words.length][];
      WORD_TYPES[len] = new int[words.length];
      for (int k = 0; k < words.length; k++) {
        String w = words[k];
        WORD_BYTES[len][k] = w.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        Integer kw = KEYWORD_MAP.get(w);
        WORD_TYPES[len][k] = kw != null ? kw : MlirLexer.FLOAT_TYPE;
      }
    }
  }

  /** The text as a string, or null when it is ASCII only and {@link #b} is the text itself. */
  private final String src;
  /**
   * The buffer as bytes, one per UTF-16 unit: ASCII characters as themselves, any other as
   * {@link #NON_ASCII}, which no token class contains (array reads are much cheaper than
   * {@code String.charAt} before the JIT's top tier).
   */
  private final byte[] b;
  private final String sourceName;
  private final int n;
  private int pos;
  private int line;
  /** Index of the first character of the current line (may be negative after a relex). */
  private int lineStart;

  /** Lexes {@code source} over its range. */
  FastLexer(SourceFile source) {
    this.src = source.chars() instanceof String str ? str : null;
    this.b = source.asciiBytes();
    this.sourceName = source.getName();
    this.n = source.getEnd();
    this.pos = source.getStart();
    this.lineStart = source.getStart();
    this.line = source.getStartLine();
  }

  /** Where the lexed range ends: nothing at or after it is read. */
  int end() {
    return n;
  }

  private static final byte NON_ASCII = (byte) 0x80;
  /** Longer token texts are not shared: literals rarely repeat. */
  private static final int MAX_SHARED_TEXT = 40;
  /**
   * The table of shared texts is emptied instead of grown past this many slots: a function of a
   * million ops has a million value names, most used once or twice, and keeping them all would
   * only fill the heap.
   */
  private static final int MAX_TEXT_SLOTS = 1 << 16;
  /** Texts of short tokens, one string per spelling (open addressing, power-of-two size). */
  private String[] texts = new String[4096];
  /** The hash of each of {@link #texts}, and where in the buffer its spelling was met. */
  private int[] textHashes = new int[4096];
  private int[] textStarts = new int[4096];
  private int textCount;

  /**
   * The text of {@code [start, end)}: for short ones the string returned before for the same
   * spelling (names like {@code %c0} and {@code memref.load} recur on every other line).
   */
  String textOf(int start, int end) {
    int len = end - start;
    if (len > MAX_SHARED_TEXT) {
      return substring(start, end);
    }
    int h = 0;
    for (int i = start; i < end; i++) {
      h = 31 * h + b[i];
    }
    int mask = texts.length - 1;
    int i = (h ^ (h >>> 16)) & mask;
    for (String t; (t = texts[i]) != null; i = (i + 1) & mask) {
      if (textHashes[i] == h && t.length() == len && sameSpelling(start, textStarts[i], len)) {
        return t;
      }
    }
    String t = substring(start, end);
    texts[i] = t;
    textHashes[i] = h;
    textStarts[i] = start;
    if (++textCount * 2 > texts.length) {
      if (texts.length >= MAX_TEXT_SLOTS) {
        Arrays.fill(texts, null);
        textCount = 0;
      } else {
        growTexts();
      }
    }
    return t;
  }

  /** Whether the buffer holds the same {@code len} characters at {@code a} and {@code b2}. */
  private boolean sameSpelling(int a, int b2, int len) {
    return src != null ? src.regionMatches(a, src, b2, len)
        : Arrays.equals(b, a, a + len, b, b2, b2 + len);
  }

  private void growTexts() {
    String[] oldTexts = texts;
    int[] oldHashes = textHashes;
    int[] oldStarts = textStarts;
    texts = new String[oldTexts.length * 2];
    textHashes = new int[texts.length];
    textStarts = new int[texts.length];
    int mask = texts.length - 1;
    for (int k = 0; k < oldTexts.length; k++) {
      if (oldTexts[k] != null) {
        int h = oldHashes[k];
        int i = (h ^ (h >>> 16)) & mask;
        while (texts[i] != null) {
          i = (i + 1) & mask;
        }
        texts[i] = oldTexts[k];
        textHashes[i] = h;
        textStarts[i] = oldStarts[k];
      }
    }
  }

  private String substring(int start, int end) {
    return src != null ? src.substring(start, end)
        : new String(b, start, end - start, StandardCharsets.ISO_8859_1);
  }

  static byte[] asciiBytes(String s) {
    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
    if (utf8.length == s.length()) {
      return utf8; // all ASCII
    }
    byte[] r = new byte[s.length()];
    for (int i = 0; i < r.length; i++) {
      char c = s.charAt(i);
      r[i] = c < 0x80 ? (byte) c : NON_ASCII;
    }
    return r;
  }

  /** The buffer as the lexer sees it: ASCII bytes, {@code 0x80} for any other character. */
  byte[] asciiView() {
    return b;
  }

  /** The character at {@code i}, or {@code 0x80} for any non-ASCII one. */
  private char at(int i) {
    return (char) (b[i] & 0xFF);
  }

  /** Restarts at {@code index}, on {@code line}, which starts at index {@code lineStart}. */
  void reset(int index, int line, int lineStart) {
    this.pos = index;
    this.line = line;
    this.lineStart = lineStart;
  }

  /** A column counted in bytes: of the last one asked, its line start, index and bytes. */
  private int bytesLineStart = -1;
  private int bytesIndex;
  private int bytesColumn;

  /**
   * The byte column of index {@code index}, {@code charColumn} chars into its line: the same in
   * an ASCII text; else counted from the last column asked on that line (tokens are asked in
   * order), so a long line is not counted again for each of its tokens.
   */
  int byteColumn(int index, int charColumn) {
    if (src == null) {
      return charColumn;
    }
    int start = index - charColumn;
    if (start != bytesLineStart || index < bytesIndex) {
      bytesLineStart = start;
      bytesIndex = start;
      bytesColumn = 0;
    }
    bytesColumn += Utf8.byteLength(src, bytesIndex, index);
    bytesIndex = index;
    return bytesColumn;
  }

  /** The column of token {@code t} in chars (its index minus that of its line's start). */
  static int charColumn(Token t) {
    return t instanceof LazyToken lt ? lt.column : t.getCharPositionInLine();
  }

  @Override
  public Token nextToken() {
    skipTrivia();
    int start = pos;
    int col = start - lineStart;
    if (pos >= n) {
      return new LazyToken(this, Token.EOF, n, n - 1, line, col);
    }
    int type = lex();
    return new LazyToken(this, type, start, pos - 1, line, col);
  }

  private void skipTrivia() {
    while (pos < n) {
      char c = at(pos);
      if (c == '\n') {
        pos++;
        line++;
        lineStart = pos;
      } else if (c == ' ' || c == '\t' || c == '\r') {
        pos++;
      } else if (c == '/' && pos + 1 < n && at(pos + 1) == '/') {
        while (pos < n && at(pos) != '\n' && at(pos) != '\r') {
          pos++;
        }
      } else {
        return;
      }
    }
  }

  /** Lexes one token from {@code pos}, advancing it; returns the token type. */
  private int lex() {
    char c = at(pos);
    if (isLetter(c) || c == '_') {
      return identifier();
    }
    if (c >= '0' && c <= '9') {
      return number();
    }
    switch (c) {
      case '%':
        return prefixed(MlirLexer.PERCENT_ID);
      case '^':
        return prefixed(MlirLexer.CARET_ID);
      case '!':
        return prefixed(MlirLexer.EXCL_ID);
      case '#':
        return take("#-}") ? MlirLexer.FILE_META_END : prefixed(MlirLexer.HASH_ID);
      case '@':
        return atId();
      case '"':
        return string();
      case '{':
        return take("{-#") ? MlirLexer.FILE_META_BEGIN : single(MlirLexer.LBRACE);
      case '-':
        return take("->") ? MlirLexer.ARROW : single(MlirLexer.MINUS);
      case '.':
        return take("...") ? MlirLexer.ELLIPSIS : single(MlirLexer.ERROR_CHAR);
      case ':':
        return take("::") ? MlirLexer.COLON_COLON : single(MlirLexer.COLON);
      case ',': return single(MlirLexer.COMMA);
      case '=': return single(MlirLexer.EQUAL);
      case '<': return single(MlirLexer.LESS);
      case '>': return single(MlirLexer.GREATER);
      case '}': return single(MlirLexer.RBRACE);
      case '(': return single(MlirLexer.LPAREN);
      case ')': return single(MlirLexer.RPAREN);
      case '[': return single(MlirLexer.LSQUARE);
      case ']': return single(MlirLexer.RSQUARE);
      case '?': return single(MlirLexer.QUESTION);
      case '+': return single(MlirLexer.PLUS);
      case '*': return single(MlirLexer.STAR);
      case '|': return single(MlirLexer.VBAR);
      default:
        // One code point, as ANTLR's '.' matches.
        pos += src != null && Character.isHighSurrogate(src.charAt(pos)) && pos + 1 < n
            && Character.isLowSurrogate(src.charAt(pos + 1)) ? 2 : 1;
        return MlirLexer.ERROR_CHAR;
    }
  }

  private int single(int type) {
    pos++;
    return type;
  }

  /** Consumes {@code s} when the input continues with it. */
  private boolean take(String s) {
    int len = s.length();
    if (pos + len > n) {
      return false;
    }
    for (int i = 0; i < len; i++) {
      if (b[pos + i] != s.charAt(i)) {
        return false;
      }
    }
    pos += s.length();
    return true;
  }

  private static boolean isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isHexDigit(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  /** BARE_ID, or a keyword, FLOAT_TYPE or INT_TYPE spelled the same. */
  private int identifier() {
    int start = pos;
    pos++;
    while (pos < n) {
      char c = at(pos);
      if (isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.') {
        pos++;
      } else {
        break;
      }
    }
    char first = at(start);
    int len = pos - start;
    if (first == 'i' || ((first == 's' || first == 'u') && len > 1 && at(start + 1) == 'i')) {
      int d = first == 'i' ? start + 1 : start + 2;
      if (d < pos && at(d) >= '1' && at(d) <= '9') {
        int k = d + 1;
        while (k < pos && isDigit(at(k))) {
          k++;
        }
        if (k == pos) {
          return MlirLexer.INT_TYPE;
        }
      }
    }
    if (len < WORD_BYTES.length) {
      byte[][] words = WORD_BYTES[len];
      byte firstByte = b[start];
      for (int k = 0; k < words.length; k++) {
        if (words[k][0] == firstByte && matches(start, words[k], len)) {
          return WORD_TYPES[len][k];
        }
      }
    }
    return MlirLexer.BARE_ID;
  }

  private boolean matches(int start, byte[] w, int len) {
    for (int i = 0; i < len; i++) {
      if (b[start + i] != w[i]) {
        return false;
      }
    }
    return true;
  }

  /** {@code [0-9]+ | [a-zA-Z$._-][a-zA-Z0-9$._-]*} after a sigil; a lone sigil is ERROR_CHAR. */
  private int prefixed(int type) {
    int start = pos;
    pos++;
    if (pos < n && isDigit(at(pos))) {
      while (pos < n && isDigit(at(pos))) {
        pos++;
      }
      return type;
    }
    if (pos < n && isSuffixStart(at(pos))) {
      pos++;
      while (pos < n && (isSuffixStart(at(pos)) || isDigit(at(pos)))) {
        pos++;
      }
      return type;
    }
    pos = start + 1;
    return MlirLexer.ERROR_CHAR;
  }

  private static boolean isSuffixStart(char c) {
    return isLetter(c) || c == '$' || c == '.' || c == '_' || c == '-';
  }

  private int atId() {
    int start = pos;
    pos++;
    if (pos < n && (isLetter(at(pos)) || at(pos) == '_')) {
      pos++;
      while (pos < n) {
        char c = at(pos);
        if (isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.') {
          pos++;
        } else {
          break;
        }
      }
      return MlirLexer.AT_ID;
    }
    if (pos < n && at(pos) == '"') {
      if (string() == MlirLexer.STRING) {
        return MlirLexer.AT_ID;
      }
    }
    pos = start + 1;
    return MlirLexer.ERROR_CHAR;
  }

  /** STRING, or UNTERMINATED_STRING up to the end of the line (or a backslash before it). */
  private int string() {
    pos++;
    while (pos < n) {
      char c = at(pos);
      if (c == '"') {
        pos++;
        return MlirLexer.STRING;
      }
      if (c == '\n' || c == '\r') {
        break;
      }
      if (c == '\\') {
        if (pos + 1 >= n || at(pos + 1) == '\n' || at(pos + 1) == '\r') {
          break;
        }
        pos += 2;
      } else {
        pos++;
      }
    }
    return MlirLexer.UNTERMINATED_STRING;
  }

  /** FLOAT or INTEGER (decimal or 0x hex), longest match. */
  private int number() {
    if (at(pos) == '0' && pos + 2 < n && at(pos + 1) == 'x' && isHexDigit(at(pos + 2))) {
      pos += 2;
      while (pos < n && isHexDigit(at(pos))) {
        pos++;
      }
      return MlirLexer.INTEGER;
    }
    while (pos < n && isDigit(at(pos))) {
      pos++;
    }
    if (pos >= n || at(pos) != '.') {
      return MlirLexer.INTEGER;
    }
    pos++;
    while (pos < n && isDigit(at(pos))) {
      pos++;
    }
    if (pos < n && (at(pos) == 'e' || at(pos) == 'E')) {
      int k = pos + 1;
      if (k < n && (at(k) == '+' || at(k) == '-')) {
        k++;
      }
      if (k < n && isDigit(at(k))) {
        while (k < n && isDigit(at(k))) {
          k++;
        }
        pos = k;
      }
    }
    return MlirLexer.FLOAT;
  }

  @Override
  public int getLine() {
    return line;
  }

  @Override
  public int getCharPositionInLine() {
    return byteColumn(pos, pos - lineStart);
  }

  @Override
  public CharStream getInputStream() {
    return null;
  }

  @Override
  public String getSourceName() {
    return sourceName;
  }

  @Override
  public void setTokenFactory(TokenFactory<?> factory) {}

  @Override
  public TokenFactory<?> getTokenFactory() {
    return null;
  }
}
