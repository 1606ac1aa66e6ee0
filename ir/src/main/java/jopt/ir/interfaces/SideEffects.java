package jopt.ir.interfaces;

import java.util.ArrayDeque;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Block;
import jopt.ir.Traits;

/**
 * MLIR's side-effect queries (SideEffectInterfaces.h): trivially dead ops and effect-free ops,
 * from the ops' {@link MemoryEffects} and traits. Constant matching is {@link jopt.ir.rewrite.Matchers}'.
 */
public final class SideEffects {
  private SideEffects() {}

  /** An op whose results are unused and that could be erased without changing behaviour. */
  public static boolean isOpTriviallyDead(Operation op) {
    return op.use_empty() && wouldOpBeTriviallyDead(op);
  }

  /** Whether {@code op} would be dead if its results were unused (MLIR's wouldOpBeTriviallyDead). */
  public static boolean wouldOpBeTriviallyDead(Operation op) {
    if (op.hasTrait(Traits.IsTerminator.class) || op.getInterface(SymbolOpInterface.class) != null) {
      return false;
    }
    // Breadth first by blocks (the answer does not depend on the order): an effect near the top
    // is found without visiting the whole nest, which made canonicalize quadratic in nesting
    // depth; and a block's ops are looked at one by one, not queued all at once, so that an
    // effect early in a long block is found in time proportional to its position.
    boolean recursiveOp = op.hasTrait(Traits.HasRecursiveMemoryEffects.class);
    if (!hasNoEffectsButReads(op, recursiveOp)) {
      return false;
    }
    if (!recursiveOp || op.getNumRegions() == 0) {
      return true;
    }
    ArrayDeque<Block> blocks = new ArrayDeque<>();
    addBlocks(op, blocks);
    while (!blocks.isEmpty()) {
      for (Operation o : blocks.poll().getOperations()) {
        boolean recursive = o.hasTrait(Traits.HasRecursiveMemoryEffects.class);
        if (!hasNoEffectsButReads(o, recursive)) {
          return false;
        }
        if (recursive) {
          addBlocks(o, blocks);
        }
      }
    }
    return true;
  }

  private static void addBlocks(Operation op, ArrayDeque<Block> blocks) {
    for (Region r : op.getRegions()) {
      blocks.addAll(r.getBlocks());
    }
  }

  /**
   * Whether {@code o} itself only reads or allocates its own results; an op without known
   * effects counts as effect-free only when its effects are those of its regions.
   */
  private static boolean hasNoEffectsButReads(Operation o, boolean recursive) {
    if (o.hasTrait(Traits.Pure.class)) {
      return true;
    }
    MemoryEffects me = o.getInterface(MemoryEffects.class);
    if (me == null) {
      return recursive;
    }
    for (MemoryEffects.Effect e : me.getEffects(o)) {
      boolean ownAlloc = e.kind() == MemoryEffects.Kind.ALLOCATE && e.value() != null
          && e.value().getDefiningOp() == o;
      if (!ownAlloc && e.kind() != MemoryEffects.Kind.READ) {
        return false;
      }
    }
    return true;
  }

  /** True when the op has no memory effects at all (recursively for recursive-effect ops). */
  public static boolean isMemoryEffectFree(Operation op) {
    if (!op.isRegistered()) {
      return false;
    }
    MemoryEffects me = op.getInterface(MemoryEffects.class);
    if (op.hasTrait(Traits.HasRecursiveMemoryEffects.class)) {
      if (me != null && !me.getEffects(op).isEmpty()) {
        return false;
      }
      for (Region r : op.getRegions()) {
        for (Block b : r.getBlocks()) {
          for (Operation nested : b.getOperations()) {
            if (!isMemoryEffectFree(nested)) {
              return false;
            }
          }
        }
      }
      return true;
    }
    if (op.hasTrait(Traits.Pure.class)) {
      return true;
    }
    return me != null && me.getEffects(op).isEmpty();
  }
}
