package jopt.filecheck;

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
    EreTranslator t = new EreTranslator(ere);
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
    EreTranslator t = new EreTranslator(ere);
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
