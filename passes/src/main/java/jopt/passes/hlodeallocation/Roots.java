package jopt.passes.hlodeallocation;

import jopt.dialects.memref.ReallocOp;
import jopt.dialects.memref.CastOp;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.bufferization.CloneOp;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.passes.analysis.RegionFlow;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * Which memref values are always the allocation itself (never a view): results of alloc,
 * realloc and clone (and casts of such), region arguments and results whose every incoming
 * value is one. memref.dealloc may free those.
 */
final class Roots {
  private final Map<Value, Boolean> roots = new HashMap<>();

  static Roots analyze(Operation func) {
    Roots r = new Roots();
    for (Value a : func.getRegion(0).front().getArguments()) {
      r.set(a, false);
    }
    ForwardFixpoint.run(func, op -> CastOp.SPEC.isa(op) || RegionFlow.handles(op),
        r::transfer);
    return r;
  }

  boolean isRoot(Value v) {
    return Boolean.TRUE.equals(roots.get(v));
  }

  /** Joins {@code s} into v's state (false wins); true when it changed. */
  private boolean set(Value v, Boolean s) {
    if (s == null || !Ownership.isMemRef(v)) {
      return false;
    }
    Boolean old = roots.get(v);
    Boolean joined = old == null ? s : old && s;
    if (joined.equals(old)) {
      return false;
    }
    roots.put(v, joined);
    return true;
  }

  private boolean flow(List<? extends Value> from, List<? extends Value> to) {
    boolean changed = false;
    for (int i = 0; i < Math.min(from.size(), to.size()); i++) {
      changed |= set(to.get(i), roots.get(from.get(i)));
    }
    return changed;
  }

  private boolean transfer(Operation op) {
    if (AllocOp.SPEC.isa(op) || ReallocOp.SPEC.isa(op) || CloneOp.SPEC.isa(op)) {
      return set(op.getResult(0), true);
    }
    if (CastOp.SPEC.isa(op)) {
      return set(op.getResult(0), roots.get(op.getOperand(0)));
    }
    if (RegionFlow.handles(op)) {
      boolean[] flowed = {false};
      RegionFlow.forEachEdge(op, (from, to) -> flowed[0] |= flow(from, to));
      return flowed[0];
    }
    boolean changed = false;
    for (Value r : op.getResults()) {
      changed |= set(r, false);
    }
    for (Region reg : op.getRegions()) {
      for (Block b : reg.getBlocks()) {
        for (Value a : b.getArguments()) {
          changed |= set(a, false);
        }
      }
    }
    return changed;
  }
}
