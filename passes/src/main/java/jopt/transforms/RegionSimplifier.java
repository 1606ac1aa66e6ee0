package jopt.transforms;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.MLIRContext;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.OperationMarks;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.SideEffects;

/**
 * The region simplifications the greedy driver runs between iterations (MLIR's
 * simplifyRegions at level "normal"): erasing unreachable blocks, and a liveness-based dead
 * code elimination that also removes dead cycles the worklist cannot see.
 */
public final class RegionSimplifier {
  private RegionSimplifier() {}

  /** Erases blocks unreachable from their region's entry, in these regions and nested ones. */
  public static boolean eraseUnreachableBlocks(PatternRewriter rewriter, List<Region> regions) {
    boolean erased = false;
    ArrayDeque<Region> worklist = new ArrayDeque<>(regions);
    while (!worklist.isEmpty()) {
      Region region = worklist.pop();
      if (region.isEmpty()) {
        continue;
      }
      if (region.hasOneBlock()) {
        pushNested(region.front(), worklist);
        continue;
      }
      Set<Block> reachable = new HashSet<>();
      ArrayDeque<Block> stack = new ArrayDeque<>();
      stack.push(region.front());
      while (!stack.isEmpty()) {
        Block b = stack.pop();
        if (reachable.add(b)) {
          for (Block s : b.getSuccessors()) {
            stack.push(s);
          }
        }
      }
      for (Block b : List.copyOf(region.getBlocks())) {
        if (!reachable.contains(b)) {
          rewriter.eraseBlock(b);
          erased = true;
        } else {
          pushNested(b, worklist);
        }
      }
    }
    return erased;
  }

  private static void pushNested(Block b, ArrayDeque<Region> worklist) {
    for (Operation op : b.getOperations()) {
      for (int i = 0, n = op.getNumRegions(); i < n; i++) {
        worklist.push(op.getRegion(i));
      }
    }
  }

  /**
   * Erases ops that are not live: an op is live when it has effects, is a terminator, or one
   * of its results is used by a live op. Block arguments are kept.
   */
  public static boolean runRegionDCE(PatternRewriter rewriter, List<Region> regions) {
    Liveness live = new Liveness(rewriter.getContext());
    do {
      live.changed = false;
      for (Region r : regions) {
        live.propagate(r);
      }
    } while (live.changed);
    boolean erased = false;
    for (Region r : regions) {
      erased |= deleteDead(rewriter, r, live);
    }
    return erased;
  }

  /**
   * The live ops. An op with a live result is live as a whole (its results are only ever asked
   * about together), so one set serves for ops and values.
   */
  private static final class Liveness {
    final OperationMarks ops;
    boolean changed;

    Liveness(MLIRContext ctx) {
      ops = new OperationMarks(ctx);
    }

    void propagate(Region region) {
      List<Block> blocks = region.getBlocks();
      for (int i = blocks.size() - 1; i >= 0; i--) {
        Block b = blocks.get(i);
        for (Operation op = b.getLastOp(); op != null; op = op.getPrevNode()) {
          propagate(op);
        }
      }
    }

    void propagate(Operation op) {
      for (int i = 0, n = op.getNumRegions(); i < n; i++) {
        propagate(op.getRegion(i));
      }
      if (isLive(op)) {
        return;
      }
      if (op.hasTrait(Traits.IsTerminator.class) || !SideEffects.wouldOpBeTriviallyDead(op)
          || hasLiveUser(op)) {
        ops.add(op);
        changed = true;
      }
    }

    private boolean hasLiveUser(Operation op) {
      for (int i = 0, n = op.getNumResults(); i < n; i++) {
        for (OpOperand use : op.getResult(i).getUses()) {
          if (isLive(use.getOwner())) {
            return true;
          }
        }
      }
      return false;
    }

    boolean isLive(Operation op) {
      return ops.contains(op);
    }
  }

  private static boolean deleteDead(PatternRewriter rewriter, Region region, Liveness live) {
    boolean erased = false;
    for (Block b : region.getBlocks()) {
      for (Operation op = b.getLastOp(), prev; op != null; op = prev) {
        prev = op.getPrevNode();
        if (!live.isLive(op)) {
          for (Value v : op.getResults()) {
            for (OpOperand use : v.getUseList()) {
              use.set(null);
            }
          }
          rewriter.eraseOp(op);
          erased = true;
        } else {
          for (int i = 0, n = op.getNumRegions(); i < n; i++) {
            erased |= deleteDead(rewriter, op.getRegion(i), live);
          }
        }
      }
    }
    return erased;
  }
}
