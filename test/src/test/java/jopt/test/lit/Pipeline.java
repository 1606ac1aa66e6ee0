package jopt.test.lit;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A RUN command the harness can run in-process: {@code [not] jopt ARGS [< FILE] [2>&1]} (or
 * jopt-run), piped through more jopt stages and FileCheck stages. Anything else is not a Pipeline and
 * runs under bash.
 */
public record Pipeline(List<Stage> stages) {

  /** One command of the pipeline. */
  public record Stage(Tool tool, List<String> args, boolean not, Path stdin,
      boolean stderrToStdout) {}

  public enum Tool { JOPT, JOPT_RUN, FILECHECK }

  public static Optional<Pipeline> parse(String command) {
    Optional<List<ShellWords.Token>> tokens = ShellWords.tokenize(command);
    if (tokens.isEmpty() || tokens.get().isEmpty()) {
      return Optional.empty();
    }
    List<Stage> stages = new ArrayList<>();
    List<ShellWords.Token> current = new ArrayList<>();
    for (ShellWords.Token t : tokens.get()) {
      if (t.operator() && t.text().equals("|")) {
        Optional<Stage> s = stage(current);
        if (s.isEmpty()) {
          return Optional.empty();
        }
        stages.add(s.get());
        current = new ArrayList<>();
      } else {
        current.add(t);
      }
    }
    Optional<Stage> last = stage(current);
    if (last.isEmpty()) {
      return Optional.empty();
    }
    stages.add(last.get());
    return Optional.of(new Pipeline(stages));
  }

  private static Optional<Stage> stage(List<ShellWords.Token> tokens) {
    int i = 0;
    boolean not = false;
    if (i < tokens.size() && !tokens.get(i).operator() && tokens.get(i).text().equals("not")) {
      not = true;
      i++;
    }
    if (i >= tokens.size() || tokens.get(i).operator()) {
      return Optional.empty();
    }
    Tool tool = switch (tokens.get(i).text()) {
      case "jopt" -> Tool.JOPT;
      case "jopt-run" -> Tool.JOPT_RUN;
      case "FileCheck" -> Tool.FILECHECK;
      default -> null;
    };
    if (tool == null) {
      return Optional.empty();
    }
    List<String> args = new ArrayList<>();
    Path stdin = null;
    boolean merge = false;
    for (i++; i < tokens.size(); i++) {
      ShellWords.Token t = tokens.get(i);
      if (!t.operator()) {
        args.add(t.text());
      } else if (t.text().equals("2>&1")) {
        merge = true;
      } else if (t.text().equals("<") && i + 1 < tokens.size() && !tokens.get(i + 1).operator()) {
        stdin = Path.of(tokens.get(++i).text());
      } else {
        return Optional.empty();
      }
    }
    return Optional.of(new Stage(tool, args, not, stdin, merge));
  }
}
