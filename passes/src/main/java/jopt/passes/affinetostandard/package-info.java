/**
 * {@code lower-affine} (MLIR's LowerAffinePass, {@link LowerAffinePass}): affine loops and
 * conditionals become scf, {@code affine.apply}/{@code min}/{@code max} arith ops, affine loads
 * and stores memref ops; affine expressions are expanded to arith by {@link AffineExpander}
 * (MLIR's AffineApplyExpander).
 */
package jopt.passes.affinetostandard;
