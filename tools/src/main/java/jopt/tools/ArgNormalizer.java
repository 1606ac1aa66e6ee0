package jopt.tools;

import java.util.ArrayList;
import java.util.List;

/**
 * Rewrites mlir-opt spellings into the ones the option parser knows: LLVM's cl accepts long
 * options with one dash ({@code -split-input-file}), and {@code --split-input-file} takes its
 * marker only after {@code =}, so the bare flag must not swallow the input file name.
 */
final class ArgNormalizer {
  private ArgNormalizer() {}

  static String[] normalize(String[] args) {
    return normalize(args, name -> false);
  }

  /**
   * As {@link #normalize(String[])}; also gives each bare pass flag ({@code --cse}, per
   * {@code isPassFlag}) an empty attached value, so it never takes the next argument.
   */
  static String[] normalize(String[] args, java.util.function.Predicate<String> isPassFlag) {
    List<String> out = new ArrayList<>(args.length);
    boolean positionalOnly = false;
    for (String arg : args) {
      if (positionalOnly || arg.equals("--")) {
        positionalOnly = true;
        out.add(arg);
        continue;
      }
      String a = arg;
      if (isSingleDashLong(a)) {
        a = "-" + a;
      }
      if (a.equals("--split-input-file")) {
        a = "--split-input-file=" + JoptOptions.DEFAULT_SPLIT_MARKER;
      } else if (a.startsWith("--") && a.indexOf('=') < 0 && isPassFlag.test(a.substring(2))) {
        a = a + "=";
      }
      out.add(a);
    }
    return out.toArray(String[]::new);
  }

  /** {@code -name} or {@code -name=value} with a name longer than one letter. */
  private static boolean isSingleDashLong(String a) {
    if (a.length() < 3 || a.charAt(0) != '-' || a.charAt(1) == '-') {
      return false;
    }
    int eq = a.indexOf('=');
    int nameEnd = eq < 0 ? a.length() : eq;
    return nameEnd > 2;
  }
}
