package jopt.lit;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses a RUN command as lit's internal shell does: commands of words and redirections
 * ({@code < f}, {@code > f}, {@code >> f}, {@code 2> f}, {@code 2>&1}, {@code &> f}), joined by
 * {@code |} into pipelines, joined by {@code &&}, {@code ||} and {@code ;}. Quotes and
 * backslashes are POSIX's; there is no variable expansion, globbing or subshell, as in lit.
 */
public final class ShellParser {
  /** A redirection: {@code fd} ({@code 0} in, {@code 1} out, {@code 2} err), kind and target. */
  public record Redirect(int fd, String op, String target) {}

  /** One command: its words and redirections in order. */
  public record Command(List<String> words, List<Redirect> redirects) {}

  /** Pipelines joined by operators: {@code ops.get(i)} joins {@code pipelines.get(i)} to the next. */
  public record Script(List<List<Command>> pipelines, List<String> ops) {}

  /** A command the internal shell cannot run. */
  public static final class ShellError extends Exception {
    public ShellError(String message) {
      super(message);
    }
  }

  private record Token(String text, boolean op, int fd) {}

  private ShellParser() {}

  public static Script parse(String s) throws ShellError {
    List<Token> tokens = tokenize(s);
    List<List<Command>> pipelines = new ArrayList<>();
    List<String> ops = new ArrayList<>();
    List<Command> pipeline = new ArrayList<>();
    List<String> words = new ArrayList<>();
    List<Redirect> redirects = new ArrayList<>();
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      if (!t.op()) {
        words.add(t.text());
        continue;
      }
      switch (t.text()) {
        case "|", "&&", "||", ";" -> {
          if (words.isEmpty()) {
            throw new ShellError("syntax error near '" + t.text() + "'");
          }
          pipeline.add(new Command(words, redirects));
          words = new ArrayList<>();
          redirects = new ArrayList<>();
          if (!t.text().equals("|")) {
            pipelines.add(pipeline);
            pipeline = new ArrayList<>();
            ops.add(t.text());
          }
        }
        case "&" -> throw new ShellError("unsupported: background job '&'");
        default -> {
          if (t.text().equals(">&") || t.text().equals("<&")) {
            if (i + 1 >= tokens.size() || tokens.get(i + 1).op()) {
              throw new ShellError("missing file descriptor after " + t.text());
            }
            redirects.add(new Redirect(t.fd(), t.text(), tokens.get(++i).text()));
            continue;
          }
          if (i + 1 >= tokens.size() || tokens.get(i + 1).op()) {
            throw new ShellError("missing file name after " + t.text());
          }
          redirects.add(new Redirect(t.fd(), t.text(), tokens.get(++i).text()));
        }
      }
    }
    if (words.isEmpty()) {
      if (!pipeline.isEmpty() || !ops.isEmpty()) {
        throw new ShellError("syntax error: missing command at end");
      }
      return new Script(List.of(), List.of());
    }
    pipeline.add(new Command(words, redirects));
    pipelines.add(pipeline);
    return new Script(pipelines, ops);
  }

  private static List<Token> tokenize(String s) throws ShellError {
    List<Token> tokens = new ArrayList<>();
    StringBuilder word = null;
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == ' ' || c == '\t') {
        if (word != null) {
          tokens.add(new Token(word.toString(), false, 0));
          word = null;
        }
        i++;
        continue;
      }
      int opEnd = operatorEnd(s, i, word);
      if (opEnd > i) {
        int fd = -1;
        String op = s.substring(i, opEnd);
        if (word != null && isDigits(word) && (op.startsWith(">") || op.startsWith("<"))) {
          fd = Integer.parseInt(word.toString());
          word = null;
        } else if (word != null) {
          tokens.add(new Token(word.toString(), false, 0));
          word = null;
        }
        if (fd < 0) {
          fd = op.startsWith("<") ? 0 : op.equals("&>") ? -2 : 1;
        }
        tokens.add(new Token(op, true, fd));
        i = opEnd;
        continue;
      }
      if (word == null) {
        word = new StringBuilder();
      }
      if (c == '\'') {
        int end = s.indexOf('\'', i + 1);
        if (end < 0) {
          throw new ShellError("unterminated quote");
        }
        word.append(s, i + 1, end);
        i = end + 1;
      } else if (c == '"') {
        i++;
        while (i < s.length() && s.charAt(i) != '"') {
          char d = s.charAt(i);
          if (d == '\\' && i + 1 < s.length() && "\"\\$`".indexOf(s.charAt(i + 1)) >= 0) {
            i++;
            d = s.charAt(i);
          }
          word.append(d);
          i++;
        }
        if (i >= s.length()) {
          throw new ShellError("unterminated quote");
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
      tokens.add(new Token(word.toString(), false, 0));
    }
    return tokens;
  }

  private static boolean isDigits(StringBuilder w) {
    if (w.length() == 0) {
      return false;
    }
    for (int i = 0; i < w.length(); i++) {
      if (!Character.isDigit(w.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** The end of an operator starting at {@code i}, or {@code i} if none starts there. */
  private static int operatorEnd(String s, int i, StringBuilder word) {
    for (String op : new String[] {"||", "&&", "&>", ">>", ">&", "<&", "|", ";", "&", ">", "<"}) {
      if (s.startsWith(op, i)) {
        return i + op.length();
      }
    }
    return i;
  }
}
