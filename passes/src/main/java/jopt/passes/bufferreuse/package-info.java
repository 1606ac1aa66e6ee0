/**
 * MLIR-HLO's {@code hlo-buffer-reuse} ({@link BufferReusePass}), in the original's order: copy
 * elision once ({@link CopyElision}); then, until nothing changes, folding, dealloc/alloc reuse
 * ({@link DeallocAllocReuse}) and the first of hoisting, double buffering and loop simplification
 * that changes something; then stack promotion ({@link StackPromotion}); a class per transform.
 * jopt's {@code keep-peak} option asks {@link PeakModel} before a transform keeps a buffer live
 * longer.
 */
package jopt.passes.bufferreuse;
