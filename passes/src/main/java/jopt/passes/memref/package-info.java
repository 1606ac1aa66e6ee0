/**
 * Upstream MLIR's memref transform {@code expand-realloc} ({@link ExpandReallocPass}): every
 * {@code memref.realloc} becomes the conditional allocation and copy it stands for.
 */
package jopt.passes.memref;
