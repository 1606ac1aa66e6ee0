/**
 * Upstream MLIR's tensor rewrite pattern sets that the linalg passes use: bubbling expand_shape up
 * ({@link BubbleUpExpandShape}), folding reshapes and slices of {@code tensor.empty}
 * ({@link FoldTensorEmpty}) and resolving {@code tensor.dim} of ops that reify their result shapes
 * ({@link ResolveRankedShapedTypeResultDims}).
 */
package jopt.passes.tensor;
