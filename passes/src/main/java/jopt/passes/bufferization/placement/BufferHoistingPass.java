package jopt.passes.bufferization.placement;

import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code buffer-hoisting} (upstream MLIR's): allocations move into the common dominator of
 * their buffer's uses and out of nested regions that are not loops ({@link AllocationHoisting}).
 */
public final class BufferHoistingPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("buffer-hoisting",
      "Optimizes placement of allocation operations by moving them into common dominators and out"
          + " of nested regions",
      "func.func", BufferHoistingPass::new);

  public BufferHoistingPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    new AllocationHoisting(getOperation(), AllocationHoisting.Mode.DOMINATORS).run();
  }
}
