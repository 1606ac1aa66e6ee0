package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import jopt.fuzz.frontdoor.Token.Kind;

/**
 * rename-op (another op name of the same dialect, or a typo of the name) and change-type (one
 * type replaced by another type of the vocabulary).
 */
public final class SubstituteMutations {
  private SubstituteMutations() {}

  public static final Mutation RENAME_OP = new Mutation() {
    @Override
    public String name() {
      return "rename-op";
    }

    @Override
    public Proposal propose(Source s, SplittableRandom rnd, Vocabulary vocab) {
      List<Integer> names = new ArrayList<>();
      for (OpSite o : OpSite.find(s)) {
        names.add(o.name());
      }
      if (names.isEmpty()) {
        return null;
      }
      Token t = s.tok(Mutation.pick(names, rnd));
      String old = Source.opName(t);
      List<String> others = new ArrayList<>(vocab.opsOf(Vocabulary.dialectOf(old)));
      others.remove(old);
      String repl = others.isEmpty() || rnd.nextInt(5) == 0 ? typo(old, rnd) : Mutation.pick(others, rnd);
      String text = t.kind() == Kind.STRING ? "\"" + repl + "\"" : repl;
      return new Proposal(new Edit(t.start(), t.end(), text), old);
    }
  };

  /** A misspelling of the op's own name (the part after the dialect prefix). */
  static String typo(String name, SplittableRandom rnd) {
    int dot = name.indexOf('.');
    String d = name.substring(0, dot + 1);
    String op = name.substring(dot + 1);
    if (op.isEmpty()) {
      return name + "x";
    }
    int i = rnd.nextInt(op.length());
    String t = switch (rnd.nextInt(4)) {
      case 0 -> op.length() > 1 ? op.substring(0, i) + op.substring(i + 1) : op + "x";
      case 1 -> op.substring(0, i + 1) + op.charAt(i) + op.substring(i + 1);
      case 2 -> i + 1 < op.length()
          ? op.substring(0, i) + op.charAt(i + 1) + op.charAt(i) + op.substring(i + 2) : op + "_";
      default -> op + "x";
    };
    return t.equals(op) ? name + "x" : d + t;
  }

  public static final Mutation CHANGE_TYPE = new Mutation() {
    @Override
    public String name() {
      return "change-type";
    }

    @Override
    public Proposal propose(Source s, SplittableRandom rnd, Vocabulary vocab) {
      List<int[]> spans = new ArrayList<>();
      for (int i = 0; i < s.size(); i++) {
        int end = s.typeEnd(i);
        if (end > i) {
          spans.add(new int[] {i, end});
        }
      }
      if (spans.isEmpty()) {
        return null;
      }
      int[] sp = Mutation.pick(spans, rnd);
      String old = s.slice(sp[0], sp[1]);
      int start = s.startOf(sp[0]);
      return new Proposal(new Edit(start, s.endBefore(sp[1]), vocab.randomType(rnd, old)),
          s.opOfLine(s.tok(sp[0]).line()));
    }
  };
}
