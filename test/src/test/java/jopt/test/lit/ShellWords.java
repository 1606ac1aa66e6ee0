package jopt.test.lit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Splits a RUN command into words and operators with POSIX-shell quoting. Returns empty for
 * anything it does not model (expansions, globs, subshells, background jobs), so the caller
 * can hand the command to bash instead.
 */
public final class ShellWords {
  /** A word (quotes removed) or an operator such as {@code |}, {@code <}, {@code 2>&1}. */
  public record Token(String text, boolean operator) {}

  private static final List<String> OPERATORS =
      List.of("2>&1", "&&", "||", ">>", "2>", "&>", "|", "<", ">", ";", "&");

  private ShellWords() {}

  public static Optional<List<Token>> tokenize(String s) {
    List<Token> tokens = new ArrayList<>();
    StringBuilder word = null;
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == ' ' || c == '\t') {
        if (word != null) {
          tokens.add(new Token(word.toString(), false));
          word = null;
        }
        i++;
        continue;
      }
      if (word == null) {
        String op = operatorAt(s, i);
        if (op != null) {
          tokens.add(new Token(op, true));
          i += op.length();
          continue;
        }
      } else if ("|&;<>".indexOf(c) >= 0) {
        tokens.add(new Token(word.toString(), false));
        word = null;
        continue;
      }
      if ("$`(){}*?[]".indexOf(c) >= 0) {
        return Optional.empty();
      }
      if (word == null) {
        word = new StringBuilder();
      }
      if (c == '\'') {
        int end = s.indexOf('\'', i + 1);
        if (end < 0) {
          return Optional.empty();
        }
        word.append(s, i + 1, end);
        i = end + 1;
      } else if (c == '"') {
        i++;
        while (i < s.length() && s.charAt(i) != '"') {
          char d = s.charAt(i);
          if (d == '$' || d == '`') {
            return Optional.empty();
          }
          if (d == '\\' && i + 1 < s.length() && "\"\\$`".indexOf(s.charAt(i + 1)) >= 0) {
            i++;
            d = s.charAt(i);
          }
          word.append(d);
          i++;
        }
        if (i >= s.length()) {
          return Optional.empty();
        }
        i++;
      } else if (c == '\\' && i + 1 < s.length()) {
        word.append(s.charAt(i + 1));
        i += 2;
      } else {
        word.append(c);
        i++;
      }
    }
    if (word != null) {
      tokens.add(new Token(word.toString(), false));
    }
    return Optional.of(tokens);
  }

  private static String operatorAt(String s, int i) {
    for (String op : OPERATORS) {
      if (s.startsWith(op, i)) {
        return op;
      }
    }
    return null;
  }
}
