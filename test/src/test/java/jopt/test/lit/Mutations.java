package jopt.test.lit;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Mutants of a check file for the differential test: each picked directive line is changed in
 * one of several ways, chosen by the line's position so that every kind occurs across a file.
 */
final class Mutations {
  private static final String[] KINDS = {"", "-NEXT", "-SAME", "-NOT", "-DAG", "-LABEL",
      "-EMPTY", "-COUNT-2"};

  private Mutations() {}

  /** Up to {@code max} mutants (0 for one per directive line) of {@code text}. */
  static List<String> of(String text, List<String> prefixes, int max) {
    String[] lines = text.split("\n", -1);
    List<Integer> directives = new ArrayList<>();
    List<Matcher> matches = new ArrayList<>();
    Pattern p = directive(prefixes);
    for (int i = 0; i < lines.length; i++) {
      Matcher m = p.matcher(lines[i]);
      if (m.find()) {
        directives.add(i);
        matches.add(m);
      }
    }
    int n = directives.size();
    int take = max <= 0 ? n : Math.min(max, n);
    List<String> out = new ArrayList<>();
    for (int k = 0; k < take; k++) {
      int idx = (int) ((long) k * n / take);
      int line = directives.get(idx);
      Matcher m = matches.get(idx);
      String mutated = mutate(lines[line], m, idx);
      String[] copy = lines.clone();
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < copy.length; i++) {
        if (i == line) {
          if (mutated == null) {
            continue;
          }
          copy[i] = mutated;
        }
        sb.append(copy[i]);
        if (i + 1 < copy.length) {
          sb.append('\n');
        }
      }
      out.add(sb.toString());
    }
    return out;
  }

  private static Pattern directive(List<String> prefixes) {
    StringBuilder alt = new StringBuilder();
    for (String pr : prefixes) {
      if (alt.length() > 0) {
        alt.append('|');
      }
      alt.append(Pattern.quote(pr));
    }
    return Pattern.compile("\\b(" + alt + ")(-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY|-COUNT-\\d+)?:(.*)$");
  }

  /** The mutated line, or null to drop it. */
  private static String mutate(String line, Matcher m, int salt) {
    String head = line.substring(0, m.start(2) < 0 ? m.end(1) : m.start(2));
    String kind = m.group(2) == null ? "" : m.group(2);
    String pattern = m.group(3);
    String before = line.substring(0, m.start());
    switch (salt % 7) {
      case 0 -> {
        // Change one character of the pattern (a letter, digit or punctuation).
        int pos = -1;
        for (int i = pattern.length() - 1; i >= 0; i--) {
          if (Character.isLetterOrDigit(pattern.charAt(i))) {
            pos = i;
            break;
          }
        }
        if (pos < 0) {
          return head + kind + ":" + pattern + "x";
        }
        char c = pattern.charAt(pos);
        char r = Character.isDigit(c) ? (char) ('0' + (c - '0' + 1) % 10) : c == 'z' ? 'a' : (char) (c + 1);
        return head + kind + ":" + pattern.substring(0, pos) + r + pattern.substring(pos + 1);
      }
      case 1 -> {
        String other = KINDS[(salt / 7 + 1) % KINDS.length];
        if (other.equals(kind)) {
          other = KINDS[(salt / 7 + 2) % KINDS.length];
        }
        return head + other + ":" + (other.equals("-EMPTY") ? "" : pattern);
      }
      case 2 -> {
        return null;
      }
      case 3 -> {
        return line + "\n" + line;
      }
      case 4 -> {
        String t = pattern.strip();
        return head + kind + ": " + (t.length() > 1 ? t.substring(0, t.length() / 2) : t + t);
      }
      case 5 -> {
        // A regex where the pattern has a number or a word: {{[0-9]+}} / {{.*}}.
        String t = pattern.replaceFirst("\\d+", "{{[0-9]+}}");
        if (t.equals(pattern)) {
          t = pattern.replaceFirst("[A-Za-z_]+", "{{.*}}");
        }
        return head + kind + ":" + t;
      }
      default -> {
        // Surrounding whitespace and a trailing space inside.
        return before + head.substring(before.length()) + kind + ":   " + pattern.strip() + "  ";
      }
    }
  }
}
