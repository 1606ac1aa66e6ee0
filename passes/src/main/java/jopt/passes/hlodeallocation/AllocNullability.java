package jopt.passes.hlodeallocation;

import jopt.dialects.deallocation.OwnOp;
import jopt.dialects.deallocation.NullOp;
import jopt.passes.analysis.RegionEdge;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.dialects.deallocation.OwnershipType;
import jopt.dialects.deallocation.RetainOp;
import jopt.ir.BlockArgument;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * MLIR-HLO's nullability of an ownership indicator (deallocation_simplification.cc), asked per
 * value: the join of what every value it may come from contributes, following retains to their
 * allocs and region arguments and results of region-branch ops to the values passed to them;
 * {@code own} contributes never-null, {@code null} always-null, a retain always-null (a retain
 * may return nothing), anything else sometimes-null. A never-null indicator also names the
 * allocation it owns when that is known: the operand of its own, or the memref paired with a
 * region value ({@link #ownedValue}).
 */
final class AllocNullability {
  /** The lattice of the original, joined by bitwise or. */
  static final int UNDEFINED = 0;
  static final int ALWAYS_NULL = 1;
  static final int NEVER_NULL = 2;
  static final int SOMETIMES_NULL = 3;

  record Info(int nullability, Value nonNullValue) {}

  private AllocNullability() {}

  static boolean isAlwaysNull(Value v) {
    return of(v).nullability() == ALWAYS_NULL;
  }

  static Info of(Value v) {
    Operation def = v.getDefiningOp();
    if (OwnOp.SPEC.isa(def)) {
      return new Info(NEVER_NULL, def.getOperand(0));
    }
    int n = reachable(v);
    if (n == NEVER_NULL && isRegionValue(v)) {
      return new Info(n, ownedValue(v));
    }
    return new Info(n, null);
  }

  private static boolean isRegionValue(Value v) {
    if (v instanceof BlockArgument a) {
      return RegionEdge.isRegionBranch(a.getOwner().getParentOp());
    }
    return RegionEdge.isRegionBranch(v.getDefiningOp());
  }

  /** The join over every value {@code v} may come from (v included). */
  private static int reachable(Value v) {
    Set<Value> seen = new HashSet<>();
    ArrayDeque<Value> work = new ArrayDeque<>();
    seen.add(v);
    work.add(v);
    int n = UNDEFINED;
    while (!work.isEmpty() && n != SOMETIMES_NULL) {
      Value u = work.poll();
      Operation def = u.getDefiningOp();
      if (OwnOp.SPEC.isa(def)) {
        n |= NEVER_NULL;
      } else if (NullOp.SPEC.isa(def)) {
        n |= ALWAYS_NULL;
      } else if (RetainOp.SPEC.isa(def)) {
        n |= ALWAYS_NULL;
        for (Value a : RetainOp.getAllocs(def)) {
          if (seen.add(a)) {
            work.add(a);
          }
        }
      } else if (isRegionValue(u)) {
        for (Value p : predecessors(u)) {
          if (p == null) {
            n = SOMETIMES_NULL;
          } else if (seen.add(p)) {
            work.add(p);
          }
        }
      } else {
        n = SOMETIMES_NULL;
      }
    }
    return n;
  }

  /** The values passed to a region argument or result along each incoming edge. */
  private static List<Value> predecessors(Value v) {
    List<RegionEdge> edges;
    int index;
    if (v instanceof BlockArgument a) {
      edges = RegionEdge.predecessors(a.getOwner().getParentOp(), a.getOwner().getParent());
      index = a.getArgNumber();
    } else {
      edges = RegionEdge.predecessors(v.getDefiningOp(), null);
      index = ((OpResult) v).getResultNumber();
    }
    return edges.stream().map(e -> e.predecessorOperand(index)).toList();
  }

  /**
   * The memref paired with an ownership value of a block's arguments or an op's results: the
   * k-th memref for the k-th ownership value, as hlo-deallocate appends them; null if none.
   */
  static Value ownedValue(Value v) {
    List<? extends Value> values;
    int number;
    if (v instanceof BlockArgument a) {
      values = a.getOwner().getArguments();
      number = a.getArgNumber();
    } else {
      values = v.getDefiningOp().getResults();
      number = ((OpResult) v).getResultNumber();
    }
    int k = 0;
    for (int i = 0; i < number; i++) {
      k += OwnershipType.is(values.get(i).getType()) ? 1 : 0;
    }
    for (Value m : values) {
      if (Ownership.isMemRef(m) && k-- == 0) {
        return m;
      }
    }
    return null;
  }
}
