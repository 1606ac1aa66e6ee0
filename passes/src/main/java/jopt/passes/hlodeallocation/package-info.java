/**
 * MLIR-HLO's ownership-based deallocation, as its deallocate.cc and
 * deallocation_simplification.cc: {@code hlo-deallocate} ({@link DeallocatePass}, op by op in
 * {@link Deallocator}, region-branch ops by {@link BranchTransform}) with the {@code deallocation}
 * dialect's ownership indicators, {@code hlo-deallocation-simplification}
 * ({@link SimplificationPass}, with jopt's {@code prune-ownership} extension in
 * {@link OwnershipPruning}) and {@code hlo-deallocation-to-scf} ({@link ToScfPass}); the
 * preconditions the original assumes are checked first ({@link Preconditions}).
 * {@link DeallocationPipeline} is jopt's {@code jopt-deallocation-pipeline}. Upstream MLIR's
 * deallocation is {@code jopt.passes.bufferization.ownership}; the lowering of the deallocation
 * ops to LLVM is the {@code llvm} subpackage.
 */
package jopt.passes.hlodeallocation;
