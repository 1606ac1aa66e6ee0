package jopt.passes.hlodeallocation;

import jopt.dialects.deallocation.OwnOp;
import jopt.dialects.deallocation.NullOp;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.passes.analysis.RegionFlow;
import jopt.dialects.deallocation.OwnershipType;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * Whether each ownership indicator of a function is always null, never null, or either:
 * own is never null, null always; retain results are unknown; region results and region
 * arguments are the join of the values that flow into them (a fixpoint over loops).
 */
final class Nullability {
  enum State { NULL, NOT_NULL, UNKNOWN }

  private final Map<Value, State> states = new HashMap<>();

  static Nullability analyze(Operation func) {
    Nullability n = new Nullability();
    for (Region r : func.getRegions()) {
      if (!r.isEmpty()) {
        for (Value a : r.front().getArguments()) {
          n.set(a, State.UNKNOWN);
        }
      }
    }
    ForwardFixpoint.run(func, RegionFlow::handles, n::transfer);
    return n;
  }

  State get(Value v) {
    State s = states.get(v);
    return s == null ? State.UNKNOWN : s;
  }

  private static State join(State a, State b) {
    if (a == null) {
      return b;
    }
    if (b == null) {
      return a;
    }
    return a == b ? a : State.UNKNOWN;
  }

  private boolean set(Value v, State s) {
    if (s == null || !OwnershipType.is(v.getType())) {
      return false;
    }
    State old = states.get(v);
    State joined = join(old, s);
    if (joined == old) {
      return false;
    }
    states.put(v, joined);
    return true;
  }

  /** Updates the states of op's results or of the values it passes on; true when one changed. */
  private boolean transfer(Operation op) {
    if (NullOp.SPEC.isa(op)) {
      return set(op.getResult(0), State.NULL);
    }
    if (OwnOp.SPEC.isa(op)) {
      return set(op.getResult(0), State.NOT_NULL);
    }
    boolean[] changed = {false};
    if (RegionFlow.handles(op)) {
      RegionFlow.forEachEdge(op, (from, to) -> flow(from, to, changed));
      return changed[0];
    }
    for (Value r : op.getResults()) {
      changed[0] |= set(r, State.UNKNOWN);
    }
    for (Region reg : op.getRegions()) {
      for (Block b : reg.getBlocks()) {
        for (Value a : b.getArguments()) {
          changed[0] |= set(a, State.UNKNOWN);
        }
      }
    }
    return changed[0];
  }

  private void flow(List<? extends Value> from, List<? extends Value> to, boolean[] changed) {
    for (int i = 0; i < Math.min(from.size(), to.size()); i++) {
      changed[0] |= set(to.get(i), states.get(from.get(i)));
    }
  }
}
