package jopt.test.oracle;

/** Shows where two texts first differ, line by line, with a little context. */
final class TextDiff {
  private static final int CONTEXT = 3;

  private TextDiff() {}

  static String firstDifference(String expected, String actual) {
    String[] e = expected.split("\n", -1);
    String[] a = actual.split("\n", -1);
    int i = 0;
    while (i < e.length && i < a.length && e[i].equals(a[i])) {
      i++;
    }
    StringBuilder sb = new StringBuilder("first difference at line " + (i + 1) + ":\n");
    for (int k = Math.max(0, i - CONTEXT); k < i; k++) {
      sb.append("  ").append(e[k]).append('\n');
    }
    for (int k = i; k < Math.min(e.length, i + CONTEXT); k++) {
      sb.append("- ").append(visible(e[k])).append('\n');
    }
    for (int k = i; k < Math.min(a.length, i + CONTEXT); k++) {
      sb.append("+ ").append(visible(a[k])).append('\n');
    }
    sb.append("(- mlir-opt-22 / earlier output, + jopt)");
    return sb.toString();
  }

  private static String visible(String line) {
    return line.isEmpty() ? "<empty line>" : line;
  }
}
