/**
 * Upstream MLIR's {@code buffer-results-to-out-params} ({@link BufferResultsToOutParamsPass}): the
 * memref results of functions become out-params appended to their arguments, the callee rewritten
 * by {@link CalleeRewrite}, each call site allocating and passing the buffer; options as MLIR's
 * ({@link OutParamsOptions}).
 */
package jopt.passes.bufferization.outparams;
