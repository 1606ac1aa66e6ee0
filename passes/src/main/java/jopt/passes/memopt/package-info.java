/**
 * jopt's own tensor-level passes that lower the live bound of memory before bufferization, and the
 * pipeline that runs them: {@code jopt-memory-pipeline} ({@link MemoryPipeline}) from tensors to
 * freed memrefs. The passes, each a pass class over a rewrite class:
 * {@code jopt-fold-weight-views}, {@code jopt-rematerialize}, {@code jopt-reuse-destination},
 * {@code jopt-decompose-concat}, {@code jopt-drop-unread-padding}, {@code
 * jopt-hoist-insert-destinations}, {@code jopt-tile-for-memory} ({@code TileForMemory}: memory
 * tiling of chains of structured ops). None is in MLIR; each is documented in docs/passes.md.
 */
package jopt.passes.memopt;
