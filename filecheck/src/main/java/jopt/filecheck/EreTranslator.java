package jopt.filecheck;

import java.util.BitSet;
import java.util.Locale;
import java.util.Map;

/**
 * Reads a POSIX ERE with regcomp's grammar (p_ere, p_ere_exp, p_bracket) and writes the
 * equivalent java.util.regex expression: literals quoted as {@code \x{hh}}, bracket expressions
 * as explicit sets over the 256 byte values, repeated atoms wrapped in {@code (?:...)}. It also
 * counts the groups and notes what {@link Ere#find} needs to know (alternation or optional parts,
 * anchors, whether a newline can match).
 */
final class EreTranslator {
  private static final int DUP_MAX = 255;


  private final String s;
  private int pos;
  private final StringBuilder out = new StringBuilder();
  int groups;
  private final BitSet closed = new BitSet();
  boolean ambiguous;
  boolean mayMatchNewline;
  boolean hasCaret;
  boolean hasDollar;

  EreTranslator(String s) {
    this.s = s;
  }

  String translate() throws Ere.Error {
    parseAlternation(false);
    if (pos < s.length()) {
      throw new Ere.Error(Ere.EPAREN);
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
  private void parseAlternation(boolean inGroup) throws Ere.Error {
    while (true) {
      int branchStart = pos;
      while (more() && peek() != '|' && !(inGroup && peek() == ')')) {
        parseAtomAndRepetition();
      }
      if (pos == branchStart) {
        throw new Ere.Error(Ere.EMPTY);
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
  private void parseAtomAndRepetition() throws Ere.Error {
    int atomStart = out.length();
    char c = s.charAt(pos++);
    boolean wasCaret = false;
    boolean groupAtom = false;
    switch (c) {
      case '(' -> {
        if (!more()) {
          throw new Ere.Error(Ere.EPAREN);
        }
        int group = ++groups;
        out.append('(');
        if (peek() != ')') {
          parseAlternation(true);
        }
        if (!more() || peek() != ')') {
          throw new Ere.Error(Ere.EPAREN);
        }
        pos++;
        out.append(')');
        closed.set(group);
        groupAtom = true;
      }
      case ')' -> throw new Ere.Error(Ere.EPAREN);
      case '^' -> {
        out.append('^');
        wasCaret = true;
        hasCaret = true;
      }
      case '$' -> {
        out.append('$');
        hasDollar = true;
      }
      case '|' -> throw new Ere.Error(Ere.EMPTY);
      case '*', '+', '?' -> throw new Ere.Error(Ere.BADRPT);
      case '.' -> out.append('.');
      case '[' -> parseBracket();
      case '\\' -> {
        if (!more()) {
          throw new Ere.Error(Ere.EESCAPE);
        }
        char d = s.charAt(pos++);
        int n = -1;
        if (d >= '1' && d <= '9') {
          n = d - '0';
        } else if (d == 'g' && s.startsWith("{", pos)) {
          int close = s.indexOf('}', pos);
          if (close > pos + 1 && s.substring(pos + 1, close).chars().allMatch(EreTranslator::isDigit)) {
            n = Integer.parseInt(s.substring(pos + 1, close));
            pos = close + 1;
          }
        }
        if (n > 0) {
          if (!closed.get(n)) {
            throw new Ere.Error(Ere.ESUBREG);
          }
          out.append("(?:\\").append(n).append(')');
        } else {
          literal(d);
        }
      }
      case '{' -> {
        if (more() && isDigit(peek())) {
          throw new Ere.Error(Ere.BADRPT);
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
      throw new Ere.Error(Ere.BADRPT);
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
              throw new Ere.Error(Ere.BADBR);
            }
          } else {
            unbounded = true;
          }
        }
        if (!more() || peek() != '}') {
          while (more() && peek() != '}') {
            pos++;
          }
          throw new Ere.Error(more() ? Ere.BADBR : Ere.EBRACE);
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
      throw new Ere.Error(Ere.BADRPT);
    }
  }

  private int count() throws Ere.Error {
    int n = 0;
    int digits = 0;
    while (more() && isDigit(peek()) && n <= DUP_MAX) {
      n = n * 10 + (s.charAt(pos++) - '0');
      digits++;
    }
    if (digits == 0 || n > DUP_MAX) {
      throw new Ere.Error(Ere.BADBR);
    }
    return n;
  }

  /** p_bracket: the set is built explicitly over the 256 byte values. */
  private void parseBracket() throws Ere.Error {
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
      throw new Ere.Error(Ere.EBRACK);
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

  private void bracketTerm(BitSet set) throws Ere.Error {
    char c = more() && peek() == '[' && pos + 1 < s.length() ? s.charAt(pos + 1) : '\0';
    if (more() && peek() == '-') {
      throw new Ere.Error(Ere.ERANGE);
    }
    if (c == ':') {
      pos += 2;
      if (!more()) {
        throw new Ere.Error(Ere.EBRACK);
      }
      if (peek() == '-' || peek() == ']') {
        throw new Ere.Error(Ere.ECTYPE);
      }
      int start = pos;
      while (more() && Character.isLetter(peek()) && peek() < 128) {
        pos++;
      }
      String name = s.substring(start, pos);
      String members = CLASSES.get(name);
      if (members == null) {
        throw new Ere.Error(Ere.ECTYPE);
      }
      addClass(set, name);
      if (!more()) {
        throw new Ere.Error(Ere.EBRACK);
      }
      if (!s.startsWith(":]", pos)) {
        throw new Ere.Error(Ere.ECTYPE);
      }
      pos += 2;
    } else if (c == '=') {
      pos += 2;
      if (!more()) {
        throw new Ere.Error(Ere.EBRACK);
      }
      if (peek() == '-' || peek() == ']') {
        throw new Ere.Error(Ere.ECOLLATE);
      }
      set.set(collatingElement('='));
      if (!more()) {
        throw new Ere.Error(Ere.EBRACK);
      }
      if (!s.startsWith("=]", pos)) {
        throw new Ere.Error(Ere.ECOLLATE);
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
        throw new Ere.Error(Ere.ERANGE);
      }
      set.set(start, finish + 1);
    }
  }

  private int symbol() throws Ere.Error {
    if (!more()) {
      throw new Ere.Error(Ere.EBRACK);
    }
    if (!s.startsWith("[.", pos)) {
      return s.charAt(pos++) & 0xFF;
    }
    pos += 2;
    int value = collatingElement('.');
    if (!s.startsWith(".]", pos)) {
      throw new Ere.Error(Ere.ECOLLATE);
    }
    pos += 2;
    return value;
  }

  /** p_b_coll_elem: a single character or a POSIX name, up to {@code end]}. */
  private int collatingElement(char end) throws Ere.Error {
    int start = pos;
    while (more() && !s.startsWith(end + "]", pos)) {
      pos++;
    }
    if (!more()) {
      throw new Ere.Error(Ere.EBRACK);
    }
    String name = s.substring(start, pos);
    if (name.length() == 1) {
      return name.charAt(0) & 0xFF;
    }
    Integer c = CollatingNames.lookup(name);
    if (c == null) {
      throw new Ere.Error(Ere.ECOLLATE);
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
}
