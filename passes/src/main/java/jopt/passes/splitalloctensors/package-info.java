/**
 * MLIR-HLO's {@code hlo-split-alloc-tensors} ({@link SplitAllocTensorsPass}): every use of a
 * {@code bufferization.alloc_tensor} gets a fresh copy of it right before the user.
 */
package jopt.passes.splitalloctensors;
