/**
 * Upstream MLIR's {@code convert-linalg-to-loops}, {@code convert-linalg-to-affine-loops} and
 * {@code convert-linalg-to-parallel-loops} ({@link LinalgToLoopsPass}): every structured op on
 * buffers becomes a loop nest ({@link LinalgToLoopsPattern}, nests built as MLIR's builders build
 * them in {@link LoopNests}) of the {@link LoopKind} asked.
 */
package jopt.passes.linalgtoloops;
