/**
 * MLIR 22's vector dialect ({@link VectorDialect}): ops on n-D (and scalable) vectors, masks
 * ({@code vector.mask}, {@link MaskableOpInterface}), contractions and reductions, and transfers
 * to and from memory ({@link Transfers}), with their verifiers, MLIR's folders
 * ({@link ExtractFolding}, {@link TransferFolding}, {@link VectorFolding}) and canonicalization
 * patterns; constraints in {@link VectorConstraints}. One-Shot Bufferize's models of the vector
 * ops are in {@code jopt.passes.bufferization.oneshot.models}.
 */
package jopt.dialects.vector;
