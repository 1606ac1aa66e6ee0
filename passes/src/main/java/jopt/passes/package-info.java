/**
 * Every pass jopt ships, a subpackage per area ({@code transforms}, {@code analysis},
 * {@code bufferization}, {@code deallocation}, {@code mergealloc}, {@code planner},
 * {@code linalg}, ...), and {@link Passes}, which registers them by name as the dialects'
 * {@code Dialects.registerAll} does for ops: the production passes in
 * {@link Passes#createRegistry()}, MLIR's test passes in {@link Passes#createTestRegistry()} only.
 * Pass names and options are the originals' (upstream MLIR, MLIR-HLO, graph-compiler, onnx-mlir);
 * jopt's own passes and options are marked as such in docs/passes.md. Passes ask interfaces and
 * traits rather than op names where MLIR's do.
 */
package jopt.passes;
