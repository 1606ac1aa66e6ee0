package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import jopt.fuzz.frontdoor.Token.Kind;

/**
 * drop-operand and add-operand: remove an SSA use from an op's operand list, or duplicate one
 * (or, in an empty generic list, add some value of the chunk), keeping a functional type's
 * inputs in step when it has as many entries as the op has operands.
 */
public final class OperandMutations {
  private OperandMutations() {}

  public static final Mutation DROP = new Mutation() {
    @Override
    public String name() {
      return "drop-operand";
    }

    @Override
    public Proposal propose(Source s, SplittableRandom rnd, Vocabulary vocab) {
      List<OpSite> sites = OpSite.find(s);
      sites.removeIf(o -> o.operands().isEmpty());
      if (sites.isEmpty()) {
        return null;
      }
      OpSite o = Mutation.pick(sites, rnd);
      int i = rnd.nextInt(o.operands().size());
      List<Edit> edits = new ArrayList<>();
      edits.add(Mutation.removeItem(s, o.operands(), i));
      List<int[]> inputs = inputs(s, o);
      if (inputs != null && inputs.size() == o.operands().size()) {
        edits.add(Mutation.removeItem(s, inputs, i));
      }
      return new Proposal(edits, Source.opName(s.tok(o.name())));
    }
  };

  public static final Mutation ADD = new Mutation() {
    @Override
    public String name() {
      return "add-operand";
    }

    @Override
    public Proposal propose(Source s, SplittableRandom rnd, Vocabulary vocab) {
      List<OpSite> sites = OpSite.find(s);
      sites.removeIf(o -> o.operands().isEmpty() && !o.generic());
      if (sites.isEmpty()) {
        return null;
      }
      OpSite o = Mutation.pick(sites, rnd);
      String op = Source.opName(s.tok(o.name()));
      List<Edit> edits = new ArrayList<>();
      List<int[]> inputs = inputs(s, o);
      if (o.operands().isEmpty()) {
        List<String> values = new ArrayList<>();
        for (Token t : s.toks) {
          if (t.kind() == Kind.SSA && !values.contains(t.text())) {
            values.add(t.text());
          }
        }
        String v = values.isEmpty() ? "%fz_undef" : Mutation.pick(values, rnd);
        edits.add(Edit.insert(s.tok(o.argOpen()).end(), v));
        if (inputs != null && inputs.isEmpty()) {
          edits.add(Edit.insert(s.tok(o.inOpen()).end(), vocab.randomType(rnd, "")));
        }
        return new Proposal(edits, op);
      }
      int i = rnd.nextInt(o.operands().size());
      edits.add(Mutation.duplicateItem(s, o.operands(), i));
      if (inputs != null && inputs.size() == o.operands().size()) {
        edits.add(Mutation.duplicateItem(s, inputs, i));
      }
      return new Proposal(edits, op);
    }
  };

  private static List<int[]> inputs(Source s, OpSite o) {
    return o.hasFunctionalType() ? s.items(o.inOpen(), o.inClose()) : null;
  }
}
