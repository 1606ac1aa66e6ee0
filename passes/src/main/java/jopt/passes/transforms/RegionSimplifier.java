package jopt.passes.transforms;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.MLIRContext;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.OperationMarks;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.BranchOpInterface;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.interfaces.SideEffects;

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
   * MLIR's runRegionDCE: erases ops that are not live (an op is live when it has effects, is a
   * terminator, or one of its results is used by a live op) and the arguments of non-entry
   * blocks that are not live, with the operands branches forward to them. An operand a branch
   * forwards to a block argument is a use only when that argument is live.
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
   * The live ops and block arguments. An op with a live result is live as a whole (its results
   * are only ever asked about together), so one set serves for ops and their results.
   */
  private static final class Liveness {
    final OperationMarks ops;
    final Set<BlockArgument> args = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
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
        if (b.isEntryBlock()) {
          continue;
        }
        for (BlockArgument arg : b.getArguments()) {
          if (!args.contains(arg) && hasLiveUse(arg)) {
            args.add(arg);
            changed = true;
          }
        }
      }
    }

    void propagate(Operation op) {
      for (int i = 0, n = op.getNumRegions(); i < n; i++) {
        propagate(op.getRegion(i));
      }
      // Live first: on the sweep that finds no change every op is, and asking is one read of
      // the op. A live terminator has marked its successors' arguments when it became live.
      if (isLive(op)) {
        return;
      }
      if (op.hasTrait(Traits.IsTerminator.class)) {
        markLive(op);
        BranchOpInterface branch = op.getInterface(BranchOpInterface.class);
        if (branch == null) {
          for (Block successor : op.getSuccessors()) {
            for (BlockArgument arg : successor.getArguments()) {
              changed |= args.add(arg);
            }
          }
        }
        return;
      }
      if (!SideEffects.wouldOpBeTriviallyDead(op)) {
        markLive(op);
        return;
      }
      for (int i = 0, n = op.getNumResults(); i < n; i++) {
        if (hasLiveUse(op.getResult(i))) {
          markLive(op);
          return;
        }
      }
    }

    private void markLive(Operation op) {
      if (!isLive(op)) {
        ops.add(op);
        changed = true;
      }
    }

    private boolean hasLiveUse(Value value) {
      for (OpOperand use : value.getUses()) {
        if (!isUseKnownDead(use) && isLive(use.getOwner())) {
          return true;
        }
      }
      return false;
    }

    /** A branch's operand flowing into a block argument that is not live. */
    private boolean isUseKnownDead(OpOperand use) {
      Operation owner = use.getOwner();
      BranchOpInterface branch = owner.hasTrait(Traits.IsTerminator.class)
          ? owner.getInterface(BranchOpInterface.class) : null;
      if (branch == null) {
        return false;
      }
      BlockArgument arg = branch.getSuccessorBlockArgument(owner, use.getOperandNumber());
      return arg != null && !args.contains(arg);
    }

    boolean isLive(Operation op) {
      return ops.contains(op);
    }
  }

  private static boolean deleteDead(PatternRewriter rewriter, Region region, Liveness live) {
    boolean erased = false;
    if (region.isEmpty()) {
      return false;
    }
    boolean singleBlock = region.hasOneBlock();
    for (Block b : region.getBlocks()) {
      if (!singleBlock && b.getLastOp() != null) {
        eraseDeadSuccessorOperands(b.getLastOp(), live);
      }
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
    List<Block> blocks = region.getBlocks();
    for (int bi = 1; bi < blocks.size(); bi++) {
      Block b = blocks.get(bi);
      for (int i = b.getNumArguments() - 1; i >= 0; i--) {
        if (!live.args.contains(b.getArgument(i))) {
          b.eraseArgument(i);
          erased = true;
        }
      }
    }
    return erased;
  }

  /** Drops the operands a branch forwards to block arguments that are not live. */
  private static void eraseDeadSuccessorOperands(Operation terminator, Liveness live) {
    BranchOpInterface branch = terminator.getInterface(BranchOpInterface.class);
    if (branch == null) {
      return;
    }
    for (int succ = terminator.getNumSuccessors() - 1; succ >= 0; succ--) {
      Block successor = terminator.getSuccessor(succ);
      for (int arg = branch.getSuccessorOperandCount(terminator, succ) - 1; arg >= 0; arg--) {
        if (!live.args.contains(successor.getArgument(arg))) {
          branch.eraseSuccessorOperand(terminator, succ, arg);
        }
      }
    }
  }
}
