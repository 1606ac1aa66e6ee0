package jopt.test.lit;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The tool substitutions of lit.cfg.py, for RUN commands handed to bash. */
public final class LitCommand {
  private LitCommand() {}

  public static String forBash(String command) {
    String s = replaceTool(command, "jopt-run",
        LitPaths.launcher().resolveSibling("jopt-run").toString());
    s = replaceTool(s, "jopt", LitPaths.launcher().toString());
    s = replaceTool(s, "FileCheck", LitPaths.require(LitPaths.fileCheck(), "FileCheck").toString());
    return replaceTool(s, "not", LitPaths.require(LitPaths.not(), "not").toString());
  }

  /** Replaces {@code tool} used as a command word, as lit's ToolSubst pattern does. */
  static String replaceTool(String command, String tool, String path) {
    Pattern p = Pattern.compile("(?<![-\\w/.])" + Pattern.quote(tool) + "(?![-\\w./])");
    return p.matcher(command).replaceAll(Matcher.quoteReplacement(path));
  }
}
