/**
 * Upstream MLIR's buffer placement passes: {@code buffer-hoisting}, {@code buffer-loop-hoisting}
 * ({@link BufferHoistingPass}, {@link BufferLoopHoistingPass}, both by {@link AllocationHoisting})
 * and {@code promote-buffers-to-stack} ({@link PromoteBuffersToStackPass}), over the allocations
 * {@link BufferPlacementAllocs} finds.
 */
package jopt.passes.bufferization.placement;
