/**
 * Upstream MLIR's {@code loop-invariant-code-motion} ({@link LoopInvariantCodeMotionPass}): ops
 * free of memory effects and speculatable move out of every
 * {@link jopt.ir.interfaces.LoopLikeOpInterface} op ({@link LoopInvariantCodeMotion}). Asks
 * interfaces only; depends on no dialect.
 */
package jopt.passes.licm;
