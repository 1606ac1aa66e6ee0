/**
 * MLIR's math dialect ({@link MathDialect}): elementwise mathematical functions on floats and
 * integers, one row each in {@link MathOps} (shape, summary, folder), their scalar semantics in
 * {@link MathFunctions} and constant folding over scalars, splats and dense constants in
 * {@link MathFolder}.
 */
package jopt.dialects.math;
