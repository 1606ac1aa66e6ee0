package jopt.filecheck;

import java.util.BitSet;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * POSIX extended regular expressions as LLVM's {@code Regex} (Henry Spencer's regcomp) reads them,
 * translated to {@link java.util.regex}. The translation validates the expression with
 * regcomp's rules and error messages (an empty branch, a repetition without an operand, a
 * bound over 255, an unknown class, ...), so a pattern LLVM rejects is rejected here with the
 * same text.
 *
 * <p>Semantics kept: a backslash before any character other than 1-9 is that character
 * ({@code \d} is {@code d}); inside brackets a backslash is literal; {@code [[:class:]]},
 * {@code [[.name.]]}, {@code [[=c=]]} and the word boundaries {@code [[:<:]]} and {@code [[:>:]]};
 * {@code {} not followed by a digit is literal; with {@code Newline} (always, as FileCheck
 * uses it) {@code .} and negated brackets do not match a newline and {@code ^}/{@code $} match at
 * line boundaries. Text is matched as bytes (callers pass ISO-8859-1 strings). POSIX's
 * leftmost-longest rule is applied by {@link #find} for expressions where Java's leftmost-first
 * search could stop short (alternation, optional or bounded parts) and the match cannot span
 * lines.
 */
final class Ere {
  /** An expression regcomp rejects; the message is regerror's. */
  static final class Error extends Exception {
    Error(String message) {
      super(message, null, false, false);
    }
  }

  static final String EPAREN = "parentheses not balanced";
  static final String EBRACK = "brackets ([ ]) not balanced";
  static final String EBRACE = "braces not balanced";
  static final String BADBR = "invalid repetition count(s)";
  static final String BADRPT = "repetition-operator operand invalid";
  static final String EMPTY = "empty (sub)expression";
  static final String EESCAPE = "trailing backslash (\\)";
  static final String ECTYPE = "invalid character class";
  static final String ECOLLATE = "invalid collating element";
  static final String ERANGE = "invalid character range";
  static final String ESUBREG = "invalid backreference number";

  private static final int DUP_MAX = 255;

  final Pattern pattern;
  /** Number of parenthesized subexpressions (capture groups). */
  final int groups;
  private final boolean needsLongest;
  private final boolean hasCaret;
  private final boolean hasDollar;

  private Ere(Pattern pattern, int groups, boolean needsLongest, boolean hasCaret,
      boolean hasDollar) {
    this.pattern = pattern;
    this.groups = groups;
    this.needsLongest = needsLongest;
    this.hasCaret = hasCaret;
    this.hasDollar = hasDollar;
  }

  /** Compiles {@code ere}; throws with regerror's message when regcomp would reject it. */
  static Ere compile(String ere, boolean ignoreCase) throws Error {
    Translator t = new Translator(ere);
    String java = t.translate();
    int flags = Pattern.MULTILINE | Pattern.UNIX_LINES;
    if (ignoreCase) {
      flags |= Pattern.CASE_INSENSITIVE;
    }
    boolean longest = t.ambiguous && !t.mayMatchNewline;
    return new Ere(Pattern.compile(java, flags), t.groups, longest, t.hasCaret, t.hasDollar);
  }

  /** Number of subexpressions of a valid expression (Regex::getNumMatches). */
  static int countGroups(String ere) throws Error {
    Translator t = new Translator(ere);
    t.translate();
    return t.groups;
  }

  /**
   * The leftmost-longest match in {@code text[from, to)}, with {@code from} and {@code to}
   * acting as the start and end of the subject ({@code ^} matches at {@code from}); null if none.
   */
  Matcher find(String text, int from, int to) {
    try {
      return findHere(text, from, to);
    } catch (StackOverflowError e) {
      // java.util.regex recurses per iteration of a repeated group ((a|b)* over a long input);
      // LLVM's matcher does not. Retry on a thread with a stack large enough for it.
      Matcher[] result = new Matcher[1];
      RuntimeException[] failure = new RuntimeException[1];
      Thread t = new Thread(null, () -> {
        try {
          result[0] = findHere(text, from, to);
        } catch (RuntimeException ex) {
          failure[0] = ex;
        }
      }, "filecheck-regex", 2L << 30);
      t.start();
      try {
        t.join();
      } catch (InterruptedException ie) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(ie);
      }
      if (failure[0] != null) {
        throw failure[0];
      }
      return result[0];
    }
  }

  private Matcher findHere(String text, int from, int to) {
    Matcher m = pattern.matcher(text);
    m.region(from, to);
    if (!m.find()) {
      return null;
    }
    if (!needsLongest) {
      return m;
    }
    int start = m.start();
    if (hasCaret && start != from && text.charAt(start - 1) != '\n') {
      return m;
    }
    int lineEnd = text.indexOf('\n', m.end());
    int limit = lineEnd < 0 || lineEnd > to ? to : lineEnd;
    Matcher probe = pattern.matcher(text);
    // A probe region ends where the subject does not: '$' could match there falsely, so an
    // expression with '$' is only tried up to the real end of the line.
    int lowest = hasDollar ? limit : m.end() + 1;
    for (int end = limit; end >= lowest; end--) {
      probe.region(start, end);
      if (probe.matches()) {
        return probe;
      }
    }
    return m;
  }

  /** Builds the Java expression while checking regcomp's rules. */
  private static final class Translator {
    private final String s;
    private int pos;
    private final StringBuilder out = new StringBuilder();
    int groups;
    private final BitSet closed = new BitSet();
    boolean ambiguous;
    boolean mayMatchNewline;
    boolean hasCaret;
    boolean hasDollar;

    Translator(String s) {
      this.s = s;
    }

    String translate() throws Error {
      parseAlternation(false);
      if (pos < s.length()) {
        throw new Error(EPAREN);
      }
      return out.toString();
    }

    private boolean more() {
      return pos < s.length();
    }

    private char peek() {
      return s.charAt(pos);
    }

    /** p_ere: branches separated by '|', each non-empty. */
    private void parseAlternation(boolean inGroup) throws Error {
      while (true) {
        int branchStart = pos;
        while (more() && peek() != '|' && !(inGroup && peek() == ')')) {
          parseAtomAndRepetition();
        }
        if (pos == branchStart) {
          throw new Error(EMPTY);
        }
        if (more() && peek() == '|') {
          pos++;
          ambiguous = true;
          out.append('|');
          continue;
        }
        return;
      }
    }

    private boolean repetitionAhead() {
      if (!more()) {
        return false;
      }
      char c = peek();
      return c == '*' || c == '+' || c == '?'
          || (c == '{' && pos + 1 < s.length() && isDigit(s.charAt(pos + 1)));
    }

    /** p_ere_exp: one atom, then at most one repetition operator. */
    private void parseAtomAndRepetition() throws Error {
      int atomStart = out.length();
      char c = s.charAt(pos++);
      boolean wasCaret = false;
      boolean groupAtom = false;
      switch (c) {
        case '(' -> {
          if (!more()) {
            throw new Error(EPAREN);
          }
          int group = ++groups;
          out.append('(');
          if (peek() != ')') {
            parseAlternation(true);
          }
          if (!more() || peek() != ')') {
            throw new Error(EPAREN);
          }
          pos++;
          out.append(')');
          closed.set(group);
          groupAtom = true;
        }
        case ')' -> throw new Error(EPAREN);
        case '^' -> {
          out.append('^');
          wasCaret = true;
          hasCaret = true;
        }
        case '$' -> {
          out.append('$');
          hasDollar = true;
        }
        case '|' -> throw new Error(EMPTY);
        case '*', '+', '?' -> throw new Error(BADRPT);
        case '.' -> out.append('.');
        case '[' -> parseBracket();
        case '\\' -> {
          if (!more()) {
            throw new Error(EESCAPE);
          }
          char d = s.charAt(pos++);
          int n = -1;
          if (d >= '1' && d <= '9') {
            n = d - '0';
          } else if (d == 'g' && s.startsWith("{", pos)) {
            int close = s.indexOf('}', pos);
            if (close > pos + 1 && s.substring(pos + 1, close).chars().allMatch(Ere::isDigit)) {
              n = Integer.parseInt(s.substring(pos + 1, close));
              pos = close + 1;
            }
          }
          if (n > 0) {
            if (!closed.get(n)) {
              throw new Error(ESUBREG);
            }
            out.append("(?:\\").append(n).append(')');
          } else {
            literal(d);
          }
        }
        case '{' -> {
          if (more() && isDigit(peek())) {
            throw new Error(BADRPT);
          }
          literal(c);
        }
        default -> literal(c);
      }
      if (!repetitionAhead()) {
        return;
      }
      char r = s.charAt(pos++);
      if (wasCaret) {
        throw new Error(BADRPT);
      }
      out.insert(atomStart, "(?:");
      out.append(')');
      switch (r) {
        case '*' -> out.append('*');
        case '+' -> out.append('+');
        case '?' -> {
          out.append('?');
          ambiguous = true;
        }
        default -> {
          int min = count();
          int max = min;
          boolean unbounded = false;
          if (more() && peek() == ',') {
            pos++;
            if (more() && isDigit(peek())) {
              max = count();
              if (min > max) {
                throw new Error(BADBR);
              }
            } else {
              unbounded = true;
            }
          }
          if (!more() || peek() != '}') {
            while (more() && peek() != '}') {
              pos++;
            }
            throw new Error(more() ? BADBR : EBRACE);
          }
          pos++;
          out.append('{').append(min);
          if (unbounded) {
            out.append(',');
          } else if (max != min) {
            out.append(',').append(max);
          }
          out.append('}');
          ambiguous |= unbounded || max != min;
        }
      }
      if (groupAtom) {
        ambiguous = true;
      }
      if (repetitionAhead()) {
        throw new Error(BADRPT);
      }
    }

    private int count() throws Error {
      int n = 0;
      int digits = 0;
      while (more() && isDigit(peek()) && n <= DUP_MAX) {
        n = n * 10 + (s.charAt(pos++) - '0');
        digits++;
      }
      if (digits == 0 || n > DUP_MAX) {
        throw new Error(BADBR);
      }
      return n;
    }

    /** p_bracket: the set is built explicitly over the 256 byte values. */
    private void parseBracket() throws Error {
      if (s.startsWith("[:<:]]", pos)) {
        pos += 6;
        out.append("\\b(?=\\w)");
        return;
      }
      if (s.startsWith("[:>:]]", pos)) {
        pos += 6;
        out.append("\\b(?<=\\w)");
        return;
      }
      BitSet set = new BitSet(256);
      boolean invert = false;
      if (more() && peek() == '^') {
        pos++;
        invert = true;
      }
      if (more() && peek() == ']') {
        pos++;
        set.set(']');
      } else if (more() && peek() == '-') {
        pos++;
        set.set('-');
      }
      while (more() && peek() != ']' && !s.startsWith("-]", pos)) {
        bracketTerm(set);
      }
      if (more() && peek() == '-') {
        pos++;
        set.set('-');
      }
      if (!more() || peek() != ']') {
        throw new Error(EBRACK);
      }
      pos++;
      if (invert) {
        set.flip(0, 256);
        set.clear('\n');
      } else if (set.get('\n')) {
        mayMatchNewline = true;
      }
      appendSet(set);
    }

    private void bracketTerm(BitSet set) throws Error {
      char c = more() && peek() == '[' && pos + 1 < s.length() ? s.charAt(pos + 1) : '\0';
      if (more() && peek() == '-') {
        throw new Error(ERANGE);
      }
      if (c == ':') {
        pos += 2;
        if (!more()) {
          throw new Error(EBRACK);
        }
        if (peek() == '-' || peek() == ']') {
          throw new Error(ECTYPE);
        }
        int start = pos;
        while (more() && Character.isLetter(peek()) && peek() < 128) {
          pos++;
        }
        String name = s.substring(start, pos);
        String members = CLASSES.get(name);
        if (members == null) {
          throw new Error(ECTYPE);
        }
        addClass(set, name);
        if (!more()) {
          throw new Error(EBRACK);
        }
        if (!s.startsWith(":]", pos)) {
          throw new Error(ECTYPE);
        }
        pos += 2;
      } else if (c == '=') {
        pos += 2;
        if (!more()) {
          throw new Error(EBRACK);
        }
        if (peek() == '-' || peek() == ']') {
          throw new Error(ECOLLATE);
        }
        set.set(collatingElement('='));
        if (!more()) {
          throw new Error(EBRACK);
        }
        if (!s.startsWith("=]", pos)) {
          throw new Error(ECOLLATE);
        }
        pos += 2;
      } else {
        int start = symbol();
        int finish = start;
        if (more() && peek() == '-' && pos + 1 < s.length() && s.charAt(pos + 1) != ']') {
          pos++;
          if (more() && peek() == '-') {
            pos++;
            finish = '-';
          } else {
            finish = symbol();
          }
        }
        if (start > finish) {
          throw new Error(ERANGE);
        }
        set.set(start, finish + 1);
      }
    }

    private int symbol() throws Error {
      if (!more()) {
        throw new Error(EBRACK);
      }
      if (!s.startsWith("[.", pos)) {
        return s.charAt(pos++) & 0xFF;
      }
      pos += 2;
      int value = collatingElement('.');
      if (!s.startsWith(".]", pos)) {
        throw new Error(ECOLLATE);
      }
      pos += 2;
      return value;
    }

    /** p_b_coll_elem: a single character or a POSIX name, up to {@code end]}. */
    private int collatingElement(char end) throws Error {
      int start = pos;
      while (more() && !s.startsWith(end + "]", pos)) {
        pos++;
      }
      if (!more()) {
        throw new Error(EBRACK);
      }
      String name = s.substring(start, pos);
      if (name.length() == 1) {
        return name.charAt(0) & 0xFF;
      }
      Integer c = CollatingNames.lookup(name);
      if (c == null) {
        throw new Error(ECOLLATE);
      }
      return c;
    }

    private void appendSet(BitSet set) {
      if (set.isEmpty()) {
        out.append("(?!)");
        return;
      }
      out.append('[');
      int i = set.nextSetBit(0);
      while (i >= 0) {
        int j = set.nextClearBit(i) - 1;
        hex(i);
        if (j > i) {
          out.append('-');
          hex(j);
        }
        i = set.nextSetBit(j + 1);
      }
      out.append(']');
    }

    private void hex(int c) {
      out.append("\\x{").append(Integer.toHexString(c)).append('}');
    }

    private void literal(char c) {
      if (c == '\n') {
        mayMatchNewline = true;
      }
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
        out.append(c);
      } else {
        hex(c & 0xFF);
      }
    }
  }

  private static boolean isDigit(int c) {
    return c >= '0' && c <= '9';
  }

  private static final Map<String, String> CLASSES = Map.ofEntries(
      Map.entry("alnum", ""), Map.entry("alpha", ""), Map.entry("blank", ""),
      Map.entry("cntrl", ""), Map.entry("digit", ""), Map.entry("graph", ""),
      Map.entry("lower", ""), Map.entry("print", ""), Map.entry("punct", ""),
      Map.entry("space", ""), Map.entry("upper", ""), Map.entry("xdigit", ""));

  /** The C locale's ctype classes over bytes. */
  private static void addClass(BitSet set, String name) {
    for (int c = 0; c < 128; c++) {
      boolean upper = c >= 'A' && c <= 'Z';
      boolean lower = c >= 'a' && c <= 'z';
      boolean digit = c >= '0' && c <= '9';
      boolean alpha = upper || lower;
      boolean graph = c > 32 && c < 127;
      boolean in = switch (name.toLowerCase(Locale.ROOT)) {
        case "alnum" -> alpha || digit;
        case "alpha" -> alpha;
        case "blank" -> c == ' ' || c == '\t';
        case "cntrl" -> c < 32 || c == 127;
        case "digit" -> digit;
        case "graph" -> graph;
        case "lower" -> lower;
        case "print" -> graph || c == ' ';
        case "punct" -> graph && !alpha && !digit;
        case "space" -> c == ' ' || (c >= 9 && c <= 13);
        case "upper" -> upper;
        default -> digit || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
      };
      if (in) {
        set.set(c);
      }
    }
  }

  /** Escapes every character regcomp treats specially (Regex::escape). */
  static String escape(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 8);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if ("()^$|*+?.[]\\{}".indexOf(c) >= 0) {
        sb.append('\\');
      }
      sb.append(c);
    }
    return sb.toString();
  }
}
