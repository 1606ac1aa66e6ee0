package jopt.passes.analysis;

import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * The value flow of region-branch ops ({@code RegionBranchOpInterface}: scf.for, scf.while,
 * scf.if, scf.index_switch, scf.execute_region and a user's own ops), for dataflow analyses:
 * which values (entry operands, forwarded terminator operands) flow into which (region
 * arguments, results), position by position, along every edge of {@link RegionEdge}.
 */
public final class RegionFlow {
  private RegionFlow() {}

  /** Whether {@link #forEachEdge} knows {@code op}: it is a region branch. */
  public static boolean handles(Operation op) {
    return RegionEdge.isRegionBranch(op);
  }

  /** Calls {@code edge(from, to)} for each flow of {@code op}: from.get(i) flows to to.get(i). */
  public static void forEachEdge(Operation op,
      BiConsumer<List<? extends Value>, List<? extends Value>> edge) {
    visit(RegionEdge.successors(op, null), edge);
    for (Region r : op.getRegions()) {
      visit(RegionEdge.successors(op, r), edge);
    }
  }

  private static void visit(List<RegionEdge> edges,
      BiConsumer<List<? extends Value>, List<? extends Value>> edge) {
    for (RegionEdge e : edges) {
      List<Value> from = e.predecessorOperands();
      List<Value> to = e.successorValues();
      int n = Math.min(from.size(), to.size());
      if (n > 0) {
        edge.accept(from.subList(from.size() - n, from.size()), to.subList(0, n));
      }
    }
  }
}
