package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * drop-result and add-result: change the results of an op ({@code %r = }, {@code %r:N = } or
 * {@code %a, %b = }) and, when the op has a functional type whose results match, its types.
 */
public final class ResultMutations {
  private ResultMutations() {}

  public static final Mutation DROP = new Mutation() {
    @Override
    public String name() {
      return "drop-result";
    }

    @Override
    public Proposal propose(Source s, SplittableRandom rnd, Vocabulary vocab) {
      List<OpSite> sites = OpSite.find(s);
      sites.removeIf(o -> o.defs().isEmpty());
      if (sites.isEmpty()) {
        return null;
      }
      OpSite o = Mutation.pick(sites, rnd);
      List<Edit> edits = new ArrayList<>();
      List<int[]> outs = outputs(s, o);
      int n = resultCount(s, o);
      int drop = rnd.nextInt(n);
      if (o.count() >= 0 && n > 1) {
        Token c = s.tok(o.count());
        edits.add(new Edit(c.start(), c.end(), Integer.toString(n - 1)));
      } else if (o.defs().size() > 1) {
        List<int[]> names = new ArrayList<>();
        for (int d : o.defs()) {
          names.add(new int[] {d, d + 1});
        }
        edits.add(Mutation.removeItem(s, names, drop));
      } else {
        edits.add(Edit.delete(s.startOf(o.defs().get(0)), s.startOf(o.name())));
        if (o.hasFunctionalType()) {
          edits.add(new Edit(s.startOf(o.outFrom()), s.endBefore(o.outTo()), "()"));
          return new Proposal(edits, Source.opName(s.tok(o.name())));
        }
      }
      if (outs != null && outs.size() == n) {
        edits.add(Mutation.removeItem(s, outs, drop));
      }
      return new Proposal(edits, Source.opName(s.tok(o.name())));
    }
  };

  public static final Mutation ADD = new Mutation() {
    @Override
    public String name() {
      return "add-result";
    }

    @Override
    public Proposal propose(Source s, SplittableRandom rnd, Vocabulary vocab) {
      List<OpSite> sites = OpSite.find(s);
      if (sites.isEmpty()) {
        return null;
      }
      OpSite o = Mutation.pick(sites, rnd);
      List<Edit> edits = new ArrayList<>();
      List<int[]> outs = outputs(s, o);
      int n = resultCount(s, o);
      if (o.defs().isEmpty()) {
        edits.add(Edit.insert(s.startOf(o.name()), "%fz_r = "));
        if (outs != null && outs.isEmpty() && o.outParenthesized(s)) {
          edits.add(Edit.insert(s.tok(o.outFrom()).end(), vocab.randomType(rnd, "")));
        }
        return new Proposal(edits, Source.opName(s.tok(o.name())));
      }
      if (o.count() >= 0) {
        Token c = s.tok(o.count());
        edits.add(new Edit(c.start(), c.end(), Integer.toString(n + 1)));
      } else if (o.defs().size() > 1) {
        edits.add(Edit.insert(s.tok(o.defs().get(o.defs().size() - 1)).end(), ", %fz_r"));
      } else {
        edits.add(Edit.insert(s.tok(o.defs().get(0)).end(), ":2"));
      }
      if (outs != null && outs.size() == n && n > 0) {
        int i = rnd.nextInt(n);
        if (o.outParenthesized(s)) {
          edits.add(Mutation.duplicateItem(s, outs, i));
        } else {
          String t = s.slice(o.outFrom(), o.outTo());
          edits.add(new Edit(s.startOf(o.outFrom()), s.endBefore(o.outTo()),
              "(" + t + ", " + t + ")"));
        }
      }
      return new Proposal(edits, Source.opName(s.tok(o.name())));
    }
  };

  /** The number of results the op declares by its result names. */
  static int resultCount(Source s, OpSite o) {
    if (o.count() >= 0) {
      try {
        return Integer.parseInt(s.tok(o.count()).text());
      } catch (NumberFormatException e) {
        return o.defs().size();
      }
    }
    return o.defs().size();
  }

  /** The result types of the op's functional type as items, or null without one. */
  static List<int[]> outputs(Source s, OpSite o) {
    if (!o.hasFunctionalType()) {
      return null;
    }
    if (o.outParenthesized(s)) {
      return s.items(o.outFrom(), o.outTo() - 1);
    }
    List<int[]> one = new ArrayList<>();
    one.add(new int[] {o.outFrom(), o.outTo()});
    return one;
  }
}
