package jopt.ir.rewrite;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.MLIRContext;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * A builder that routes every IR change of a pattern through itself, so that a
 * {@link Listener} (the greedy driver's worklist) learns of inserted, modified, replaced and
 * erased ops. MLIR's RewriterBase/PatternRewriter.
 */
public class PatternRewriter extends Builder {
  /** Observes the changes made through a rewriter. All methods default to nothing. */
  public interface Listener {
    default void notifyOperationInserted(Operation op) {}

    default void notifyOperationModified(Operation op) {}

    /** {@code op} is about to be replaced by {@code values} (its uses not yet rewired). */
    default void notifyOperationReplaced(Operation op, List<? extends Value> values) {}

    /** {@code op} is about to be erased; nested ops were reported first. */
    default void notifyOperationErased(Operation op) {}

    default void notifyBlockErased(Block block) {}
  }

  private Listener listener;

  public PatternRewriter(MLIRContext ctx) {
    super(ctx);
  }

  public PatternRewriter(MLIRContext ctx, Listener listener) {
    super(ctx);
    this.listener = listener;
  }

  public void setListener(Listener listener) {
    this.listener = listener;
  }

  public Listener getListener() {
    return listener;
  }

  @Override
  public Operation insert(Operation op) {
    super.insert(op);
    if (listener != null && op.getBlock() != null) {
      listener.notifyOperationInserted(op);
    }
    return op;
  }

  /** Replaces the results of {@code op} with {@code values} and erases it. */
  public void replaceOp(Operation op, List<? extends Value> values) {
    if (values.size() != op.getNumResults()) {
      throw new IllegalArgumentException("replacing " + op.getNumResults()
          + " results of '" + op.getName() + "' with " + values.size() + " values");
    }
    if (listener != null) {
      listener.notifyOperationReplaced(op, values);
    }
    for (int i = 0; i < values.size(); i++) {
      replaceAllUsesWith(op.getResult(i), values.get(i));
    }
    eraseOp(op);
  }

  public void replaceOp(Operation op, Operation with) {
    replaceOp(op, with.getResults());
  }

  /** Erases {@code op} and everything nested in it; its results must be unused. */
  public void eraseOp(Operation op) {
    if (listener != null) {
      notifyErasedTree(op);
    }
    op.erase();
  }

  public void eraseBlock(Block block) {
    if (listener != null) {
      notifyErasedOps(block);
      listener.notifyBlockErased(block);
    }
    block.erase();
  }

  /**
   * Reports {@code op} and everything nested in it as erased, in MLIR's order: nested ops
   * first, each block's ops from last to first, so uses are gone before their definitions (a
   * listener re-enqueueing the definitions of erased operands never revives an erased op).
   */
  private void notifyErasedTree(Operation op) {
    List<Region> regions = op.getRegions();
    for (int r = regions.size() - 1; r >= 0; r--) {
      List<Block> blocks = regions.get(r).getBlocks();
      for (int b = blocks.size() - 1; b >= 0; b--) {
        notifyErasedOps(blocks.get(b));
      }
    }
    listener.notifyOperationErased(op);
  }

  private void notifyErasedOps(Block block) {
    for (Operation o = block.getLastOp(); o != null; o = o.getPrevNode()) {
      notifyErasedTree(o);
    }
  }

  /** Applies an in-place change to {@code op} and reports it as modified. */
  public void modifyOpInPlace(Operation op, Runnable change) {
    change.run();
    if (listener != null) {
      listener.notifyOperationModified(op);
    }
  }

  /** Rewires every use of {@code from} to {@code to}, reporting each user as modified. */
  public void replaceAllUsesWith(Value from, Value to) {
    replaceUsesWithIf(from, to, u -> true);
  }

  public void replaceUsesWithIf(Value from, Value to, Predicate<OpOperand> pred) {
    if (from == to) {
      return;
    }
    List<Operation> modified = new ArrayList<>();
    for (OpOperand use : from.getUseList()) {
      if (pred.test(use)) {
        use.set(to);
        modified.add(use.getOwner());
      }
    }
    if (listener != null) {
      for (Operation user : modified) {
        listener.notifyOperationModified(user);
      }
    }
  }

  /**
   * Moves the ops of {@code source} before {@code before} (in its block), replacing the block's
   * arguments with {@code argValues}; {@code source} is then empty and erased.
   */
  public void inlineBlockBefore(Block source, Operation before, List<? extends Value> argValues) {
    List<BlockArgument> args = source.getArguments();
    for (int i = 0; i < args.size(); i++) {
      replaceAllUsesWith(args.get(i), argValues.get(i));
    }
    Block dest = before.getBlock();
    for (Operation op : source.getOpList()) {
      op.remove();
      dest.insertBefore(before, op);
      // As MLIR's moveOpBefore: the moved op is reported, not what it holds (reporting every
      // nested op made merging nested blocks cubic in the nesting depth).
      if (listener != null) {
        listener.notifyOperationInserted(op);
      }
    }
    source.erase();
  }

  /** Moves the ops of {@code source} to the end of {@code dest}; as {@link #inlineBlockBefore}. */
  public void mergeBlocks(Block source, Block dest, List<? extends Value> argValues) {
    List<BlockArgument> args = source.getArguments();
    for (int i = 0; i < args.size(); i++) {
      replaceAllUsesWith(args.get(i), argValues.get(i));
    }
    for (Operation op : source.getOpList()) {
      op.remove();
      dest.push_back(op);
      if (listener != null) {
        listener.notifyOperationInserted(op);
      }
    }
    source.erase();
  }

  /** Moves {@code op} before {@code before}, reporting it as inserted at its new place. */
  public void moveOpBefore(Operation op, Operation before) {
    op.moveBefore(before);
    if (listener != null) {
      listener.notifyOperationInserted(op);
    }
  }

  public void moveOpAfter(Operation op, Operation after) {
    op.moveAfter(after);
    if (listener != null) {
      listener.notifyOperationInserted(op);
    }
  }

  /**
   * MLIR's RewriterBase::cloneRegionBefore: clones {@code region}'s blocks into {@code parent}
   * before {@code before} (at the end when null), block arguments in {@code mapping} replaced by
   * their mapped values; the new ops are reported in pre-order, block by block.
   */
  public void cloneRegionBefore(jopt.ir.Region region, jopt.ir.Region parent, jopt.ir.Block before,
      Map<Value, Value> mapping) {
    int start = parent.getBlocks().size();
    int beforeIndex = before == null ? start : parent.getBlocks().indexOf(before);
    region.cloneInto(parent, before, mapping);
    if (listener == null) {
      return;
    }
    int added = parent.getBlocks().size() - start;
    for (int i = beforeIndex; i < beforeIndex + added; i++) {
      for (Operation nested : parent.getBlocks().get(i).getOpList()) {
        nested.walkPreOrder(listener::notifyOperationInserted);
      }
    }
  }

  /** Clones {@code op} (with {@code mapping} for outside values) at the insertion point. */
  public Operation clone(Operation op, Map<Value, Value> mapping) {
    Operation copy = insert(op.clone(getContext(), mapping));
    // As MLIR's OpBuilder::clone: the ops the copy holds are reported too, in pre-order.
    if (listener != null && copy.getBlock() != null) {
      for (jopt.ir.Region r : copy.getRegions()) {
        for (jopt.ir.Block b : r.getBlocks()) {
          for (Operation nested : b.getOpList()) {
            nested.walkPreOrder(listener::notifyOperationInserted);
          }
        }
      }
    }
    return copy;
  }
}
