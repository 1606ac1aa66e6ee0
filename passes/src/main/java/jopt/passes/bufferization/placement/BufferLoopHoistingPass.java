package jopt.passes.bufferization.placement;

import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code buffer-loop-hoisting} (upstream MLIR's): allocations move out of the sequential loops
 * their buffer does not outlive an iteration of ({@link AllocationHoisting}).
 */
public final class BufferLoopHoistingPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("buffer-loop-hoisting",
      "Optimizes placement of allocation operations by moving them out of loop nests",
      "func.func", BufferLoopHoistingPass::new);

  public BufferLoopHoistingPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    new AllocationHoisting(getOperation(), AllocationHoisting.Mode.LOOPS).run();
  }
}
