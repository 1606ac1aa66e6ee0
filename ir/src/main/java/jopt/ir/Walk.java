package jopt.ir;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/** Walks over nested operations; the post-order walk tolerates erasure of the visited op. */
public final class Walk {
  private Walk() {}

  /** What an interruptible visitor asks for next. */
  public enum Result {
    ADVANCE,
    SKIP,
    INTERRUPT
  }

  static void postOrder(Operation op, Consumer<Operation> visitor) {
    for (int i = 0, n = op.getNumRegions(); i < n; i++) {
      walkRegionPostOrder(op.getRegion(i), visitor);
    }
    visitor.accept(op);
  }

  public static void walkRegionPostOrder(Region r, Consumer<Operation> visitor) {
    List<Block> blocks = List.copyOf(r.getBlocks());
    for (Block b : blocks) {
      // The block iterator reads the next op before yielding, so erasing the current one is safe.
      for (Operation o : b.getOperations()) {
        postOrder(o, visitor);
      }
    }
  }

  static void preOrder(Operation op, Consumer<Operation> visitor) {
    visitor.accept(op);
    for (int i = 0, n = op.getNumRegions(); i < n; i++) {
      for (Block b : op.getRegion(i).getBlocks()) {
        for (Operation o : b.getOperations()) {
          preOrder(o, visitor);
        }
      }
    }
  }

  static Result interruptible(Operation op, Function<Operation, Result> visitor) {
    Result res = visitor.apply(op);
    if (res == Result.INTERRUPT) {
      return Result.INTERRUPT;
    }
    if (res == Result.SKIP) {
      return Result.ADVANCE;
    }
    for (int i = 0, n = op.getNumRegions(); i < n; i++) {
      for (Block b : op.getRegion(i).getBlocks()) {
        for (Operation o : b.getOperations()) {
          if (interruptible(o, visitor) == Result.INTERRUPT) {
            return Result.INTERRUPT;
          }
        }
      }
    }
    return Result.ADVANCE;
  }
}
