/**
 * Memory quality side by side with upstream MLIR ({@code bench/memory-quality}): bufferized
 * programs without deallocations go through {@code mlir-opt-22}'s deallocation pipelines and
 * through jopt's, every output runs in the reference interpreter, and the tables compare the
 * peak heap, stack and total bytes, the allocations, and whether each output computes what the
 * input computed without leaking or freeing twice.
 */
package jopt.memquality;
