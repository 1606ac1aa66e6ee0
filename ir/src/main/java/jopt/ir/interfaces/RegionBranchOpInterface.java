package jopt.ir.interfaces;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * MLIR's RegionBranchOpInterface: control enters regions from the parent, flows between
 * regions and back to the parent. A {@code null} region stands for the parent op.
 */
public interface RegionBranchOpInterface {
  /** A successor of a branch point: a region (with its entry arguments) or the parent (with its results). */
  record Successor(Region region, List<Value> inputs) {
    public boolean isParent() {
      return region == null;
    }
  }

  /** Successors when entering from the parent op ({@code from == null}) or leaving region {@code from}. */
  List<Successor> getSuccessorRegions(Operation op, Region from);

  /** The operands forwarded from the parent to {@code successor}'s entry (e.g. scf.for's init args). */
  List<Value> getEntrySuccessorOperands(Operation op, Region successor);

  /**
   * MLIR's hasLoop: whether a region entered from the parent can be reached again, following
   * the successor regions (depth first, each region's successors once).
   */
  default boolean hasLoop(Operation op) {
    for (Successor entry : getSuccessorRegions(op, null)) {
      if (entry.isParent()) {
        continue;
      }
      boolean[] visited = new boolean[op.getNumRegions()];
      visited[entry.region().getRegionNumber()] = true;
      java.util.ArrayDeque<Region> worklist = new java.util.ArrayDeque<>();
      pushSuccessors(op, entry.region(), worklist);
      while (!worklist.isEmpty()) {
        Region next = worklist.pop();
        if (visited[next.getRegionNumber()]) {
          return true;
        }
        visited[next.getRegionNumber()] = true;
        pushSuccessors(op, next, worklist);
      }
    }
    return false;
  }

  private void pushSuccessors(Operation op, Region from, java.util.ArrayDeque<Region> worklist) {
    for (Successor s : getSuccessorRegions(op, from)) {
      if (!s.isParent()) {
        worklist.push(s.region());
      }
    }
  }
}
