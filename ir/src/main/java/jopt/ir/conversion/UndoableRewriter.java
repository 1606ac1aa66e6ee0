package jopt.ir.conversion;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.MLIRContext;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.rewrite.PatternRewriter;

/**
 * A rewriter whose changes are made at once, as a plain {@link PatternRewriter}'s, and logged, so
 * that {@link #rollback} undoes them (last first) and {@link #commit} keeps them. For the rewrites
 * a driver makes before a {@link DialectConversion} that must be undone with it when it fails (as
 * convert-onnx-to-linalg's preparation: loops unrolled, Ifs folded, unsigned arguments made
 * signless), without copying the IR. Unlike a {@link ConversionPatternRewriter} nothing is
 * deferred: an erased op leaves its block (and drops its operands) at once, and is destroyed at
 * commit. Changes must go through this rewriter: ops it inserts or clones, uses it replaces, ops
 * it erases or moves, regions it moves, block argument types and in-place changes of ops.
 */
public final class UndoableRewriter extends PatternRewriter {
  private final List<Runnable> undo = new ArrayList<>();
  private final List<Operation> erased = new ArrayList<>();

  public UndoableRewriter(MLIRContext ctx) {
    super(ctx);
    // Every op inserted or cloned (its nested ops too, after it: they are erased first).
    setListener(new Listener() {
      @Override
      public void notifyOperationInserted(Operation op) {
        undo.add(() -> IRRewrite.forceErase(op));
      }
    });
  }

  /** Whether nothing was changed (or everything was committed or rolled back). */
  public boolean isEmpty() {
    return undo.isEmpty() && erased.isEmpty();
  }

  @Override
  public void replaceUsesWithIf(Value from, Value to, Predicate<OpOperand> pred) {
    if (from == to) {
      return;
    }
    for (OpOperand use : from.getUseList()) {
      if (pred.test(use)) {
        Operation owner = use.getOwner();
        int index = use.getOperandNumber();
        undo.add(() -> owner.setOperand(index, from));
        use.set(to);
      }
    }
  }

  /** Erases {@code op} (its results unused): it leaves its block now, is put back on rollback. */
  @Override
  public void eraseOp(Operation op) {
    for (int i = 0; i < op.getNumResults(); i++) {
      if (!op.getResult(i).useEmpty()) {
        throw new IllegalStateException("erasing '" + op.getName() + "' whose result still has uses");
      }
    }
    Block block = op.getBlock();
    Operation next = op.getNextNode();
    List<Operation> ops = new ArrayList<>();
    List<List<Value>> operands = new ArrayList<>();
    op.walk(o -> {
      ops.add(o);
      operands.add(new ArrayList<>(o.getOperands()));
    });
    op.remove();
    op.dropAllReferences();
    erased.add(op);
    undo.add(() -> {
      erased.remove(op);
      block.insertBefore(next, op);
      for (int i = 0; i < ops.size(); i++) {
        ops.get(i).setOperands(operands.get(i));
      }
    });
  }

  @Override
  public void moveOpBefore(Operation op, Operation before) {
    logPosition(op);
    op.moveBefore(before);
  }

  @Override
  public void moveOpAfter(Operation op, Operation after) {
    logPosition(op);
    op.moveAfter(after);
  }

  private void logPosition(Operation op) {
    Block block = op.getBlock();
    Operation next = op.getNextNode();
    undo.add(() -> {
      op.remove();
      block.insertBefore(next, op);
    });
  }

  /** Moves the blocks of {@code from} to the end of {@code to} (Region.takeBody into an empty region). */
  public void takeBody(Region to, Region from) {
    int keep = to.getBlocks().size();
    to.takeBody(from);
    undo.add(() -> {
      List<Block> moved = new ArrayList<>(to.getBlocks().subList(keep, to.getBlocks().size()));
      to.getBlocks().subList(keep, to.getBlocks().size()).clear();
      for (Block b : moved) {
        from.insertBefore(null, List.of(b));
      }
    });
  }

  /** Sets the type of block argument {@code arg}. */
  public void setType(BlockArgument arg, Type type) {
    Type old = arg.getType();
    arg.setType(type);
    undo.add(() -> arg.setType(old));
  }

  /** Applies {@code change} to {@code op}'s location, attributes or operands; undone by restoring them. */
  @Override
  public void modifyOpInPlace(Operation op, Runnable change) {
    DictionaryAttr attrs = op.getAttrDictionary();
    List<Value> operands = new ArrayList<>(op.getOperands());
    jopt.ir.Location loc = op.getLoc();
    change.run();
    undo.add(() -> {
      op.setLoc(loc);
      op.setAttrDictionary(attrs);
      if (!op.getOperands().equals(operands)) {
        op.setOperands(operands);
      }
    });
  }

  @Override
  public void inlineBlockBefore(Block source, Operation before, List<? extends Value> argValues) {
    throw new UnsupportedOperationException("UndoableRewriter.inlineBlockBefore");
  }

  @Override
  public void mergeBlocks(Block source, Block dest, List<? extends Value> argValues) {
    throw new UnsupportedOperationException("UndoableRewriter.mergeBlocks");
  }

  @Override
  public void eraseBlock(Block block) {
    throw new UnsupportedOperationException("UndoableRewriter.eraseBlock");
  }

  @Override
  public void cloneRegionBefore(Region region, Region parent, Block before, java.util.Map<Value, Value> mapping) {
    throw new UnsupportedOperationException("UndoableRewriter.cloneRegionBefore");
  }

  /** Undoes every change, last first. */
  public void rollback() {
    for (int i = undo.size() - 1; i >= 0; i--) {
      undo.get(i).run();
    }
    undo.clear();
    erased.clear();
  }

  /** Keeps every change; the erased ops are destroyed. */
  public void commit() {
    for (Operation op : erased) {
      op.erase();
    }
    undo.clear();
    erased.clear();
  }
}
