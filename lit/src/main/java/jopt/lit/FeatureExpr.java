package jopt.lit;

import java.util.Set;

/**
 * lit's boolean feature expressions: names, {@code *}, {@code !}, {@code &&}, {@code ||} and
 * parentheses. A name is true when the feature is available (or, for XFAIL/UNSUPPORTED, when
 * it names the target, which jopt-lit treats as a feature too).
 */
final class FeatureExpr {
  private final String s;
  private int pos;
  private final Set<String> features;

  private FeatureExpr(String s, Set<String> features) {
    this.s = s;
    this.features = features;
  }

  static boolean eval(String expr, Set<String> features) {
    FeatureExpr e = new FeatureExpr(expr, features);
    boolean v = e.or();
    e.skip();
    if (e.pos != e.s.length()) {
      throw new IllegalArgumentException("bad feature expression: " + expr);
    }
    return v;
  }

  private void skip() {
    while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
      pos++;
    }
  }

  private boolean or() {
    boolean v = and();
    while (true) {
      skip();
      if (s.startsWith("||", pos)) {
        pos += 2;
        v |= and();
      } else {
        return v;
      }
    }
  }

  private boolean and() {
    boolean v = not();
    while (true) {
      skip();
      if (s.startsWith("&&", pos)) {
        pos += 2;
        v &= not();
      } else {
        return v;
      }
    }
  }

  private boolean not() {
    skip();
    if (pos < s.length() && s.charAt(pos) == '!') {
      pos++;
      return !not();
    }
    if (pos < s.length() && s.charAt(pos) == '(') {
      pos++;
      boolean v = or();
      skip();
      if (pos >= s.length() || s.charAt(pos) != ')') {
        throw new IllegalArgumentException("missing ) in " + s);
      }
      pos++;
      return v;
    }
    int start = pos;
    while (pos < s.length() && !Character.isWhitespace(s.charAt(pos))
        && "()!&|".indexOf(s.charAt(pos)) < 0) {
      pos++;
    }
    String name = s.substring(start, pos);
    if (name.isEmpty()) {
      throw new IllegalArgumentException("bad feature expression: " + s);
    }
    return name.equals("*") || features.contains(name);
  }
}
