/**
 * MLIR's tensor dialect ({@link TensorDialect}): value-semantics tensor ops, {@code empty},
 * {@code extract}/{@code insert}, slices ({@link SliceVerifier}), {@code pad}, reshapes,
 * {@code concat}, {@code generate}, {@code gather}/{@code scatter}, casts. Beside the ops: MLIR's
 * folders ({@link TensorFolding}) and canonicalization patterns ({@link PadPatterns},
 * {@link EmptyPatterns}, reshapes through {@code jopt.dialects.utils}), mixed static/dynamic lists
 * ({@link MixedValues}) and runtime verification.
 */
package jopt.dialects.tensor;
