package jopt.passmanager;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits pass option strings as MLIR's PassOptions parser does: {@code a=1 b={x,y} c="p q"},
 * with quotes and nested braces kept inside one value, and lists split on top-level commas.
 */
final class OptionLexer {
  private OptionLexer() {}

  /** One {@code name[=value]} of an option string; {@code value} is null when absent. */
  record Arg(String name, String value) {}

  static List<Arg> splitArgs(String options) {
    List<Arg> args = new ArrayList<>();
    int i = 0;
    int n = options.length();
    while (true) {
      while (i < n && options.charAt(i) == ' ') {
        i++;
      }
      if (i >= n) {
        return args;
      }
      int nameStart = i;
      while (i < n && options.charAt(i) != ' ' && options.charAt(i) != '=') {
        i++;
      }
      String name = options.substring(nameStart, i);
      if (i >= n || options.charAt(i) == ' ') {
        args.add(new Arg(name, null));
        continue;
      }
      int valueStart = ++i;
      while (i < n && options.charAt(i) != ' ') {
        i = skipValueChar(options, i) + 1;
      }
      args.add(new Arg(name, options.substring(valueStart, Math.min(i, n))));
    }
  }

  /** Returns the index of the last char of the quoted or braced group starting at {@code i}. */
  private static int skipValueChar(String s, int i) {
    char c = s.charAt(i);
    if (c == '\'' || c == '"') {
      int close = s.indexOf(c, i + 1);
      return close < 0 ? i : close;
    }
    if (c == '{') {
      int depth = 1;
      for (int j = i + 1; j < s.length(); j++) {
        char d = s.charAt(j);
        if (d == '\'' || d == '"') {
          int close = s.indexOf(d, j + 1);
          j = close < 0 ? j : close;
        } else if (d == '{') {
          depth++;
        } else if (d == '}' && --depth == 0) {
          return j;
        }
      }
      return s.length() - 1;
    }
    return i;
  }

  /** Drops one level of surrounding quotes or braces. */
  static String unquote(String v) {
    if (v.length() >= 2) {
      char f = v.charAt(0);
      char l = v.charAt(v.length() - 1);
      if ((f == '"' && l == '"') || (f == '\'' && l == '\'') || (f == '{' && l == '}')) {
        return v.substring(1, v.length() - 1);
      }
    }
    return v;
  }

  /** Splits a list value on commas outside quotes and brackets; {@code {a,b}} and {@code a,b} alike. */
  static List<String> splitList(String text) {
    String t = text;
    if (t.startsWith("{") && t.endsWith("}")) {
      t = t.substring(1, t.length() - 1);
    }
    List<String> out = new ArrayList<>();
    if (t.isEmpty()) {
      return out;
    }
    int depth = 0;
    int start = 0;
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (c == '\'' || c == '"') {
        int close = t.indexOf(c, i + 1);
        i = close < 0 ? i : close;
      } else if (c == '{' || c == '(' || c == '[' || c == '<') {
        depth++;
      } else if (c == '}' || c == ')' || c == ']' || c == '>') {
        depth--;
      } else if (c == ',' && depth == 0) {
        out.add(unquote(t.substring(start, i).trim()));
        start = i + 1;
      }
    }
    out.add(unquote(t.substring(start).trim()));
    return out;
  }
}
