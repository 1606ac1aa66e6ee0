package jopt.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
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
   * MLIR's runRegionDCE: erases ops and block arguments that are not live. An op is live when it
   * has effects or is a terminator, or when a live op uses one of its results; a block argument
   * (of a block other than its region's entry) when a live op uses it, an operand a branch
   * forwards to it counting only when the argument it feeds is live. Successor operands that feed
   * dead arguments are dropped with the arguments. Blocks are visited in post-order from their
   * region's entry, ops in reverse.
   */
  public static boolean runRegionDCE(PatternRewriter rewriter, List<Region> regions) {
    LiveMap live = new LiveMap(rewriter.getContext());
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

  /** The blocks of {@code region} reachable from its entry, in post-order (LLVM's post_order). */
  private static List<Block> postOrder(Region region) {
    List<Block> order = new ArrayList<>();
    Set<Block> visited = new HashSet<>();
    ArrayDeque<Block> stack = new ArrayDeque<>();
    ArrayDeque<Integer> next = new ArrayDeque<>();
    Block entry = region.front();
    visited.add(entry);
    stack.push(entry);
    next.push(0);
    while (!stack.isEmpty()) {
      Block b = stack.peek();
      int i = next.pop();
      List<Block> succs = b.getSuccessors();
      if (i < succs.size()) {
        next.push(i + 1);
        Block s = succs.get(i);
        if (visited.add(s)) {
          stack.push(s);
          next.push(0);
        }
        continue;
      }
      order.add(stack.pop());
    }
    return order;
  }

  /** Live ops (an op with a live result is live as a whole) and live block arguments. */
  private static final class LiveMap {
    final OperationMarks ops;
    final Set<BlockArgument> args = new HashSet<>();
    boolean changed;

    LiveMap(MLIRContext ctx) {
      ops = new OperationMarks(ctx);
    }

    boolean isLive(Operation op) {
      return ops.contains(op);
    }

    boolean isLive(Value v) {
      return v instanceof BlockArgument a ? args.contains(a) : ops.contains(v.getDefiningOp());
    }

    void setLive(Operation op) {
      if (!ops.contains(op)) {
        ops.add(op);
        changed = true;
      }
    }

    void setLive(Value v) {
      if (v instanceof BlockArgument a) {
        changed |= args.add(a);
      } else {
        setLive(v.getDefiningOp());
      }
    }

    void propagate(Region region) {
      if (region.isEmpty()) {
        return;
      }
      for (Block b : postOrder(region)) {
        for (Operation op = b.getLastOp(); op != null; op = op.getPrevNode()) {
          propagate(op);
        }
        if (b.isEntryBlock()) {
          continue;
        }
        for (BlockArgument arg : b.getArguments()) {
          if (!args.contains(arg)) {
            processValue(arg);
          }
        }
      }
    }

    void propagate(Operation op) {
      for (int i = 0, n = op.getNumRegions(); i < n; i++) {
        propagate(op.getRegion(i));
      }
      if (op.hasTrait(Traits.IsTerminator.class)) {
        propagateTerminator(op);
        return;
      }
      if (isLive(op)) {
        return;
      }
      if (!SideEffects.wouldOpBeTriviallyDead(op)) {
        setLive(op);
        return;
      }
      for (int i = 0, n = op.getNumResults(); i < n; i++) {
        processValue(op.getResult(i));
      }
    }

    /** A terminator is live; so are the successor arguments it does not say it forwards. */
    private void propagateTerminator(Operation op) {
      setLive(op);
      BranchOpInterface branch = op.getInterface(BranchOpInterface.class);
      for (int i = 0, n = op.getNumSuccessors(); i < n; i++) {
        Block succ = op.getSuccessor(i);
        int produced = branch == null ? succ.getNumArguments() : branch.getProducedOperandCount(op, i);
        for (int k = 0; k < produced; k++) {
          setLive(succ.getArgument(k));
        }
      }
    }

    private void processValue(Value v) {
      for (OpOperand use : v.getUses()) {
        if (!isUseKnownDead(use) && isLive(use.getOwner())) {
          setLive(v);
          return;
        }
      }
    }

    /** An operand a branch forwards to a dead successor argument is not a use that keeps it. */
    private boolean isUseKnownDead(OpOperand use) {
      Operation owner = use.getOwner();
      if (!owner.hasTrait(Traits.IsTerminator.class)) {
        return false;
      }
      BranchOpInterface branch = owner.getInterface(BranchOpInterface.class);
      if (branch == null) {
        return false;
      }
      BlockArgument arg = branch.getSuccessorBlockArgument(owner, use.getOperandNumber());
      return arg != null && !args.contains(arg);
    }
  }

  private static boolean deleteDead(PatternRewriter rewriter, Region region, LiveMap live) {
    if (region.isEmpty()) {
      return false;
    }
    boolean erased = false;
    boolean singleBlock = region.hasOneBlock();
    for (Block b : postOrder(region)) {
      if (!singleBlock) {
        eraseDeadSuccessorOperands(b.getTerminator(), live);
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
        BlockArgument arg = b.getArgument(i);
        if (!live.args.contains(arg) && arg.useEmpty()) {
          b.eraseArgument(i); // as MLIR's: not reported as a change
        }
      }
    }
    return erased;
  }

  /** Drops the operands {@code terminator} forwards to dead successor arguments. */
  private static void eraseDeadSuccessorOperands(Operation terminator, LiveMap live) {
    BranchOpInterface branch = terminator == null ? null : terminator.getInterface(BranchOpInterface.class);
    if (branch == null) {
      return;
    }
    for (int succ = terminator.getNumSuccessors() - 1; succ >= 0; succ--) {
      Block successor = terminator.getSuccessor(succ);
      List<Value> operands = new ArrayList<>(branch.getSuccessorOperands(terminator, succ));
      int produced = branch.getProducedOperandCount(terminator, succ);
      boolean changed = false;
      for (int k = operands.size() - 1; k >= 0; k--) {
        if (!live.args.contains(successor.getArgument(produced + k))) {
          operands.remove(k);
          changed = true;
        }
      }
      if (changed) {
        branch.setSuccessorOperands(terminator, succ, operands);
      }
    }
  }
}
