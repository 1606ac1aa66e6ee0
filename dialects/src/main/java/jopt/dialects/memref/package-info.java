/**
 * MLIR's memref dialect ({@link MemRefDialect}): allocation ({@code alloc}, {@code alloca},
 * {@code realloc}, {@code dealloc}, globals), access ({@code load}, {@code store}, atomics, DMA,
 * prefetch) and views ({@code subview}, {@code view}, {@code reinterpret_cast}, {@code cast},
 * reshapes, {@code transpose}). Beside the ops: MLIR's folders and canonicalization patterns
 * ({@link MemRefFolding}, {@link MemRefPatterns}, {@link SubViewPatterns},
 * {@link ReinterpretCastPatterns}, reshapes through {@code jopt.dialects.utils}), the
 * offset/size/stride interface ({@link OffsetSizeStride}) and runtime verification. {@link LoadOp}
 * is the model of an op's typed view.
 */
package jopt.dialects.memref;
