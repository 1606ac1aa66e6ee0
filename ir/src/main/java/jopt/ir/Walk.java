package jopt.ir;

import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Walks over nested operations, as MLIR's walks: without recursion (any nesting depth), and with
 * MLIR's early-increment iteration, so that the visitor may erase the op it is visiting (after
 * its nested ops in a post-order walk; in a pre-order walk its nested ops are then not visited,
 * as if it returned {@link Result#SKIP}). Erasing or moving an op the walk has not reached yet is
 * not allowed (MLIR's is undefined): the walk stops with an {@link IllegalStateException}
 * instead of visiting a detached op and silently skipping the rest of its block.
 */
public final class Walk {
  private Walk() {}

  /** What an interruptible visitor asks for next (MLIR's WalkResult). */
  public enum Result {
    /** Go on, into the op's regions in a pre-order walk. */
    ADVANCE,
    /** Go on without the op's regions. */
    SKIP,
    /** Stop the walk. */
    INTERRUPT
  }

  /**
   * The open levels of a walk, innermost last: at each, the op whose regions are walked, the
   * region and block at hand, and the next op to visit (read before visiting the current one).
   */
  private static final class Cursor {
    private Operation[] parents = new Operation[4];
    private int[] regionIndex = new int[4];
    private int[] lastRegion = new int[4];
    private Block[] block = new Block[4];
    private int[] blockIndex = new int[4];
    private Operation[] next = new Operation[4];
    int depth;

    /** Opens regions {@code first..last} of {@code op} as the innermost level. */
    void open(Operation op, int first, int last) {
      if (depth == parents.length) {
        int n = 2 * depth;
        parents = Arrays.copyOf(parents, n);
        regionIndex = Arrays.copyOf(regionIndex, n);
        lastRegion = Arrays.copyOf(lastRegion, n);
        block = Arrays.copyOf(block, n);
        blockIndex = Arrays.copyOf(blockIndex, n);
        next = Arrays.copyOf(next, n);
      }
      parents[depth] = op;
      regionIndex[depth] = first - 1;
      lastRegion[depth] = last;
      block[depth] = null;
      next[depth] = null;
      depth++;
    }

    /**
     * The next op of the innermost level, moving on to its next block and region as they end;
     * null when the level's regions are done.
     */
    Operation advance() {
      int k = depth - 1;
      while (true) {
        Operation o = next[k];
        if (o != null) {
          if (o.getBlock() != block[k]) {
            throw notReached(o);
          }
          next[k] = o.getNextNode();
          return o;
        }
        if (block[k] != null) {
          List<Block> blocks = parents[k].getRegion(regionIndex[k]).getBlocks();
          if (++blockIndex[k] < blocks.size()) {
            block[k] = blocks.get(blockIndex[k]);
            next[k] = block[k].getFirstOp();
            continue;
          }
        }
        while (++regionIndex[k] <= lastRegion[k]) {
          List<Block> blocks = parents[k].getRegion(regionIndex[k]).getBlocks();
          if (!blocks.isEmpty()) {
            blockIndex[k] = 0;
            block[k] = blocks.get(0);
            next[k] = block[k].getFirstOp();
            break;
          }
        }
        if (regionIndex[k] > lastRegion[k]) {
          return null;
        }
      }
    }

    /** Closes the innermost level; returns its op. */
    Operation close() {
      int k = --depth;
      Operation op = parents[k];
      parents[k] = null;
      block[k] = null;
      next[k] = null;
      return op;
    }
  }

  private static IllegalStateException notReached(Operation o) {
    return new IllegalStateException("walk: '" + o.getName() + "' was erased or moved before "
        + "the walk reached it; a visitor may erase only the op it visits");
  }

  static void postOrder(Operation op, Consumer<Operation> visitor) {
    if (op.getNumRegions() == 0) {
      visitor.accept(op);
      return;
    }
    Cursor c = new Cursor();
    c.open(op, 0, op.getNumRegions() - 1);
    postOrder(c, visitor, true);
  }

  /** Visits what the cursor holds, each op after its nested ops; its bottom op too if asked. */
  private static void postOrder(Cursor c, Consumer<Operation> visitor, boolean visitBottom) {
    while (c.depth > 0) {
      Operation o = c.advance();
      if (o == null) {
        Operation done = c.close();
        if (c.depth > 0 || visitBottom) {
          visitor.accept(done);
        }
      } else if (o.getNumRegions() != 0) {
        c.open(o, 0, o.getNumRegions() - 1);
      } else {
        visitor.accept(o);
      }
    }
  }

  /** The ops nested in {@code r} (not its parent), in post-order. */
  public static void walkRegionPostOrder(Region r, Consumer<Operation> visitor) {
    Operation parent = r.getParentOp();
    if (parent == null) {
      for (Block b : List.copyOf(r.getBlocks())) {
        for (Operation o = b.getFirstOp(); o != null; ) {
          Operation next = o.getNextNode();
          postOrder(o, visitor);
          if (next != null && next.getBlock() != b) {
            throw notReached(next);
          }
          o = next;
        }
      }
      return;
    }
    int index = parent.getRegions().indexOf(r);
    Cursor c = new Cursor();
    c.open(parent, index, index);
    postOrder(c, visitor, false);
  }

  static void preOrder(Operation op, Consumer<Operation> visitor) {
    interruptible(op, o -> {
      visitor.accept(o);
      return Result.ADVANCE;
    });
  }

  static Result interruptible(Operation op, Function<Operation, Result> visitor) {
    Result res = visitor.apply(op);
    if (res == Result.INTERRUPT) {
      return Result.INTERRUPT;
    }
    if (res == Result.SKIP || op.isErased() || op.getNumRegions() == 0) {
      return Result.ADVANCE;
    }
    Cursor c = new Cursor();
    c.open(op, 0, op.getNumRegions() - 1);
    while (c.depth > 0) {
      Operation o = c.advance();
      if (o == null) {
        c.close();
        continue;
      }
      res = visitor.apply(o);
      if (res == Result.INTERRUPT) {
        return Result.INTERRUPT;
      }
      if (res == Result.ADVANCE && !o.isErased() && o.getNumRegions() != 0) {
        c.open(o, 0, o.getNumRegions() - 1);
      }
    }
    return Result.ADVANCE;
  }
}
