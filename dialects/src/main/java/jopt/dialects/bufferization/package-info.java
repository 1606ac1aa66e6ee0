/**
 * MLIR's bufferization dialect ({@link BufferizationDialect}): the tensor/buffer boundary
 * ({@code to_buffer}, {@code to_tensor}, {@code alloc_tensor}, {@code materialize_in_destination})
 * and deallocation ({@code clone}, {@code dealloc}, {@code dealloc_tensor}), with MLIR's
 * canonicalization ({@link ClonePatterns}, {@link DeallocPatterns}), and the interfaces the buffer
 * passes ask ({@link AllocationOpInterface}, {@link BufferViewFlowOpInterface}). The passes
 * themselves live in {@code jopt.passes.bufferization}.
 */
package jopt.dialects.bufferization;
