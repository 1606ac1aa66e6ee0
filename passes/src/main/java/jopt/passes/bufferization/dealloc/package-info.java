/**
 * Upstream MLIR's passes around {@code bufferization.dealloc}: {@code
 * buffer-deallocation-simplification} ({@link BufferDeallocationSimplificationPass}, its patterns
 * in {@link SimplificationPatterns} over {@link jopt.passes.analysis.BufferOriginAnalysis}),
 * {@code bufferization-lower-deallocations} ({@link LowerDeallocationsPass},
 * {@link DeallocLowering}), {@code convert-bufferization-to-memref}
 * ({@link ConvertBufferizationToMemRefPass}, {@link CloneLowering}), both dialect conversions
 * with the patterns of {@link DeallocationLoweringPatterns}, and the
 * {@code buffer-deallocation-pipeline} ({@link BufferDeallocationPipeline}). The deallocation that
 * inserts the ops is in {@code jopt.passes.bufferization.ownership}.
 */
package jopt.passes.bufferization.dealloc;
