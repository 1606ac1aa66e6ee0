package jopt.ir.interfaces;

import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;

/**
 * MLIR's ConditionallySpeculatable: whether an op may run where it would not have run (hoisted
 * out of a loop) without undefined behaviour. Ops without the interface are speculatable when
 * they are {@link Traits.Pure} (MLIR's AlwaysSpeculatable), and not otherwise.
 */
public interface ConditionallySpeculatable {
  enum Speculatability {
    NOT_SPECULATABLE,
    SPECULATABLE,
    /** Speculatable when every op in its regions is (scf.if, loops with a known step). */
    RECURSIVELY_SPECULATABLE
  }

  Speculatability getSpeculatability(Operation op);

  /** MLIR's isSpeculatable. */
  static boolean isSpeculatable(Operation op) {
    ConditionallySpeculatable cs = op.getInterface(ConditionallySpeculatable.class);
    Speculatability s = cs != null ? cs.getSpeculatability(op)
        : op.hasTrait(Traits.Pure.class) ? Speculatability.SPECULATABLE : Speculatability.NOT_SPECULATABLE;
    switch (s) {
      case SPECULATABLE:
        return true;
      case RECURSIVELY_SPECULATABLE:
        for (Region r : op.getRegions()) {
          for (Block b : r.getBlocks()) {
            for (Operation nested : b.getOperations()) {
              if (!isSpeculatable(nested)) {
                return false;
              }
            }
          }
        }
        return true;
      default:
        return false;
    }
  }
}
