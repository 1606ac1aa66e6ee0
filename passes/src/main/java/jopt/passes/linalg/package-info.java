/**
 * Upstream MLIR's linalg transformations on tensors: elementwise producer-consumer fusion
 * ({@code linalg-fuse-elementwise-ops}, {@link ElementwiseOpFusion}, with the reshape-by-expansion
 * and fold-into-generic patterns), {@code linalg-fold-unit-extent-dims} ({@link DropUnitDims}),
 * {@code linalg-generalize-named-ops}, {@code linalg-specialize-generic-ops}, {@code
 * convert-elementwise-to-linalg}, constant folding, convolution specialization, and jopt's
 * {@code linalg-decompose-pad}. Patterns rooted at every structured op extend
 * {@link LinalgOpRewritePattern} (MLIR's OpInterfaceRewritePattern of LinalgOp);
 * {@link GenericOpMatchers} are MLIR's structural matchers of {@code linalg.generic}.
 */
package jopt.passes.linalg;
