package jopt.passes.bufferization.placement;

import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;

/** How upstream's buffer placement passes classify an op with regions, by its interfaces. */
final class RegionControlFlow {
  private RegionControlFlow() {}

  /** MLIR's isKnownControlFlowInterface: a loop-like or region-branch op. */
  static boolean isKnown(Operation op) {
    return op.getInterface(LoopLikeOpInterface.class) != null
        || op.getInterface(RegionBranchOpInterface.class) != null;
  }

  /** MLIR's isLoop: loop-like, or a region-branch op whose region graph has a cycle. */
  static boolean isLoop(Operation op) {
    if (op.getInterface(LoopLikeOpInterface.class) != null) {
      return true;
    }
    RegionBranchOpInterface branch = op.getInterface(RegionBranchOpInterface.class);
    return branch != null && branch.hasLoop(op);
  }

  /** A loop whose iterations run one after another (not scf.parallel, scf.forall). */
  static boolean isSequentialLoop(Operation op) {
    return !op.hasTrait(Traits.ParallelIterations.class) && isLoop(op);
  }
}
