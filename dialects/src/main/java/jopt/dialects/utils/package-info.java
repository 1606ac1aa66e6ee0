/**
 * What several dialects share, as MLIR's Dialect/Utils: reassociations of reshapes
 * ({@link Reassociations}) and MLIR's reshape canonicalizations over any dialect's
 * collapse/expand/cast ({@link ReshapePatterns} with {@link ReshapeOps}: memref's and tensor's),
 * and the IR the runtime verification of memref and tensor ops builds ({@link RuntimeChecks}).
 */
package jopt.dialects.utils;
