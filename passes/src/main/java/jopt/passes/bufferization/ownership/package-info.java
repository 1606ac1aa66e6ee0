/**
 * Upstream MLIR's ownership-based buffer deallocation: {@code ownership-based-buffer-deallocation}
 * ({@link OwnershipBasedBufferDeallocationPass}) inserts the {@code bufferization.dealloc} ops
 * that free each function's buffers, block by block ({@link BufferDeallocation}, the model of a
 * pass written as its original), with the ownership lattice ({@link Ownership}), the state of the
 * walk ({@link DeallocationState}) and the per-op interface
 * ({@link BufferDeallocationOpInterface}, models for cf, arith and scf in
 * {@link DeallocationModels}). Not MLIR-HLO's deallocation, which is
 * {@code jopt.passes.hlodeallocation}.
 */
package jopt.passes.bufferization.ownership;
