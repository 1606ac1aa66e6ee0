/**
 * MLIR's affine dialect ({@link AffineDialect}): {@code affine.apply}, {@code min} and {@code max}
 * of affine maps, the loops {@code for} and {@code parallel}, {@code if}, and loads, stores,
 * prefetch and DMA through affine subscripts, {@code delinearize_index} and
 * {@code linearize_index}. Beside the ops: MLIR's rules for valid dims and symbols
 * ({@link AffineValidity}; {@code func.func} is an affine scope), map composition with operands
 * ({@link AffineComposition}), folders and canonicalization ({@link AffineCanonicalization},
 * {@link AffineLoopCanonicalization}), the shared custom syntax ({@link AffineAsm}) and inlining
 * hooks. Maps and expressions themselves are the IR's ({@code jopt.ir.affine}).
 */
package jopt.dialects.affine;
