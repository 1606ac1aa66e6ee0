/**
 * MLIR's linalg dialect ({@link LinalgDialect}): structured ops on memrefs and tensors. Every
 * named op of MLIR 22 is a row of {@link NamedOps}, written as OpDSL writes them
 * ({@link NamedOpRow}, {@link OpDsl}), from which its definition ({@link NamedOpDef}), syntax
 * ({@link NamedOpAsm}) and body ({@link RegionBuilder}) are made; {@code linalg.generic},
 * {@code map}, {@code reduce}, {@code transpose}, {@code broadcast}, {@code pack}/{@code unpack},
 * {@code softmax} and the Winograd ops have classes of their own. {@link StructuredOpDef} holds
 * MLIR's structured-op checks, {@link LinalgOp} the interface view passes use; contraction and
 * convolution matchers, indexing-map algebra and canonicalization patterns complete it.
 * {@link NamedOps} is the model of an op defined once, as data.
 */
package jopt.dialects.linalg;
