/**
 * Upstream MLIR's {@code empty-tensor-to-alloc-tensor} ({@link EmptyTensorToAllocTensorPass}):
 * every {@code tensor.empty} becomes a {@code bufferization.alloc_tensor}, before bufferization.
 */
package jopt.passes.emptytensortoalloctensor;
