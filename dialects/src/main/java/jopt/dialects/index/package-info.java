/**
 * MLIR's index dialect ({@link IndexDialect}): arithmetic, comparisons, constants and casts of
 * {@code index} values whose width (32 or 64 bits) is the target's, so folders fold only what both
 * widths agree on ({@link IndexArith}, {@link IndexRanges}). The binary ops are rows of one table
 * ({@link IndexBinaryOps}) sharing one view and definition ({@link IndexBinaryOp}).
 */
package jopt.dialects.index;
