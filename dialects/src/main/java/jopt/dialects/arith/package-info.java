/**
 * MLIR's arith dialect ({@link ArithDialect}): constants, integer and float arithmetic,
 * comparisons, select and casts, with overflow and fast-math flags. Op families share one
 * definition ({@link ArithBinaryOp}, {@link CastOpDef}, {@link CmpOps}) and typed views per op;
 * the folders follow MLIR's APInt/APFloat semantics ({@link IntegerFolder}, {@link FloatFolder},
 * {@link FloatCastFolder}, splats and dense constants by {@link ElementwiseConstantFolder});
 * canonicalization patterns are MLIR's ({@link ArithPatterns}, {@link SelectPatterns}). Depends on
 * the IR and the builtin dialect only.
 */
package jopt.dialects.arith;
