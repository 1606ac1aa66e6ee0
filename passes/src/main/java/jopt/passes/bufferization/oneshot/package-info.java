/**
 * Upstream MLIR's One-Shot Bufferize: {@code one-shot-bufferize} ({@link OneShotBufferizePass})
 * runs One-Shot Analysis ({@link OneShotAnalysis}, {@link OneShotAnalysisState}, read-after-write
 * conflicts in {@link ConflictDetection}), resolves out-of-place decisions with copies
 * ({@link TensorCopyInsertion}) and rewrites every op with tensor semantics to memrefs through its
 * {@link BufferizableOpInterface} ({@link Bufferize}); with functions, One-Shot Module Bufferize
 * ({@link ModuleBufferize}, {@link FuncAnalysisState}). Also {@code eliminate-empty-tensors} and
 * {@code drop-equivalent-buffer-results}. The interface's models for each dialect's ops are in the
 * {@code models} subpackage; an op's definition may implement the interface itself
 * ({@link BufferizableOps} finds which).
 */
package jopt.passes.bufferization.oneshot;
