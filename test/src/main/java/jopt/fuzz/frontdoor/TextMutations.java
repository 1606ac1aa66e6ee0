package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Structure-blind mutations: delete-token, replace-token (by another token of the same chunk),
 * truncate (at a random character), duplicate-line and delete-line.
 */
public final class TextMutations {
  private TextMutations() {}

  public static final Mutation DELETE_TOKEN = new Mutation() {
    @Override
    public String name() {
      return "delete-token";
    }

    @Override
    public Proposal propose(Source s, SplittableRandom rnd, Vocabulary vocab) {
      if (s.size() == 0) {
        return null;
      }
      Token t = Mutation.pick(s.toks, rnd);
      return new Proposal(Edit.delete(t.start(), t.end()), s.opOfLine(t.line()));
    }
  };

  public static final Mutation REPLACE_TOKEN = new Mutation() {
    @Override
    public String name() {
      return "replace-token";
    }

    @Override
    public Proposal propose(Source s, SplittableRandom rnd, Vocabulary vocab) {
      if (s.size() < 2) {
        return null;
      }
      Token t = Mutation.pick(s.toks, rnd);
      for (int tries = 0; tries < 10; tries++) {
        Token u = Mutation.pick(s.toks, rnd);
        if (!u.text().equals(t.text())) {
          return new Proposal(new Edit(t.start(), t.end(), u.text()), s.opOfLine(t.line()));
        }
      }
      return null;
    }
  };

  public static final Mutation TRUNCATE = new Mutation() {
    @Override
    public String name() {
      return "truncate";
    }

    @Override
    public Proposal propose(Source s, SplittableRandom rnd, Vocabulary vocab) {
      String text = s.text.stripTrailing();
      if (text.length() < 2) {
        return null;
      }
      int at = 1 + rnd.nextInt(text.length() - 1);
      int line = (int) s.text.substring(0, at).chars().filter(c -> c == '\n').count();
      return new Proposal(Edit.delete(at, s.text.length()), s.opOfLine(line));
    }
  };

  public static final Mutation DUPLICATE_LINE = new Mutation() {
    @Override
    public String name() {
      return "duplicate-line";
    }

    @Override
    public Proposal propose(Source s, SplittableRandom rnd, Vocabulary vocab) {
      int[] l = randomLine(s, rnd);
      if (l == null) {
        return null;
      }
      String line = s.text.substring(l[0], l[1]);
      return new Proposal(Edit.insert(l[0], line.endsWith("\n") ? line : line + "\n"),
          s.opOfLine(l[2]));
    }
  };

  public static final Mutation DELETE_LINE = new Mutation() {
    @Override
    public String name() {
      return "delete-line";
    }

    @Override
    public Proposal propose(Source s, SplittableRandom rnd, Vocabulary vocab) {
      int[] l = randomLine(s, rnd);
      return l == null ? null : new Proposal(Edit.delete(l[0], l[1]), s.opOfLine(l[2]));
    }
  };

  /** {@code {start, end (after its newline), index}} of a random non-blank line, or null. */
  static int[] randomLine(Source s, SplittableRandom rnd) {
    List<int[]> lines = new ArrayList<>();
    int start = 0;
    int index = 0;
    String text = s.text;
    while (start < text.length()) {
      int nl = text.indexOf('\n', start);
      int end = nl < 0 ? text.length() : nl + 1;
      if (!text.substring(start, end).isBlank()) {
        lines.add(new int[] {start, end, index});
      }
      start = end;
      index++;
    }
    return lines.isEmpty() ? null : Mutation.pick(lines, rnd);
  }
}
