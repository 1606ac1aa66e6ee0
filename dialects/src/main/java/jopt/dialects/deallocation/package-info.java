/**
 * MLIR-HLO's deallocation dialect ({@link DeallocationDialect}): the
 * {@code !deallocation.ownership} indicator ({@link OwnershipType}) and the ops that create,
 * retain, compare and free it ({@code own}, {@code null}, {@code retain}, {@code get_buffer},
 * {@code free}). MLIR-HLO's deallocation passes that produce them are in
 * {@code jopt.passes.hlodeallocation}; their lowering to LLVM in {@code
 * jopt.passes.hlodeallocation.llvm}.
 */
package jopt.dialects.deallocation;
