package jopt.passes.bufferization.ownership;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.interfaces.BranchOpInterface;

/**
 * Whether explicit control flow forms a loop, as MLIR's Backedges analysis of the ownership-based
 * deallocation finds: in some region, following the successors of branch terminators from the
 * entry block reaches a block that is still on the walk's path. MLIR walks every path; a back
 * edge exists exactly when a cycle is reachable from an entry block, which one depth-first
 * search per region (the regions of ops in reachable blocks included) decides in linear time.
 */
final class Backedges {
  private Backedges() {}

  private enum Color { ON_PATH, DONE }

  static boolean hasLoop(Operation root) {
    ArrayDeque<Region> regions = new ArrayDeque<>(root.getRegions());
    while (!regions.isEmpty()) {
      Region r = regions.pop();
      if (!r.isEmpty() && hasLoop(r.front(), regions)) {
        return true;
      }
    }
    return false;
  }

  /** DFS over the blocks reachable from {@code entry}; queues the regions of their ops. */
  private static boolean hasLoop(Block entry, ArrayDeque<Region> nested) {
    Map<Block, Color> color = new HashMap<>();
    ArrayDeque<Block> path = new ArrayDeque<>();
    ArrayDeque<Iterator<Block>> next = new ArrayDeque<>();
    enter(entry, color, path, next, nested);
    while (!path.isEmpty()) {
      Iterator<Block> it = next.peek();
      if (!it.hasNext()) {
        color.put(path.pop(), Color.DONE);
        next.pop();
        continue;
      }
      Block succ = it.next();
      Color c = color.get(succ);
      if (c == Color.ON_PATH) {
        return true;
      }
      if (c == null) {
        enter(succ, color, path, next, nested);
      }
    }
    return false;
  }

  private static void enter(Block b, Map<Block, Color> color, ArrayDeque<Block> path,
      ArrayDeque<Iterator<Block>> next, ArrayDeque<Region> nested) {
    color.put(b, Color.ON_PATH);
    path.push(b);
    for (Operation op : b.getOpList()) {
      nested.addAll(op.getRegions());
    }
    Operation term = b.isEmpty() ? null : b.getLastOp();
    List<Block> succs = term != null && term.getInterface(BranchOpInterface.class) != null
        ? term.getSuccessors() : List.of();
    next.push(succs.iterator());
  }
}
