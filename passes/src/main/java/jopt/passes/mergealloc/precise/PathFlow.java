package jopt.passes.mergealloc.precise;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.passes.analysis.RegionEdge;
import jopt.passes.mergealloc.facts.Accesses;

/**
 * The alias flows of a function as {@link BufferViewFlowAnalysis} has them, each edge of a
 * region-branch op tagged with the path it stands for: leaving region {@code r} of a branch op
 * that does not repeat (an scf.if's then or else) means the op's other regions did not run; an
 * edge from a loop to its own results (no iteration) means its regions did not run. For a
 * buffer, {@link #paths} gives each value it may flow into the choices every path from the
 * buffer to that value makes (the intersection over the paths): a value reached only through an
 * scf.if's else branch is the buffer only when the then branch did not run.
 */
final class PathFlow {
  /** A choice of branch op {@code op}: it left through region {@code region}, or ran no iteration (-1). */
  record Choice(Operation op, int region) {}

  private record Edge(Value to, Choice tag) {}

  private final Map<Value, List<Edge>> next = new HashMap<>();
  private final Map<Value, List<Value>> previous = new HashMap<>();
  private final Map<Value, Set<Operation>> allocations = new HashMap<>();

  PathFlow(Operation func) {
    func.walk((Operation op) -> {
      if (RegionEdge.isRegionBranch(op)) {
        boolean loop = Accesses.repeats(op);
        regionBranch(op, null, loop);
        for (Region r : op.getRegions()) {
          regionBranch(op, r, loop);
        }
      } else if (!(op.getInterface(RegionBranchTerminatorOpInterface.class) != null
          && RegionEdge.isRegionBranch(op.getParentOp()))) {
        BufferViewFlowAnalysis.forEachFlow(op, (from, to) -> flow(from, to, null));
      }
    });
  }

  private void regionBranch(Operation op, Region point, boolean loop) {
    for (RegionEdge e : RegionEdge.successors(op, point)) {
      Choice tag = null;
      if (e.successor() == null) {
        if (point == null && loop) {
          tag = new Choice(op, -1);
        } else if (point != null && !loop) {
          tag = new Choice(op, point.getRegionNumber());
        }
      }
      List<Value> from = e.predecessorOperands();
      List<Value> to = e.successorValues();
      for (int i = 0; i < Math.min(from.size(), to.size()); i++) {
        flow(from.get(i), to.get(i), tag);
      }
    }
  }

  private void flow(Value from, Value to, Choice tag) {
    next.computeIfAbsent(from, k -> new ArrayList<>()).add(new Edge(to, tag));
    previous.computeIfAbsent(to, k -> new ArrayList<>()).add(from);
  }

  private static boolean allocates(Value v) {
    Operation def = v.getDefiningOp();
    return def != null && MemoryEffects.hasEffect(def, MemoryEffects.Kind.ALLOCATE, v);
  }

  /** The ops whose allocation {@code v} may point into (as BufferViewFlowAnalysis says). */
  Set<Operation> allocsOf(Value v) {
    Set<Operation> cached = allocations.get(v);
    if (cached != null) {
      return cached;
    }
    Set<Operation> out = new LinkedHashSet<>();
    Set<Value> seen = new HashSet<>();
    ArrayDeque<Value> work = new ArrayDeque<>(List.of(v));
    while (!work.isEmpty()) {
      Value u = work.pop();
      if (!seen.add(u)) {
        continue;
      }
      if (allocates(u)) {
        out.add(u.getDefiningOp());
        continue;
      }
      work.addAll(previous.getOrDefault(u, List.of()));
    }
    Set<Operation> result = Collections.unmodifiableSet(out);
    allocations.put(v, result);
    return result;
  }

  /**
   * For each value {@code alloc}'s buffer may flow into, the choices made on every path to it;
   * choices {@code usable} rejects are not recorded.
   */
  Map<Value, Set<Choice>> paths(Operation alloc, Predicate<Choice> usable) {
    Map<Value, Set<Choice>> z = new HashMap<>();
    Value root = alloc.getResult(0);
    z.put(root, Set.of());
    ArrayDeque<Value> work = new ArrayDeque<>(List.of(root));
    while (!work.isEmpty()) {
      Value u = work.pop();
      Set<Choice> here = z.get(u);
      for (Edge e : next.getOrDefault(u, List.of())) {
        if (allocates(e.to())) {
          continue; // a new buffer
        }
        Set<Choice> cand = here;
        if (e.tag() != null && usable.test(e.tag()) && !here.contains(e.tag())) {
          cand = new HashSet<>(here);
          cand.add(e.tag());
        }
        Set<Choice> old = z.get(e.to());
        if (old == null) {
          z.put(e.to(), cand);
          work.push(e.to());
        } else if (!cand.containsAll(old)) {
          Set<Choice> meet = new HashSet<>(old);
          meet.retainAll(cand);
          z.put(e.to(), meet);
          work.push(e.to());
        }
      }
    }
    return z;
  }
}
