/**
 * Affine expressions, maps and integer sets as MLIR's builtin affine structures:
 * {@link jopt.ir.affine.AffineExpr} (dimensions, symbols, constants and the binary {@code +},
 * {@code *}, {@code mod}, {@code floordiv}, {@code ceildiv}) with MLIR's construction-time
 * simplifications ({@link jopt.ir.affine.AffineSimplifier}), {@link jopt.ir.affine.AffineMap},
 * {@link jopt.ir.affine.IntegerSet}, and their printing ({@link jopt.ir.affine.AffinePrinter}).
 * Immutable values; the affine dialect's ops and passes use them from
 * {@code jopt.dialects.affine}.
 */
package jopt.ir.affine;
